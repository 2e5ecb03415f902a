// Public entry of the contact module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { contactRoutes } from './routes.js';
