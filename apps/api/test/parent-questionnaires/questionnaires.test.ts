import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUESTIONNAIRE_FAMILY_FIELDS,
  QUESTIONNAIRE_MESSAGES as M,
  questionnaireListSchema,
  questionnaireSchema,
  type Questionnaire,
} from '@camp/shared/questionnaire';
import { children } from '../../src/db/schema/children.js';
import { itineraries } from '../../src/db/schema/itineraries.js';
import { questionnaires } from '../../src/db/schema/questionnaires.js';
import { users } from '../../src/db/schema/users.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, outboxFor, signIn, type MadeUser } from '../auth/helpers.js';
import { giveOrder } from '../factories.js';
import { FULL_FIELDS, LIST, MINIMAL_FIELDS, counts, one } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

interface Parent extends MadeUser {
  token: string;
}

async function parent(opts: { premium?: boolean } = {}): Promise<Parent> {
  const user = await makeUser(t);
  if (opts.premium) await giveOrder(t, user.id, 'Premium', 'paid');
  return { ...user, token: (await signIn(t, 'Parent', user)).token };
}

async function create(p: Parent, body?: Record<string, unknown>): Promise<Questionnaire> {
  const res = await call(t, 'POST', LIST, body ?? {}, { token: p.token });
  expect(res.statusCode, res.body).toBe(201);
  return questionnaireSchema.parse(res.json());
}

function put(p: Parent, id: number, body: Record<string, unknown>) {
  return call(t, 'PUT', one(id), body, { token: p.token });
}

async function get(p: Parent, id: number): Promise<Questionnaire> {
  const res = await call(t, 'GET', one(id), undefined, { token: p.token });
  expect(res.statusCode, res.body).toBe(200);
  return questionnaireSchema.parse(res.json());
}

async function submitted(p: Parent, fields: Record<string, unknown> = FULL_FIELDS) {
  const draft = await create(p);
  const res = await put(p, draft.id, { fields, submit: true });
  expect(res.statusCode, res.body).toBe(200);
  return questionnaireSchema.parse(res.json());
}

