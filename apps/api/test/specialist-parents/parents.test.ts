import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SPECIALIST_PARENT_MESSAGES as M,
  specialistParentResponseSchema,
} from '@camp/shared/specialist-parent';
import { itineraries } from '../../src/db/schema/itineraries.js';
import { users } from '../../src/db/schema/users.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn, type MadeUser } from '../auth/helpers.js';
import { giveOrder, makeQuestionnaire } from '../factories.js';

const url = (id: number | string) => `/api/v1/specialists/parents/${id}`;

let t: TestApp;
let parent: MadeUser;
let specialistToken: string;
let parentToken: string;
let directorToken: string;
let otherSpecialist: MadeUser;
let older: number;
let newer: number;

beforeAll(async () => {
  t = await createTestApp();
  parent = await makeUser(t, { role: 'Parent', name: 'Jamie Fox' });
  await t.db
    .update(users)
    .set({ phoneNumber: '+19195550123', address: '1 Oak St, Raleigh, NC', zipCode: '27601' })
    .where(eq(users.id, parent.id));
  await giveOrder(t, parent.id, 'Premium', 'paid', t.ctx.now());
  parentToken = (await signIn(t, 'Parent', parent)).token;
  specialistToken = (
    await signIn(t, 'Specialist', await makeUser(t, { role: 'Specialist', name: 'Alex Planner' }))
  ).token;
  otherSpecialist = await makeUser(t, { role: 'Specialist' });
  directorToken = (
    await signIn(t, 'CampDirector', await makeUser(t, { role: 'CampDirector', director: 'active' }))
  ).token;
  const riley = await makeQuestionnaire(t, parent.id);
  const ava = await makeQuestionnaire(t, parent.id, {
    child: { firstName: 'Ava', age: 6, risingGradeLevel: 1 },
  });
  const [a] = await t.db
    .insert(itineraries)
    .values({
      parentId: parent.id,
      childId: riley.child!.id,
      questionnaireId: riley.questionnaire.id,
      status: 'review',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    })
    .returning();
  const [b] = await t.db
    .insert(itineraries)
    .values({
      parentId: parent.id,
      childId: ava.child!.id,
      questionnaireId: ava.questionnaire.id,
      status: 'draft',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    })
    .returning();
  older = a!.id;
  newer = b!.id;
  // Another family's records stay out.
  const other = await makeUser(t, { role: 'Parent' });
  await makeQuestionnaire(t, other.id, { child: { firstName: 'Zed' } });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/specialists/parents/{id}', () => {
  it('gives a specialist the parent, children, questionnaires and itineraries (newest first)', async () => {
    const res = await call(t, 'GET', url(parent.id), undefined, { token: specialistToken });
    expect(res.statusCode, res.body).toBe(200);
    const { parent: p } = specialistParentResponseSchema.parse(res.json());
    expect(p).toMatchObject({
      id: parent.id,
      name: 'Jamie Fox',
      email: parent.email,
      phone_number: '+19195550123',
      address: '1 Oak St, Raleigh, NC',
      zip_code: '27601',
      package_type: 'Premium',
      order_status: 'paid',
    });
    expect(p.children.map((c) => [c.first_name, c.age, c.rising_grade_level])).toEqual([
      ['Riley', 9, 4],
      ['Ava', 6, 1],
    ]);
    expect(p.questionnaires.map((q) => q.fields.child_first_name).sort()).toEqual(['Ava', 'Riley']);
    expect(p.itineraries).toEqual([
      { id: newer, status: 'draft', child_name: 'Ava', created_at: '2026-02-01T10:00:00.000Z' },
      { id: older, status: 'review', child_name: 'Riley', created_at: '2026-01-01T10:00:00.000Z' },
    ]);
    expect(JSON.stringify(p)).not.toContain('Zed');
    expect(JSON.stringify(p)).not.toMatch(/password/i);
  });

  it('is for specialists: a parent (even about themself) and a director get 403, a visitor 401', async () => {
    for (const [token, code] of [
      [parentToken, 403],
      [directorToken, 403],
      [undefined, 401],
    ] as const) {
      const res = await call(t, 'GET', url(parent.id), undefined, token ? { token } : {});
      expect(res.statusCode).toBe(code);
      expect(res.json()).toHaveProperty('errors');
    }
  });

  it('answers 404 for an unknown id, a malformed one, a non-parent and a deleted parent', async () => {
    const deleted = await makeUser(t, { role: 'Parent' });
    await t.db.update(users).set({ deletedAt: t.ctx.now() }).where(eq(users.id, deleted.id));
    for (const id of ['999999999', 'abc', '0', String(otherSpecialist.id), String(deleted.id)]) {
      const res = await call(t, 'GET', url(id), undefined, { token: specialistToken });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().errors).toEqual({ _base: [M.notFound] });
    }
  });
});
