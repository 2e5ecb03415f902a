import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';

// Two admins changing the same provider's standing at once, through two API instances.

describe('two admins acting on one provider at once', () => {
  let two: TestApps;
  let a: TestApp;
  let b: TestApp;
  let tokens: [string, string];

  beforeAll(async () => {
    two = await createTestApps(2);
    [a, b] = two.apps as [TestApp, TestApp];
    const first = await makeUser(a, { role: 'Admin' });
    const second = await makeUser(a, { role: 'Admin' });
    tokens = [(await signIn(a, 'Admin', first)).token, (await signIn(b, 'Admin', second)).token];
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  const auditsOf = (id: number) =>
    a.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'camp_director_profiles'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);

  it('two suspensions: one suspends (one audit row), the other is told it is suspended (409)', async () => {
    const director = await makeUser(a, { role: 'CampDirector', director: 'active' });
    const path = `/api/v1/admins/providers/${director.id}/suspension`;
    const responses = await Promise.all([
      call(a, 'POST', path, { reason: 'Breach A' }, { token: tokens[0] }),
      call(b, 'POST', path, { reason: 'Breach B' }, { token: tokens[1] }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json();
    const audits = await auditsOf(director.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.data).toMatchObject({ reason: winner.suspension_reason });
    const now = await call(a, 'GET', `/api/v1/admins/providers/${director.id}`, undefined, {
      token: tokens[0],
    });
    expect(now.json().suspension_reason).toBe(winner.suspension_reason);
  });

  it('two notices of termination: one date is stored, the other is a 409', async () => {
    const director = await makeUser(a, { role: 'CampDirector', director: 'active' });
    const path = `/api/v1/admins/providers/${director.id}/termination`;
    const responses = await Promise.all([
      call(a, 'POST', path, undefined, { token: tokens[0] }),
      call(b, 'POST', path, undefined, { token: tokens[1] }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditsOf(director.id)).toHaveLength(1);
  });

  it('a suspension and a reinstatement at once end in one consistent standing', async () => {
    const director = await makeUser(a, { role: 'CampDirector', director: 'active' });
    const base = `/api/v1/admins/providers/${director.id}`;
    const responses = await Promise.all([
      call(a, 'POST', `${base}/suspension`, { reason: 'Abuse' }, { token: tokens[0] }),
      call(b, 'POST', `${base}/reinstatement`, undefined, { token: tokens[1] }),
    ]);
    const codes = responses.map((r) => r.statusCode);
    expect(codes[0], responses[0]!.body).toBe(200);
    const audits = await auditsOf(director.id);
    const now = (await call(a, 'GET', base, undefined, { token: tokens[0] })).json<{
      standing: string;
    }>();
    // Either the reinstatement came first (409, still suspended) or after (both 200, active).
    if (codes[1] === 409) {
      expect(codes[0]).toBe(200);
      expect(audits).toHaveLength(1);
      expect(now.standing).toBe('suspended');
    } else {
      expect(codes).toEqual([200, 200]);
      expect(audits.map((x) => x.action)).toEqual(['provider_suspended', 'provider_reinstated']);
      expect(now.standing).toBe('active');
    }
  });
});
