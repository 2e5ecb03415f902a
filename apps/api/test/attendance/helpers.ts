import { expect } from 'vitest';
import { todayIso } from '@camp/shared/child-profile';
import { sortWeekdays, weekdayOf } from '@camp/shared/meeting-days';
import type { TestApp } from '../test-app.js';
import { call, signIn } from '../auth/helpers.js';
import { makeDirector, makeProgram, type Director } from '../director-activities/helpers.js';
import { makeActivity, makeFamily, makeItineraryActivity } from '../factories.js';

const DAY_MS = 86_400_000;
/** The date `days` after today (UTC), YYYY-MM-DD. */
export const dayFrom = (t: TestApp, days: number) =>
  todayIso(new Date(t.ctx.now().getTime() + days * DAY_MS));

export const rosterUrl = (activityId: number, date?: string) =>
  `/api/v1/camp_directors/activities/${activityId}/roster${date ? `?date=${date}` : ''}`;
export const checkInUrl = (activityId: number, childId: number) =>
  `/api/v1/camp_directors/activities/${activityId}/roster/${childId}/check_in`;
export const checkOutUrl = (activityId: number, childId: number) =>
  `/api/v1/camp_directors/activities/${activityId}/roster/${childId}/check_out`;
/** DELETE of a step: the undo of the child's check-in or check-out of the day. */
export const undoUrl = (
  activityId: number,
  childId: number,
  step: 'check_in' | 'check_out',
  date: string,
) => `/api/v1/camp_directors/activities/${activityId}/roster/${childId}/${step}?date=${date}`;

export const PROFILE = {
  first_name: 'Riley',
  date_of_birth: '2017-03-09',
  rising_grade_level: 4,
  health: {
    allergies: 'Peanuts (anaphylaxis), carries an EpiPen',
    medications: 'Cetirizine 5 mg every morning',
  },
  emergency_contacts: [{ name: 'Sam Fox', phone: '919-555-0177', relation: 'Aunt' }],
  authorized_pickups: [{ name: 'Jordan Fox', phone: '(919) 555-0199', relation: 'Grandfather' }],
};

export interface Camp {
  director: Director;
  activityId: number;
  /** Meets today and yesterday's weekday, from two weeks ago to a month ahead. */
  today: string;
  family: { parentId: number; parentToken: string; childId: number; itineraryId: number };
}

/** A director's weekly class that meets today, and a family with a paid place in it. */
export async function makeCamp(t: TestApp): Promise<Camp> {
  const director = await makeDirector(t);
  const program = await makeProgram(t, director.id, { name: 'Oak Grove Camp' });
  const today = dayFrom(t, 0);
  const activity = await makeActivity(t, program.id, {
    name: 'Clay studio',
    campType: 'Classes',
    startDate: dayFrom(t, -14),
    endDate: dayFrom(t, 30),
    meetingDays: sortWeekdays([weekdayOf(today), weekdayOf(dayFrom(t, -1))]),
  });
  const { parent, child, itinerary } = await makeFamily(t);
  const parentToken = (await signIn(t, 'Parent', parent)).token;
  const put = await call(t, 'PUT', `/api/v1/parents/children/${child!.id}`, PROFILE, {
    token: parentToken,
  });
  expect(put.statusCode, put.body).toBe(200);
  await makeItineraryActivity(t, {
    itineraryId: itinerary.id,
    activityId: activity.id,
    paidBy: parent.id,
  });
  return {
    director,
    activityId: activity.id,
    today,
    family: { parentId: parent.id, parentToken, childId: child!.id, itineraryId: itinerary.id },
  };
}
