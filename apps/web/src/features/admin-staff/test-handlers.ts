import type {
  ItineraryReassignment,
  StaffDetails,
  StaffInviteInput,
  StaffListResponse,
  StaffMember,
} from '@camp/shared/staff';
import { apiRoute, type Answer } from '../../test-server';

/** The staff endpoints, for this feature's tests. */
export const staffApi = {
  list: (answer: Answer<null, StaffListResponse>) =>
    apiRoute('get', '/api/v1/admins/staff', answer),
  details: (answer: Answer<null, StaffDetails>) =>
    apiRoute('get', '/api/v1/admins/staff/:id', answer),
  export: (answer: Answer<null, unknown>) => apiRoute('get', '/api/v1/admins/staff/export', answer),
  /** GET /api/v1/admins/staff/:id/itineraries/export → the held itineraries as CSV. */
  exportHeld: (answer: Answer<null, unknown>) =>
    apiRoute('get', '/api/v1/admins/staff/:id/itineraries/export', answer),
  invite: (answer: Answer<StaffInviteInput, StaffMember>) =>
    apiRoute('post', '/api/v1/admins/staff', answer),
  action: (action: string, answer: Answer<null, StaffMember>) =>
    apiRoute('post', `/api/v1/admins/staff/:id/${action}`, answer),
  reassign: (answer: Answer<ItineraryReassignment, { id: number; specialist_id: number }>) =>
    apiRoute('post', '/api/v1/admins/itineraries/:id/reassignment', answer),
  role: (answer: Answer<{ role: string }, StaffMember>) =>
    apiRoute('put', '/api/v1/admins/staff/:id/role', answer),
};
