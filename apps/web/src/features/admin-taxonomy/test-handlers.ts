import type { AdminCampType, AdminInterest, AdminSkill } from '@camp/shared/taxonomy';
import { apiRoute, type Answer } from '../../test-server';

/** The taxonomy endpoints, for this feature's tests. */
export const taxonomyApi = {
  interests: (answer: Answer<null, { interests: AdminInterest[] }>) =>
    apiRoute('get', '/api/v1/admins/interests', answer),
  skills: (answer: Answer<null, { skills: AdminSkill[] }>) =>
    apiRoute('get', '/api/v1/admins/skills', answer),
  campTypes: (answer: Answer<null, { camp_types: AdminCampType[] }>) =>
    apiRoute('get', '/api/v1/admins/camp_types', answer),
  addCampType: (answer: Answer<{ name: string }, AdminCampType>) =>
    apiRoute('post', '/api/v1/admins/camp_types', answer),
  addInterest: (answer: Answer<{ name: string; kind: string }, AdminInterest>) =>
    apiRoute('post', '/api/v1/admins/interests', answer),
  addSkill: (answer: Answer<{ name: string; interest_id: number }, AdminSkill>) =>
    apiRoute('post', '/api/v1/admins/skills', answer),
  /** GET /api/v1/admins/{list}/export → the whole list as CSV. */
  export: (list: 'interests' | 'skills' | 'camp_types', answer: Answer<null, unknown>) =>
    apiRoute('get', `/api/v1/admins/${list}/export`, answer),
  rename: (
    list: 'interests' | 'skills' | 'camp_types',
    answer: Answer<{ name: string }, unknown>,
  ) => apiRoute('put', `/api/v1/admins/${list}/:id`, answer),
  retire: (list: 'interests' | 'skills' | 'camp_types', answer: Answer<null, unknown>) =>
    apiRoute('post', `/api/v1/admins/${list}/:id/retirement`, answer),
  unretire: (list: 'interests' | 'skills' | 'camp_types', answer: Answer<null, unknown>) =>
    apiRoute('delete', `/api/v1/admins/${list}/:id/retirement`, answer),
};
