import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMP_LINK_TRACKING } from '@camp/shared/camp-link';
import {
  PARENT_ITINERARY_MESSAGES as M,
  parentItineraryListSchema,
  parentItineraryResponseSchema,
} from '@camp/shared/parent-itinerary';
import { itineraries } from '../../../src/db/schema/itineraries.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, signIn, type MadeUser } from '../../auth/helpers.js';
import { makeProgram } from '../../director-activities/helpers.js';
import { makeActivity, makeItineraryActivity, makeQuestionnaire } from '../../factories.js';

const LIST = '/api/v1/parents/itineraries';
const one = (id: number | string) => `${LIST}/${id}`;

let t: TestApp;
let parent: MadeUser;
let parentToken: string;
let otherParentToken: string;
let specialistToken: string;
let directorToken: string;
let specialist: MadeUser;
let older: number;
let newer: number;
let foreign: number;
let activityId: number;
let itemId: number;

beforeAll(async () => {
  t = await createTestApp();
  parent = await makeUser(t, { role: 'Parent', name: 'Jamie Fox' });
  parentToken = (await signIn(t, 'Parent', parent)).token;
  const otherParent = await makeUser(t, { role: 'Parent', name: 'Kim Lee' });
  otherParentToken = (await signIn(t, 'Parent', otherParent)).token;
  specialist = await makeUser(t, { role: 'Specialist', name: 'Alex Planner' });
  specialistToken = (await signIn(t, 'Specialist', specialist)).token;
  const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
  directorToken = (await signIn(t, 'CampDirector', director)).token;

  const program = await makeProgram(t, director.id, { name: 'Oak Grove Camp' });
  activityId = (
    await makeActivity(t, program.id, {
      name: 'Lake Week',
      url: 'https://camp.example/lake?week=2',
      priceCents: 30_000,
      feeCents: 1_500,
      reservedSeats: 1,
      specialistNotes: 'Internal: director slow to answer',
    })
  ).id;

  const { child, questionnaire } = await makeQuestionnaire(t, parent.id);
  const base = {
    parentId: parent.id,
    childId: child!.id,
    questionnaireId: questionnaire.id,
    specialistId: specialist.id,
  };
  const [a] = await t.db
    .insert(itineraries)
    .values({ ...base, status: 'draft', createdAt: new Date('2026-01-01T10:00:00Z') })
    .returning();
  const [b] = await t.db
    .insert(itineraries)
    .values({
      ...base,
      status: 'review',
      message: 'Here is the plan!',
      specialistNotes: 'Internal: parent prefers mornings',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    })
    .returning();
  older = a!.id;
  newer = b!.id;
  const item = await makeItineraryActivity(t, {
    itineraryId: newer,
    activityId,
    processed: true,
    paymentStatus: 'booking_available',
  });
  itemId = item.id;
  const [c] = await t.db
    .insert(itineraries)
    .values({ parentId: otherParent.id, status: 'review' })
    .returning();
  foreign = c!.id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const tracked = `https://camp.example/lake?week=2&${new URLSearchParams(CAMP_LINK_TRACKING).toString()}`;

describe('GET /api/v1/parents/itineraries', () => {
  it('answers only the parent’s own itineraries, newest first', async () => {
    const res = await call(t, 'GET', LIST, undefined, { token: parentToken });
    expect(res.statusCode, res.body).toBe(200);
    const { itineraries: list } = parentItineraryListSchema.parse(res.json());
    expect(list.map((i) => i.id)).toEqual([newer, older]);
    expect(list.map((i) => i.created_at)).toEqual([
      '2026-02-01T10:00:00.000Z',
      '2026-01-01T10:00:00.000Z',
    ]);
    expect(list[1]).toMatchObject({ status: 'draft', activities: [], itinerary_activities: [] });
  });

  it('gives the spec’s itinerary shape with tracked activity URLs', async () => {
    const res = await call(t, 'GET', LIST, undefined, { token: parentToken });
    const it = res.json().itineraries[0];
    expect(it).toMatchObject({
      id: newer,
      status: 'review',
      parent_name: 'Jamie Fox',
      questionnaire: {
        fields: { child_first_name: 'Riley' },
        parent: { name: 'Jamie Fox', email: parent.email, package_type: null, order_status: null },
      },
      activity_dates: { start: '2027-06-14', end: '2027-06-18' },
      specialist: { name: 'Alex Planner', email: specialist.email },
      message: 'Here is the plan!',
      change_requests: [],
      parents_itineraries: [],
      totals: { total: 315, online_payment: 315 },
    });
    expect(it.itinerary_activities).toEqual([
      {
        id: itemId,
        itinerary_id: newer,
        // A ready provider, the itinerary not approved yet: paid online once it is (0056).
        payment_status: 'easy_booking',
        start_date: null,
        processed: true,
        activity: expect.objectContaining({ id: activityId, name: 'Lake Week', url: tracked }),
        cancellation: null,
      },
    ]);
    expect(it.activities).toEqual([it.itinerary_activities[0].activity]);
    // Specialist-only information stays out of the parent's view.
    expect(JSON.stringify(it)).not.toContain('Internal:');
    expect(it).not.toHaveProperty('specialist_notes');
  });

  it('answers an empty list to a parent without itineraries', async () => {
    const fresh = await makeUser(t, { role: 'Parent' });
    const res = await call(t, 'GET', LIST, undefined, {
      token: (await signIn(t, 'Parent', fresh)).token,
    });
    expect(res.json()).toEqual({ itineraries: [] });
  });

  it('is for parents only', async () => {
    expect((await call(t, 'GET', LIST)).statusCode).toBe(401);
    for (const token of [specialistToken, directorToken]) {
      expect((await call(t, 'GET', LIST, undefined, { token })).statusCode).toBe(403);
    }
  });
});

describe('GET /api/v1/parents/itineraries/:id', () => {
  it('answers one of the parent’s itineraries', async () => {
    const res = await call(t, 'GET', one(newer), undefined, { token: parentToken });
    expect(res.statusCode, res.body).toBe(200);
    const { itinerary } = parentItineraryResponseSchema.parse(res.json());
    expect(itinerary.id).toBe(newer);
    expect(itinerary.activities[0]!.url).toBe(tracked);
    // The specialist's own page keeps the raw URL.
    const raw = await call(t, 'GET', `/api/v1/specialists/itineraries/${newer}`, undefined, {
      token: specialistToken,
    });
    expect(raw.json().itinerary.itinerary_activities[0].activity.url).toBe(
      'https://camp.example/lake?week=2',
    );
  });

  it('answers 404 for another parent’s, a missing or a malformed id', async () => {
    for (const id of [foreign, 999999, 'abc']) {
      const res = await call(t, 'GET', one(id), undefined, { token: parentToken });
      expect(res.statusCode).toBe(404);
      expect(res.json()._base).toEqual([M.notFound]);
    }
    // …and the owner still sees it.
    expect(
      (await call(t, 'GET', one(foreign), undefined, { token: otherParentToken })).statusCode,
    ).toBe(200);
  });

  it('is for parents only', async () => {
    expect((await call(t, 'GET', one(newer))).statusCode).toBe(401);
    for (const token of [specialistToken, directorToken]) {
      expect((await call(t, 'GET', one(newer), undefined, { token })).statusCode).toBe(403);
    }
  });
});
