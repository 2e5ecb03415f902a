// Public entry of the questionnaires module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { parentQuestionnaireRoutes } from './routes.js';
export { listQuestionnaires, toFields } from './service.js';
