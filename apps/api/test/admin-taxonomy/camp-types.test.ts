import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES } from '@camp/shared/activity';
import { TAXONOMY_MESSAGES, type AdminCampType } from '@camp/shared/taxonomy';
import { activities } from '../../src/db/schema/activities.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { questionnaires } from '../../src/db/schema/questionnaires.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { makeActivity, makeQuestionnaire } from '../factories.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import {
  activitiesOf,
  exampleRow,
  fillTemplate,
  loadTemplate,
  upload,
} from '../director-imports/helpers.js';
import {
  activityBody,
  activityUrl,
  listUrl,
  makeDirector,
  makeProgram,
  tagOptions,
  type Director,
  type Tags,
} from '../director-activities/helpers.js';

const CAMP_TYPES = '/api/v1/admins/camp_types';
const OFFERED = '/api/v1/camp_types';

let t: TestApp;
let admin: string;
let director: Director;
let programId: number;
let tags: Tags;
let seq = 0;
const unique = (base: string) => `${base} ${++seq}-${Date.now()}`;

const as = (token: string) => ({
  get: (url: string) => call(t, 'GET', url, undefined, { token }),
  post: (url: string, body?: unknown) => call(t, 'POST', url, body, { token }),
  put: (url: string, body: unknown) => call(t, 'PUT', url, body, { token }),
  del: (url: string) => call(t, 'DELETE', url, undefined, { token }),
});

async function addCampType(name = unique('Sailing')) {
  const res = await as(admin).post(CAMP_TYPES, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminCampType>();
}

async function auditOf(id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'camp_types'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
}

const offered = async () => (await call(t, 'GET', OFFERED)).json<{ camp_types: string[] }>();
const errorsOf = (res: { json: <T>() => T }) =>
  res.json<{ errors: Record<string, string[]> }>().errors;

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t, { role: 'Admin' });
  admin = (await signIn(t, 'Admin', user)).token;
  director = await makeDirector(t);
  programId = (await makeProgram(t, director.id)).id;
  tags = await tagOptions(t);
});
afterAll(async () => {
  await t.close();
});

describe('who may edit the camp types', () => {
  it('refuses anonymous callers (401) and every other role (403) before reading the request', async () => {
    const tokens: string[] = [director.token];
    for (const role of ['Parent', 'Specialist'] as const) {
      tokens.push((await signIn(t, role, await makeUser(t, { role }))).token);
    }
    const campType = await addCampType();
    const requests: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['GET', CAMP_TYPES, undefined],
      // Invalid bodies: the refusal must come first.
      ['POST', CAMP_TYPES, { name: '' }],
      ['PUT', `${CAMP_TYPES}/${campType.id}`, { name: '' }],
      ['POST', `${CAMP_TYPES}/${campType.id}/retirement`, undefined],
      ['DELETE', `${CAMP_TYPES}/${campType.id}/retirement`, undefined],
    ];
    for (const [method, url, body] of requests) {
      expect((await call(t, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of tokens) {
        expect((await call(t, method, url, body, { token })).statusCode, `${method} ${url}`).toBe(
          403,
        );
      }
    }
    expect(await auditOf(campType.id)).toHaveLength(1);
  });

  it('answers the offered camp types to anyone, in list order, starting with the seeded ones', async () => {
    const res = await call(t, 'GET', OFFERED);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ camp_types: string[] }>().camp_types.slice(0, 7)).toEqual([
      'Day',
      'Overnight',
      'Track-Out',
      'Afterschool',
      'Classes',
      'Virtual',
      'Night-Out',
    ]);
  });
});

