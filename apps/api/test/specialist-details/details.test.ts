import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_ACTIVITIES_PAGE_SIZE,
  SPECIALIST_DETAILS_MESSAGES as M,
  specialistActivityResponseSchema,
  specialistProviderResponseSchema,
  specialistProviderUpdateResponseSchema,
} from '@camp/shared/specialist-details';
import { activities } from '../../src/db/schema/activities.js';
import { activityInterests } from '../../src/db/schema/activity-interests.js';
import { activitySkillDevelopments } from '../../src/db/schema/activity-skill-developments.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { interests } from '../../src/db/schema/interests.js';
import { skillDevelopments } from '../../src/db/schema/skill-developments.js';
import { specialistNotes } from '../../src/db/schema/specialist-notes.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn, type MadeUser } from '../auth/helpers.js';
import { makeProgram } from '../director-activities/helpers.js';
import { makeActivity, makeFamily, makeItineraryActivity } from '../factories.js';

const activityUrl = (id: number | string) => `/api/v1/specialists/activities/${id}`;
const providerUrl = (id: number | string, query = '') =>
  `/api/v1/specialists/activity_providers/${id}${query}`;

let t: TestApp;
let specialist: MadeUser;
let token: string;
let otherToken: string;
let parentToken: string;
let directorToken: string;
let program: number;
let emptyProgram: number;
/** The program's 23 activities in start-date order. */
let listed: (typeof activities.$inferSelect)[] = [];

beforeAll(async () => {
  t = await createTestApp();
  specialist = await makeUser(t, { role: 'Specialist', name: 'Alex Planner' });
  token = (await signIn(t, 'Specialist', specialist)).token;
  const other = await makeUser(t, { role: 'Specialist', name: 'Bo Other' });
  otherToken = (await signIn(t, 'Specialist', other)).token;
  parentToken = (await signIn(t, 'Parent', await makeUser(t, { role: 'Parent' }))).token;
  const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
  directorToken = (await signIn(t, 'CampDirector', director)).token;
  program = await programOf(director.id, 'Oak Grove Camp');
  emptyProgram = await programOf(director.id, 'Quiet Pines');
  for (let i = 0; i < 23; i += 1) {
    // Inserted out of order: the page must sort by start date.
    const day = String(((i * 7) % 23) + 1).padStart(2, '0');
    listed.push(await makeWeek(program, `Week ${i + 1}`, `2027-07-${day}`));
  }
  listed = listed.sort((a, b) => a.startDate.localeCompare(b.startDate));
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** The program's details the page answers back (the shared program has a second address line). */
const programOf = async (owner: number, name: string) =>
  (
    await makeProgram(t, owner, {
      name,
      address: '1 Main St',
      address2: null,
      description: 'Outdoor fun by the lake.',
    })
  ).id;

/** A one-day activity, 7 of its 12 seats free, for ages 6 to 10. */
const makeWeek = (providerId: number, name: string, start: string) =>
  makeActivity(t, providerId, {
    name,
    url: 'https://camp.example/summer?week=1',
    startDate: start,
    endDate: start,
    totalSeats: 12,
    reservedSeats: 5,
    ageMin: 6,
    ageMax: 10,
  });

const getActivity = (id: number | string, as = token) =>
  call(t, 'GET', activityUrl(id), undefined, { token: as });
const putActivity = (id: number | string, body: unknown, as = token) =>
  call(t, 'PUT', activityUrl(id), body, { token: as });
const getProvider = (id: number | string, query = '', as = token) =>
  call(t, 'GET', providerUrl(id, query), undefined, { token: as });
const putProvider = (id: number | string, body: unknown, as = token) =>
  call(t, 'PUT', providerUrl(id), body, { token: as });

async function notesOf(column: 'activityId' | 'activityProviderId', id: number) {
  return t.db.select().from(specialistNotes).where(eq(specialistNotes[column], id));
}

describe('GET /api/v1/specialists/activities/:id', () => {
  it('answers every detail of the activity with its raw URL', async () => {
    const a = listed[0]!;
    const [interest] = await t.db
      .select()
      .from(interests)
      .where(eq(interests.kind, 'activity'))
      .limit(1);
    const [skill] = await t.db
      .select()
      .from(skillDevelopments)
      .where(eq(skillDevelopments.interestId, interest!.id))
      .limit(1);
    await t.db.insert(activityInterests).values({ activityId: a.id, interestId: interest!.id });
    await t.db
      .insert(activitySkillDevelopments)
      .values({ activityId: a.id, skillDevelopmentId: skill!.id });

    const res = await getActivity(a.id);
    expect(res.statusCode, res.body).toBe(200);
    const { activity } = specialistActivityResponseSchema.parse(res.json());
    expect(activity).toMatchObject({
      id: a.id,
      name: a.name,
      activity_provider: { id: program, name: 'Oak Grove Camp' },
      provider_name: 'Oak Grove Camp',
      url: 'https://camp.example/summer?week=1',
      price: 250,
      start_time: '09:00',
      meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      duration: 1,
      age_level: [6, 10],
      total_seats: 12,
      available_seats: 7,
      interests: [{ id: interest!.id, name: interest!.name }],
      skill_development: [{ id: skill!.id, name: skill!.name }],
      duplicated_status: false,
      specialist_notes: null,
    });
  });

  it('answers 404 for a missing or malformed id', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const res = await getActivity(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()._base).toEqual([M.activityNotFound]);
    }
  });

  it('is for specialists only', async () => {
    expect((await call(t, 'GET', activityUrl(listed[0]!.id))).statusCode).toBe(401);
    expect((await getActivity(listed[0]!.id, parentToken)).statusCode).toBe(403);
    expect((await getActivity(listed[0]!.id, directorToken)).statusCode).toBe(403);
  });
});

