// Public entry of the waivers module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { waiverRoutes } from './routes.js';
export { assertWaiversSigned, type BookedLine } from './requirements.js';
export { waiverStatuses, type WaiverQuestion, type WaiverStatus } from './status.js';
