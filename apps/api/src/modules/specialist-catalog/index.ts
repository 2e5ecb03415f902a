// Public entry of the specialist-catalog module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { specialistCatalogRoutes } from './routes.js';
export { searchWordsTask } from './search-words-worker.js';
