import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPlanInstalments } from '../../src/db/schema/payment-plans.js';
import { payoutLedgerEntries } from '../../src/db/schema/payouts.js';
import { chargeDueInstalments } from '../../src/modules/payments/plans/use-cases/charge-due-instalments.js';
import { createTestApps, type TestApps } from '../test-app.js';
import { call, outboxFor } from '../auth/helpers.js';
import {
  CHECKOUT_URL,
  GOOD_CARD,
  localUrl,
  makeApprovedItinerary,
  makeProviders,
} from '../payments/checkout/helpers.js';
import { setNow } from '../payments/plans/helpers.js';

// The instalment job runs in every API instance (decision 0065): passes overlapping on two
// instances charge each due instalment once, book it once and mail one receipt.

describe('the instalment job on two instances', () => {
  let apps: TestApps;

  beforeAll(async () => {
    apps = await createTestApps(2);
  }, 60_000);
  afterAll(async () => {
    await apps.close();
  });

  it('charges every due instalment exactly once', async () => {
    const [a, b] = apps.apps as [TestApps['apps'][0], TestApps['apps'][0]];
    setNow(a, '2026-11-25T12:00:00Z');
    const p = await makeProviders(a);
    const families = [];
    for (let i = 0; i < 6; i += 1) {
      const fam = await makeApprovedItinerary(a, [p.lake.id, p.hill.id]);
      const res = await call(
        a,
        'POST',
        CHECKOUT_URL,
        { itinerary_id: fam.itinerary.id, plan: 'instalments' },
        { token: fam.token },
      );
      const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
      const paid = await call(b, 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: fam.token });
      expect(paid.statusCode, paid.body).toBe(200);
      families.push(fam);
    }
    // Every instalment is due.
    setNow(a, '2027-06-07T12:00:00Z');
    const counts = await Promise.all([a, b, a, b, a, b].map((t) => chargeDueInstalments(t.ctx)));
    // 6 plans × 3 instalments, each charged by exactly one pass.
    expect(counts.reduce((s, n) => s + n, 0)).toBe(18);
    const rows = await a.db.select().from(paymentPlanInstalments);
    expect(rows).toHaveLength(24);
    expect(rows.every((r) => r.status === 'paid' && r.attempts === 0)).toBe(true);
    expect(new Set(rows.map((r) => r.providerPaymentId)).size).toBe(24);
    const ledger = await a.db.select().from(payoutLedgerEntries);
    // Two activities per charge, one row each.
    expect(ledger).toHaveLength(48);
    for (const fam of families) {
      const receipts = (await outboxFor(a, fam.parent.email)).filter(
        (m) => m.template === 'payment_plan_instalment_paid',
      );
      expect(receipts).toHaveLength(3);
    }
  });
});