describe('POST /api/v1/parents/questionnaires', () => {
  it('starts a blank draft with the address of the parent’s profile', async () => {
    const p = await parent();
    await t.db
      .update(users)
      .set({ address: '12 Elm St', zipCode: '27513' })
      .where(eq(users.id, p.id));
    const q = await create(p);
    expect(q).toMatchObject({
      status: 'draft',
      child_id: null,
      itinerary_id: null,
      itinerary_status: null,
      editable: true,
      submitted_at: null,
    });
    expect(q.fields).toMatchObject({
      child_first_name: null,
      age: null,
      interests: [],
      camp_type: [],
      amount_money: null,
      address_street: '12 Elm St',
      zip_code: '27513',
      latitude: null,
      longitude: null,
    });
  });

  it('lets a parent who is not paid Premium have one questionnaire only', async () => {
    const p = await parent();
    await create(p);
    const before = await counts(t);
    const refused = await call(t, 'POST', LIST, {}, { token: p.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors._base).toEqual([M.limitReached]);

    // A Basic package, or Premium not paid yet, does not lift the limit.
    await giveOrder(t, p.id, 'Basic', 'paid');
    expect((await call(t, 'POST', LIST, {}, { token: p.token })).statusCode).toBe(403);
    await giveOrder(t, p.id, 'Premium', 'pending');
    expect((await call(t, 'POST', LIST, {}, { token: p.token })).statusCode).toBe(403);
    expect(await counts(t)).toEqual(before);

    // The latest order counts: paid Premium opens it.
    await giveOrder(t, p.id, 'Premium', 'paid');
    await create(p);
    await create(p);
    const list = await call(t, 'GET', LIST, undefined, { token: p.token });
    expect(list.json().questionnaires).toHaveLength(3);
  });

  it('copies only the family’s answers with copy_from_id', async () => {
    const p = await parent({ premium: true });
    const source = await submitted(p);
    const copy = await create(p, { copy_from_id: source.id });
    expect(copy).toMatchObject({ status: 'draft', child_id: null, itinerary_id: null });
    const family = Object.fromEntries(
      QUESTIONNAIRE_FAMILY_FIELDS.map((f) => [f, source.fields[f]]),
    );
    expect(family).toMatchObject({
      address_street: '1 Fayetteville St',
      zip_code: '27601',
      amount_money: 1500,
      earliest_time_day_camp_drop_off: '07:30',
      day_camp_duration_preferences: ['Full day'],
    });
    expect(source.fields.latitude).toEqual(expect.any(Number));
    expect(copy.fields).toEqual({
      ...family,
      child_first_name: null,
      age: null,
      rising_grade_level: null,
      personal_skills: [],
      special_needs: [],
      specify_accessibility: null,
      interests: [],
      academic_interests: [],
      dance_interests: [],
      sport_interests: [],
      art_interests: [],
      music_interests: [],
      theater_interests: [],
      outdoor_interests: [],
      academic_proficiency: null,
      dance_proficiency: null,
      sport_proficiency: null,
      art_proficiency: null,
      music_proficiency: null,
      theater_proficiency: null,
      outdoor_proficiency: null,
      cooking_baking_proficiency: null,
      start_date: null,
      end_date: null,
      camp_type: [],
      start_date_2: null,
      end_date_2: null,
      second_date_camp_preference: [],
      start_date_3: null,
      end_date_3: null,
      third_date_camp_preference: [],
      start_date_4: null,
      end_date_4: null,
      fourth_date_camp_preference: [],
      favorite_camps: null,
      camp_name: null,
      name_of_second_camp: null,
      name_of_third_camp: null,
      name_of_fourth_camp: null,
      other_interests: null,
      last_comments: null,
    });
    const [row] = await t.db.select().from(questionnaires).where(eq(questionnaires.id, copy.id));
    expect(row!.amountMoney).toBe(150000);
  });

  it('answers 404 for copying another parent’s or a missing questionnaire', async () => {
    const owner = await parent();
    const theirs = await create(owner);
    const p = await parent({ premium: true });
    const before = await counts(t);
    for (const id of [theirs.id, 99999999]) {
      const res = await call(t, 'POST', LIST, { copy_from_id: id }, { token: p.token });
      expect(res.statusCode).toBe(404);
    }
    expect(await counts(t)).toEqual(before);
  });
});

describe('PUT /api/v1/parents/questionnaires/:id (draft)', () => {
  it('answers an empty autosave with the unchanged record and writes nothing', async () => {
    const p = await parent();
    const done = await submitted(p);
    const other = await parent();
    const draft = await create(other);
    expect((await put(other, draft.id, { fields: { child_first_name: 'Mia' } })).statusCode).toBe(
      200,
    );
    for (const [owner, q] of [
      [other, draft],
      [p, done],
    ] as const) {
      const [before] = await t.db.select().from(questionnaires).where(eq(questionnaires.id, q.id));
      const expected = await get(owner, q.id);
      for (const body of [{}, { fields: {} }]) {
        const res = await put(owner, q.id, body);
        expect(res.statusCode, res.body).toBe(200);
        expect(questionnaireSchema.parse(res.json())).toEqual(expected);
      }
      const [after] = await t.db.select().from(questionnaires).where(eq(questionnaires.id, q.id));
      expect(after).toEqual(before);
    }
  });

  it('saves a partial draft, normalised, and leaves the other fields alone', async () => {
    const p = await parent();
    const q = await create(p);
    let res = await put(p, q.id, {
      fields: { child_first_name: '  Mia  Rose ', age: '7', personal_skills: ['Leadership'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await put(p, q.id, { fields: { amount_money: '1,200', start_date: '2026-06-01' } });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await get(p, q.id);
    expect(saved.status).toBe('draft');
    expect(saved.fields).toMatchObject({
      child_first_name: 'Mia Rose',
      age: 7,
      personal_skills: ['Leadership'],
      amount_money: 1200,
      start_date: '2026-06-01',
    });
    // A draft creates no child and no itinerary and sends nothing.
    expect(saved.child_id).toBeNull();
    expect(await outboxFor(t, p.email)).toHaveLength(0);
  });

  it('refuses bad values with field errors and changes nothing', async () => {
    const p = await parent();
    const q = await create(p);
    await put(p, q.id, { fields: { child_first_name: 'Mia', start_date: '2026-06-10' } });
    const before = await get(p, q.id);
    const res = await put(p, q.id, {
      fields: {
        child_first_name: 'Mia Changed',
        age: 3,
        personal_skills: ['Spirituality'],
        camp_type: ['Beach'],
        zip_code: '123',
        earliest_time_day_camp_drop_off: '7am',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      age: [M.ageRange],
      personal_skills: [M.invalidOption],
      camp_type: [M.invalidOption],
      zip_code: ['Zip Code is invalid'],
      earliest_time_day_camp_drop_off: [M.invalidTime],
    });
    // An end date before the stored start date is caught although only the end was sent.
    const dates = await put(p, q.id, { fields: { end_date: '2026-06-01' } });
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors).toEqual({ end_date: [M.endBeforeStart] });
    expect(await get(p, q.id)).toEqual(before);
  });
});

describe('PUT /api/v1/parents/questionnaires/:id (submit)', () => {
  it('needs the required fields, with the spec’s messages, and changes nothing', async () => {
    const p = await parent();
    const q = await create(p);
    const before = await counts(t);
    const res = await put(p, q.id, { fields: {}, submit: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      child_first_name: ['Name is required'],
      age: ['Age is required'],
      interests: ['Choose your option(s)'],
      address_street: ['Address is required'],
      zip_code: ['Zip Code is required'],
    });
    const partial = await put(p, q.id, {
      fields: { ...MINIMAL_FIELDS, dance_interests: [], dance_proficiency: null },
      submit: true,
    });
    expect(partial.json().errors).toEqual({
      dance_interests: ['Choose your option(s)'],
      dance_proficiency: [M.proficiencyRequired],
    });
    expect(await counts(t)).toEqual(before);
    expect((await get(p, q.id)).status).toBe('draft');
  });

  it('submits: every field stored, the child, a draft itinerary and the receipt with both targets', async () => {
    const p = await parent();
    const q = await submitted(p);
    expect(q.status).toBe('submitted');
    expect(q.submitted_at).toEqual(expect.any(String));
    expect(q.fields).toEqual({
      ...FULL_FIELDS,
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    // 27601 is downtown Raleigh.
    expect(q.fields.latitude).toBeCloseTo(35.77, 1);
    expect(q.fields.longitude).toBeCloseTo(-78.63, 1);

    const [child] = await t.db.select().from(children).where(eq(children.parentId, p.id));
    expect(child).toMatchObject({ id: q.child_id, firstName: 'Mia', age: 7, risingGradeLevel: 2 });
    const [itinerary] = await t.db
      .select()
      .from(itineraries)
      .where(eq(itineraries.questionnaireId, q.id));
    expect(itinerary).toMatchObject({
      id: q.itinerary_id,
      status: 'draft',
      parentId: p.id,
      childId: child!.id,
      location: '1 Fayetteville St, 27601',
    });
    expect(q.itinerary_status).toBe('draft');
    const [row] = await t.db.select().from(questionnaires).where(eq(questionnaires.id, q.id));
    expect(row!.amountMoney).toBe(150000);

    const mails = await outboxFor(t, p.email);
    expect(mails.map((m) => m.template)).toEqual(['questionnaire_received']);
    expect(mails[0]!.text).toContain('Thank you for telling us about Mia.');
    expect(mails[0]!.text).toContain('within 8 business hours');
    expect(mails[0]!.text).toContain('within 2 business days');
    expect(mails[0]!.meta.links).toContain('http://localhost:3000/profile/itineraries');

    const session = await signIn(t, 'Parent', p);
    expect(session.has_not_completed_questionnaire).toBe(false);
  });

  it('merges the stored draft with the submitted fields and clears answers that no longer apply', async () => {
    const p = await parent();
    const q = await create(p);
    await put(p, q.id, {
      fields: { ...MINIMAL_FIELDS, music_interests: ['Piano'], music_proficiency: 'Advanced' },
    });
    const res = await put(p, q.id, { fields: { child_first_name: 'Leona' }, submit: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fields).toMatchObject({
      child_first_name: 'Leona',
      dance_interests: ['Tap'],
      music_interests: [],
      music_proficiency: null,
    });
  });

  it('leaves the coordinates empty for a ZIP code the table does not know', async () => {
    const p = await parent();
    const q = await submitted(p, { ...MINIMAL_FIELDS, zip_code: '00001' });
    expect(q.status).toBe('submitted');
    expect(q.fields).toMatchObject({ zip_code: '00001', latitude: null, longitude: null });
  });

  it('edits a submitted questionnaire, updating the child, with no second itinerary or mail', async () => {
    const p = await parent();
    const q = await submitted(p);
    const res = await put(p, q.id, { fields: { child_first_name: 'Mia Grace', age: 8 } });
    expect(res.statusCode, res.body).toBe(200);
    const [child] = await t.db.select().from(children).where(eq(children.id, q.child_id!));
    expect(child).toMatchObject({ firstName: 'Mia Grace', age: 8 });

    // A submitted questionnaire stays complete.
    const blank = await put(p, q.id, { fields: { child_first_name: ' ' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ child_first_name: ['Name is required'] });

    // A new address is geocoded again.
    const moved = await put(p, q.id, { fields: { zip_code: '10001' } });
    expect(moved.json().fields.latitude).toBeCloseTo(40.75, 1);

    const rows = await t.db.select().from(itineraries).where(eq(itineraries.questionnaireId, q.id));
    expect(rows).toHaveLength(1);
    expect(await outboxFor(t, p.email)).toHaveLength(1);
    expect((await get(p, q.id)).fields.child_first_name).toBe('Mia Grace');
  });

  it('refuses edits once the itinerary is approved or canceled (409) and says so', async () => {
    for (const status of ['approved', 'canceled'] as const) {
      const p = await parent();
      const q = await submitted(p);
      await t.db.update(itineraries).set({ status }).where(eq(itineraries.id, q.itinerary_id!));
      const shown = await get(p, q.id);
      expect(shown).toMatchObject({ editable: false, itinerary_status: status });
      const res = await put(p, q.id, { fields: { child_first_name: 'Other' } });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors._base).toEqual([M.notEditable]);
      const [child] = await t.db.select().from(children).where(eq(children.id, q.child_id!));
      expect(child!.firstName).toBe('Mia');
    }
  });

  it('keeps editing open while the itinerary is worked on', async () => {
    const p = await parent();
    const q = await submitted(p);
    await t.db
      .update(itineraries)
      .set({ status: 'review' })
      .where(eq(itineraries.id, q.itinerary_id!));
    const res = await put(p, q.id, { fields: { age: 8 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ editable: true, itinerary_status: 'review' });
  });
});

describe('geocoding through the app context', () => {
  it('saves the questionnaire without coordinates when the geocoder fails', async () => {
    const failing = await createTestApp({}, (ctx) => ({
      ...ctx,
      geocoder: { geocode: () => Promise.reject(new Error('maps service down')) },
    }));
    try {
      const user = await makeUser(failing);
      const { token } = await signIn(failing, 'Parent', user);
      const draft = await call(failing, 'POST', LIST, {}, { token });
      const res = await call(
        failing,
        'PUT',
        one(draft.json<Questionnaire>().id),
        { fields: MINIMAL_FIELDS, submit: true },
        { token },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'submitted',
        fields: { latitude: null, longitude: null },
      });
    } finally {
      await failing.close();
    }
  }, 60_000);
});

describe('GET /api/v1/parents/questionnaires', () => {
  it('lists the parent’s own questionnaires, newest first', async () => {
    const p = await parent({ premium: true });
    const first = await submitted(p);
    const second = await create(p);
    await create(await parent());
    const res = await call(t, 'GET', LIST, undefined, { token: p.token });
    expect(res.statusCode).toBe(200);
    const body = questionnaireListSchema.parse(res.json());
    expect(body.questionnaires.map((q) => q.id)).toEqual([second.id, first.id]);
    expect(body.questionnaires[1]).toMatchObject({
      status: 'submitted',
      itinerary_status: 'draft',
    });
  });
});

describe('ownership and roles', () => {
  it('answers 404 for another parent’s questionnaire and for ids that name none', async () => {
    const owner = await parent();
    const q = await submitted(owner);
    const other = await parent();
    expect((await call(t, 'GET', one(q.id), undefined, { token: other.token })).statusCode).toBe(
      404,
    );
    const before = await counts(t);
    const res = await put(other, q.id, { fields: { child_first_name: 'Stolen' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors._base).toEqual(['Questionnaire not found']);
    expect(await counts(t)).toEqual(before);
    expect((await get(owner, q.id)).fields.child_first_name).toBe('Mia');
    for (const id of ['abc', '0', '99999999']) {
      expect((await call(t, 'GET', one(id), undefined, { token: other.token })).statusCode).toBe(
        404,
      );
    }
  });

  it('is for confirmed parents only', async () => {
    const p = await parent();
    const q = await create(p);
    for (const role of ['CampDirector', 'Specialist', 'Admin'] as const) {
      const user = await makeUser(t, { role });
      const { token } = await signIn(t, role, user);
      expect((await call(t, 'GET', LIST, undefined, { token })).statusCode).toBe(403);
      expect((await call(t, 'POST', LIST, {}, { token })).statusCode).toBe(403);
      expect((await call(t, 'PUT', one(q.id), { fields: {} }, { token })).statusCode).toBe(403);
    }
    const unconfirmed = await makeUser(t, { confirmed: false });
    const { token } = await signIn(t, 'Parent', unconfirmed);
    expect((await call(t, 'POST', LIST, {}, { token })).statusCode).toBe(403);
    expect((await call(t, 'GET', LIST)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the questionnaire endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths['/api/v1/parents/questionnaires']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/v1/parents/questionnaires/{id}']!).sort()).toEqual([
      'get',
      'put',
    ]);
    expect(Object.keys(paths['/api/v1/questionnaires']!)).toEqual(['post']);
  });
});
