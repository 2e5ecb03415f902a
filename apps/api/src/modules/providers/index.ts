// Public entry of the providers module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { adminProviderRoutes, providerStandingRoutes } from './admin/routes.js';
export { providerTerminationTask } from './admin/termination-worker.js';
export { directorOnboardingRoutes } from './onboarding/routes.js';
export { directorOrderRoutes } from './orders/routes.js';
export { directorProfileRoutes } from './profile/routes.js';