describe('PUT /api/v1/specialists/activities/:id (the note)', () => {
  it('creates, updates and clears the note, keeping each save signed and audited', async () => {
    const a = listed[1]!;
    let res = await putActivity(a.id, { activity: { specialist_notes: '  Call   before ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(specialistActivityResponseSchema.parse(res.json()).activity.specialist_notes).toBe(
      'Call before',
    );
    res = await putActivity(
      a.id,
      { activity: { specialist_notes: 'Ask about aftercare' } },
      otherToken,
    );
    expect(res.statusCode).toBe(200);
    // Read back: one note per activity, the latest save, seen by every specialist.
    expect((await getActivity(a.id)).json().activity.specialist_notes).toBe('Ask about aftercare');

    res = await putActivity(a.id, { activity: { specialist_notes: '   ' } });
    expect(res.json().activity.specialist_notes).toBeNull();
    expect((await getActivity(a.id)).json().activity.specialist_notes).toBeNull();

    const history = await notesOf('activityId', a.id);
    expect(history.map((n) => [n.authorId, n.text])).toEqual([
      [specialist.id, 'Call before'],
      [expect.any(Number), 'Ask about aftercare'],
      [specialist.id, ''],
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'activities'), eq(auditLog.entityId, a.id)));
    expect(audits.map((r) => r.action)).toEqual(Array(3).fill('specialist_note_updated'));
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const a = listed[2]!;
    await putActivity(a.id, { activity: { specialist_notes: 'Keep me' } });
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { activity: { specialist_notes: 'n'.repeat(5001) } },
        { specialist_notes: ['Note is too long'] },
      ],
      [{ activity: {} }, { specialist_notes: [M.noteMissing] }],
      [{ activity: { specialist_notes: 'x', name: 'Renamed' } }, { activity: [M.onlyNote] }],
    ];
    for (const [body, errors] of cases) {
      const res = await putActivity(a.id, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await putActivity(a.id, {})).statusCode).toBe(422);
    const [row] = await t.db.select().from(activities).where(eq(activities.id, a.id));
    expect(row!.specialistNotes).toBe('Keep me');
    expect(row!.name).toBe(a.name);
    expect(await notesOf('activityId', a.id)).toHaveLength(1);
  });

  it('answers 404 for a missing activity and refuses other roles', async () => {
    const body = { activity: { specialist_notes: 'Hi' } };
    expect((await putActivity(999999, body)).statusCode).toBe(404);
    expect((await call(t, 'PUT', activityUrl(listed[3]!.id), body)).statusCode).toBe(401);
    expect((await putActivity(listed[3]!.id, body, parentToken)).statusCode).toBe(403);
    expect((await putActivity(listed[3]!.id, body, directorToken)).statusCode).toBe(403);
    const [row] = await t.db.select().from(activities).where(eq(activities.id, listed[3]!.id));
    expect(row!.specialistNotes).toBeNull();
  });
});

