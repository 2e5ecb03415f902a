import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityProviders } from '../../src/db/schema/activity-providers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
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
  type Director,
  type Tags,
} from './helpers.js';

let t: TestApp;
let tags: Tags;
let owner: Director;
let other: Director;

beforeAll(async () => {
  t = await createTestApp();
  tags = await tagOptions(t);
  owner = await makeDirector(t);
  other = await makeDirector(t);
});
afterAll(async () => t?.close());

describe('create', () => {
  it('creates an activity in cents, with its own SKU, tags and the program location', async () => {
    const program = await makeProgram(t, owner.id);
    const res = await as(t, owner).post(listUrl(program.id), { activity: activityBody(tags) });
    expect(res.statusCode, res.body).toBe(201);
    const dto = activityOf(res);
    expect(dto).toMatchObject({
      activity_provider_id: program.id,
      provider_name: 'Forest Explorers',
      name: 'Junior Rangers',
      url: 'https://camp.example.com/rangers',
      price: 1250.5,
      fee: 25,
      start_date: '2027-06-07',
      end_date: '2027-06-11',
      date: ['2027-06-07', '2027-06-11'],
      start_time: '09:00',
      end_time: '15:30',
      parent_sku: null,
      parent_activity_id: null,
      duplicated_status: false,
      has_duplicates: false,
      location: PROGRAM_LOCATION,
      latitude: 35.77,
      longitude: -78.64,
      camp_type: 'Day',
      grade_level_start: 1,
      grade_level_end: 3,
      age_level: [6, 9],
      interest_ids: [tags.interestA],
      skill_development: [tags.skillA1, tags.skillA2],
      optional_media_link: null,
      what_to_bring: 'A water bottle\nSunscreen',
      total_seats: 20,
      reserved_seats: 5,
      available_seats: 15,
      duration: 5,
    });
    expect(dto.sku).toMatch(new RegExp(`^P${program.id}-[0-9A-Z]{8}$`));
    const row = await activityRow(t, dto.id);
    expect(row).toMatchObject({
      priceCents: 125050,
      feeCents: 2500,
      location: PROGRAM_LOCATION,
      providerId: program.id,
      startTime: '09:00:00',
    });
    expect(await tagsOf(t, dto.id)).toEqual({
      interests: [tags.interestA],
      skills: [tags.skillA1, tags.skillA2].sort((a, b) => a - b),
    });
  });

  it('ignores a submitted location and takes the program’s address and coordinates', async () => {
    const program = await makeProgram(t, owner.id, {
      address2: null,
      latitude: null,
      longitude: null,
    });
    const dto = await createVia(t, owner, program.id, activityBody(tags, { location: 'Paris' }));
    expect(dto.location).toBe('100 Main St, Raleigh, NC 27601');
    expect(dto.latitude).toBeNull();
  });

  it('reports one day for a one-day activity and leaves ages empty when not given', async () => {
    const program = await makeProgram(t, owner.id);
    const dto = await createVia(
      t,
      owner,
      program.id,
      activityBody(tags, {
        date: ['2027-07-01', '2027-07-01'],
        age_level: null,
        total_seats: '',
        reserved_seats: '',
      }),
    );
    expect(dto).toMatchObject({
      duration: 1,
      age_level: null,
      total_seats: null,
      reserved_seats: 0,
      available_seats: null,
    });
  });

  it("answers 404 for another director's program or a missing one, creating nothing", async () => {
    const program = await makeProgram(t, owner.id);
    const before = await allActivities(t);
    for (const id of [program.id, 999999]) {
      const res = await as(t, other).post(listUrl(id), { activity: activityBody(tags) });
      expect(res.statusCode).toBe(404);
      expect(errorsOf(res)._base).toEqual(['Program not found']);
    }
    expect(await allActivities(t)).toEqual(before);
  });

  it('needs a signed-in, confirmed camp director', async () => {
    const program = await makeProgram(t, owner.id);
    const anonymous = await call(t, 'POST', listUrl(program.id), { activity: activityBody(tags) });
    expect(anonymous.statusCode).toBe(401);
    const parent = await makeUser(t, { role: 'Parent' });
    const session = await signIn(t, 'Parent', parent);
    const asParent = await call(
      t,
      'POST',
      listUrl(program.id),
      { activity: activityBody(tags) },
      { token: session.token },
    );
    expect(asParent.statusCode).toBe(403);
    const listAsParent = await call(t, 'GET', listUrl(program.id), undefined, {
      token: session.token,
    });
    expect(listAsParent.statusCode).toBe(403);
  });
});

