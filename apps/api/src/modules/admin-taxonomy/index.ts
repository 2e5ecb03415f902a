// Public entry of the admin-taxonomy module: the back office's interests, skills and camp types,
// and the camp types offered for new choices.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { adminTaxonomyRoutes } from './routes.js';