describe('GET /api/v1/specialists/activity_providers/:id', () => {
  async function page(query: string) {
    const res = await getProvider(program, query);
    expect(res.statusCode, res.body).toBe(200);
    return specialistProviderResponseSchema.parse(res.json());
  }
  const ids = (from: number, to: number) => listed.slice(from, to).map((a) => a.id);

  it('answers the program and its first 10 activities by start date', async () => {
    const body = await page('');
    expect(PROVIDER_ACTIVITIES_PAGE_SIZE).toBe(10);
    expect(body.activity_provider).toMatchObject({
      id: program,
      name: 'Oak Grove Camp',
      location: '1 Main St, Raleigh, NC 27601',
      description: 'Outdoor fun by the lake.',
      specialist_notes: null,
    });
    expect(body.pagy).toEqual({ count: 23, pages: 3, page: 1 });
    expect(body.activities.map((a) => a.id)).toEqual(ids(0, 10));
    expect(body.activities[0]).toMatchObject({
      url: 'https://camp.example/summer?week=1',
      price: 250,
      total_seats: 12,
      available_seats: 7,
      is_added: false,
    });
  });

  it('reads ?page-{n} as the spec writes it, and ?page=n', async () => {
    expect((await page('?page-2')).activities.map((a) => a.id)).toEqual(ids(10, 20));
    expect((await page('?page=3')).activities.map((a) => a.id)).toEqual(ids(20, 23));
    expect((await page('?page-3')).pagy).toEqual({ count: 23, pages: 3, page: 3 });
  });

  it('clamps the page: below 1 or not a number is 1, past the end is the last page', async () => {
    for (const q of ['?page-0', '?page=-4', '?page=abc', '?page-']) {
      expect((await page(q)).pagy.page).toBe(1);
    }
    const last = await page('?page-99');
    expect(last.pagy.page).toBe(3);
    expect(last.activities.map((a) => a.id)).toEqual(ids(20, 23));
  });

  it('answers page 1 of 1 for a program without activities', async () => {
    const res = await getProvider(emptyProgram, '?page-5');
    expect(res.json()).toMatchObject({ activities: [], pagy: { count: 0, pages: 1, page: 1 } });
  });

  it('marks the activities already on the itinerary given', async () => {
    const { itinerary: it } = await makeFamily(t, {
      itinerary: { specialistId: specialist.id, status: 'in_progress' },
    });
    await makeItineraryActivity(t, { itineraryId: it.id, activityId: listed[1]!.id });
    const body = await page(`?itinerary_id=${it.id}&page-1`);
    expect(body.activities.filter((a) => a.is_added).map((a) => a.id)).toEqual([listed[1]!.id]);
    const bad = await getProvider(program, '?itinerary_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ itinerary_id: ['Itinerary id is invalid'] });
  });

  it('answers 404 for a missing program and refuses other roles', async () => {
    expect((await getProvider(999999)).json()._base).toEqual([M.providerNotFound]);
    expect((await getProvider('x1')).statusCode).toBe(404);
    expect((await call(t, 'GET', providerUrl(program))).statusCode).toBe(401);
    expect((await getProvider(program, '', parentToken)).statusCode).toBe(403);
    expect((await getProvider(program, '', directorToken)).statusCode).toBe(403);
  });
});

describe('PUT /api/v1/specialists/activity_providers/:id (the note)', () => {
  it('saves and reads back the program note', async () => {
    let res = await putProvider(program, {
      activity_provider: { specialist_notes: 'Great staff' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      specialistProviderUpdateResponseSchema.parse(res.json()).activity_provider.specialist_notes,
    ).toBe('Great staff');
    res = await putProvider(program, {
      activity_provider: { specialist_notes: 'Great staff, small groups' },
    });
    expect(res.statusCode).toBe(200);
    expect((await getProvider(program)).json().activity_provider.specialist_notes).toBe(
      'Great staff, small groups',
    );
    expect((await notesOf('activityProviderId', program)).map((n) => n.text)).toEqual([
      'Great staff',
      'Great staff, small groups',
    ]);
  });

  it('refuses bad input and other roles, changing nothing', async () => {
    const before = (await getProvider(emptyProgram)).json().activity_provider;
    const cases: [unknown, number][] = [
      [{ activity_provider: { specialist_notes: 'x'.repeat(5001) } }, 422],
      [{ activity_provider: { specialist_notes: 'x', name: 'Renamed' } }, 422],
      [{ activity_provider: { specialist_notes: 42 } }, 422],
      [{ activity: { specialist_notes: 'wrong wrapper' } }, 422],
    ];
    for (const [body, status] of cases) {
      expect((await putProvider(emptyProgram, body)).statusCode).toBe(status);
    }
    const ok = { activity_provider: { specialist_notes: 'Hi' } };
    expect((await putProvider(emptyProgram, ok, parentToken)).statusCode).toBe(403);
    expect((await putProvider(emptyProgram, ok, directorToken)).statusCode).toBe(403);
    expect((await putProvider(999999, ok)).statusCode).toBe(404);
    expect((await getProvider(emptyProgram)).json().activity_provider).toEqual(before);
    expect(await notesOf('activityProviderId', emptyProgram)).toHaveLength(0);
  });
});
