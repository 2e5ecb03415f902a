import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUPLICATE_OF_DUPLICATE_MESSAGE,
  ACTIVITY_HAS_DUPLICATES_MESSAGE,
} from '@camp/shared/director-activity';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  DUPLICATE_URL,
  PROGRAM_LOCATION,
  activityBody,
  activityOf,
  activityRow,
  activityUrl,
  allActivities,
  as,
  createVia,
  errorsOf,
  listUrl,
  makeDirector,
  makeProgram,
  tagOptions,
  tagsOf,
  type ActivityJson,
  type Director,
  type Tags,
} from './helpers.js';

let t: TestApp;
let tags: Tags;
let director: Director;
let programId: number;

beforeAll(async () => {
  t = await createTestApp();
  tags = await tagOptions(t);
  director = await makeDirector(t);
  programId = (await makeProgram(t, director.id)).id;
});
afterAll(async () => t?.close());

/** Values for every inherited field that differ from the parent's. */
const OTHER_INHERITED = (tg: Tags) => ({
  name: 'Changed name',
  camp_type: 'Virtual',
  description: 'Changed description',
  other_info: 'Changed info',
  grade_level_start: '7',
  grade_level_end: '8',
  age_level: [12, 14],
  skill_development: [tg.skillB1],
  interest_ids: [tg.interestB],
  media_link: 'https://elsewhere.example.com/v',
  optional_media_link: 'https://elsewhere.example.com/o',
  fee: '99',
});

