import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_PROFILE_MESSAGES as M, type ChildProfile } from '@camp/shared/child-profile';
import type { Questionnaire } from '@camp/shared/questionnaire';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { children } from '../../src/db/schema/children.js';
import { itineraries } from '../../src/db/schema/itineraries.js';
import { itineraryActivities } from '../../src/db/schema/itinerary-activities.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { makeProgram } from '../director-activities/helpers.js';
import { giveOrder, makeActivity, makeFamily, makeItineraryActivity } from '../factories.js';

const LIST = '/api/v1/parents/children';
const QUESTIONNAIRES = '/api/v1/parents/questionnaires';
const one = (id: number) => `${LIST}/${id}`;
const asSpecialist = (id: number) => `/api/v1/specialists/children/${id}`;
const asDirector = (id: number) => `/api/v1/camp_directors/children/${id}`;

let t: TestApp;

const profile = {
  first_name: '  Riley  ',
  date_of_birth: '2017-03-09',
  rising_grade_level: 4,
  health: {
    allergies: 'Peanuts (anaphylaxis), carries an EpiPen',
    dietary_needs: 'Vegetarian',
    medications: 'Cetirizine 5 mg every morning',
    medical_conditions: 'Mild asthma',
    accessibility_needs: '',
    doctor_name: 'Dr. Ana Ortiz',
    doctor_phone: '(919) 555-0142',
    insurance_provider: 'Blue Cross NC',
    insurance_policy_number: 'BC-123-456',
  },
  emergency_contacts: [{ name: 'Sam Fox', phone: '919-555-0177', relation: 'Aunt' }],
  authorized_pickups: [{ name: 'Jordan Fox', phone: '(919) 555-0199', relation: 'Grandfather' }],
};

async function parentSession(name = 'Jamie Fox') {
  const { parent, child, itinerary, questionnaire } = await makeFamily(t, { parentName: name });
  const token = (await signIn(t, 'Parent', parent)).token;
  return { parent, child: child!, itinerary, questionnaire, token };
}

