import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../src/db/schema/checkout-sessions.js';
import { itineraryActivities } from '../../src/db/schema/itinerary-activities.js';
import { payoutLedgerEntries } from '../../src/db/schema/payouts.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call, outboxFor } from '../auth/helpers.js';
import { FakeStripeCheckout } from '../payments/checkout/fake-stripe-checkout.js';
import {
  deliverStripeWebhook,
  setStripeAccount,
  stripeEvent,
  stripeTestEnv,
} from '../stripe-test-setup.js';
import {
  CHECKOUT_URL,
  makeApprovedItinerary,
  makeProviders,
} from '../payments/checkout/helpers.js';

// Stripe's webhooks delivered many times, in random order, to two instances at once
// (Stripe retries, and several deliveries can be in flight): every checkout is fulfilled exactly
// once (one paid row per activity, one ledger row, one transfer, one receipt).

const WEBHOOK_SECRET = 'whsec_test_checkout_concurrency';
const FAMILIES = 8;
const COPIES = 4;

describe('checkout webhooks replayed through two instances at once', () => {
  const fake = new FakeStripeCheckout();
  let two: TestApps;
  let a: TestApp;

  beforeAll(async () => {
    const base = await fake.start();
    two = await createTestApps(2, stripeTestEnv(base, WEBHOOK_SECRET));
    a = two.apps[0]!;
  }, 60_000);
  afterAll(async () => {
    await two.close();
    await fake.stop();
  });

  const deliver = (t: TestApp, id: string, object: unknown) =>
    deliverStripeWebhook(t, stripeEvent('checkout.session.completed', object, { id }), {
      secret: WEBHOOK_SECRET,
    });

  it('fulfils every checkout once, whatever the order and the duplicates', async () => {
    const p = await makeProviders(a);
    await setStripeAccount(a, p.pineDirector, 'acct_pine');
    const families = [];
    const sessions: string[] = [];
    for (let i = 0; i < FAMILIES; i += 1) {
      const fam = await makeApprovedItinerary(a, [p.lake.id]);
      const res = await call(
        a,
        'POST',
        CHECKOUT_URL,
        { itinerary_id: fam.itinerary.id },
        {
          token: fam.token,
        },
      );
      expect(res.statusCode, res.body).toBe(201);
      families.push(fam);
      sessions.push(res.json<{ checkout_session_id: string }>().checkout_session_id);
    }
    const transfersBefore = fake.transfers.size;
    // Each completion COPIES times with its event id (retries) and once more under another id
    // (a second event about the same session), shuffled, sent at once through both instances.
    const deliveries = sessions.flatMap((id, n) => [
      ...Array.from({ length: COPIES }, () => ({ event: `evt_done_${n}`, id })),
      { event: `evt_again_${n}`, id },
    ]);
    for (let i = deliveries.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
    }
    const answers = await Promise.all(
      deliveries.map((d, i) =>
        deliver(two.apps[i % 2]!, d.event, {
          ...fake.sessions.get(d.id),
          payment_intent: `pi_${d.id}`,
          payment_status: 'paid',
          status: 'complete',
        }),
      ),
    );
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    expect(answers.filter((r) => r.json().duplicate === false)).toHaveLength(FAMILIES * 2);

    const itemIds = families.map((f) => f.items[0]!.id);
    const rows = await a.db
      .select()
      .from(itineraryActivities)
      .where(inArray(itineraryActivities.id, itemIds));
    expect(rows.every((r) => r.paymentStatus === 'paid')).toBe(true);
    const ledger = await a.db
      .select()
      .from(payoutLedgerEntries)
      .where(inArray(payoutLedgerEntries.itineraryActivityId, itemIds));
    expect(ledger).toHaveLength(FAMILIES);
    expect(new Set(ledger.map((e) => e.transferId)).size).toBe(FAMILIES);
    expect(fake.transfers.size - transfersBefore).toBe(FAMILIES);
    const done = await a.db
      .select()
      .from(checkoutSessions)
      .where(inArray(checkoutSessions.providerSessionId, sessions));
    expect(done.every((s) => s.status === 'complete')).toBe(true);
    for (const f of families) {
      const receipts = (await outboxFor(a, f.parent.email)).filter(
        (m) => m.template === 'activity_payment_receipt',
      );
      expect(receipts).toHaveLength(1);
    }
  });
});