describe('edit and update', () => {
  it('reads an activity with its form values', async () => {
    const program = await makeProgram(t, owner.id);
    const created = await createVia(t, owner, program.id, activityBody(tags));
    const res = await as(t, owner).get(`${activityUrl(created.id)}/edit`);
    expect(res.statusCode, res.body).toBe(200);
    expect(activityOf(res)).toEqual(created);
  });

  it('updates every field and replaces the tags; the location stays the program’s', async () => {
    const program = await makeProgram(t, owner.id);
    const created = await createVia(t, owner, program.id, activityBody(tags));
    const res = await as(t, owner).put(activityUrl(created.id), {
      activity: activityBody(tags, {
        name: 'Senior Rangers',
        price: '99.99',
        fee: '',
        camp_type: 'Overnight',
        location: 'Elsewhere',
        date: ['2027-08-01', '2027-08-02'],
        interest_ids: [tags.interestB],
        skill_development: [tags.skillB1],
        grade_level_start: '',
        grade_level_end: '',
        what_to_bring: '   ',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(activityOf(res)).toMatchObject({
      name: 'Senior Rangers',
      what_to_bring: null,
      price: 99.99,
      fee: 0,
      camp_type: 'Overnight',
      location: PROGRAM_LOCATION,
      // Sunday Aug 1 and Monday Aug 2: a body without meeting days keeps the stored Mon–Fri,
      // which meet on the Monday only.
      meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      duration: 1,
      grade_level_start: null,
      grade_level_end: null,
      interest_ids: [tags.interestB],
      skill_development: [tags.skillB1],
      sku: created.sku,
    });
    expect(await tagsOf(t, created.id)).toEqual({
      interests: [tags.interestB],
      skills: [tags.skillB1],
    });
    expect((await activityRow(t, created.id))?.priceCents).toBe(9999);
  });

  it('follows a moved program address on the next save', async () => {
    const program = await makeProgram(t, owner.id);
    const created = await createVia(t, owner, program.id, activityBody(tags));
    await t.db
      .update(activityProviders)
      .set({ address: '9 Oak Ave', address2: null })
      .where(eq(activityProviders.id, program.id));
    const res = await as(t, owner).put(activityUrl(created.id), { activity: activityBody(tags) });
    expect(activityOf(res).location).toBe('9 Oak Ave, Raleigh, NC 27601');
  });

  it("answers 404 for another director's activity on read, update and delete, changing nothing", async () => {
    const program = await makeProgram(t, owner.id);
    const created = await createVia(t, owner, program.id, activityBody(tags));
    const before = await activityRow(t, created.id);
    const read = await as(t, other).get(`${activityUrl(created.id)}/edit`);
    const update = await as(t, other).put(activityUrl(created.id), {
      activity: activityBody(tags, { name: 'Hijacked' }),
    });
    const remove = await as(t, other).del(activityUrl(created.id));
    const duplicate = await as(t, other).post(DUPLICATE_URL, {
      activity: { ...activityBody(tags), parent_activity_id: created.id },
    });
    for (const res of [read, update, remove, duplicate]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(errorsOf(res)._base).toEqual(['Activity not found']);
    }
    expect(await activityRow(t, created.id)).toEqual(before);
    const missing = await as(t, owner).get(`${activityUrl(999999)}/edit`);
    expect(missing.statusCode).toBe(404);
  });

  it('rejects a body without the activity wrapper', async () => {
    const program = await makeProgram(t, owner.id);
    const created = await createVia(t, owner, program.id, activityBody(tags));
    const res = await as(t, owner).put(activityUrl(created.id), activityBody(tags));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorsOf(res))).toEqual(['activity']);
  });
});

describe('delete', () => {
  it('deletes an activity with its tags', async () => {
    const program = await makeProgram(t, owner.id);
    const created = await createVia(t, owner, program.id, activityBody(tags));
    const res = await as(t, owner).del(activityUrl(created.id));
    expect(res.statusCode, res.body).toBe(204);
    expect(await activityRow(t, created.id)).toBeUndefined();
    expect(await tagsOf(t, created.id)).toEqual({ interests: [], skills: [] });
    const again = await as(t, owner).del(activityUrl(created.id));
    expect(again.statusCode).toBe(404);
  });
});
