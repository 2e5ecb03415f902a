import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@camp/shared/staff';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { itineraries } from '../../src/db/schema/itineraries.js';
import { users } from '../../src/db/schema/users.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../auth/helpers.js';
import { makeFamily } from '../factories.js';

// Two admins acting on the same staff accounts at once, through two API instances.

const STAFF = '/api/v1/admins/staff';

describe('two admins managing staff at once', () => {
  let two: TestApps;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    two = await createTestApps(2);
    [a, b] = two.apps as [TestApp, TestApp];
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  async function makeAdmin(name: string) {
    const user = await makeUser(a, { role: 'Admin', name });
    return { ...user, token: (await signIn(a, 'Admin', user)).token };
  }

  const audits = (ids: number[], action: string) =>
    a.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'users'),
          inArray(auditLog.entityId, ids),
          eq(auditLog.action, action),
        ),
      );

  it('both invite the same e-mail: one account, one mail, one audit row; the other gets 422', async () => {
    const [first, second] = [await makeAdmin('Ann One'), await makeAdmin('Ben Two')];
    const email = 'raced.invite@example.com';
    const responses = await Promise.all([
      call(
        a,
        'POST',
        STAFF,
        { name: 'Rae Raced', email, role: 'Specialist' },
        {
          token: first.token,
        },
      ),
      call(
        b,
        'POST',
        STAFF,
        { name: 'Rae Raced', email, role: 'Admin' },
        {
          token: second.token,
        },
      ),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = responses.find((r) => r.statusCode === 422)!;
    expect(refused.json().errors.email).toEqual([STAFF_MESSAGES.emailTaken]);
    const accounts = await a.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
    expect(await outboxFor(a, email)).toHaveLength(1);
    expect(await audits([accounts[0]!.id], 'staff_invited')).toHaveLength(1);
  });

  it('both deactivate the same person: one does it (one audit row), the other is told (409)', async () => {
    const [first, second] = [await makeAdmin('Cat Three'), await makeAdmin('Dan Four')];
    const target = await makeUser(a, { role: 'Specialist' });
    const responses = await Promise.all([
      call(a, 'POST', `${STAFF}/${target.id}/deactivation`, undefined, { token: first.token }),
      call(b, 'POST', `${STAFF}/${target.id}/deactivation`, undefined, { token: second.token }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json().errors._base).toEqual([STAFF_MESSAGES.alreadyDeactivated]);
    expect(await audits([target.id], 'staff_deactivated')).toHaveLength(1);
  });

  it('two admins deactivating each other: one wins, the other may no longer act; never both', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [first, second] = [await makeAdmin('Eve Five'), await makeAdmin('Fay Six')];
      const responses = await Promise.all([
        call(a, 'POST', `${STAFF}/${second.id}/deactivation`, undefined, { token: first.token }),
        call(b, 'POST', `${STAFF}/${first.id}/deactivation`, undefined, { token: second.token }),
      ]);
      const codes = responses.map((r) => r.statusCode).sort();
      // 401: the loser's session had already ended when its request was let in; 403: it was let
      // in, then found under the lock that its account had been deactivated meanwhile.
      expect(codes[0]).toBe(200);
      expect([401, 403]).toContain(codes[1]);
      const rows = await a.db
        .select()
        .from(users)
        .where(inArray(users.id, [first.id, second.id]));
      expect(rows.filter((r) => r.deactivatedAt === null)).toHaveLength(1);
      expect(await audits([first.id, second.id], 'staff_deactivated')).toHaveLength(1);
    }
  });

  it('both hand one itinerary to the same specialist: one does it (one audit row), the other is told (422)', async () => {
    const [first, second] = [await makeAdmin('Gil Seven'), await makeAdmin('Hal Eight')];
    const from = await makeUser(a, { role: 'Specialist', name: 'Ida From' });
    const to = await makeUser(a, { role: 'Specialist', name: 'Jon To' });
    for (let round = 0; round < 3; round += 1) {
      const { itinerary } = await makeFamily(a, {
        itinerary: { specialistId: from.id, status: 'in_progress' },
      });
      const path = `/api/v1/admins/itineraries/${itinerary.id}/reassignment`;
      const body = { specialist_id: to.id };
      const responses = await Promise.all([
        call(a, 'POST', path, body, { token: first.token }),
        call(b, 'POST', path, body, { token: second.token }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      const refused = responses.find((r) => r.statusCode === 422)!;
      expect(refused.json().errors.specialist_id).toEqual([STAFF_MESSAGES.sameSpecialist]);
      const [row] = await a.db.select().from(itineraries).where(eq(itineraries.id, itinerary.id));
      expect(row!.specialistId).toBe(to.id);
      const rows = await a.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entityType, 'itineraries'),
            eq(auditLog.entityId, itinerary.id),
            eq(auditLog.action, 'itinerary_reassigned'),
          ),
        );
      expect(rows.map((r) => r.data)).toEqual([
        { before: { specialist_id: from.id }, after: { specialist_id: to.id } },
      ]);
    }
  });
});
