import type { DirectorProfileInput } from '@camp/shared/director-profile';
import { apiRoute, type Answer } from '../../test-server';
import type { DirectorProfileResponse } from './api/director-profile';

/** The director profile page's endpoints, answered with the shared types. */
export const directorProfileApi = {
  /** GET /api/v1/camp_directors. */
  profile: (answer: Answer<null, DirectorProfileResponse>) =>
    apiRoute('get', '/api/v1/camp_directors', answer),
  /** PUT /api/v1/camp_directors. */
  update: (answer: Answer<{ camp_director: DirectorProfileInput }, DirectorProfileResponse>) =>
    apiRoute('put', '/api/v1/camp_directors', answer),
  /** POST /api/v1/payment/connect/dashboard_links. */
  dashboardLink: (answer: Answer<null, { url: string }>) =>
    apiRoute('post', '/api/v1/payment/connect/dashboard_links', answer),
  /** DELETE /api/v1/sessions (Log out): 204. */
  signOut: () => apiRoute('delete', '/api/v1/sessions', new Response(null, { status: 204 })),
};
