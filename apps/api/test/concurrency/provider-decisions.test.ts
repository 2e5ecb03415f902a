import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../auth/helpers.js';
import {
  PROFILE_PATH,
  makeDirector,
  profileRow,
  providerProfile,
} from '../director-onboarding/helpers.js';

// Two admins deciding the same provider at once through two API instances, each having seen
// the provider awaiting validation: one decision is applied, the other is refused.

describe('two admins deciding one provider at once', () => {
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

  it('an accept and a reject that saw the same status: one wins, the other is told the new status', async () => {
    for (let round = 0; round < 5; round += 1) {
      const d = await makeDirector(a);
      const submitted = await call(a, 'POST', PROFILE_PATH, providerProfile(), { token: d.token });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const path = `/api/v1/admins/providers/${d.id}/validation`;
      const seen = { expected_status: 'awaiting_validation' };
      const responses = await Promise.all([
        call(a, 'POST', path, { decision: 'accept', ...seen }, { token: tokens[0] }),
        call(
          b,
          'POST',
          path,
          { decision: 'reject', reason: 'No licence', ...seen },
          { token: tokens[1] },
        ),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200)!.json<{ status: string }>();
      const loser = responses.find((r) => r.statusCode === 409)!;
      expect(loser.json<{ errors: { _base: string[] } }>().errors._base[0]).toContain(
        `it is now ${winner.status}`,
      );
      expect((await profileRow(a, d.id)).registrationStatus).toBe(winner.status);
      const audits = await a.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entityType, 'camp_director_profiles'),
            eq(auditLog.entityId, d.id),
            eq(auditLog.action, 'provider_validation'),
          ),
        );
      expect(audits.map((x) => x.toStatus)).toEqual([winner.status]);
      const decided = (await outboxFor(a, d.email)).filter((m) =>
        ['provider_accepted', 'provider_rejected'].includes(m.template),
      );
      expect(decided).toHaveLength(1);
    }
  });
});
