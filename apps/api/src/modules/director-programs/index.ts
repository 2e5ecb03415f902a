// Public entry of the director-programs module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { directorProgramRoutes } from './routes.js';
