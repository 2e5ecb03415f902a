// Public entry of the admin-families module: the back office's families (parent accounts).
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { adminFamilyRoutes } from './routes.js';
