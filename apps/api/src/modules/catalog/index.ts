// Public entry of the catalog module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { directorActivityRoutes } from './activities/routes.js';
export {
  PROGRAM_NOT_FOUND,
  activityTagCatalog,
  createActivitiesInTx,
  deleteAllUnbooked,
  ownProgram,
} from './activities/service.js';
export { setActivitiesPublished } from './activities/use-cases/publication.js';
export { specialistDetailRoutes } from './details/routes.js';
export { directorImportRoutes } from './imports/routes.js';
export { directorProgramRoutes } from './programs/routes.js';
export { specialistCatalogRoutes } from './search/routes.js';
export { searchWordsTask } from './search/search-words-worker.js';
export { adminTaxonomyRoutes } from './taxonomy/routes.js';
