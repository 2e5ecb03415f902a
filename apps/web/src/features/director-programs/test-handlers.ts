import type { DirectorProgramList } from '@camp/shared/director-program';
import { apiRoute, type Answer } from '../../test-server';

/** The director's program endpoints, answered with the shared types. */
export const programsApi = {
  /** GET /api/v1/camp_directors/activity_providers?page=. */
  list: (answer: Answer<null, DirectorProgramList>) =>
    apiRoute('get', '/api/v1/camp_directors/activity_providers', answer),
  /** DELETE /api/v1/camp_directors/activity_providers/:id (204, or an error). */
  remove: (answer: Answer<null, never>) =>
    apiRoute('delete', '/api/v1/camp_directors/activity_providers/:id', answer),
};
