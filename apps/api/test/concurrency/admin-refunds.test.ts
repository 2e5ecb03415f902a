import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationRequests } from '../../src/db/schema/cancellation-requests.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { makeUser, signIn } from '../auth/helpers.js';
import { makeActivity } from '../factories.js';
import { makeApprovedItinerary, makeProviders } from '../payments/checkout/helpers.js';
import { ledgerOf, payLocally, reservedSeats } from '../payments/refunds/helpers.js';
import {
  checkoutId,
  orderRow,
  paidOrder,
  refund,
  refundsAudited,
} from '../payments/admin-money/helpers.js';

// Admins refunding one payment through two API instances on one database (decision 0095): the
// payment's row lock makes its refunds run one at a time, each reading what the one before left,
// so a payment is never refunded twice nor past what was paid.

describe('admins refunding one payment through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;
  let tokens: string[];

  beforeAll(async () => {
    two = await createTestApps(2);
    a = two.apps[0]!;
    tokens = [];
    for (const name of ['Ada Admin', 'Abe Admin'])
      tokens.push((await signIn(a, 'Admin', await makeUser(a, { role: 'Admin', name }))).token);
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  it('two admins refunding an activity payment in full refund it once', async () => {
    const p = await makeProviders(a);
    const camp = await makeActivity(a, p.pine.id, {
      name: 'Race Week',
      priceCents: 30_000,
      feeCents: 0,
      totalSeats: 50,
    });
    for (let round = 0; round < 3; round += 1) {
      const fam = await makeApprovedItinerary(a, [camp.id]);
      const cs = await checkoutId(a, await payLocally(a, fam));
      const seats = await reservedSeats(a, camp.id);
      const results = await Promise.all(
        [0, 1].map((n) => refund(two.apps[n]!, tokens[n]!, 'activity', cs, 30_000, 'Closed')),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes, results.map((r) => r.body).join(' | ')).toEqual([201, 422]);
      const requests = await a.db
        .select()
        .from(cancellationRequests)
        .where(eq(cancellationRequests.itineraryActivityId, fam.items[0]!.id));
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ status: 'refunded', refundAmountCents: 30_000 });
      expect(await ledgerOf(a, fam.items[0]!.id)).toHaveLength(2);
      expect(await reservedSeats(a, camp.id)).toBe(seats - 1);
      expect(await refundsAudited(a, 'checkout_sessions', cs)).toHaveLength(1);
    }
  });

  it('many partial refunds of one order at once never pass what was paid', async () => {
    const parent = await makeUser(a, { role: 'Parent' });
    const order = await paidOrder(a, parent.id, 10_000);
    // Eight refunds of $30 against $100 paid: three fit, the others are refused.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        refund(two.apps[n % 2]!, tokens[n % 2]!, 'package', order.id, 3_000, `Part ${n}`),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(
      codes.filter((c) => c === 201),
      codes.join(','),
    ).toHaveLength(3);
    expect(codes.filter((c) => c === 422)).toHaveLength(5);
    expect((await orderRow(a, order.id)).refundedCents).toBe(9_000);
    const audits = await refundsAudited(a, 'orders', order.id);
    expect(audits).toHaveLength(3);
    // Each audit's "before" is the previous one's "after": they ran one at a time.
    const refunded = audits.map(
      (x) => (x.data as { before: { refunded_cents: number } }).before.refunded_cents,
    );
    expect(refunded).toEqual([0, 3_000, 6_000]);
  });
});