async function addChild(token: string, body: unknown = profile) {
  const res = await call(t, 'POST', LIST, body, { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ChildProfile>();
}

const readsOf = (childId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'children'),
        eq(auditLog.entityId, childId),
        eq(auditLog.action, 'child_profile_read'),
      ),
    );

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('the family’s children', () => {
  it('adds a profile, normalised, with the age computed, and lists it after the questionnaire’s child', async () => {
    const { child, token } = await parentSession();
    const created = await addChild(token);
    expect(created).toMatchObject({
      first_name: 'Riley',
      date_of_birth: '2017-03-09',
      rising_grade_level: 4,
      health: {
        allergies: 'Peanuts (anaphylaxis), carries an EpiPen',
        accessibility_needs: null,
        doctor_phone: '+19195550142',
      },
      emergency_contacts: [{ name: 'Sam Fox', phone: '+19195550177', relation: 'Aunt' }],
      authorized_pickups: [{ name: 'Jordan Fox', phone: '+19195550199', relation: 'Grandfather' }],
    });
    const today = t.ctx.now();
    const birthdayPassed =
      today.getUTCMonth() > 2 || (today.getUTCMonth() === 2 && today.getUTCDate() >= 9);
    expect(created.age).toBe(today.getUTCFullYear() - 2017 - (birthdayPassed ? 0 : 1));

    const list = await call(t, 'GET', LIST, undefined, { token });
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ children: ChildProfile[] }>().children.map((c) => c.id);
    expect(ids).toEqual([child.id, created.id]);
    // The questionnaire's child, without a profile yet: its age is the questionnaire's.
    expect(list.json<{ children: ChildProfile[] }>().children[0]).toMatchObject({
      first_name: 'Riley',
      date_of_birth: null,
      age: 9,
      health: { allergies: null },
      emergency_contacts: [],
    });
  });

  it('keeps the health answers encrypted at rest, bound to the row', async () => {
    const { token } = await parentSession();
    const created = await addChild(token);
    const [row] = await t.db.select().from(children).where(eq(children.id, created.id));
    expect(row!.healthKeyId).toBe('test');
    const stored = JSON.stringify(row);
    for (const secret of ['Peanuts', 'Cetirizine', 'asthma', 'Ortiz', 'BC-123-456', 'Vegetarian']) {
      expect(stored).not.toContain(secret);
    }
    // Moved to another child, the sealed answers no longer open.
    const other = await addChild(token, { ...profile, health: {} });
    await t.db
      .update(children)
      .set({ healthDataKey: row!.healthDataKey, healthSealed: row!.healthSealed })
      .where(eq(children.id, other.id));
    const res = await call(t, 'GET', one(other.id), undefined, { token });
    expect(res.statusCode).toBe(500);
  });

  it('replaces a profile, even while the child’s itinerary is approved', async () => {
    const { child, itinerary, questionnaire, token } = await parentSession();
    await t.db
      .update(itineraries)
      .set({ status: 'approved' })
      .where(eq(itineraries.id, itinerary.id));
    const res = await call(
      t,
      'PUT',
      one(child.id),
      { ...profile, first_name: 'Riley Jo', health: { allergies: 'Bees' } },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChildProfile>()).toMatchObject({
      first_name: 'Riley Jo',
      health: { allergies: 'Bees', medications: null },
    });
    const read = await call(t, 'GET', one(child.id), undefined, { token });
    expect(read.json<ChildProfile>().health.allergies).toBe('Bees');
    // The questionnaire's copy stays as approved, and stays refused.
    const q = await call(t, 'GET', `${QUESTIONNAIRES}/${questionnaire.id}`, undefined, { token });
    expect(q.json<Questionnaire>().fields.child_first_name).toBe('Riley');
    const edit = await call(
      t,
      'PUT',
      `${QUESTIONNAIRES}/${questionnaire.id}`,
      { fields: { child_first_name: 'Riley Jo' } },
      { token },
    );
    expect(edit.statusCode).toBe(409);
    // The family's own reads are not audited.
    expect(await readsOf(child.id)).toHaveLength(0);
  });

  it('answers bad input with field errors and changes nothing', async () => {
    const { child, token } = await parentSession();
    const res = await call(
      t,
      'PUT',
      one(child.id),
      {
        first_name: ' ',
        date_of_birth: '2099-01-01',
        health: { doctor_phone: '123' },
        emergency_contacts: [{ name: '', phone: '(919) 555-0142', relation: 'Aunt' }],
      },
      { token },
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.first_name).toEqual([M.nameRequired]);
    expect(errors.date_of_birth).toEqual([M.birthDateFuture]);
    expect(errors['health.doctor_phone']).toEqual(['Phone number is invalid']);
    // Array indexes are dropped from error paths, as everywhere.
    expect(errors['emergency_contacts.name']).toEqual([M.contactNameRequired]);
    const [row] = await t.db.select().from(children).where(eq(children.id, child.id));
    expect(row!.firstName).toBe('Riley');
    expect(row!.healthSealed).toBeNull();

    const invalid = await call(
      t,
      'POST',
      LIST,
      { ...profile, date_of_birth: '2019-02-30' },
      { token },
    );
    expect(invalid.json<{ errors: Record<string, string[]> }>().errors.date_of_birth).toEqual([
      M.birthDateInvalid,
    ]);
  });

  it('answers 404 for another family’s child, whatever the method', async () => {
    const { child } = await parentSession('Owner Family');
    const { token } = await parentSession('Other Family');
    expect((await call(t, 'GET', one(child.id), undefined, { token })).statusCode).toBe(404);
    const put = await call(t, 'PUT', one(child.id), profile, { token });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ errors: { _base: [M.notFound] } });
    expect((await call(t, 'GET', one(99_999_999), undefined, { token })).statusCode).toBe(404);
    expect((await call(t, 'GET', `${LIST}/abc`, undefined, { token })).statusCode).toBe(404);
  });

  it('asks who is asking before reading the body', async () => {
    expect((await call(t, 'POST', LIST, { nonsense: true })).statusCode).toBe(401);
    const specialist = await makeUser(t, { role: 'Specialist' });
    const token = (await signIn(t, 'Specialist', specialist)).token;
    expect((await call(t, 'POST', LIST, { nonsense: true }, { token })).statusCode).toBe(403);
    expect((await call(t, 'GET', LIST, undefined, { token })).statusCode).toBe(403);
  });
});

describe('a questionnaire for a child with a profile', () => {
  it('starts with the child’s name, age and rising grade filled in, and belongs to the child', async () => {
    const { parent, token } = await parentSession();
    await giveOrder(t, parent.id, 'Premium', 'paid');
    const created = await addChild(token);
    const res = await call(t, 'POST', QUESTIONNAIRES, { child_id: created.id }, { token });
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json<Questionnaire>();
    expect(q.child_id).toBe(created.id);
    expect(q.status).toBe('draft');
    expect(q.fields).toMatchObject({
      child_first_name: 'Riley',
      age: created.age,
      rising_grade_level: 4,
    });
  });

  it('answers 404 for another family’s child, and creates nothing', async () => {
    const { child } = await parentSession('Owner Family');
    const { parent, token } = await parentSession('Other Family');
    await giveOrder(t, parent.id, 'Premium', 'paid');
    const res = await call(t, 'POST', QUESTIONNAIRES, { child_id: child.id }, { token });
    expect(res.statusCode).toBe(404);
    const list = await call(t, 'GET', QUESTIONNAIRES, undefined, { token });
    expect(list.json<{ questionnaires: Questionnaire[] }>().questionnaires).toHaveLength(1);
  });
});

