// Public entry of the admin-providers module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { adminProviderRoutes, providerStandingRoutes } from './routes.js';
export { providerTerminationTask } from './termination-worker.js';
