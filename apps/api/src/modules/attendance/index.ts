// Public entry of the attendance module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { attendanceRoutes } from './routes.js';
