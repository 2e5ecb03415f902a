import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../../src/db/schema/checkout-sessions.js';
import { payoutLedgerEntries } from '../../../src/db/schema/payouts.js';
import type { TestApp } from '../../test-app.js';
import { call } from '../../auth/helpers.js';
import {
  STRIPE_WEBHOOK_URL,
  type TestProviders,
  startStripeTestApp,
  stopStripeTestApp,
  stripeEventSender,
} from '../../stripe-test-setup.js';
import { FakeStripeCheckout } from './fake-stripe-checkout.js';
import {
  CHECKOUT_URL,
  checkoutRows,
  itineraryActivityRow,
  makeApprovedItinerary,
} from './helpers.js';
import { makeTwoChildFamily } from './discount-helpers.js';

// One checkout with Stripe keys, against a fake Stripe API that answers Stripe's shapes: a Checkout
// Session for the itinerary, then the signed webhooks (completed, expired, async payment
// failed), one transfer per provider of its net, replays changing nothing.

const WEBHOOK_SECRET = 'whsec_test_checkout';

describe('one checkout with Stripe (against a fake Stripe API)', () => {
  const fake = new FakeStripeCheckout();
  let t: TestApp;
  let p: TestProviders;

  beforeAll(async () => {
    ({ t, p } = await startStripeTestApp(fake, WEBHOOK_SECRET));
  }, 60_000);
  afterAll(() => stopStripeTestApp(t, fake));

  const deliver = stripeEventSender(() => t, { secret: WEBHOOK_SECRET, idPrefix: 'evt_' });

  /** Stripe's checkout.session object as its events carry it. */
  const sessionObject = (id: string, over: Record<string, unknown> = {}) => {
    const s = fake.sessions.get(id)!;
    return {
      ...s,
      payment_intent: `pi_${id}`,
      payment_status: 'paid',
      status: 'complete',
      ...over,
    };
  };

  async function start(fam: Awaited<ReturnType<typeof makeApprovedItinerary>>) {
    const from = fake.requests.length;
    const res = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id },
      {
        token: fam.token,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    return { ...res.json<{ url: string; checkout_session_id: string }>(), from };
  }

  it('opens a Checkout Session, then pays both providers their net on completion, once', async () => {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const { url, checkout_session_id: id, from } = await start(fam);
    expect(id).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${id}`);
    const created = fake.requests.slice(from).find((r) => r.path === '/v1/checkout/sessions')!;
    const token = created.form.client_reference_id!;
    expect(created.form).toMatchObject({
      mode: 'payment',
      customer_email: fam.parent.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '20000',
      'line_items[0][price_data][product_data][name]': 'Hill Week (Oak Hill Camp)',
      'line_items[1][price_data][unit_amount]': '36005',
      'payment_intent_data[transfer_group]': token,
      'metadata[checkout_token]': token,
      success_url:
        'http://localhost:3000/profile/itineraries?payment=success&session={CHECKOUT_SESSION_ID}',
      cancel_url: `http://localhost:3000/profile/payment/${fam.itinerary.id}`,
    });
    expect(created.headers['idempotency-key']).toBe(`camp-checkout-${token}`);

    const before = fake.requests.length;
    const done = await deliver('checkout.session.completed', sessionObject(id), { id: 'evt_paid' });
    expect(done.statusCode, done.body).toBe(200);
    for (const item of fam.items) {
      expect(await itineraryActivityRow(t, item.id)).toMatchObject({
        paymentStatus: 'paid',
        paymentProvider: 'stripe',
        providerPaymentId: `pi_${id}:${item.id}`,
        paidById: fam.parent.id,
      });
    }
    // Stripe's fee of $16.54 shared by amount (0060): Hill Week 591, Lake Week 1063. Net = gross
    // − 10% (half up) − fee: Lake 36005 − 3601 − 1063 = 31341; Hill 20000 − 2000 − 591 = 17409.
    const transfers = fake.requests.slice(before).filter((r) => r.path === '/v1/transfers');
    expect(
      transfers.map((r) => ({
        amount: r.form.amount,
        destination: r.form.destination,
        group: r.form.transfer_group,
        source: r.form.source_transaction,
      })),
    ).toEqual(
      expect.arrayContaining([
        { amount: '31341', destination: 'acct_pine', group: token, source: `ch_for_pi_${id}` },
        { amount: '17409', destination: 'acct_oak', group: token, source: `ch_for_pi_${id}` },
      ]),
    );
    expect(transfers).toHaveLength(2);
    const ledger = await t.db.select().from(payoutLedgerEntries);
    const mine = ledger.filter((e) => fam.items.some((i) => i.id === e.itineraryActivityId));
    expect(mine.map((e) => [e.netCents, e.status, e.transferId?.startsWith('tr_')])).toEqual(
      expect.arrayContaining([
        [31_341, 'transferred', true],
        [17_409, 'transferred', true],
      ]),
    );
    const [row] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, id));
    expect(row!.status).toBe('complete');

    // The same event again (Stripe retries): acknowledged, nothing sent or written.
    const sent = fake.requests.length;
    const replay = await deliver('checkout.session.completed', sessionObject(id), {
      id: 'evt_paid',
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(fake.requests.length).toBe(sent);
    expect(await t.db.select().from(payoutLedgerEntries)).toHaveLength(ledger.length);
    // Another delivery of the completion (a new event id) finds the checkout complete.
    const again = await deliver('checkout.session.completed', sessionObject(id));
    expect(again.statusCode).toBe(200);
    expect(fake.requests.length).toBe(sent);
  });

  it('expired and async payment failed end the holds; an unpaid completion waits', async () => {
    const fam = await makeApprovedItinerary(t, [p.hill.id]);
    const { checkout_session_id: id } = await start(fam);
    const pending = await deliver(
      'checkout.session.completed',
      sessionObject(id, { payment_status: 'unpaid' }),
    );
    expect(pending.statusCode).toBe(200);
    expect((await itineraryActivityRow(t, fam.items[0]!.id)).paymentStatus).not.toBe('paid');
    const failed = await deliver(
      'checkout.session.async_payment_failed',
      sessionObject(id, { payment_status: 'unpaid' }),
    );
    expect(failed.statusCode).toBe(200);
    const { sessions, items } = await checkoutRows(t);
    const row = sessions.find((s) => s.providerSessionId === id)!;
    expect(row.status).toBe('expired');
    expect(items.filter((i) => i.checkoutSessionId === row.id).some((i) => i.held)).toBe(false);

    const next = await start(fam);
    const expired = await deliver(
      'checkout.session.expired',
      sessionObject(next.checkout_session_id, { status: 'expired', payment_status: 'unpaid' }),
    );
    expect(expired.statusCode).toBe(200);
    const after = await checkoutRows(t);
    expect(
      after.sessions.find((s) => s.providerSessionId === next.checkout_session_id)!.status,
    ).toBe('expired');
  });

  it('a new choice expires the open Stripe session first', async () => {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const first = await start(fam);
    const res = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id, itinerary_activity_ids: [fam.items[0]!.id] },
      { token: fam.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(fake.sessions.get(first.checkout_session_id)!.status).toBe('expired');
  });

  it('a family checkout: one Stripe session with each child’s line items; its completion pays both itineraries', async () => {
    const fam = await makeTwoChildFamily(t, [p.lake.id], [p.hill.id]);
    const from = fake.requests.length;
    const res = await call(
      t,
      'POST',
      CHECKOUT_URL,
      {
        itineraries: [
          { itinerary_id: fam.riley.itinerary.id },
          { itinerary_id: fam.sam.itinerary.id },
        ],
      },
      { token: fam.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const created = fake.requests.slice(from).filter((r) => r.path === '/v1/checkout/sessions');
    expect(created).toHaveLength(1);
    expect(created[0]!.form).toMatchObject({
      'line_items[0][price_data][product_data][name]': 'Lake Week (Pine Lake Camp)',
      'line_items[0][price_data][unit_amount]': '36005',
      'line_items[1][price_data][product_data][name]': 'Hill Week (Oak Hill Camp)',
      'line_items[1][price_data][unit_amount]': '20000',
      cancel_url: `http://localhost:3000/profile/payment/${fam.riley.itinerary.id}`,
    });
    const done = await deliver('checkout.session.completed', sessionObject(id));
    expect(done.statusCode, done.body).toBe(200);
    for (const item of [...fam.riley.items, ...fam.sam.items])
      expect(await itineraryActivityRow(t, item.id)).toMatchObject({
        paymentStatus: 'paid',
        providerPaymentId: `pi_${id}:${item.id}`,
      });
  });

  it('refuses a bad signature, another secret and an event older than 5 minutes', async () => {
    const fam = await makeApprovedItinerary(t, [p.hill.id]);
    const { checkout_session_id: id } = await start(fam);
    const forged = await deliver('checkout.session.completed', sessionObject(id), {
      secret: 'whsec_other',
    });
    expect(forged.statusCode).toBe(400);
    const old = await deliver('checkout.session.completed', sessionObject(id), {
      timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
    });
    expect(old.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_URL,
      payload: JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await itineraryActivityRow(t, fam.items[0]!.id)).paymentStatus).not.toBe('paid');
    // A session id we never created names no checkout.
    const stranger = await deliver('checkout.session.completed', {
      ...sessionObject(id),
      id: 'cs_test_unknown',
    });
    expect(stranger.statusCode).toBe(200);
    expect((await itineraryActivityRow(t, fam.items[0]!.id)).paymentStatus).not.toBe('paid');
  });
});
