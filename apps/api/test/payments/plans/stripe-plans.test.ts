import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeDueInstalments } from '../../../src/modules/payments/plans/use-cases/charge-due-instalments.js';
import type { TestApp } from '../../test-app.js';
import { call, outboxFor, signIn } from '../../auth/helpers.js';
import { CHECKOUT_URL, makeApprovedItinerary } from '../checkout/helpers.js';
import { CHARGE_FEE } from '../checkout/fake-stripe-checkout.js';
import {
  type TestProviders,
  startStripeTestApp,
  stopStripeTestApp,
  stripeEventSender,
} from '../../stripe-test-setup.js';
import { FakeStripePlans } from './fake-stripe-plans.js';
import { ledgerOf, payNowUrl, planRows, setNow } from './helpers.js';

// Payment plans with Stripe keys, against a fake Stripe API in Stripe's shapes (decision 0065):
// the deposit's Checkout Session saves the card to a customer, each instalment is an
// off-session PaymentIntent on it, then one transfer per provider of that charge's net.

const WEBHOOK_SECRET = 'whsec_test_plans';

describe('payment plans with Stripe (fake Stripe API)', () => {
  const fake = new FakeStripePlans();
  let t: TestApp;
  let p: TestProviders;

  beforeAll(async () => {
    ({ t, p } = await startStripeTestApp(fake, WEBHOOK_SECRET, { now: '2026-11-25T12:00:00Z' }));
  }, 60_000);
  afterAll(() => stopStripeTestApp(t, fake));

  const deliver = stripeEventSender(() => t, { secret: WEBHOOK_SECRET, idPrefix: 'evt_plan_' });

  async function depositPaid() {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const from = fake.requests.length;
    const res = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id, plan: 'instalments' },
      { token: fam.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const sent = fake.requests.slice(from);
    const done = await deliver('checkout.session.completed', {
      ...fake.sessions.get(id)!,
      payment_intent: `pi_${id}`,
      payment_status: 'paid',
      status: 'complete',
    });
    expect(done.statusCode, done.body).toBe(200);
    return { fam, id, sent };
  }

  it('saves the card to a customer with the deposit and charges instalments off-session', async () => {
    const { fam, sent } = await depositPaid();
    const customer = sent.find((r) => r.path === '/v1/customers')!;
    expect(customer.form.email).toBe(fam.parent.email);
    const session = sent.find((r) => r.path === '/v1/checkout/sessions')!;
    const token = session.form.client_reference_id!;
    expect(customer.headers['idempotency-key']).toBe(`camp-plan-customer-${token}`);
    expect(session.form).toMatchObject({
      mode: 'payment',
      customer: 'cus_1',
      'payment_intent_data[setup_future_usage]': 'off_session',
      'line_items[0][price_data][unit_amount]': '14002',
    });
    expect(session.form.customer_email).toBeUndefined();
    expect(session.form['line_items[1][price_data][unit_amount]']).toBeUndefined();

    const { plan, instalments } = await planRows(t, fam.itinerary.id);
    expect(plan).toMatchObject({
      status: 'active',
      provider: 'stripe',
      customerId: 'cus_1',
      paymentMethodId: 'pm_card_visa',
      cardLast4: '4242',
    });
    // The deposit's ledger: Stripe's fee shared, transferred at once.
    const deposit = await ledgerOf(t, instalments[0]!.id);
    expect(deposit.reduce((s, e) => s + e.grossCents, 0)).toBe(14_002);
    expect(deposit.reduce((s, e) => s + e.paymentProviderFeeCents, 0)).toBe(CHARGE_FEE);
    expect(deposit.every((e) => e.status === 'transferred' && e.transferId)).toBe(true);

    setNow(t, '2027-04-08T01:00:00Z');
    const before = fake.requests.length;
    expect(await chargeDueInstalments(t.ctx)).toBe(1);
    const charge = fake.requests.slice(before).find((r) => r.path === '/v1/payment_intents')!;
    expect(charge.form).toMatchObject({
      amount: String(instalments[1]!.amountCents),
      currency: 'usd',
      customer: 'cus_1',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      off_session: 'true',
      transfer_group: token,
      'metadata[plan_instalment_id]': String(instalments[1]!.id),
    });
    expect(charge.headers['idempotency-key']).toBe(`camp-instalment-${instalments[1]!.id}-1`);
    const moved = fake.requests.slice(before).filter((r) => r.path === '/v1/transfers');
    expect(moved.map((r) => r.headers['idempotency-key']).sort()).toEqual(
      [p.pineDirector.id, p.oakDirector.id].map((d) => `camp-transfer-${token}-i1-${d}`).sort(),
    );
    const ledger = await ledgerOf(t, instalments[1]!.id);
    // Each provider's transfer is the net of its ledger rows for this charge.
    for (const r of moved) {
      const transfer = fake.transfers.get(String(r.headers['idempotency-key']))!;
      const own = ledger.filter((e) => e.transferId === transfer.id);
      expect(own).toHaveLength(1);
      expect(own[0]!.netCents).toBe(Number(r.form.amount));
    }
    expect(ledger.reduce((s, e) => s + e.grossCents, 0)).toBe(instalments[1]!.amountCents);
    expect(moved.reduce((s, r) => s + Number(r.form.amount), 0)).toBe(
      ledger.reduce((s, e) => s + e.netCents, 0),
    );
    expect((await planRows(t, fam.itinerary.id)).instalments[1]!.status).toBe('paid');
  });

  it('a declined off-session charge is e-mailed and retried; Pay now opens Stripe Checkout instead of charging', async () => {
    fake.savedMethod = 'pm_card_chargeDeclined';
    const { fam } = await depositPaid();
    const { plan, instalments } = await planRows(t, fam.itinerary.id);
    fake.declining.add('pm_card_chargeDeclined');
    setNow(t, `${instalments[1]!.dueDate}T02:00:00Z`);
    await chargeDueInstalments(t.ctx);
    const failed = (await planRows(t, fam.itinerary.id)).instalments[1]!;
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Your card was declined.',
    });
    expect(
      (await outboxFor(t, fam.parent.email)).filter(
        (m) => m.template === 'payment_plan_instalment_failed',
      ),
    ).toHaveLength(1);

    // The parent pays on Stripe's page (a new card, 3-D Secure): nothing is charged off-session
    // here; stripe-pay-now.test.ts follows the page to its webhook (decision 0071).
    const { token } = await signIn(t, 'Parent', fam.parent);
    const from = fake.requests.length;
    const res = await call(t, 'POST', payNowUrl(plan!.id, failed.id), {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ url: string }>().url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(fake.requests.slice(from).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/checkout/sessions',
    ]);
    expect((await planRows(t, fam.itinerary.id)).instalments[1]!.status).toBe('failed');
    expect(await ledgerOf(t, failed.id)).toEqual([]);
  });
});
