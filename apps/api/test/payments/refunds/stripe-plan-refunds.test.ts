import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES as M, splitRefund } from '@camp/shared/refunds';
import { chargeDueInstalments } from '../../../src/modules/payments/plans/use-cases/charge-due-instalments.js';
import type { TestApp } from '../../test-app.js';
import { call, signIn } from '../../auth/helpers.js';
import { CHECKOUT_URL, itineraryActivityRow, makeApprovedItinerary } from '../checkout/helpers.js';
import { makeActivity } from '../../factories.js';
import { ledgerOf as ledgerOfCharge, planRows, setNow } from '../plans/helpers.js';
import {
  type TestProviders,
  startStripeTestApp,
  stopStripeTestApp,
  stripeEventSender,
} from '../../stripe-test-setup.js';
import { FakeStripePlanRefunds } from './fake-stripe-plan-refunds.js';
import { DIRECTOR_URL, PARENT_URL, ledgerOf, refundsOf, requestRow } from './helpers.js';

// A place paid in instalments, cancelled with Stripe keys against a fake Stripe API in Stripe's
// shapes (decision 0070): one Refund per charge (each its own PaymentIntent), newest first, one
// Transfer Reversal per charge's transfer of the provider's share, keys per request and charge;
// a refusal rolls everything back and the retry gets the same refunds; Stripe's webhooks, one
// per PaymentIntent and replayed, change nothing more.

const WEBHOOK_SECRET = 'whsec_test_plan_refunds';

