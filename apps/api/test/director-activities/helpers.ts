import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { activities } from '../../src/db/schema/activities.js';
import { activityProviders } from '../../src/db/schema/activity-providers.js';
import { activityInterests } from '../../src/db/schema/activity-interests.js';
import { activitySkillDevelopments } from '../../src/db/schema/activity-skill-developments.js';
import { interests } from '../../src/db/schema/interests.js';
import { skillDevelopments } from '../../src/db/schema/skill-developments.js';
import type { TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';

export interface Director {
  id: number;
  token: string;
}

/** A validated director with a ready payment account, signed in. */
export async function makeDirector(t: TestApp): Promise<Director> {
  const user = await makeUser(t, { role: 'CampDirector', director: 'active' });
  const session = await signIn(t, 'CampDirector', user);
  return { id: user.id, token: session.token };
}

/** A program straight in the database (the programs endpoints have their own tests). */
export async function makeProgram(
  t: TestApp,
  directorId: number | null,
  overrides: Partial<typeof activityProviders.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(activityProviders)
    .values({
      directorId,
      name: 'Forest Explorers',
      email: 'camp@example.com',
      website: 'https://camp.example.com',
      address: '100 Main St',
      address2: 'Suite 2',
      city: 'Raleigh',
      state: 'NC',
      zipCode: '27601',
      taxId: '12-3456789',
      cancellationPolicy: 'Full refund up to 30 days before.',
      latitude: 35.77,
      longitude: -78.64,
      ...overrides,
    })
    .returning();
  return row!;
}

export const PROGRAM_LOCATION = '100 Main St, Suite 2, Raleigh, NC 27601';

/** Two activity interests (skill groups) with two of their skills each. */
export async function tagOptions(t: TestApp) {
  const groups = await t.db
    .select()
    .from(interests)
    .where(eq(interests.kind, 'activity'))
    .orderBy(asc(interests.position));
  const [a, b] = [groups[0]!, groups[1]!];
  const skillsOf = async (interestId: number) =>
    t.db
      .select()
      .from(skillDevelopments)
      .where(eq(skillDevelopments.interestId, interestId))
      .orderBy(asc(skillDevelopments.position));
  const [skillsA, skillsB] = [await skillsOf(a.id), await skillsOf(b.id)];
  const [programInterest] = await t.db
    .select()
    .from(interests)
    .where(eq(interests.kind, 'program'))
    .limit(1);
  return {
    interestA: a.id,
    interestB: b.id,
    skillA1: skillsA[0]!.id,
    skillA2: skillsA[1]!.id,
    skillB1: skillsB[0]!.id,
    programInterest: programInterest!.id,
  };
}

export type Tags = Awaited<ReturnType<typeof tagOptions>>;

/** A valid activity form, as the web sends it (dollars, 'HH:mm', strings from inputs). */
export function activityBody(tags: Tags, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Junior Rangers',
    url: 'https://camp.example.com/rangers',
    date: ['2027-06-07', '2027-06-11'],
    price: '1,250.50',
    start_time: '09:00',
    end_time: '15:30',
    camp_type: 'Day',
    location: 'anything typed here is ignored',
    media_link: 'https://camp.example.com/video',
    optional_media_link: '',
    description: 'Trails, maps and campfires.',
    other_info: 'Bring a water bottle.',
    details: 'Meet at the lodge.',
    what_to_bring: '  A water bottle  \n  Sunscreen ',
    instructor: 'Sam Ranger',
    camp_info_title: 'Week 1',
    camp_info_time: 'Mornings',
    grade_level_start: '1',
    grade_level_end: '3',
    age_level: [6, 9],
    interest_ids: [tags.interestA],
    skill_development: [tags.skillA1, tags.skillA2],
    total_seats: '20',
    reserved_seats: '5',
    fee: '25',
    ...overrides,
  };
}

export function as(t: TestApp, d: Director) {
  return {
    get: (url: string, query?: Record<string, string>) =>
      call(t, 'GET', url, undefined, { token: d.token, ...(query ? { query } : {}) }),
    post: (url: string, body: unknown) => call(t, 'POST', url, body, { token: d.token }),
    put: (url: string, body: unknown) => call(t, 'PUT', url, body, { token: d.token }),
    del: (url: string) => call(t, 'DELETE', url, undefined, { token: d.token }),
  };
}

export const listUrl = (programId: number) =>
  `/api/v1/camp_directors/activity_providers/${programId}/activities`;
export const activityUrl = (activityId: number) =>
  `/api/v1/camp_directors/activities/${activityId}`;
export const DUPLICATE_URL = '/api/v1/camp_directors/duplicate_activities';

export interface ActivityJson {
  id: number;
  [key: string]: unknown;
}

export function activityOf(res: LightMyRequestResponse): ActivityJson {
  return res.json<{ activity: ActivityJson }>().activity;
}

export async function createVia(
  t: TestApp,
  d: Director,
  programId: number,
  body: Record<string, unknown>,
): Promise<ActivityJson> {
  const res = await as(t, d).post(listUrl(programId), { activity: body });
  expect(res.statusCode, res.body).toBe(201);
  return activityOf(res);
}

export async function activityRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(activities).where(eq(activities.id, id));
  return row;
}

export async function allActivities(t: TestApp) {
  return t.db.select().from(activities).orderBy(asc(activities.id));
}

export async function tagsOf(t: TestApp, activityId: number) {
  const i = await t.db
    .select({ id: activityInterests.interestId })
    .from(activityInterests)
    .where(eq(activityInterests.activityId, activityId));
  const s = await t.db
    .select({ id: activitySkillDevelopments.skillDevelopmentId })
    .from(activitySkillDevelopments)
    .where(eq(activitySkillDevelopments.activityId, activityId));
  return {
    interests: i.map((r) => r.id).sort((x, y) => x - y),
    skills: s.map((r) => r.id).sort((x, y) => x - y),
  };
}

/** The error body of a 4xx answer. */
export function errorsOf(res: LightMyRequestResponse): Record<string, string[]> {
  return res.json<{ errors: Record<string, string[]> }>().errors;
}

/** A valid program form, as the web sends it, choosing these program interests. */
export const programForm = (interestIds: number[]) => ({
  name: 'Sunny Day Camps',
  email: 'info@sunnyday.example',
  website: 'sunnyday.example',
  address: '100 Main St',
  city: 'Raleigh',
  state: 'NC',
  zip_code: '27601',
  phone_number: '(919) 555-0123',
  interest_ids: interestIds,
  special_needs_array: [],
  special_needs: {},
  tax_id: '12-3456789',
  cancellation_policy: 'Full refund up to 14 days before the start.',
});
