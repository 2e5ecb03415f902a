// Public entry of the audit module: the back office's view of the audit trail.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { auditRoutes } from './routes.js';
