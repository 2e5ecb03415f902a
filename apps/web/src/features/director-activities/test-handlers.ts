import type { DirectorActivityList } from '@camp/shared/director-activity';
import type {
  ActivityImport,
  BulkDeleteActivities,
  DeletedActivitiesResult,
} from '@camp/shared/activity-import';
import type { ActivityIdsInput, PublicationResult } from '@camp/shared/provider-standing';
import { apiRoute, type Answer } from '../../test-server';

/** The director's activity endpoints, answered with the shared types. */
export const activitiesApi = {
  /** GET /api/v1/camp_directors/activity_providers/:id/activities?page=&by_sku_search=&… */
  programActivities: (answer: Answer<null, DirectorActivityList>) =>
    apiRoute('get', '/api/v1/camp_directors/activity_providers/:id/activities', answer),
  /** DELETE /api/v1/camp_directors/activities/:id (204, or an error). */
  remove: (answer: Answer<null, never>) =>
    apiRoute('delete', '/api/v1/camp_directors/activities/:id', answer),
  /** POST /api/v1/camp_directors/activity_providers/:id/activities/bulk_delete */
  bulkDelete: (answer: Answer<BulkDeleteActivities, DeletedActivitiesResult>) =>
    apiRoute(
      'post',
      '/api/v1/camp_directors/activity_providers/:id/activities/bulk_delete',
      answer,
    ),
  /** POST .../activities/bulk_unpublish */
  bulkUnpublish: (answer: Answer<ActivityIdsInput, PublicationResult>) =>
    apiRoute(
      'post',
      '/api/v1/camp_directors/activity_providers/:id/activities/bulk_unpublish',
      answer,
    ),
  /** GET /api/v1/camp_directors/activity_providers/:id/imports */
  imports: (answer: Answer<null, { imports: ActivityImport[] }>) =>
    apiRoute('get', '/api/v1/camp_directors/activity_providers/:id/imports', answer),
  /** POST /api/v1/camp_directors/imports/:id/undo */
  undoImport: (answer: Answer<null, DeletedActivitiesResult>) =>
    apiRoute('post', '/api/v1/camp_directors/imports/:id/undo', answer),
};
