// Public entry of the director-orders module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { directorOrderRoutes } from './routes.js';
