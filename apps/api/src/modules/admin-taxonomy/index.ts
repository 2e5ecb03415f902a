// Public entry of the admin-taxonomy module: the back office's interests and skills.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { adminTaxonomyRoutes } from './routes.js';
