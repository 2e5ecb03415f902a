// The director's activities, one file per use case under ./use-cases.

export { createActivitiesInTx, createActivity, duplicateActivity } from './use-cases/create.js';
export { deleteActivity } from './use-cases/delete.js';
export { bulkDeleteActivities, deleteAllUnbooked } from './use-cases/bulk-delete.js';
export { getActivity, listProgramActivities, type ActivityListQuery } from './use-cases/list.js';
export {
  ACTIVITY_NOT_FOUND,
  PROGRAM_NOT_FOUND,
  activityTagCatalog,
  ownProgram,
  type ActivityProgram,
} from './use-cases/shared.js';
export { updateActivity } from './use-cases/update.js';
export { bulkSetActivitiesPublished } from './use-cases/publication.js';
