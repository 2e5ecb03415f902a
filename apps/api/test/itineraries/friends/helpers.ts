import { eq } from 'drizzle-orm';
import type { ItineraryStatus } from '@camp/shared/enums';
import { itineraries } from '../../../src/db/schema/itineraries.js';
import { parentsItineraries } from '../../../src/db/schema/parents-itineraries.js';
import { users } from '../../../src/db/schema/users.js';
import type { TestApp } from '../../test-app.js';
import { call, makeUser, signIn, type MadeUser } from '../../auth/helpers.js';
import { makeProgram } from '../../director-activities/helpers.js';
import {
  makeActivity,
  makeFamily,
  makeItineraryActivity,
  makeQuestionnaire,
} from '../../factories.js';

export const INVITE = '/api/v1/parents/invite_friends';
export const FRIENDS = '/api/v1/parents/friends_itineraries';
export const friendsOne = (id: number | string) => `${FRIENDS}/${id}`;

export interface Cast {
  parent: MadeUser;
  parentToken: string;
  itineraryId: number;
  /** On the itinerary: Lake Week (June) and Forest Week (July). */
  activityIds: [number, number];
  /** An activity of the same program that is not on the itinerary. */
  strayActivityId: number;
  specialist: MadeUser;
  specialistToken: string;
  friend: MadeUser;
  friendToken: string;
  friendChildId: number;
  other: MadeUser;
  otherToken: string;
  otherItineraryId: number;
}

/**
 * Jamie Fox's itinerary for Riley (in `status`, assigned to Alex Planner) with two activities;
 * Kim Lee, a parent with a child (Sam) who will be invited; Pat Other, a parent with an
 * itinerary of their own.
 */
export async function makeCast(t: TestApp, status: ItineraryStatus = 'review'): Promise<Cast> {
  const specialist = await makeUser(t, { role: 'Specialist', name: 'Alex Planner' });
  const family = await makeFamily(t, {
    itinerary: { status, specialistId: specialist.id, color: '#4CAF50' },
  });
  const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
  const program = await makeProgram(t, director.id, { name: 'Oak Grove Camp' });
  const lake = await makeActivity(t, program.id, {
    name: 'Lake Week',
    url: 'https://camp.example/lake',
    latitude: 35.78,
    longitude: -78.64,
  });
  const forest = await makeActivity(t, program.id, {
    name: 'Forest Week',
    startDate: '2027-07-12',
    endDate: '2027-07-16',
  });
  const stray = await makeActivity(t, program.id, { name: 'Not planned' });
  await makeItineraryActivity(t, { itineraryId: family.itinerary.id, activityId: lake.id });
  await makeItineraryActivity(t, { itineraryId: family.itinerary.id, activityId: forest.id });

  const friend = await makeUser(t, { role: 'Parent', name: 'Kim Lee' });
  const { child } = await makeQuestionnaire(t, friend.id, { child: { firstName: 'Sam' } });
  const other = await makeFamily(t, { parentName: 'Pat Other', itinerary: { status: 'review' } });

  return {
    parent: family.parent,
    parentToken: (await signIn(t, 'Parent', family.parent)).token,
    itineraryId: family.itinerary.id,
    activityIds: [lake.id, forest.id],
    strayActivityId: stray.id,
    specialist,
    specialistToken: (await signIn(t, 'Specialist', specialist)).token,
    friend,
    friendToken: (await signIn(t, 'Parent', friend)).token,
    friendChildId: child!.id,
    other: other.parent,
    otherToken: (await signIn(t, 'Parent', other.parent)).token,
    otherItineraryId: other.itinerary.id,
  };
}

export async function invite(
  t: TestApp,
  token: string,
  body: { itinerary_id: number; activity_ids: number[]; email: string; text?: string },
) {
  return call(t, 'POST', INVITE, body, { token });
}

export async function setItineraryStatus(t: TestApp, id: number, status: ItineraryStatus) {
  await t.db.update(itineraries).set({ status }).where(eq(itineraries.id, id));
}

export async function invitationRows(t: TestApp, itineraryId: number) {
  return t.db
    .select()
    .from(parentsItineraries)
    .where(eq(parentsItineraries.itineraryId, itineraryId));
}

export async function invitedFlag(t: TestApp, userId: number): Promise<boolean> {
  const [row] = await t.db
    .select({ flag: users.invitedToItinerary })
    .from(users)
    .where(eq(users.id, userId));
  return row!.flag;
}
