import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAXONOMY_MESSAGES, type AdminInterest, type AdminSkill } from '@camp/shared/taxonomy';
import { activityInterests } from '../../src/db/schema/activity-interests.js';
import { activitySkillDevelopments } from '../../src/db/schema/activity-skill-developments.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { makeActivity } from '../factories.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import {
  activityBody,
  activityUrl,
  listUrl,
  makeDirector,
  makeProgram,
  programForm,
  tagOptions,
  type Director,
} from '../director-activities/helpers.js';

const INTERESTS = '/api/v1/admins/interests';
const SKILLS = '/api/v1/admins/skills';
const OPTIONS = '/api/v1/camp_directors/interests';

let t: TestApp;
let admin: string;
let seq = 0;
const unique = (base: string) => `${base} ${++seq}-${Date.now()}`;

const as = (token: string) => ({
  get: (url: string) => call(t, 'GET', url, undefined, { token }),
  post: (url: string, body?: unknown) => call(t, 'POST', url, body, { token }),
  put: (url: string, body: unknown) => call(t, 'PUT', url, body, { token }),
  del: (url: string) => call(t, 'DELETE', url, undefined, { token }),
});

async function addInterest(name = unique('Robotics'), kind = 'activity') {
  const res = await as(admin).post(INTERESTS, { name, kind });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminInterest>();
}

async function addSkill(interestId: number, name = unique('Drones')) {
  const res = await as(admin).post(SKILLS, { name, interest_id: interestId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminSkill>();
}

async function auditOf(entityType: string, id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
}

interface Options {
  activity_interests: { id: number; name: string; skill_developments: { id: number }[] }[];
  program_interests: { id: number }[];
}

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t, { role: 'Admin' });
  admin = (await signIn(t, 'Admin', user)).token;
});
afterAll(async () => {
  await t.close();
});