describe('cancelling a place paid in instalments with Stripe (fake Stripe API)', () => {
  const fake = new FakeStripePlanRefunds();
  let t: TestApp;
  let p: TestProviders;

  beforeAll(async () => {
    ({ t, p } = await startStripeTestApp(fake, WEBHOOK_SECRET, { now: '2026-11-25T12:00:00Z' }));
  }, 60_000);
  afterAll(() => stopStripeTestApp(t, fake));

  const deliver = stripeEventSender(() => t, {
    secret: WEBHOOK_SECRET,
    idPrefix: 'evt_plan_refund_',
  });

  /** Stripe's charge.refunded object: the PaymentIntent's charge with its refunds listed. */
  const refundedCharge = (pi: string, amount: number, refunds: Record<string, unknown>[]) => ({
    id: `ch_for_${pi}`,
    object: 'charge',
    amount,
    amount_refunded: refunds.reduce((s, r) => s + Number(r.amount), 0),
    currency: 'usd',
    paid: true,
    refunded: refunds.reduce((s, r) => s + Number(r.amount), 0) === amount,
    payment_intent: pi,
    refunds: {
      object: 'list',
      data: refunds,
      has_more: false,
      url: `/v1/charges/ch_for_${pi}/refunds`,
    },
  });

  it('refunds each charge and reverses each transfer by the provider share; a refusal changes nothing; webhooks change nothing more', async () => {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const res = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id, plan: 'instalments' },
      { token: fam.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const depositPi = `pi_${session}`;
    fake.charged.set(depositPi, 14_002);
    const done = await deliver('checkout.session.completed', {
      ...fake.sessions.get(session)!,
      payment_intent: depositPi,
      payment_status: 'paid',
      status: 'complete',
    });
    expect(done.statusCode, done.body).toBe(200);
    setNow(t, '2027-04-08T01:00:00Z');
    expect(await chargeDueInstalments(t.ctx)).toBe(1);
    const { instalments } = await planRows(t, fam.itinerary.id);
    const [deposit, april] = [instalments[0]!, instalments[1]!];
    const aprilPi = april.providerPaymentId!;
    expect(aprilPi).toMatch(/^pi_plan_/);

    const parentToken = (await signIn(t, 'Parent', fam.parent)).token;
    const pineToken = (await signIn(t, 'CampDirector', p.pineDirector)).token;
    const lake = fam.items[0]!;
    const asked = await call(
      t,
      'POST',
      PARENT_URL,
      { itinerary_activity_id: lake.id, reason: 'We moved' },
      { token: parentToken },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const { id, paid_cents } = asked.json<{
      cancellation_request: { id: number; paid_cents: number };
    }>().cancellation_request;
    expect(paid_cents).toBe(9_002 + 9_001);
    const sales = await ledgerOf(t, lake.id);
    expect(sales.map((s) => [s.planInstalmentId, s.grossCents])).toEqual([
      [deposit.id, 9_002],
      [april.id, 9_001],
    ]);

    // Stripe refuses the deposit's refund (the second one): 502, nothing of ours changes.
    fake.refusing.add(depositPi);
    const from = fake.requests.length;
    const refused = await call(
      t,
      'PUT',
      `${DIRECTOR_URL}/${id}`,
      { decision: 'approve' },
      {
        token: pineToken,
      },
    );
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ errors: { _base: [M.refundFailed] } });
    expect((await requestRow(t, id)).status).toBe('pending');
    expect(await refundsOf(t, id)).toEqual([]);
    expect(await ledgerOf(t, lake.id)).toHaveLength(2);
    expect((await itineraryActivityRow(t, lake.id)).paymentStatus).toBe('paid');
    expect((await planRows(t, fam.itinerary.id)).instalments.map((i) => i.amountCents)).toEqual(
      instalments.map((i) => i.amountCents),
    );

    fake.refusing.delete(depositPi);
    const approved = await call(
      t,
      'PUT',
      `${DIRECTOR_URL}/${id}`,
      { decision: 'approve' },
      {
        token: pineToken,
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      cancellation_request: { status: 'refunded', refund_amount_cents: 18_003 },
    });
    const sent = fake.requests.slice(from);
    const refundCalls = sent.filter((r) => r.path === '/v1/refunds');
    // Newest charge first; April's refund asked twice (before and after the refusal) with one
    // key, so Stripe made it once.
    expect(
      refundCalls.map((r) => [r.form.payment_intent, r.form.amount, r.headers['idempotency-key']]),
    ).toEqual([
      [aprilPi, '9001', `camp-refund-${id}-${april.id}`],
      [depositPi, '9002', `camp-refund-${id}-${deposit.id}`],
      [aprilPi, '9001', `camp-refund-${id}-${april.id}`],
      [depositPi, '9002', `camp-refund-${id}-${deposit.id}`],
    ]);
    expect(
      refundCalls.every((r) => r.form['metadata[cancellation_request_id]'] === String(id)),
    ).toBe(true);
    expect(
      [...fake.refunds.values()].filter(
        (r) =>
          r.metadata &&
          (r.metadata as Record<string, string>).cancellation_request_id === String(id),
      ),
    ).toHaveLength(2);
    // One reversal per charge's transfer to Pine Lake, of the provider's share (the sale's net
    // in full here), keyed per request and charge.
    const reversalCalls = sent.filter((r) => r.path.endsWith('/reversals'));
    const byKey = new Map(reversalCalls.map((r) => [String(r.headers['idempotency-key']), r]));
    expect([...byKey.keys()].sort()).toEqual(
      [`camp-reversal-${id}-${april.id}`, `camp-reversal-${id}-${deposit.id}`].sort(),
    );
    for (const sale of sales) {
      const call = byKey.get(`camp-reversal-${id}-${sale.planInstalmentId}`)!;
      expect(call.path).toBe(`/v1/transfers/${sale.transferId}/reversals`);
      expect(Number(call.form.amount)).toBe(sale.netCents);
    }
    const refunds = await refundsOf(t, id);
    expect(refunds.map((r) => [r.paymentIntentId, r.amountCents])).toEqual([
      [aprilPi, 9_001],
      [depositPi, 9_002],
    ]);
    expect(refunds.every((r) => r.transferReversalId?.startsWith('trr_'))).toBe(true);
    const ledger = await ledgerOf(t, lake.id);
    const reversals = ledger.filter((e) => e.kind === 'reversal');
    expect(reversals).toHaveLength(2);
    for (const r of reversals) {
      const sale = ledger.find((e) => e.id === r.reversesEntryId)!;
      expect([r.grossCents, r.platformFeeCents, r.paymentProviderFeeCents, r.netCents]).toEqual([
        -sale.grossCents,
        -sale.platformFeeCents,
        -sale.paymentProviderFeeCents,
        -sale.netCents,
      ]);
      expect(r.status).toBe('transferred');
      expect(refunds.map((x) => x.transferReversalId)).toContain(r.transferId);
    }
    // The plan collects Hill Week's part only from May on.
    const after = await planRows(t, fam.itinerary.id);
    expect(after.instalments.map((i) => [i.amountCents, i.status])).toEqual([
      [14_002, 'paid'],
      [14_001, 'paid'],
      [5_000, 'scheduled'],
      [5_000, 'scheduled'],
    ]);

    // Stripe's webhooks: one charge.refunded per PaymentIntent, then each again. Nothing moves.
    const refundedAt = (await requestRow(t, id)).refundedAt;
    const refundBodies = [...fake.refunds.values()];
    for (let round = 0; round < 2; round += 1) {
      for (const [pi, amount] of [
        [aprilPi, 14_001],
        [depositPi, 14_002],
      ] as const) {
        const hook = await deliver(
          'charge.refunded',
          refundedCharge(
            pi,
            amount,
            refundBodies.filter((r) => r.payment_intent === pi),
          ),
        );
        expect(hook.statusCode, hook.body).toBe(200);
      }
    }
    expect(await ledgerOf(t, lake.id)).toHaveLength(4);
    expect((await requestRow(t, id)).refundedAt).toEqual(refundedAt);
    expect((await planRows(t, fam.itinerary.id)).instalments.map((i) => i.amountCents)).toEqual([
      14_002, 14_001, 5_000, 5_000,
    ]);
    // transfer.reversed notes Stripe's confirmation on the charge's refund.
    const aprilReversal = [...fake.reversals.values()].find(
      (r) => r.id === refunds[0]!.transferReversalId,
    )!;
    const confirmed = await deliver('transfer.reversed', {
      id: aprilReversal.transfer,
      object: 'transfer',
      amount: 0,
      amount_reversed: aprilReversal.amount,
      reversed: false,
      reversals: { object: 'list', data: [aprilReversal], has_more: false, url: '' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const noted = await refundsOf(t, id);
    expect(noted[0]!.transferReversedAt).not.toBeNull();
    expect(noted[1]!.transferReversedAt).toBeNull();

    // May's charge is Hill Week's $50.00: one transfer, to Oak Hill only.
    setNow(t, '2027-05-08T01:00:00Z');
    const before = fake.requests.length;
    expect(await chargeDueInstalments(t.ctx)).toBe(1);
    const may = fake.requests.slice(before);
    expect(may.find((r) => r.path === '/v1/payment_intents')!.form.amount).toBe('5000');
    const moved = may.filter((r) => r.path === '/v1/transfers');
    expect(moved.map((r) => r.form.destination)).toEqual(['acct_oak']);
    const mayLedger = await ledgerOfCharge(t, after.instalments[2]!.id);
    expect(mayLedger.map((e) => [e.itineraryActivityId, e.grossCents])).toEqual([
      [fam.items[1]!.id, 5_000],
    ]);
  });

  it('a partial refund is spread newest charge first; each reversal is the provider share of its part', async () => {
    // Bought after the first test's clock moved on: an activity starting in September.
    const fall = await makeActivity(t, p.oak.id, {
      name: 'Fall Week',
      priceCents: 20_000,
      feeCents: 0,
      startDate: '2027-09-13',
      endDate: '2027-09-17',
    });
    const fam = await makeApprovedItinerary(t, [fall.id]);
    const res = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id, plan: 'instalments' },
      { token: fam.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const depositPi = `pi_${session}`;
    const done = await deliver('checkout.session.completed', {
      ...fake.sessions.get(session)!,
      payment_intent: depositPi,
      payment_status: 'paid',
      status: 'complete',
    });
    expect(done.statusCode, done.body).toBe(200);
    // Its first instalment charged when due.
    const { instalments } = await planRows(t, fam.itinerary.id);
    setNow(t, `${instalments[1]!.dueDate}T02:00:00Z`);
    await chargeDueInstalments(t.ctx);
    const paid = (await planRows(t, fam.itinerary.id)).instalments;
    expect(paid[1]!.status).toBe('paid');
    const hill = fam.items[0]!;
    const sales = await ledgerOf(t, hill.id);
    const [depositSale, firstSale] = [
      sales.find((s) => s.planInstalmentId === paid[0]!.id)!,
      sales.find((s) => s.planInstalmentId === paid[1]!.id)!,
    ];
    const parentToken = (await signIn(t, 'Parent', fam.parent)).token;
    const oakToken = (await signIn(t, 'CampDirector', p.oakDirector)).token;
    const asked = await call(
      t,
      'POST',
      PARENT_URL,
      { itinerary_activity_id: hill.id, reason: 'Sick' },
      { token: parentToken },
    );
    const id = asked.json<{ cancellation_request: { id: number } }>().cancellation_request.id;
    const refund = firstSale.grossCents + 1_000;
    const from = fake.requests.length;
    const approved = await call(
      t,
      'PUT',
      `${DIRECTOR_URL}/${id}`,
      { decision: 'approve', refund_amount_cents: refund },
      { token: oakToken },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const sent = fake.requests.slice(from);
    expect(
      sent
        .filter((r) => r.path === '/v1/refunds')
        .map((r) => [r.form.payment_intent, r.form.amount]),
    ).toEqual([
      [paid[1]!.providerPaymentId, String(firstSale.grossCents)],
      [depositPi, '1000'],
    ]);
    const reversals = sent.filter((r) => r.path.endsWith('/reversals'));
    expect(reversals.map((r) => [r.path, Number(r.form.amount)])).toEqual([
      [`/v1/transfers/${firstSale.transferId}/reversals`, firstSale.netCents],
      [
        `/v1/transfers/${depositSale.transferId}/reversals`,
        -splitRefund(depositSale, 1_000).netCents,
      ],
    ]);
    const ledger = await ledgerOf(t, hill.id);
    expect(ledger.filter((e) => e.kind === 'reversal').reduce((s, e) => s + e.grossCents, 0)).toBe(
      -refund,
    );
  });
});
