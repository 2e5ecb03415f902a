// Public entry of the staff module: the back office's staff accounts.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { adminStaffRoutes } from './routes.js';
