// Public entry of the specialist-details module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { specialistDetailRoutes } from './routes.js';
