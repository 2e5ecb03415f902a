import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES as M } from '@camp/shared/refunds';
import { paymentEvents } from '../../../src/db/schema/payment-events.js';
import type { TestApp } from '../../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../../auth/helpers.js';
import { activities } from '../../../src/db/schema/activities.js';
import { CHECKOUT_URL, itineraryActivityRow, makeApprovedItinerary } from '../checkout/helpers.js';
import {
  STRIPE_WEBHOOK_URL,
  type TestProviders,
  startStripeTestApp,
  stopStripeTestApp,
  stripeEventSender,
} from '../../stripe-test-setup.js';
import { FakeStripeRefunds } from './fake-stripe-refunds.js';
import {
  ADMIN_URL,
  DIRECTOR_URL,
  PARENT_URL,
  ledgerOf,
  requestRow,
  reservedSeats,
} from './helpers.js';

// Refunds with Stripe keys, against a fake Stripe API that answers Stripe's shapes (decision
// 0064): POST /v1/refunds and POST /v1/transfers/{id}/reversals with idempotency keys, the
// provider's share reversed on its own transfer, and the signed charge.refunded and
// transfer.reversed webhooks handled once per event id.

const WEBHOOK_SECRET = 'whsec_test_refunds';

describe('refunds with Stripe (against a fake Stripe API)', () => {
  const fake = new FakeStripeRefunds();
  let t: TestApp;
  let p: TestProviders;
  let pineToken: string;
  let adminToken: string;

  beforeAll(async () => {
    ({ t, p } = await startStripeTestApp(fake, WEBHOOK_SECRET));
    pineToken = (await signIn(t, 'CampDirector', p.pineDirector)).token;
    adminToken = (await signIn(t, 'Admin', await makeUser(t, { role: 'Admin' }))).token;
  }, 60_000);
  afterAll(() => stopStripeTestApp(t, fake));

  const deliver = stripeEventSender(() => t, { secret: WEBHOOK_SECRET, idPrefix: 'evt_r' });

  /** A family that paid Lake Week (Pine Lake) and Hill Week (Oak Hill) in one Stripe checkout. */
  async function paidBoth() {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const res = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id },
      { token: fam.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const session = {
      ...fake.sessions.get(id)!,
      payment_intent: `pi_${id}`,
      payment_status: 'paid',
      status: 'complete',
    };
    expect((await deliver('checkout.session.completed', session)).statusCode).toBe(200);
    // The items follow the activity ids given: Lake Week, then Hill Week.
    return { ...fam, sessionId: id, intent: `pi_${id}`, lake: fam.items[0]!, hill: fam.items[1]! };
  }

  const ask = (token: string, itinerary_activity_id: number) =>
    call(t, 'POST', PARENT_URL, { itinerary_activity_id, reason: 'Plans changed' }, { token });

  it('refunds part of one provider’s activity and reverses that provider’s share of it only', async () => {
    const fam = await paidBoth();
    const [lakeSale] = await ledgerOf(t, fam.lake.id);
    // Decision 0058's example: Lake Week 36005 − 3601 − 1063 = 31341 to Pine Lake.
    expect(lakeSale).toMatchObject({
      grossCents: 36_005,
      platformFeeCents: 3_601,
      paymentProviderFeeCents: 1_063,
      netCents: 31_341,
      status: 'transferred',
    });
    const pineTransfer = lakeSale!.transferId!;
    const seats = await reservedSeats(t, p.lake.id);
    const id = (await ask(fam.token, fam.lake.id)).json<{ cancellation_request: { id: number } }>()
      .cancellation_request.id;

    const from = fake.requests.length;
    const res = await call(
      t,
      'PUT',
      `${DIRECTOR_URL}/${id}`,
      { decision: 'approve', refund_amount_cents: 18_000 },
      { token: pineToken },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json<{ cancellation_request: { status: string } }>().cancellation_request.status,
    ).toBe('refunded');

    const sent = fake.requests.slice(from);
    const refund = sent.find((r) => r.path === '/v1/refunds')!;
    expect(refund.form).toEqual({
      payment_intent: fam.intent,
      amount: '18000',
      'metadata[cancellation_request_id]': String(id),
    });
    expect(refund.headers['idempotency-key']).toBe(`camp-refund-${id}`);
    // The provider's share of an 18000 refund of a 36005 sale: net 31341 × 18000 / 36005 =
    // 15668.47 → 15668 (half up); platform 3601 × 18000 / 36005 = 1800.25 → 1800; fee 532.
    const reversals = sent.filter((r) => r.path.endsWith('/reversals'));
    expect(
      reversals.map((r) => ({
        path: r.path,
        amount: r.form.amount,
        key: r.headers['idempotency-key'],
      })),
    ).toEqual([
      {
        path: `/v1/transfers/${pineTransfer}/reversals`,
        amount: '15668',
        key: `camp-reversal-${id}`,
      },
    ]);
    const row = await requestRow(t, id);
    expect(row.refundId).toBe([...fake.refunds.values()].at(-1)!.id);
    expect(row.transferReversalId).toMatch(/^trr_/);
    const [, reversal] = await ledgerOf(t, fam.lake.id);
    expect(reversal).toMatchObject({
      kind: 'reversal',
      grossCents: -18_000,
      platformFeeCents: -1_800,
      paymentProviderFeeCents: -532,
      netCents: -15_668,
      status: 'transferred',
      transferId: row.transferReversalId,
    });
    expect(await itineraryActivityRow(t, fam.lake.id)).toMatchObject({
      paymentStatus: 'booking_available',
    });
    expect(await itineraryActivityRow(t, fam.hill.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await reservedSeats(t, p.lake.id)).toBe(seats - 1);
    expect(await ledgerOf(t, fam.hill.id)).toHaveLength(1);

    // Stripe's webhooks for it: handled, then replayed: nothing changes.
    const charge = {
      id: `ch_for_${fam.intent}`,
      object: 'charge',
      amount: 56_005,
      amount_refunded: 18_000,
      currency: 'usd',
      paid: true,
      refunded: false,
      payment_intent: fam.intent,
      refunds: {
        object: 'list',
        data: [fake.refunds.get(`camp-refund-${id}`)],
        has_more: false,
        url: '/v1/charges/x/refunds',
      },
    };
    const transfer = {
      id: pineTransfer,
      object: 'transfer',
      amount: 31_341,
      amount_reversed: 15_668,
      currency: 'usd',
      destination: 'acct_pine',
      reversed: false,
      reversals: {
        object: 'list',
        data: [fake.reversals.get(`camp-reversal-${id}`)],
        has_more: false,
        url: '/v1/transfers/x/reversals',
      },
    };
    const snapshot = async () => ({
      request: await requestRow(t, id),
      ledger: await ledgerOf(t, fam.lake.id),
      seats: await reservedSeats(t, p.lake.id),
    });
    const before = await snapshot();
    const first = await deliver('charge.refunded', charge, { id: 'evt_refunded_1' });
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const reversedHook = await deliver('transfer.reversed', transfer, { id: 'evt_reversed_1' });
    expect(reversedHook.statusCode).toBe(200);
    const after = await snapshot();
    expect(after.request.transferReversedAt).toBeTruthy();
    expect({ ...after.request, transferReversedAt: null, updatedAt: null }).toEqual({
      ...before.request,
      transferReversedAt: null,
      updatedAt: null,
    });
    expect(after.ledger).toEqual(before.ledger);
    expect(after.seats).toBe(before.seats);
    for (const [type, object, eventId] of [
      ['charge.refunded', charge, 'evt_refunded_1'],
      ['transfer.reversed', transfer, 'evt_reversed_1'],
    ] as const) {
      const again = await deliver(type, object, { id: eventId });
      expect(again.json()).toEqual({ received: true, duplicate: true });
    }
    expect(await snapshot()).toEqual(after);
    expect(
      (await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_refunded_1')))
        .length,
    ).toBe(1);
  });

  it('a full refund of the other provider’s activity reverses its whole net on its own transfer', async () => {
    const fam = await paidBoth();
    const [hillSale] = await ledgerOf(t, fam.hill.id);
    expect(hillSale).toMatchObject({ netCents: 17_409 });
    const id = (await ask(fam.token, fam.hill.id)).json<{ cancellation_request: { id: number } }>()
      .cancellation_request.id;
    const from = fake.requests.length;
    const res = await call(
      t,
      'PUT',
      `${ADMIN_URL}/${id}`,
      { decision: 'approve' },
      { token: adminToken },
    );
    expect(res.statusCode, res.body).toBe(200);
    const sent = fake.requests.slice(from);
    expect(sent.find((r) => r.path === '/v1/refunds')!.form.amount).toBe('20000');
    expect(
      sent.filter((r) => r.path.endsWith('/reversals')).map((r) => [r.path, r.form.amount]),
    ).toEqual([[`/v1/transfers/${hillSale!.transferId}/reversals`, '17409']]);
    const [, reversal] = await ledgerOf(t, fam.hill.id);
    expect(reversal).toMatchObject({
      grossCents: -20_000,
      platformFeeCents: -2_000,
      paymentProviderFeeCents: -591,
      netCents: -17_409,
    });
  });

  it('a refund Stripe refuses changes nothing; the retry reuses the idempotency key', async () => {
    const fam = await paidBoth();
    const id = (await ask(fam.token, fam.lake.id)).json<{ cancellation_request: { id: number } }>()
      .cancellation_request.id;
    fake.failNext = true;
    const failed = await call(
      t,
      'PUT',
      `${DIRECTOR_URL}/${id}`,
      { decision: 'approve' },
      { token: pineToken },
    );
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ errors: { _base: [M.refundFailed] } });
    expect((await requestRow(t, id)).status).toBe('pending');
    expect((await itineraryActivityRow(t, fam.lake.id)).paymentStatus).toBe('paid');
    expect(await ledgerOf(t, fam.lake.id)).toHaveLength(1);

    const from = fake.requests.length;
    const ok = await call(
      t,
      'PUT',
      `${DIRECTOR_URL}/${id}`,
      { decision: 'approve' },
      { token: pineToken },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      fake.requests.slice(from).find((r) => r.path === '/v1/refunds')!.headers['idempotency-key'],
    ).toBe(`camp-refund-${id}`);
  });

  it('a payment arriving after its checkout expired, when a seat is gone, is refunded in full', async () => {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const res = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id },
      { token: fam.token },
    );
    const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const session = fake.sessions.get(id)!;
    expect(
      (await deliver('checkout.session.expired', { ...session, status: 'expired' })).statusCode,
    ).toBe(200);
    // Meanwhile Hill Week filled up.
    const hillSeats = await reservedSeats(t, p.hill.id);
    const lakeSeats = await reservedSeats(t, p.lake.id);
    await t.db
      .update(activities)
      .set({ totalSeats: hillSeats })
      .where(eq(activities.id, p.hill.id));
    const from = fake.requests.length;
    const late = await deliver('checkout.session.completed', {
      ...session,
      payment_intent: `pi_${id}`,
      payment_status: 'paid',
      status: 'complete',
    });
    expect(late.statusCode, late.body).toBe(200);
    const refund = fake.requests.slice(from).find((r) => r.path === '/v1/refunds')!;
    expect(refund.form).toMatchObject({ payment_intent: `pi_${id}`, amount: '56005' });
    expect(refund.headers['idempotency-key']).toMatch(/^camp-late-refund-cs_local_/);
    for (const item of fam.items)
      expect((await itineraryActivityRow(t, item.id)).paymentStatus).not.toBe('paid');
    expect(await reservedSeats(t, p.lake.id)).toBe(lakeSeats);
    expect(await reservedSeats(t, p.hill.id)).toBe(hillSeats);
    expect(fake.requests.slice(from).some((r) => r.path === '/v1/transfers')).toBe(false);
    expect((await outboxFor(t, fam.parent.email)).map((m) => m.template)).toContain(
      'late_payment_refunded',
    );
    await t.db.update(activities).set({ totalSeats: null }).where(eq(activities.id, p.hill.id));
  });

  it('refuses a webhook with a bad signature or outside the 5-minute tolerance', async () => {
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    const res = await deliver(
      'charge.refunded',
      { id: 'ch_x', object: 'charge', payment_intent: 'pi_x' },
      { timestamp: old },
    );
    expect(res.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_URL,
      payload: JSON.stringify({ id: 'evt_forged', type: 'charge.refunded', data: { object: {} } }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
    });
    expect(forged.statusCode).toBe(400);
  });
});
