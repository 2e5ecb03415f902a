// Public entry of the parent-account module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { parentAccountRoutes } from './routes.js';
export { eraseParent } from './service.js';
