// Public entry of the specialist-dashboard module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { specialistDashboardRoutes } from './routes.js';
