import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { cancellationRequests } from '../../src/db/schema/cancellation-requests.js';
import { emailOutbox } from '../../src/db/schema/email-outbox.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { makeActivity } from '../factories.js';
import {
  itineraryActivityRow,
  makeApprovedItinerary,
  makeProviders,
} from '../payments/checkout/helpers.js';
import {
  ADMIN_URL,
  DIRECTOR_URL,
  PARENT_URL,
  ledgerOf,
  payLocally,
  reservedSeats,
} from '../payments/refunds/helpers.js';

// Decisions on cancellation requests through two API instances on one database (decision
// 0064): the director and admins approving and declining the same request at once, with the
// parent withdrawing it. Exactly one wins; the refund, the seat and the ledger move once.

const ROUNDS = 4;

describe('deciding a cancellation through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;
  let directorToken: string;
  let adminToken: string;

  beforeAll(async () => {
    two = await createTestApps(2);
    a = two.apps[0]!;
    p = await makeProviders(a);
    directorToken = (await signIn(a, 'CampDirector', p.pineDirector)).token;
    adminToken = (await signIn(a, 'Admin', await makeUser(a, { role: 'Admin' }))).token;
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  it('one decider wins, the others get 409; the money, the seat and the ledger move once', async () => {
    const camp = await makeActivity(a, p.pine.id, {
      name: 'Race Week',
      priceCents: 30_000,
      feeCents: 0,
      totalSeats: 50,
    });
    for (let round = 0; round < ROUNDS; round += 1) {
      const fam = await makeApprovedItinerary(a, [camp.id]);
      await payLocally(a, fam);
      const item = fam.items[0]!;
      const seats = await reservedSeats(a, camp.id);
      const asked = await call(
        a,
        'POST',
        PARENT_URL,
        { itinerary_activity_id: item.id, reason: 'Race' },
        { token: fam.token },
      );
      const id = asked.json<{ cancellation_request: { id: number } }>().cancellation_request.id;
      const bodies = [
        {
          url: `${DIRECTOR_URL}/${id}`,
          method: 'PUT' as const,
          token: directorToken,
          body: { decision: 'approve' },
        },
        {
          url: `${ADMIN_URL}/${id}`,
          method: 'PUT' as const,
          token: adminToken,
          body: { decision: 'approve', refund_amount_cents: 10_000 },
        },
        {
          url: `${DIRECTOR_URL}/${id}`,
          method: 'PUT' as const,
          token: directorToken,
          body: { decision: 'decline' },
        },
        {
          url: `${ADMIN_URL}/${id}`,
          method: 'PUT' as const,
          token: adminToken,
          body: { decision: 'approve' },
        },
        {
          url: `${PARENT_URL}/${id}`,
          method: 'DELETE' as const,
          token: fam.token,
          body: undefined,
        },
        {
          url: `${DIRECTOR_URL}/${id}`,
          method: 'PUT' as const,
          token: directorToken,
          body: { decision: 'approve' },
        },
      ];
      const results = await Promise.all(
        bodies.map((b, n) => call(two.apps[n % 2]!, b.method, b.url, b.body, { token: b.token })),
      );
      const codes = results.map((r) => r.statusCode);
      expect(
        codes.filter((c) => c === 200),
        codes.join(','),
      ).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(bodies.length - 1);

      const [row] = await a.db
        .select()
        .from(cancellationRequests)
        .where(eq(cancellationRequests.id, id));
      const audits = (
        await a.db.select().from(auditLog).where(eq(auditLog.entityType, 'cancellation_requests'))
      ).filter((x) => x.entityId === id);
      expect(audits).toHaveLength(2);
      const ledger = await ledgerOf(a, item.id);
      const place = await itineraryActivityRow(a, item.id);
      if (row!.status === 'refunded') {
        expect(place.paymentStatus).not.toBe('paid');
        expect(await reservedSeats(a, camp.id)).toBe(seats - 1);
        expect(ledger).toHaveLength(2);
        expect(ledger[1]!.grossCents).toBe(-row!.refundAmountCents!);
        const mails = (
          await a.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, fam.parent.email))
        ).filter((m) => m.template === 'refund_issued');
        expect(mails).toHaveLength(1);
      } else {
        expect(['declined', 'withdrawn']).toContain(row!.status);
        expect(place.paymentStatus).toBe('paid');
        expect(await reservedSeats(a, camp.id)).toBe(seats);
        expect(ledger).toHaveLength(1);
      }
    }
  });
});
