// Public entry of the specialist-parents module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { specialistParentRoutes } from './routes.js';
