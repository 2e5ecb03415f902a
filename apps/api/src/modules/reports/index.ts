// Public entry of the reports module: the back office's dashboard.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { reportRoutes } from './routes.js';
