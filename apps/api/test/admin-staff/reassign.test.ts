import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_INT_MAX } from '@camp/shared/number';
import { STAFF_MESSAGES, type StaffDetails } from '@camp/shared/staff';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { chatMessages } from '../../src/db/schema/chat-messages.js';
import { itineraries } from '../../src/db/schema/itineraries.js';
import { questionnaires } from '../../src/db/schema/questionnaires.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { makeFamily } from '../factories.js';
import { HOUR, call, makeUser, signIn } from '../auth/helpers.js';
import { answerPath } from '../mia/helpers.js';

const reassignPath = (id: number | string) => `/api/v1/admins/itineraries/${id}/reassignment`;

let t: TestApp;
let admin: { id: number; token: string };

async function makeStaff(role: 'Specialist' | 'Admin', name: string) {
  const user = await makeUser(t, { role, name });
  return { ...user, token: (await signIn(t, role, user)).token };
}

/** A new family whose itinerary is with `specialistId`, in `status`. */
async function heldBy(
  specialistId: number,
  status: 'in_progress' | 'draft' | 'approved' = 'in_progress',
) {
  const family = await makeFamily(t, { itinerary: { specialistId, status } });
  return family.itinerary;
}

const reassign = (id: number | string, body: unknown, token = admin.token) =>
  call(t, 'POST', reassignPath(id), body, { token });

const specialistOf = async (id: number) =>
  (await t.db.select().from(itineraries).where(eq(itineraries.id, id)))[0]!.specialistId;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeStaff('Admin', 'Ada Admin');
});
afterAll(async () => {
  await t.close();
});

describe('reassigning an itinerary', () => {
  it('is refused to anonymous callers (401) and every other role (403) before the body is read', async () => {
    const morgan = await makeStaff('Specialist', 'Morgan Lee');
    const itinerary = await heldBy(morgan.id);
    const parent = await makeUser(t, { role: 'Parent' });
    const parentToken = (await signIn(t, 'Parent', parent)).token;
    for (const body of [{ specialist_id: 'nobody' }, undefined]) {
      expect((await call(t, 'POST', reassignPath(itinerary.id), body)).statusCode).toBe(401);
      for (const token of [morgan.token, parentToken]) {
        expect((await reassign(itinerary.id, body, token)).statusCode).toBe(403);
      }
    }
    expect(await specialistOf(itinerary.id)).toBe(morgan.id);
  });

  it('refuses a missing itinerary (404), a closed or new one (409), and a wrong specialist (422)', async () => {
    const morgan = await makeStaff('Specialist', 'Morgan Lee');
    const jordan = await makeStaff('Specialist', 'Jordan Park');
    const gone = await makeStaff('Specialist', 'Gone Specialist');
    await call(t, 'POST', `/api/v1/admins/staff/${gone.id}/deactivation`, undefined, {
      token: admin.token,
    });
    const parent = await makeUser(t, { role: 'Parent' });
    const itinerary = await heldBy(morgan.id);

    const missing = await reassign(PG_INT_MAX, { specialist_id: jordan.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors._base).toEqual([STAFF_MESSAGES.itineraryNotFound]);
    for (const status of ['draft', 'approved'] as const) {
      const closed = await heldBy(morgan.id, status);
      const res = await reassign(closed.id, { specialist_id: jordan.id });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().errors._base).toEqual([STAFF_MESSAGES.notReassignable]);
    }
    for (const who of [admin.id, parent.id, gone.id, PG_INT_MAX]) {
      const res = await reassign(itinerary.id, { specialist_id: who });
      expect(res.statusCode, String(who)).toBe(422);
      expect(res.json().errors.specialist_id).toEqual([STAFF_MESSAGES.notActiveSpecialist]);
    }
    const same = await reassign(itinerary.id, { specialist_id: morgan.id });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.specialist_id).toEqual([STAFF_MESSAGES.sameSpecialist]);
    for (const body of [{}, { specialist_id: 0 }, { specialist_id: PG_INT_MAX + 1 }]) {
      const res = await reassign(itinerary.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.specialist_id).toEqual(['Choose a specialist']);
    }
    expect(await specialistOf(itinerary.id)).toBe(morgan.id);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, itinerary.id), eq(auditLog.action, 'itinerary_reassigned')));
    expect(audits).toEqual([]);
  });

  it('hands it over: the new specialist answers the parent’s questions, the former one may not, and it is audited', async () => {
    const morgan = await makeStaff('Specialist', 'Morgan Lee');
    const jordan = await makeStaff('Specialist', 'Jordan Park');
    const itinerary = await heldBy(morgan.id);
    const [question] = await t.db
      .insert(chatMessages)
      .values({
        itineraryId: itinerary.id,
        parentId: itinerary.parentId,
        userId: itinerary.parentId,
        senderRole: 'Parent',
        role: 'user',
        text: 'Is lunch included?',
        handoverRequestedAt: t.ctx.now(),
      })
      .returning();

    const res = await reassign(itinerary.id, { specialist_id: jordan.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: itinerary.id, specialist_id: jordan.id });
    expect(await specialistOf(itinerary.id)).toBe(jordan.id);

    const answer = { answer: { text: 'Yes, a hot lunch every day.' } };
    const before = await call(t, 'POST', answerPath(itinerary.id, question!.id), answer, {
      token: morgan.token,
    });
    expect(before.statusCode).toBe(403);
    const after = await call(t, 'POST', answerPath(itinerary.id, question!.id), answer, {
      token: jordan.token,
    });
    expect(after.statusCode, after.body).toBe(200);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, itinerary.id), eq(auditLog.action, 'itinerary_reassigned')));
    expect(audit).toMatchObject({
      actorId: admin.id,
      entityType: 'itineraries',
      fromStatus: 'in_progress',
      toStatus: 'in_progress',
      data: { before: { specialist_id: morgan.id }, after: { specialist_id: jordan.id } },
    });
  });

  it('lists a specialist’s open itineraries on their staff page, overdue first', async () => {
    const morgan = await makeStaff('Specialist', 'Morgan Lee');
    const fresh = await heldBy(morgan.id);
    const old = await makeFamily(t, {
      parentName: 'Olive Old',
      itinerary: { specialistId: morgan.id, status: 'in_progress' },
    });
    // Waiting for far longer than two business days, with nothing sent yet.
    await t.db
      .update(questionnaires)
      .set({ submittedAt: new Date(t.ctx.now().getTime() - 30 * 24 * HOUR) })
      .where(eq(questionnaires.id, old.questionnaire.id));
    await heldBy(morgan.id, 'approved');

    const res = await call(t, 'GET', `/api/v1/admins/staff/${morgan.id}`, undefined, {
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json<StaffDetails>();
    expect(details.open_itineraries.map((i) => [i.id, i.overdue])).toEqual([
      [old.itinerary.id, true],
      [fresh.id, false],
    ]);
    expect(details.open_itineraries[0]).toMatchObject({
      status: 'in_progress',
      parent_name: 'Olive Old',
    });
    expect(details.workload.in_progress).toBe(2);
    expect(details.workload.approved).toBe(1);
  });
});