describe('camp types', () => {
  it('adds one at the end of the list, audited, offered at once', async () => {
    const name = unique('Sailing');
    const campType = await addCampType(`  ${name} `);
    expect(campType).toMatchObject({ name, retired_at: null, activities_count: 0 });
    const list = (await as(admin).get(CAMP_TYPES)).json<{ camp_types: AdminCampType[] }>();
    expect(list.camp_types.at(-1)?.id).toBe(campType.id);
    expect((await offered()).camp_types.at(-1)).toBe(name);
    expect(await auditOf(campType.id)).toMatchObject([
      {
        action: 'camp_type_added',
        fromStatus: null,
        toStatus: 'offered',
        data: { before: null, after: { name, retired_at: null } },
      },
    ]);
  });

  it('refuses a blank or too long name, and a name the list has in any case (422), changing nothing', async () => {
    const before = (await as(admin).get(CAMP_TYPES)).json<{ camp_types: AdminCampType[] }>();
    const cases: [unknown, string][] = [
      [{ name: '  ' }, TAXONOMY_MESSAGES.nameBlank],
      [{}, TAXONOMY_MESSAGES.nameBlank],
      [{ name: 'x'.repeat(81) }, TAXONOMY_MESSAGES.nameTooLong],
      [{ name: 'overnight' }, TAXONOMY_MESSAGES.campTypeTaken],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).post(CAMP_TYPES, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorsOf(res).name).toEqual([message]);
    }
    const after = (await as(admin).get(CAMP_TYPES)).json<{ camp_types: AdminCampType[] }>();
    expect(after).toEqual(before);
  });

  it('renames one: every activity and questionnaire answer carries the new name, in one audited change', async () => {
    const campType = await addCampType();
    const other = await addCampType();
    const activity = await makeActivity(t, programId, { campType: campType.name });
    const parent = await makeUser(t, { role: 'Parent' });
    const { questionnaire } = await makeQuestionnaire(t, parent.id, {
      questionnaire: {
        campType: ['Day', campType.name],
        fourthDateCampPreference: [campType.name],
        secondDateCampPreference: ['Overnight'],
      },
    });

    const newName = unique('Sail & Surf');
    const res = await as(admin).put(`${CAMP_TYPES}/${campType.id}`, { name: newName });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminCampType>()).toMatchObject({ name: newName, activities_count: 1 });

    const [stored] = await t.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(stored!.campType).toBe(newName);
    const shown = await as(director.token).get(`${activityUrl(activity.id)}/edit`);
    expect(shown.json<{ activity: { camp_type: string } }>().activity.camp_type).toBe(newName);
    const [answers] = await t.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, questionnaire.id));
    expect(answers).toMatchObject({
      campType: ['Day', newName],
      secondDateCampPreference: ['Overnight'],
      fourthDateCampPreference: [newName],
    });
    expect((await auditOf(campType.id)).at(-1)).toMatchObject({
      action: 'camp_type_renamed',
      data: { before: { name: campType.name }, after: { name: newName } },
    });

    // A name another camp type has, whatever its case: refused, nothing changed.
    const taken = await as(admin).put(`${CAMP_TYPES}/${other.id}`, { name: newName.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(errorsOf(taken).name).toEqual([TAXONOMY_MESSAGES.campTypeTaken]);
    expect(await auditOf(other.id)).toHaveLength(1);
    expect((await as(admin).put(`${CAMP_TYPES}/999999`, { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('retires one: refused for new activities and edits choosing it, kept and shown on those that have it; un-retires it', async () => {
    const campType = await addCampType();
    const created = await as(director.token).post(listUrl(programId), {
      activity: activityBody(tags, { camp_type: campType.name }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const activityId = created.json<{ activity: { id: number } }>().activity.id;

    const retire = await as(admin).post(`${CAMP_TYPES}/${campType.id}/retirement`);
    expect(retire.statusCode, retire.body).toBe(200);
    expect(retire.json<AdminCampType>()).toMatchObject({ activities_count: 1 });
    expect(retire.json<AdminCampType>().retired_at).not.toBeNull();
    expect((await offered()).camp_types).not.toContain(campType.name);
    expect((await auditOf(campType.id)).at(-1)).toMatchObject({
      action: 'camp_type_retired',
      fromStatus: 'offered',
      toStatus: 'retired',
    });
    // Twice: no change, the same answer.
    const again = await as(admin).post(`${CAMP_TYPES}/${campType.id}/retirement`);
    expect(again.json<AdminCampType>().retired_at).toBe(retire.json<AdminCampType>().retired_at);

    // New activities may not choose it.
    const refused = await as(director.token).post(listUrl(programId), {
      activity: activityBody(tags, { camp_type: campType.name }),
    });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ camp_type: [ACTIVITY_MESSAGES.campTypeRetired] });
    // Another activity may not switch to it.
    const other = await makeActivity(t, programId);
    const switched = await as(director.token).put(activityUrl(other.id), {
      activity: activityBody(tags, { camp_type: campType.name }),
    });
    expect(switched.statusCode).toBe(422);
    expect(errorsOf(switched)).toEqual({ camp_type: [ACTIVITY_MESSAGES.campTypeRetired] });

    // The activity that has it shows it and keeps it when saved.
    const shown = await as(director.token).get(`${activityUrl(activityId)}/edit`);
    expect(shown.json<{ activity: { camp_type: string } }>().activity.camp_type).toBe(
      campType.name,
    );
    const saved = await as(director.token).put(activityUrl(activityId), {
      activity: activityBody(tags, { camp_type: campType.name, name: 'Renamed activity' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ activity: { camp_type: string } }>().activity.camp_type).toBe(
      campType.name,
    );

    const back = await as(admin).del(`${CAMP_TYPES}/${campType.id}/retirement`);
    expect(back.statusCode).toBe(200);
    expect(back.json<AdminCampType>().retired_at).toBeNull();
    expect((await offered()).camp_types).toContain(campType.name);
    expect((await auditOf(campType.id)).at(-1)).toMatchObject({
      action: 'camp_type_unretired',
      fromStatus: 'retired',
      toStatus: 'offered',
    });
    const createdAgain = await as(director.token).post(listUrl(programId), {
      activity: activityBody(tags, { camp_type: campType.name }),
    });
    expect(createdAgain.statusCode, createdAgain.body).toBe(201);
  });

  it('a camp type an admin adds is accepted for new activities at once; an unknown one is not', async () => {
    const campType = await addCampType();
    const created = await as(director.token).post(listUrl(programId), {
      activity: activityBody(tags, { camp_type: campType.name }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const unknown = await as(director.token).post(listUrl(programId), {
      activity: activityBody(tags, { camp_type: unique('Nowhere') }),
    });
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown)).toEqual({ camp_type: [ACTIVITY_MESSAGES.campTypeInvalid] });
  });

  it('an import takes an offered camp type whatever its case, and refuses a retired one by row', async () => {
    const campType = await addCampType();
    const retired = await addCampType();
    await as(admin).post(`${CAMP_TYPES}/${retired.id}/retirement`);
    const program = await makeProgram(t, director.id);
    const wb = await loadTemplate(t);
    const row = exampleRow(wb);
    const refused = await upload(
      t,
      program.id,
      await fillTemplate(wb, [
        { ...row, 'Camp type': campType.name.toLowerCase() },
        { ...row, 'Camp type': retired.name },
      ]),
      { token: director.token },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: { 'Row 3, Camp type': [ACTIVITY_MESSAGES.campTypeRetired] },
    });
    expect(await activitiesOf(t, program.id)).toHaveLength(0);

    const wb2 = await loadTemplate(t);
    const ok = await upload(
      t,
      program.id,
      await fillTemplate(wb2, [{ ...exampleRow(wb2), 'Camp type': campType.name.toUpperCase() }]),
      { token: director.token },
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const [made] = await activitiesOf(t, program.id);
    expect(made!.campType).toBe(campType.name);
  });
});