async function duplicate(parentId: number, values: Record<string, unknown>) {
  const res = await as(t, director).post(DUPLICATE_URL, {
    activity: { ...values, parent_activity_id: parentId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return activityOf(res);
}

const inheritedOf = (a: ActivityJson) => ({
  name: a.name,
  camp_type: a.camp_type,
  description: a.description,
  other_info: a.other_info,
  grade_level_start: a.grade_level_start,
  grade_level_end: a.grade_level_end,
  age_level: a.age_level,
  skill_development: a.skill_development,
  interest_ids: a.interest_ids,
  media_link: a.media_link,
  optional_media_link: a.optional_media_link,
  fee: a.fee,
});

describe('duplicate', () => {
  it('copies the inherited fields from the parent, ignoring submitted ones', async () => {
    const parent = await createVia(
      t,
      director,
      programId,
      activityBody(tags, { optional_media_link: 'https://camp.example.com/extra' }),
    );
    const dup = await duplicate(parent.id, {
      ...activityBody(tags),
      ...OTHER_INHERITED(tags),
      url: 'https://camp.example.com/rangers-2',
      date: ['2027-07-05', '2027-07-09'],
      price: '300',
      start_time: '8:30 am',
      end_time: '12:00',
      details: 'Second week',
      instructor: 'Alex',
      camp_info_title: 'Week 2',
      camp_info_time: 'Afternoons',
      total_seats: '10',
      reserved_seats: '0',
      location: 'Ignored',
    });
    expect(inheritedOf(dup)).toEqual(inheritedOf(parent));
    expect(dup).toMatchObject({
      url: 'https://camp.example.com/rangers-2',
      start_date: '2027-07-05',
      end_date: '2027-07-09',
      price: 300,
      start_time: '08:30',
      end_time: '12:00',
      details: 'Second week',
      instructor: 'Alex',
      camp_info_title: 'Week 2',
      camp_info_time: 'Afternoons',
      total_seats: 10,
      available_seats: 10,
      location: PROGRAM_LOCATION,
      parent_activity_id: parent.id,
      parent_sku: parent.sku,
      duplicated_status: true,
      has_duplicates: false,
      activity_provider_id: programId,
    });
    expect(dup.sku).not.toBe(parent.sku);
    expect(dup.sku).toMatch(new RegExp(`^P${programId}-[0-9A-Z]{8}$`));
    expect(await tagsOf(t, dup.id)).toEqual(await tagsOf(t, parent.id));

    const parentNow = activityOf(await as(t, director).get(`${activityUrl(parent.id)}/edit`));
    expect(parentNow.has_duplicates).toBe(true);
  });

  it('accepts a body with only the fields a duplicate submits', async () => {
    const parent = await createVia(t, director, programId, activityBody(tags));
    const body = activityBody(tags) as Record<string, unknown>;
    for (const key of Object.keys(OTHER_INHERITED(tags))) delete body[key];
    const dup = await duplicate(parent.id, body);
    expect(inheritedOf(dup)).toEqual(inheritedOf(parent));
  });

  it('refuses to duplicate a duplicate, creating nothing', async () => {
    const parent = await createVia(t, director, programId, activityBody(tags));
    const dup = await duplicate(parent.id, activityBody(tags));
    const before = await allActivities(t);
    const res = await as(t, director).post(DUPLICATE_URL, {
      activity: { ...activityBody(tags), parent_activity_id: dup.id },
    });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res).parent_activity_id).toEqual([DUPLICATE_OF_DUPLICATE_MESSAGE]);
    expect(await allActivities(t)).toEqual(before);
  });

  it('answers 404 for a missing parent', async () => {
    const res = await as(t, director).post(DUPLICATE_URL, {
      activity: { ...activityBody(tags), parent_activity_id: 999999 },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('editing duplicates and their parents', () => {
  it('edits only the fields of the duplicate; inherited values in the body are ignored', async () => {
    const parent = await createVia(t, director, programId, activityBody(tags));
    const dup = await duplicate(parent.id, activityBody(tags));
    const res = await as(t, director).put(activityUrl(dup.id), {
      activity: { ...activityBody(tags), ...OTHER_INHERITED(tags), price: '75', details: 'New' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = activityOf(res);
    expect(inheritedOf(updated)).toEqual(inheritedOf(parent));
    expect(updated).toMatchObject({ price: 75, details: 'New', sku: dup.sku });
    expect(await tagsOf(t, dup.id)).toEqual(await tagsOf(t, parent.id));
  });

  it("passes a parent's inherited fields on to its duplicates, leaving their own fields", async () => {
    const parent = await createVia(t, director, programId, activityBody(tags));
    const dup = await duplicate(parent.id, { ...activityBody(tags), price: '42' });
    const res = await as(t, director).put(activityUrl(parent.id), {
      activity: activityBody(tags, OTHER_INHERITED(tags)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const parentNow = activityOf(res);
    const dupNow = activityOf(await as(t, director).get(`${activityUrl(dup.id)}/edit`));
    expect(inheritedOf(dupNow)).toEqual(inheritedOf(parentNow));
    expect(dupNow.name).toBe('Changed name');
    expect(dupNow.price).toBe(42);
    expect(await tagsOf(t, dup.id)).toEqual({
      interests: [tags.interestB],
      skills: [tags.skillB1],
    });
  });
});

describe('delete with duplicates', () => {
  it('is refused while duplicates exist, then allowed once they are gone', async () => {
    const parent = await createVia(t, director, programId, activityBody(tags));
    const dup = await duplicate(parent.id, activityBody(tags));
    const before = await activityRow(t, parent.id);
    const refused = await as(t, director).del(activityUrl(parent.id));
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)._base).toEqual([ACTIVITY_HAS_DUPLICATES_MESSAGE]);
    expect(await activityRow(t, parent.id)).toEqual(before);

    expect((await as(t, director).del(activityUrl(dup.id))).statusCode).toBe(204);
    expect((await as(t, director).del(activityUrl(parent.id))).statusCode).toBe(204);
    expect(await activityRow(t, parent.id)).toBeUndefined();
  });

  it('lists duplicates with their labels', async () => {
    const program = await makeProgram(t, director.id);
    const parent = await createVia(t, director, program.id, activityBody(tags));
    const dup = await duplicate(parent.id, activityBody(tags));
    const list = await as(t, director).get(listUrl(program.id));
    const rows = list.json<{ activities: ActivityJson[] }>().activities;
    expect(rows.map((r) => [r.id, r.duplicated_status, r.has_duplicates, r.parent_sku])).toEqual([
      [parent.id, false, true, null],
      [dup.id, true, false, parent.sku],
    ]);
  });
});