describe('who may edit the taxonomy', () => {
  it('refuses anonymous callers (401) and every other role (403) before reading the request', async () => {
    const tokens: string[] = [];
    for (const role of ['Parent', 'CampDirector', 'Specialist'] as const) {
      const user = await makeUser(t, {
        role,
        ...(role === 'CampDirector' ? { director: 'active' as const } : {}),
      });
      tokens.push((await signIn(t, role, user)).token);
    }
    const interest = await addInterest();
    const skill = await addSkill(interest.id);
    const requests: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['GET', INTERESTS, undefined],
      ['GET', SKILLS, undefined],
      ['GET', `${INTERESTS}/export`, undefined],
      ['GET', `${SKILLS}/export`, undefined],
      ['GET', '/api/v1/admins/camp_types/export', undefined],
      // Invalid bodies: the refusal must come first.
      ['POST', INTERESTS, { name: '' }],
      ['POST', SKILLS, { name: '' }],
      ['PUT', `${INTERESTS}/${interest.id}`, { name: '' }],
      ['PUT', `${SKILLS}/${skill.id}`, { name: '' }],
      ['POST', `${INTERESTS}/${interest.id}/retirement`, undefined],
      ['DELETE', `${INTERESTS}/${interest.id}/retirement`, undefined],
      ['POST', `${SKILLS}/${skill.id}/retirement`, undefined],
      ['DELETE', `${SKILLS}/${skill.id}/retirement`, undefined],
    ];
    for (const [method, url, body] of requests) {
      expect((await call(t, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of tokens) {
        expect((await call(t, method, url, body, { token })).statusCode, `${method} ${url}`).toBe(
          403,
        );
      }
    }
    // Nothing changed.
    expect(await auditOf('interests', interest.id)).toHaveLength(1);
    expect(await auditOf('skill_developments', skill.id)).toHaveLength(1);
  });
});

describe('interests', () => {
  it('adds one at the end of its list, audited, with no activities yet', async () => {
    const name = unique('Robotics');
    const interest = await addInterest(name);
    expect(interest).toMatchObject({
      name,
      kind: 'activity',
      retired_at: null,
      activities_count: 0,
    });
    const list = (await as(admin).get(INTERESTS)).json<{ interests: AdminInterest[] }>().interests;
    const activityList = list.filter((i) => i.kind === 'activity');
    expect(activityList.at(-1)?.id).toBe(interest.id);
    const [row] = await auditOf('interests', interest.id);
    expect(row).toMatchObject({
      action: 'interest_added',
      fromStatus: null,
      toStatus: 'offered',
      data: { before: null, after: { name, retired_at: null } },
    });
  });

  it('refuses a blank, too long or unknown-kind body, and a name its list has in any case (422)', async () => {
    const existing = await addInterest();
    const cases: [unknown, string, string][] = [
      [{ name: '  ', kind: 'activity' }, 'name', TAXONOMY_MESSAGES.nameBlank],
      [{ name: 'x'.repeat(81), kind: 'activity' }, 'name', TAXONOMY_MESSAGES.nameTooLong],
      [{ name: 'Chess', kind: 'hobby' }, 'kind', TAXONOMY_MESSAGES.kindInvalid],
      [
        { name: existing.name.toUpperCase(), kind: 'activity' },
        'name',
        TAXONOMY_MESSAGES.interestTaken,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await as(admin).post(INTERESTS, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    }
    // The same name is fine in the other list.
    expect(
      (await as(admin).post(INTERESTS, { name: existing.name, kind: 'program' })).statusCode,
    ).toBe(201);
  });

  it('renames one (audited before/after) and refuses a name another has, whatever its case', async () => {
    const a = await addInterest();
    const b = await addInterest();
    const newName = unique('Coding');
    const res = await as(admin).put(`${INTERESTS}/${a.id}`, { name: `  ${newName} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminInterest>().name).toBe(newName);
    const taken = await as(admin).put(`${INTERESTS}/${b.id}`, { name: newName.toLowerCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
      TAXONOMY_MESSAGES.interestTaken,
    ]);
    const rows = await auditOf('interests', a.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'interest_renamed',
      data: { before: { name: a.name }, after: { name: newName } },
    });
    expect(await auditOf('interests', b.id)).toHaveLength(1);
    expect((await as(admin).put(`${INTERESTS}/999999`, { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('retires one: no longer offered to new choices, still shown on an activity that has it; un-retires it', async () => {
    const interest = await addInterest();
    const skill = await addSkill(interest.id);
    const director: Director = await makeDirector(t);
    const program = await makeProgram(t, director.id);
    const activity = await makeActivity(t, program.id);
    await t.db
      .insert(activityInterests)
      .values({ activityId: activity.id, interestId: interest.id });
    await t.db
      .insert(activitySkillDevelopments)
      .values({ activityId: activity.id, skillDevelopmentId: skill.id });

    const counted = (await as(admin).get(INTERESTS))
      .json<{ interests: AdminInterest[] }>()
      .interests.find((i) => i.id === interest.id);
    expect(counted?.activities_count).toBe(1);

    const retire = await as(admin).post(`${INTERESTS}/${interest.id}/retirement`);
    expect(retire.statusCode, retire.body).toBe(200);
    expect(retire.json<AdminInterest>()).toMatchObject({ activities_count: 1 });
    expect(retire.json<AdminInterest>().retired_at).not.toBeNull();

    const offered = async () =>
      (await as(director.token).get(OPTIONS)).json<Options>().activity_interests.map((i) => i.id);
    expect(await offered()).not.toContain(interest.id);
    const shown = await as(director.token).get(`${activityUrl(activity.id)}/edit`);
    expect(shown.statusCode, shown.body).toBe(200);
    const tags = shown.json<{
      activity: {
        interest_ids: number[];
        interests: { id: number; name: string }[];
        skill_developments: { id: number; name: string; interest_id: number }[];
      };
    }>().activity;
    expect(tags.interest_ids).toContain(interest.id);
    expect(tags.interests).toContainEqual({ id: interest.id, name: interest.name });
    // The skill comes with its group, so the form can show it under the retired group.
    expect(tags.skill_developments).toContainEqual({
      id: skill.id,
      name: skill.name,
      interest_id: interest.id,
    });

    const rows = await auditOf('interests', interest.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'interest_retired',
      fromStatus: 'offered',
      toStatus: 'retired',
    });

    const back = await as(admin).del(`${INTERESTS}/${interest.id}/retirement`);
    expect(back.statusCode).toBe(200);
    expect(back.json<AdminInterest>().retired_at).toBeNull();
    expect(await offered()).toContain(interest.id);
    expect((await auditOf('interests', interest.id)).at(-1)).toMatchObject({
      action: 'interest_unretired',
      fromStatus: 'retired',
      toStatus: 'offered',
    });
  });

  it('two admins adding the same name at once: one is added, the other told it is taken', async () => {
    const name = unique('Sailing');
    const results = await Promise.all([
      as(admin).post(INTERESTS, { name, kind: 'activity' }),
      as(admin).post(INTERESTS, { name: name.toUpperCase(), kind: 'activity' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });
});

describe('a retired interest or skill chosen through the API', () => {
  const errorsOf = (res: { json: <T>() => T }) =>
    res.json<{ errors: Record<string, string[]> }>().errors;

  it('is refused for new activities and edits choosing it anew (422), kept on the activity that has it', async () => {
    const tags = await tagOptions(t);
    const director = await makeDirector(t);
    const program = await makeProgram(t, director.id);
    const interest = await addInterest();
    const skill = await addSkill(interest.id);
    const other = await addSkill(tags.interestA);
    const withBoth = { interest_ids: [tags.interestA, interest.id], skill_development: [skill.id] };
    const created = await as(director.token).post(listUrl(program.id), {
      activity: activityBody(tags, withBoth),
    });
    expect(created.statusCode, created.body).toBe(201);
    const kept = created.json<{ activity: { id: number } }>().activity.id;

    for (const url of [
      `${INTERESTS}/${interest.id}/retirement`,
      `${SKILLS}/${other.id}/retirement`,
    ]) {
      expect((await as(admin).post(url)).statusCode).toBe(200);
    }
    const fresh = await as(director.token).post(listUrl(program.id), {
      activity: activityBody(tags, withBoth),
    });
    expect(fresh.statusCode).toBe(422);
    expect(errorsOf(fresh)).toEqual({ interest_ids: [TAXONOMY_MESSAGES.interestRetired] });
    const retiredSkill = await as(director.token).post(listUrl(program.id), {
      activity: activityBody(tags, { skill_development: [tags.skillA1, other.id] }),
    });
    expect(retiredSkill.statusCode).toBe(422);
    expect(errorsOf(retiredSkill)).toEqual({
      skill_development: [TAXONOMY_MESSAGES.skillRetired],
    });
    const before = await t.db.select().from(activityInterests);
    const another = await makeActivity(t, program.id);
    const switched = await as(director.token).put(activityUrl(another.id), {
      activity: activityBody(tags, withBoth),
    });
    expect(switched.statusCode).toBe(422);
    expect(errorsOf(switched)).toEqual({ interest_ids: [TAXONOMY_MESSAGES.interestRetired] });
    expect(await t.db.select().from(activityInterests)).toHaveLength(before.length);

    // The activity that has them keeps them when saved, and may still drop them.
    const saved = await as(director.token).put(activityUrl(kept), {
      activity: activityBody(tags, { ...withBoth, name: 'Renamed activity' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ activity: { interest_ids: number[] } }>().activity.interest_ids).toContain(
      interest.id,
    );
    const dropped = await as(director.token).put(activityUrl(kept), {
      activity: activityBody(tags),
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    const again = await as(director.token).put(activityUrl(kept), {
      activity: activityBody(tags, withBoth),
    });
    expect(again.statusCode).toBe(422);
  });

  it('is refused for new programs and edits choosing it anew (422), kept on the program that has it', async () => {
    const director = await makeDirector(t);
    const programs = '/api/v1/camp_directors/activity_providers';
    const options = (await as(director.token).get(OPTIONS)).json<Options>();
    const offered = options.program_interests[0]!.id;
    const interest = await addInterest(undefined, 'program');
    const created = await as(director.token).post(programs, {
      activity_provider: programForm([offered, interest.id]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const kept = created.json<{ activity_provider: { id: number } }>().activity_provider.id;
    expect((await as(admin).post(`${INTERESTS}/${interest.id}/retirement`)).statusCode).toBe(200);

    const fresh = await as(director.token).post(programs, {
      activity_provider: programForm([offered, interest.id]),
    });
    expect(fresh.statusCode).toBe(422);
    expect(errorsOf(fresh)).toEqual({ interest_ids: [TAXONOMY_MESSAGES.interestRetired] });
    const other = await as(director.token).post(programs, {
      activity_provider: programForm([offered]),
    });
    expect(other.statusCode, other.body).toBe(201);
    const otherId = other.json<{ activity_provider: { id: number } }>().activity_provider.id;
    const switched = await as(director.token).put(`${programs}/${otherId}`, {
      activity_provider: programForm([offered, interest.id]),
    });
    expect(switched.statusCode).toBe(422);
    expect(errorsOf(switched)).toEqual({ interest_ids: [TAXONOMY_MESSAGES.interestRetired] });

    const saved = await as(director.token).put(`${programs}/${kept}`, {
      activity_provider: programForm([offered, interest.id]),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('the specialist catalog’s filters', () => {
  it('offer neither a retired interest nor a retired skill', async () => {
    const retiredGroup = await addInterest();
    const group = await addInterest();
    const skill = await addSkill(group.id);
    const retiredSkill = await addSkill(group.id);
    expect((await as(admin).post(`${INTERESTS}/${retiredGroup.id}/retirement`)).statusCode).toBe(
      200,
    );
    expect((await as(admin).post(`${SKILLS}/${retiredSkill.id}/retirement`)).statusCode).toBe(200);
    const user = await makeUser(t, { role: 'Specialist' });
    const token = (await signIn(t, 'Specialist', user)).token;
    const res = await as(token).get('/api/v1/specialists/activities');
    expect(res.statusCode, res.body).toBe(200);
    const vars = res.json<{
      vars: {
        interests: { id: number }[];
        skill_development: { id: number; skills: { id: number }[] }[];
      };
    }>().vars;
    const interestIds = vars.interests.map((i) => i.id);
    expect(interestIds).toContain(group.id);
    expect(interestIds).not.toContain(retiredGroup.id);
    const skills = vars.skill_development.find((g) => g.id === group.id)!.skills.map((k) => k.id);
    expect(skills).toEqual([skill.id]);
  });
});

describe('skills', () => {
  it('adds one to a skill group (audited), and refuses an unknown group or a taken name (422)', async () => {
    const group = await addInterest();
    const skill = await addSkill(group.id, 'Drones');
    expect(skill).toMatchObject({ interest_id: group.id, retired_at: null, activities_count: 0 });
    expect((await auditOf('skill_developments', skill.id))[0]).toMatchObject({
      action: 'skill_added',
      data: { before: null, after: { name: 'Drones' } },
    });
    const taken = await as(admin).post(SKILLS, { name: 'DRONES', interest_id: group.id });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
      TAXONOMY_MESSAGES.skillTaken,
    ]);
    // Another group may have a skill of the same name.
    const other = await addInterest();
    await addSkill(other.id, 'Drones');
    const program = await addInterest(unique('Leadership'), 'program');
    for (const interestId of [999999, program.id]) {
      const res = await as(admin).post(SKILLS, { name: 'Kites', interest_id: interestId });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.interest_id).toEqual([
        TAXONOMY_MESSAGES.groupInvalid,
      ]);
    }
  });

  it('renames, retires (no longer offered) and un-retires one, each audited', async () => {
    const group = await addInterest();
    const skill = await addSkill(group.id);
    const renamed = await as(admin).put(`${SKILLS}/${skill.id}`, { name: 'Model rockets' });
    expect(renamed.json<AdminSkill>().name).toBe('Model rockets');

    const director = await makeDirector(t);
    const offered = async () =>
      (await as(director.token).get(OPTIONS))
        .json<Options>()
        .activity_interests.find((i) => i.id === group.id)!
        .skill_developments.map((s) => s.id);
    expect(await offered()).toContain(skill.id);
    expect((await as(admin).post(`${SKILLS}/${skill.id}/retirement`)).statusCode).toBe(200);
    expect(await offered()).not.toContain(skill.id);
    const listed = (await as(admin).get(SKILLS))
      .json<{ skills: AdminSkill[] }>()
      .skills.find((s) => s.id === skill.id);
    expect(listed?.retired_at).not.toBeNull();
    expect((await as(admin).del(`${SKILLS}/${skill.id}/retirement`)).statusCode).toBe(200);
    expect(await offered()).toContain(skill.id);
    expect((await auditOf('skill_developments', skill.id)).map((r) => r.action)).toEqual([
      'skill_added',
      'skill_renamed',
      'skill_retired',
      'skill_unretired',
    ]);
  });
});

describe('the CSV exports', () => {
  const exported = async (url: string, filename: string) => {
    const r = await as(admin).get(url);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    return parse(r.body, { columns: true }) as Record<string, string>[];
  };

  it('hold every interest, skill and camp type, retired ones too, as the lists do, formulas as text', async () => {
    const group = await addInterest(unique('=Sum'));
    const skill = await addSkill(group.id, unique('@Drones'));
    expect((await as(admin).post(`${SKILLS}/${skill.id}/retirement`)).statusCode).toBe(200);
    const campType = await as(admin).post('/api/v1/admins/camp_types', { name: unique('+Odd') });
    expect(campType.statusCode, campType.body).toBe(201);

    const interests = await exported(`${INTERESTS}/export`, 'interests.csv');
    const listed = (await as(admin).get(INTERESTS)).json<{ interests: AdminInterest[] }>();
    expect(interests.map((r) => Number(r.id))).toEqual(listed.interests.map((i) => i.id));
    expect(interests.find((r) => Number(r.id) === group.id)).toEqual({
      id: String(group.id),
      name: `'${group.name}`,
      kind: 'activity',
      retired_at: '',
      activities_count: '0',
    });

    const skills = await exported(`${SKILLS}/export`, 'skills.csv');
    const row = skills.find((r) => Number(r.id) === skill.id);
    expect(row).toEqual({
      id: String(skill.id),
      name: `'${skill.name}`,
      skill_group_id: String(group.id),
      skill_group: `'${group.name}`,
      retired_at: expect.stringMatching(/^\d{4}-/),
      activities_count: '0',
    });

    const campTypes = await exported('/api/v1/admins/camp_types/export', 'camp-types.csv');
    expect(campTypes.at(-1)).toEqual({
      id: String(campType.json<{ id: number }>().id),
      name: `'${campType.json<{ name: string }>().name}`,
      retired_at: '',
      activities_count: '0',
    });
  });
});