describe('the assigned specialist', () => {
  it('reads the family’s children, each read audited; other specialists get 404', async () => {
    const { parent, child, itinerary, token } = await parentSession();
    const sibling = await addChild(token);
    const assigned = await makeUser(t, { role: 'Specialist', name: 'Alex Assigned' });
    const other = await makeUser(t, { role: 'Specialist', name: 'Una Assigned' });
    await t.db
      .update(itineraries)
      .set({ specialistId: assigned.id, status: 'in_progress' })
      .where(eq(itineraries.id, itinerary.id));
    const assignedToken = (await signIn(t, 'Specialist', assigned)).token;
    const otherToken = (await signIn(t, 'Specialist', other)).token;

    // A sibling without an itinerary of their own is the same family's.
    const res = await call(t, 'GET', asSpecialist(sibling.id), undefined, { token: assignedToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChildProfile>().health.medications).toBe('Cetirizine 5 mg every morning');
    expect(
      (await call(t, 'GET', asSpecialist(child.id), undefined, { token: assignedToken }))
        .statusCode,
    ).toBe(200);

    const reads = await readsOf(sibling.id);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      actorId: assigned.id,
      data: { role: 'Specialist', parent_id: parent.id },
    });

    const refused = await call(t, 'GET', asSpecialist(sibling.id), undefined, {
      token: otherToken,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ errors: { _base: [M.notFound] } });
    expect(await readsOf(sibling.id)).toHaveLength(1);
  });

  it('is refused to parents and directors (403)', async () => {
    const { child, token } = await parentSession();
    expect((await call(t, 'GET', asSpecialist(child.id), undefined, { token })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', asSpecialist(child.id))).statusCode).toBe(401);
  });
});

describe('a provider the child is booked with', () => {
  it('reads a child with a paid place in their activity, audited; other providers and unpaid places get 404', async () => {
    const { parent, child, itinerary, token } = await parentSession();
    await call(t, 'PUT', one(child.id), profile, { token });
    const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
    const other = await makeUser(t, { role: 'CampDirector', director: 'active' });
    const directorToken = (await signIn(t, 'CampDirector', director)).token;
    const otherToken = (await signIn(t, 'CampDirector', other)).token;
    const program = await makeProgram(t, director.id, { name: 'Oak Grove Camp' });
    const otherProgram = await makeProgram(t, other.id, { name: 'Elsewhere Camp' });
    await t.db
      .update(itineraries)
      .set({ status: 'approved' })
      .where(eq(itineraries.id, itinerary.id));

    // A place not paid yet is no booking, in either program.
    await makeItineraryActivity(t, {
      itineraryId: itinerary.id,
      activityId: (await makeActivity(t, otherProgram.id)).id,
    });
    const unpaid = await makeItineraryActivity(t, {
      itineraryId: itinerary.id,
      activityId: (await makeActivity(t, program.id)).id,
    });
    expect(
      (await call(t, 'GET', asDirector(child.id), undefined, { token: directorToken })).statusCode,
    ).toBe(404);
    expect(await readsOf(child.id)).toHaveLength(0);

    await t.db
      .update(itineraryActivities)
      .set({ paymentStatus: 'paid', amountCents: 27_500, paidAt: t.ctx.now(), paidById: parent.id })
      .where(eq(itineraryActivities.id, unpaid.id));
    const res = await call(t, 'GET', asDirector(child.id), undefined, { token: directorToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChildProfile>()).toMatchObject({
      first_name: 'Riley',
      health: { allergies: 'Peanuts (anaphylaxis), carries an EpiPen' },
      authorized_pickups: [{ name: 'Jordan Fox', relation: 'Grandfather' }],
    });
    const reads = await readsOf(child.id);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ actorId: director.id, data: { role: 'CampDirector' } });

    expect(
      (await call(t, 'GET', asDirector(child.id), undefined, { token: otherToken })).statusCode,
    ).toBe(404);
    // A sibling not booked with the director stays out of reach.
    const sibling = await addChild(token);
    expect(
      (await call(t, 'GET', asDirector(sibling.id), undefined, { token: directorToken }))
        .statusCode,
    ).toBe(404);
    expect(await readsOf(child.id)).toHaveLength(1);
  });

  it('is refused to parents and specialists (403)', async () => {
    const { child, token } = await parentSession();
    expect((await call(t, 'GET', asDirector(child.id), undefined, { token })).statusCode).toBe(403);
  });
});

describe('account deletion', () => {
  it('erases the profile’s details and the sealed health answers with the account', async () => {
    const { parent, child, token } = await parentSession();
    await call(t, 'PUT', one(child.id), profile, { token });
    const res = await call(t, 'DELETE', '/api/v1/parents', undefined, {
      token,
      query: { id: String(parent.id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(children).where(eq(children.id, child.id));
    expect(row).toMatchObject({
      dateOfBirth: null,
      healthSealed: null,
      healthDataKey: null,
      emergencyContacts: [],
      authorizedPickups: [],
    });
  });
});
