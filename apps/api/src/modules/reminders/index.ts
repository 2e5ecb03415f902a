// Public entry of the reminders module: what the app uses of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { reminderRoutes } from './routes.js';
export { remindersTask } from './worker.js';
