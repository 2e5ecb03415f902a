// Public entry of the families module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { parentAccountRoutes } from './account/routes.js';
export { eraseParent } from './account/service.js';
export { adminFamilyRoutes } from './admin/routes.js';
export { specialistParentRoutes } from './specialist/routes.js';
export { parentChildrenRoutes, staffChildrenRoutes } from './children/routes.js';
export { readRosterChildren } from './children/service.js';
export { dataKeyRotationTask } from './children/rotation-worker.js';
