// Public entry of the director-activities module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { directorActivityRoutes } from './routes.js';
export {
  PROGRAM_NOT_FOUND,
  activityTagCatalog,
  createActivitiesInTx,
  deleteAllUnbooked,
  ownProgram,
} from './service.js';
export { setActivitiesPublished } from './use-cases/publication.js';
