// Public entry of the app-config module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { appConfigRoutes } from './routes.js';
