import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPlanInstalments, paymentPlans } from '../../../src/db/schema/payment-plans.js';
import { chargeDueInstalments } from '../../../src/modules/payments/plans/use-cases/charge-due-instalments.js';
import type { TestApp } from '../../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../../auth/helpers.js';
import { CHECKOUT_URL, makeApprovedItinerary } from '../checkout/helpers.js';
import {
  type TestProviders,
  deliverStripeWebhook,
  stripeEvent,
  stripeEventIds,
  startStripeTestApp,
  stopStripeTestApp,
} from '../../stripe-test-setup.js';
import { FakeStripePayNow } from './fake-stripe-pay-now.js';
import { ledgerOf, payNowUrl, planRows, setNow } from './helpers.js';

// 'Pay now' of a Stripe plan (decision 0071), against a fake Stripe API in Stripe's shapes: a
// failed instalment is paid on a Stripe Checkout page (a new card, 3-D Secure there), whose
// signed checkout.session.completed settles it once; an expired page leaves it failed for the
// job, which never charges while a page could still be paid.

const WEBHOOK_SECRET = 'whsec_test_pay_now';
const APP_URL = 'http://camp.test';

type Family = Awaited<ReturnType<typeof makeApprovedItinerary>>;

describe("Stripe plans' Pay now through Stripe Checkout (fake Stripe API)", () => {
  const fake = new FakeStripePayNow();
  let t: TestApp;
  let p: TestProviders;
  const nextEventId = stripeEventIds('evt_pay_now_');
  // Four plans whose first instalment was declined by the job: a, b, c, d.
  const fams: Record<'a' | 'b' | 'c' | 'd', { fam: Family; checkoutToken: string }> = {} as never;

  // Events are built apart from their delivery: some tests send the same payload twice.
  const event = (type: string, object: unknown, id = nextEventId()) =>
    JSON.stringify(stripeEvent(type, object, { id }));

  const deliver = (payload: string, secret = WEBHOOK_SECRET) =>
    deliverStripeWebhook(t, payload, { secret });

  /** A plan whose deposit was paid with `card` (the job's charges on it are declined). */
  async function depositPaid(card: string) {
    fake.savedMethod = card;
    fake.declining.add(card);
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const res = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id, plan: 'instalments' },
      { token: fam.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const session = fake.sessions.get(id)!;
    const done = await deliver(
      event('checkout.session.completed', {
        ...session,
        payment_intent: `pi_${id}`,
        payment_status: 'paid',
        status: 'complete',
      }),
    );
    expect(done.statusCode, done.body).toBe(200);
    return { fam, checkoutToken: String(session.client_reference_id) };
  }

  beforeAll(async () => {
    ({ t, p } = await startStripeTestApp(fake, WEBHOOK_SECRET, {
      env: { APP_URL },
      now: '2026-11-25T12:00:00Z',
    }));
    fams.a = await depositPaid('pm_card_a_declines');
    fams.b = await depositPaid('pm_card_b_declines');
    fams.c = await depositPaid('pm_card_c_declines');
    fams.d = await depositPaid('pm_card_d_declines');
    const { instalments } = await planRows(t, fams.a.fam.itinerary.id);
    setNow(t, `${instalments[1]!.dueDate}T02:00:00Z`);
    await chargeDueInstalments(t.ctx);
    for (const f of Object.values(fams))
      expect((await planRows(t, f.fam.itinerary.id)).instalments[1]).toMatchObject({
        status: 'failed',
        attempts: 1,
      });
  }, 90_000);
  afterAll(() => stopStripeTestApp(t, fake));

  it('opens one Checkout Session for the instalment and settles it once when Stripe says it is paid', async () => {
    const { fam, checkoutToken } = fams.a;
    const { token } = await signIn(t, 'Parent', fam.parent);
    const { plan, instalments } = await planRows(t, fam.itinerary.id);
    const failed = instalments[1]!;
    const from = fake.requests.length;
    const res = await call(t, 'POST', payNowUrl(plan!.id, failed.id), {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_paynow_/);

    const created = fake.requests.slice(from).filter((r) => r.path === '/v1/checkout/sessions');
    expect(created).toHaveLength(1);
    expect(created[0]!.headers['idempotency-key']).toBe(`camp-instalment-${failed.id}-pay-now-1`);
    expect(created[0]!.form).toMatchObject({
      mode: 'payment',
      customer: plan!.customerId!,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(failed.amountCents),
      'line_items[0][price_data][product_data][name]': 'Instalment 1 of 3: Hill Week, Lake Week',
      'payment_intent_data[setup_future_usage]': 'off_session',
      'payment_intent_data[transfer_group]': checkoutToken,
      'payment_intent_data[metadata][plan_instalment_id]': String(failed.id),
      'metadata[kind]': 'plan_instalment',
      'metadata[payment_plan_id]': String(plan!.id),
      'metadata[plan_instalment_id]': String(failed.id),
      success_url: `${APP_URL}/profile/payment/${fam.itinerary.id}?instalment=paid`,
      cancel_url: `${APP_URL}/profile/payment/${fam.itinerary.id}`,
    });
    expect(created[0]!.form['line_items[1][price_data][unit_amount]']).toBeUndefined();
    expect(Number(created[0]!.form.expires_at)).toBeGreaterThanOrEqual(
      Math.floor(t.ctx.now().getTime() / 1000) + 30 * 60,
    );

    // A second click while the page is open answers the same page; Stripe is not asked again.
    const again = await call(t, 'POST', payNowUrl(plan!.id, failed.id), {}, { token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ url });
    expect(
      fake.requests.slice(from).filter((r) => r.path === '/v1/checkout/sessions'),
    ).toHaveLength(1);

    // The job never charges it while the page can be paid, even when its retry is due.
    await t.db
      .update(paymentPlanInstalments)
      .set({ nextAttemptAt: t.ctx.now() })
      .where(eq(paymentPlanInstalments.id, failed.id));
    const beforeJob = fake.requests.length;
    await chargeDueInstalments(t.ctx);
    expect(fake.requests.slice(beforeJob).filter((r) => r.path === '/v1/payment_intents')).toEqual(
      [],
    );
    expect((await planRows(t, fam.itinerary.id)).instalments[1]!.status).toBe('failed');

    // The parent paid with a new card (after 3-D Secure, on Stripe's page).
    const sessionId = /cs_test_paynow_\d+/.exec(url)![0];
    fake.intentCards.set('pi_pay_now_a', {
      id: 'pm_new_mastercard',
      brand: 'mastercard',
      last4: '4444',
    });
    const paidEvent = event('checkout.session.completed', fake.paid(sessionId, 'pi_pay_now_a'));
    const beforeHook = fake.requests.length;
    const done = await deliver(paidEvent);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ received: true, duplicate: false });

    const after = await planRows(t, fam.itinerary.id);
    expect(after.instalments[1]).toMatchObject({
      status: 'paid',
      providerPaymentId: 'pi_pay_now_a',
      payNowUrl: null,
      payNowExpiresAt: null,
    });
    expect(after.plan).toMatchObject({
      status: 'active',
      paymentMethodId: 'pm_new_mastercard',
      cardBrand: 'mastercard',
      cardLast4: '4444',
    });
    // Booked per activity with the 10% rule and this charge's fee (its balance transaction: 269).
    const ledger = await ledgerOf(t, failed.id);
    expect(ledger).toHaveLength(2);
    expect(ledger.reduce((s, e) => s + e.grossCents, 0)).toBe(failed.amountCents);
    expect(ledger.reduce((s, e) => s + e.paymentProviderFeeCents, 0)).toBe(269);
    for (const e of ledger) expect(e.platformFeeCents).toBe(Math.round(e.grossCents / 10));
    // One transfer per provider of its net, in the plan's transfer group.
    const moved = fake.requests.slice(beforeHook).filter((r) => r.path === '/v1/transfers');
    expect(moved.map((r) => r.headers['idempotency-key']).sort()).toEqual(
      [p.pineDirector.id, p.oakDirector.id]
        .map((d) => `camp-transfer-${checkoutToken}-i1-${d}`)
        .sort(),
    );
    for (const r of moved) {
      expect(r.form.transfer_group).toBe(checkoutToken);
      expect(r.form.source_transaction).toBe('ch_for_pi_pay_now_a');
      const transfer = fake.transfers.get(String(r.headers['idempotency-key']))!;
      const own = ledger.filter((e) => e.transferId === transfer.id);
      expect(own).toHaveLength(1);
      expect(own[0]!.netCents).toBe(Number(r.form.amount));
    }
    expect(
      (await outboxFor(t, fam.parent.email)).filter(
        (m) => m.template === 'payment_plan_instalment_paid',
      ),
    ).toHaveLength(1);

    // Stripe delivers the event again, and then another event of the same session: nothing changes.
    const replay = await deliver(paidEvent);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const second = await deliver(
      event('checkout.session.completed', { ...fake.sessions.get(sessionId)! }),
    );
    expect(second.json()).toEqual({ received: true, duplicate: false });
    expect(await ledgerOf(t, failed.id)).toHaveLength(2);
    expect(fake.requests.filter((r) => r.path === '/v1/transfers').length).toBe(
      fake.requests.slice(0, beforeHook).filter((r) => r.path === '/v1/transfers').length + 2,
    );
    expect(
      (await outboxFor(t, fam.parent.email)).filter(
        (m) => m.template === 'payment_plan_instalment_paid',
      ),
    ).toHaveLength(1);
    // A forged signature is refused and changes nothing.
    const forged = await deliver(
      event('checkout.session.completed', fake.paid(sessionId, 'pi_pay_now_a')),
      'whsec_not_ours',
    );
    expect(forged.statusCode).toBe(400);
  });

  it('lets only the plan’s parent pay, and only a failed instalment', async () => {
    const { fam } = fams.a;
    const { token } = await signIn(t, 'Parent', fam.parent);
    const { plan, instalments } = await planRows(t, fam.itinerary.id);
    const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
    const specialist = await makeUser(t, { role: 'Specialist' });
    const from = fake.requests.length;
    const url = payNowUrl(plan!.id, instalments[2]!.id);
    expect((await call(t, 'POST', url, {})).statusCode).toBe(401);
    for (const [role, user] of [
      ['CampDirector', director],
      ['Specialist', specialist],
    ] as const) {
      const session = await signIn(t, role, user);
      expect((await call(t, 'POST', url, {}, { token: session.token })).statusCode).toBe(403);
    }
    // Another family's plan reads as missing, even its failed instalment.
    const b = await planRows(t, fams.b.fam.itinerary.id);
    const foreign = await call(
      t,
      'POST',
      payNowUrl(b.plan!.id, b.instalments[1]!.id),
      {},
      { token },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errors: { _base: ['Payment plan not found'] } });
    // An instalment of another plan under this plan's id.
    expect(
      (await call(t, 'POST', payNowUrl(plan!.id, b.instalments[1]!.id), {}, { token })).statusCode,
    ).toBe(404);
    // Scheduled (not due) and paid instalments are not waiting for a payment.
    for (const i of [instalments[2]!, instalments[1]!]) {
      const res = await call(t, 'POST', payNowUrl(plan!.id, i.id), {}, { token });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errors: { _base: ['This instalment is not waiting for a payment.'] },
      });
    }
    expect(fake.requests.slice(from)).toEqual([]);
    expect((await planRows(t, fams.b.fam.itinerary.id)).instalments[1]!.payNowExpiresAt).toBeNull();
  });

  it('leaves an expired page’s instalment failed; the job charges it once no page can be paid', async () => {
    const { fam, checkoutToken } = fams.b;
    const { token } = await signIn(t, 'Parent', fam.parent);
    const { plan, instalments } = await planRows(t, fam.itinerary.id);
    const failed = instalments[1]!;
    const first = await call(t, 'POST', payNowUrl(plan!.id, failed.id), {}, { token });
    expect(first.statusCode, first.body).toBe(200);
    const firstId = /cs_test_paynow_\d+/.exec(first.json<{ url: string }>().url)![0];
    fake.sessions.get(firstId)!.status = 'expired';
    const expired = await deliver(
      event('checkout.session.expired', { ...fake.sessions.get(firstId)! }),
    );
    expect(expired.statusCode, expired.body).toBe(200);
    const left = (await planRows(t, fam.itinerary.id)).instalments[1]!;
    expect(left).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextAttemptAt: failed.nextAttemptAt,
      payNowSessionId: null,
      payNowExpiresAt: null,
    });
    expect(await ledgerOf(t, failed.id)).toEqual([]);
    expect((await planRows(t, fam.itinerary.id)).plan!.paymentMethodId).toBe('pm_card_b_declines');

    // 'Pay now' again opens a new page (the next attempt's key); the parent leaves it open.
    const from = fake.requests.length;
    const second = await call(t, 'POST', payNowUrl(plan!.id, failed.id), {}, { token });
    const secondId = /cs_test_paynow_\d+/.exec(second.json<{ url: string }>().url)![0];
    expect(secondId).not.toBe(firstId);
    expect(
      fake.requests.slice(from).find((r) => r.path === '/v1/checkout/sessions')!.headers[
        'idempotency-key'
      ],
    ).toBe(`camp-instalment-${failed.id}-pay-now-2`);

    // The retry is due, the page has ended: the job makes sure Stripe cannot take it any more,
    // then charges the card off-session once.
    fake.declining.delete('pm_card_b_declines');
    // c's retry is due in this pass too (the next test counts on it). The test clock moves with
    // real time, so c's first attempt, failed a few ms after b's, is due a few ms after b's:
    // the clock is set to the later of the two, not to b's (under load a pass at b's time
    // missed c's).
    const cRetry = (await planRows(t, fams.c.fam.itinerary.id)).instalments[1]!;
    setNow(
      t,
      new Date(
        Math.max(failed.nextAttemptAt!.getTime(), cRetry.nextAttemptAt!.getTime()),
      ).toISOString(),
    );
    const beforeJob = fake.requests.length;
    await chargeDueInstalments(t.ctx);
    const sent = fake.requests.slice(beforeJob);
    const closedAt = sent.findIndex((r) => r.path === `/v1/checkout/sessions/${secondId}/expire`);
    const chargedAt = sent.findIndex(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/payment_intents' &&
        r.form.customer === plan!.customerId,
    );
    expect(closedAt).toBeGreaterThanOrEqual(0);
    expect(chargedAt).toBeGreaterThan(closedAt);
    expect(
      sent.filter(
        (r) =>
          r.method === 'POST' &&
          r.path === '/v1/payment_intents' &&
          r.form.customer === plan!.customerId,
      ),
    ).toHaveLength(1);
    expect(sent[chargedAt]!.headers['idempotency-key']).toBe(`camp-instalment-${failed.id}-2`);
    expect(sent[chargedAt]!.form.transfer_group).toBe(checkoutToken);
    expect((await planRows(t, fam.itinerary.id)).instalments[1]).toMatchObject({
      status: 'paid',
      payNowExpiresAt: null,
    });
    expect(await ledgerOf(t, failed.id)).toHaveLength(2);
  });

  it('makes a defaulted plan active again when its overdue instalment is paid on Stripe’s page', async () => {
    const { fam } = fams.c;
    // c's retries failed too (the last one just above, the third below): the plan defaults.
    const retry = (await planRows(t, fam.itinerary.id)).instalments[1]!;
    expect(retry).toMatchObject({ status: 'failed', attempts: 2 });
    setNow(t, retry.nextAttemptAt!.toISOString());
    await chargeDueInstalments(t.ctx);
    const { plan, instalments } = await planRows(t, fam.itinerary.id);
    expect(plan!.status).toBe('defaulted');
    const overdue = instalments[1]!;
    expect(overdue).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });

    const { token } = await signIn(t, 'Parent', fam.parent);
    const res = await call(t, 'POST', payNowUrl(plan!.id, overdue.id), {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = /cs_test_paynow_\d+/.exec(res.json<{ url: string }>().url)![0];
    fake.intentCards.set('pi_pay_now_c', { id: 'pm_new_amex', brand: 'amex', last4: '8431' });
    const done = await deliver(
      event('checkout.session.completed', fake.paid(sessionId, 'pi_pay_now_c')),
    );
    expect(done.statusCode, done.body).toBe(200);
    const after = await planRows(t, fam.itinerary.id);
    expect(after.plan).toMatchObject({
      status: 'active',
      defaultedAt: null,
      paymentMethodId: 'pm_new_amex',
      cardLast4: '8431',
    });
    expect(after.instalments.map((i) => i.status)).toEqual([
      'paid',
      'paid',
      'scheduled',
      'scheduled',
    ]);
    // The plan's answer shows the new card.
    const listed = await call(
      t,
      'GET',
      `/api/v1/payment/plans?itinerary_id=${fam.itinerary.id}`,
      undefined,
      { token },
    );
    expect(listed.json<{ plans: { provider: string; card: unknown }[] }>().plans[0]).toMatchObject({
      provider: 'stripe',
      card: { brand: 'amex', last4: '8431' },
    });
  });

  it('opens one page however many clicks arrive at once', async () => {
    const { fam } = fams.d;
    const { token } = await signIn(t, 'Parent', fam.parent);
    const { plan, instalments } = await planRows(t, fam.itinerary.id);
    const failed = instalments[1]!;
    expect(failed.status).toBe('failed');
    const from = fake.requests.length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t, 'POST', payNowUrl(plan!.id, failed.id), {}, { token }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const urls = new Set(answers.map((a) => a.json<{ url: string }>().url));
    expect(urls.size).toBe(1);
    // A click that found the attempt without its page repeats Stripe's call with the same key.
    const created = fake.requests.slice(from).filter((r) => r.path === '/v1/checkout/sessions');
    expect(new Set(created.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([`camp-instalment-${failed.id}-pay-now-1`]),
    );
    const row = (await planRows(t, fam.itinerary.id)).instalments[1]!;
    expect(row).toMatchObject({ payNowAttempts: 1, payNowUrl: [...urls][0] });
  });

  it('changes the card of a Stripe plan through a setup-mode Checkout page', async () => {
    const { fam } = fams.b;
    const { token } = await signIn(t, 'Parent', fam.parent);
    const { plan } = await planRows(t, fam.itinerary.id);
    const url = `/api/v1/payment/plans/${plan!.id}/card`;
    const from = fake.requests.length;
    const res = await call(t, 'POST', url, {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = /cs_test_paynow_\d+/.exec(res.json<{ url: string }>().url)![0];
    const [created] = fake.requests.slice(from);
    expect(created!.path).toBe('/v1/checkout/sessions');
    expect(created!.form).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      customer: plan!.customerId!,
      'setup_intent_data[metadata][payment_plan_id]': String(plan!.id),
      'metadata[kind]': 'plan_card',
      'metadata[payment_plan_id]': String(plan!.id),
      success_url: `${APP_URL}/profile/payment/${fam.itinerary.id}?card=saved`,
      cancel_url: `${APP_URL}/profile/payment/${fam.itinerary.id}`,
    });
    expect(created!.form['line_items[0][price_data][unit_amount]']).toBeUndefined();

    // An expired page changes nothing; a completed one gives the plan its card.
    const expired = await deliver(
      event('checkout.session.expired', { ...fake.sessions.get(sessionId)!, status: 'expired' }),
    );
    expect(expired.statusCode).toBe(200);
    expect((await planRows(t, fam.itinerary.id)).plan!.paymentMethodId).toBe(plan!.paymentMethodId);
    fake.setupCards.set(`seti_for_${sessionId}`, {
      id: 'pm_new_visa',
      brand: 'visa',
      last4: '1881',
    });
    const done = await deliver(event('checkout.session.completed', fake.setUp(sessionId)));
    expect(done.statusCode, done.body).toBe(200);
    expect((await planRows(t, fam.itinerary.id)).plan).toMatchObject({
      paymentMethodId: 'pm_new_visa',
      cardBrand: 'visa',
      cardLast4: '1881',
    });
    // A session of another customer names no plan of ours, even with the plan's id.
    fake.setupCards.set('seti_forged', { id: 'pm_forged', brand: 'visa', last4: '0000' });
    await deliver(
      event('checkout.session.completed', {
        ...fake.sessions.get(sessionId)!,
        customer: 'cus_someone_else',
        setup_intent: 'seti_forged',
      }),
    );
    expect((await planRows(t, fam.itinerary.id)).plan!.paymentMethodId).toBe('pm_new_visa');

    // Only the plan's parent: another family's plan 404, other roles 403, anonymous 401.
    const other = await signIn(t, 'Parent', fams.a.fam.parent);
    const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
    const before = fake.requests.length;
    expect((await call(t, 'POST', url, {}, { token: other.token })).statusCode).toBe(404);
    expect(
      (await call(t, 'POST', url, {}, { token: (await signIn(t, 'CampDirector', director)).token }))
        .statusCode,
    ).toBe(403);
    expect((await call(t, 'POST', url, {})).statusCode).toBe(401);
    expect(fake.requests.slice(before)).toEqual([]);
  });

  it('opens no new page when the last one was paid and its webhook is late', async () => {
    const { fam } = fams.d;
    const { instalments } = await planRows(t, fam.itinerary.id);
    const failed = instalments[1]!;
    // d's page (opened by the clicks above) was paid on Stripe; the webhook has not come yet.
    const sessionId = failed.payNowSessionId!;
    fake.intentCards.set('pi_pay_now_d', { id: 'pm_new_d', brand: 'visa', last4: '5556' });
    const paid = fake.paid(sessionId, 'pi_pay_now_d');
    // An hour and a minute after the page's end: the job may claim the instalment again.
    setNow(t, new Date(failed.payNowExpiresAt!.getTime() + 61 * 60_000).toISOString());
    const { token } = await signIn(t, 'Parent', fam.parent);
    const from = fake.requests.length;
    const res = await call(t, 'POST', payNowUrl(failed.planId, failed.id), {}, { token });
    expect(res.statusCode, res.body).toBe(409);
    expect(fake.requests.slice(from).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/checkout/sessions/${sessionId}`,
    ]);
    // The job, due to retry it, asks Stripe, finds the page paid and charges nothing.
    await t.db
      .update(paymentPlans)
      .set({ status: 'active', defaultedAt: null })
      .where(eq(paymentPlans.id, failed.planId));
    await t.db
      .update(paymentPlanInstalments)
      .set({ nextAttemptAt: t.ctx.now() })
      .where(eq(paymentPlanInstalments.id, failed.id));
    const beforeJob = fake.requests.length;
    expect(await chargeDueInstalments(t.ctx)).toBe(0);
    expect(fake.requests.slice(beforeJob).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/checkout/sessions/${sessionId}`,
    ]);
    expect((await planRows(t, fam.itinerary.id)).instalments[1]).toMatchObject({
      status: 'failed',
      payNowSessionId: sessionId,
    });
    const done = await deliver(event('checkout.session.completed', paid));
    expect(done.statusCode, done.body).toBe(200);
    expect((await planRows(t, fam.itinerary.id)).instalments[1]).toMatchObject({
      status: 'paid',
      providerPaymentId: 'pi_pay_now_d',
    });
    expect(await ledgerOf(t, failed.id)).toHaveLength(2);
  });
});
