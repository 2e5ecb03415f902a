import type { Attendance, CheckInInput, CheckOutInput, Roster } from '@camp/shared/attendance';
import { apiRoute, type Answer } from '../../test-server';

const BASE = '/api/v1/camp_directors/activities/:id/roster';

/** The director's roster endpoints, answered with the shared types. */
export const rosterApi = {
  /** GET …/roster?date= (or ?today=) → the roster. */
  roster: (answer: Answer<null, Roster>) => apiRoute('get', BASE, answer),
  /** POST …/roster/:childId/check_in { date } → { attendance }. */
  checkIn: (answer: Answer<CheckInInput, { attendance: Attendance }>) =>
    apiRoute('post', `${BASE}/:childId/check_in`, answer),
  /** POST …/roster/:childId/check_out { date, pickup_name } → { attendance }. */
  checkOut: (answer: Answer<CheckOutInput, { attendance: Attendance }>) =>
    apiRoute('post', `${BASE}/:childId/check_out`, answer),
  /** DELETE …/roster/:childId/check_out?date= → { attendance }, checked in again. */
  undoCheckOut: (answer: Answer<null, { attendance: Attendance }>) =>
    apiRoute('delete', `${BASE}/:childId/check_out`, answer),
  /** DELETE …/roster/:childId/check_in?date= → 204 (answer a `new Response(null, 204)`). */
  undoCheckIn: (answer: Answer<null, never>) =>
    apiRoute('delete', `${BASE}/:childId/check_in`, answer),
};
