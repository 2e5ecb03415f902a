import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS, type SubscriptionResponse } from '@camp/shared/payment';
import { orders } from '../../../src/db/schema/orders.js';
import { packages } from '../../../src/db/schema/packages.js';
import { parentProfiles } from '../../../src/db/schema/parent-profiles.js';
import { paymentEvents } from '../../../src/db/schema/payment-events.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import {
  deliverStripeWebhook,
  stripeEventSender,
  stripeTestEnv,
  unixNow,
} from '../../stripe-test-setup.js';
import { call, outboxFor } from '../../auth/helpers.js';
import { makeAdmin } from '../../director-onboarding/helpers.js';
import {
  CARDS_PATH,
  FakeStripePayments,
  SUBSCRIPTIONS_PATH,
  couponRow,
  makeCoupon,
  makeParent,
  monthLater,
  orderRow,
  ordersOf,
  packageIds,
  subscriptionsOf,
  type Parent,
} from './helpers.js';

type Plans = Awaited<ReturnType<typeof packageIds>>;

const WEBHOOK_SECRET = 'whsec_test_parent_payments';

describe('subscriptions with Stripe (against a fake Stripe API)', () => {
  const fake = new FakeStripePayments();
  let t: TestApp;
  let plans: Plans;

  beforeAll(async () => {
    const base = await fake.start();
    t = await createTestApp(stripeTestEnv(base, WEBHOOK_SECRET));
    plans = await packageIds(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const subscribe = (parent: Parent, body: Record<string, unknown>) =>
    call(t, 'POST', SUBSCRIPTIONS_PATH, body, { token: parent.token });

  /** The requests our client sent since `from`, as method + path. */
  const sentSince = (from: number) => fake.requests.slice(from).map((r) => `${r.method} ${r.path}`);

  /** A Stripe event as Stripe delivers it, signed with the endpoint's secret. */
  const deliver = stripeEventSender(() => t, { secret: WEBHOOK_SECRET, idPrefix: 'evt_' });

  /** Stripe's invoice object (API 2026: the subscription is under parent.subscription_details). */
  function invoice(
    id: string,
    subscription: string,
    over: { billing_reason: string; amount: number; start: number; end: number; paid: boolean },
  ) {
    return {
      id,
      object: 'invoice',
      customer: 'cus_x',
      currency: 'usd',
      billing_reason: over.billing_reason,
      status: over.paid ? 'paid' : 'open',
      amount_due: over.amount,
      amount_paid: over.paid ? over.amount : 0,
      amount_remaining: over.paid ? 0 : over.amount,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription, metadata: {} },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: `il_${id}`,
            object: 'line_item',
            amount: over.amount,
            currency: 'usd',
            period: { start: over.start, end: over.end },
          },
        ],
        has_more: false,
      },
      status_transitions: { paid_at: over.paid ? unixNow() : null, finalized_at: unixNow() },
      total_discount_amounts: [],
      livemode: false,
      created: unixNow(),
    };
  }

  /** A parent subscribed to monthly through Stripe. */
  async function monthlyParent(name: string) {
    const p = await makeParent(t, name);
    const res = await subscribe(p, {
      package_id: plans.monthly.id,
      payment_method_id: fake.newMethod(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [sub] = await subscriptionsOf(t, p.id);
    return { ...p, body: res.json<SubscriptionResponse>(), sub: sub! };
  }

  it('has no local card form with Stripe keys (404)', async () => {
    const p = await makeParent(t);
    const res = await call(
      t,
      'POST',
      CARDS_PATH,
      { number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2034, cvc: '123' },
      { token: p.token },
    );
    expect(res.statusCode).toBe(404);
  });

  it('monthly: a Customer once, the Element’s PaymentMethod attached, a Price made once, a Subscription', async () => {
    const p = await makeParent(t, 'Stella Stripe');
    const pm = fake.newMethod();
    const from = fake.requests.length;
    const res = await subscribe(p, { package_id: plans.monthly.id, payment_method_id: pm });
    expect(res.statusCode, res.body).toBe(201);
    expect(sentSince(from)).toEqual([
      'POST /v1/customers',
      `GET /v1/payment_methods/${pm}`,
      `POST /v1/payment_methods/${pm}/attach`,
      'POST /v1/prices',
      'POST /v1/subscriptions',
    ]);
    const [customer, , attach, price, subscription] = fake.requests.slice(from);
    expect(customer!.headers.authorization).toBe('Bearer sk_test_camp');
    expect(customer!.headers['idempotency-key']).toBe(`camp-customer-${p.id}`);
    expect(customer!.form).toMatchObject({ email: p.email, 'metadata[user_id]': String(p.id) });
    const [profile] = await t.db
      .select()
      .from(parentProfiles)
      .where(eq(parentProfiles.userId, p.id));
    expect(profile!.stripeCustomerId).toMatch(/^cus_fake\d+$/);
    expect(attach!.form).toEqual({ customer: profile!.stripeCustomerId });
    expect(price!.form).toMatchObject({
      currency: 'usd',
      unit_amount: '1200',
      'recurring[interval]': 'month',
    });
    expect(price!.headers['idempotency-key']).toBe(`camp-price-${plans.monthly.id}-1200`);
    const [pkg] = await t.db.select().from(packages).where(eq(packages.name, 'monthly'));
    expect(pkg!.stripePriceId).toMatch(/^price_fake\d+$/);
    const body = res.json<SubscriptionResponse>();
    expect(subscription!.form).toMatchObject({
      customer: profile!.stripeCustomerId,
      'items[0][price]': pkg!.stripePriceId,
      default_payment_method: pm,
      payment_behavior: 'error_if_incomplete',
      'metadata[order_id]': String(body.order.id),
      'metadata[user_id]': String(p.id),
    });
    expect(subscription!.form.trial_end).toBeUndefined();
    expect(subscription!.headers['idempotency-key']).toBe(
      `camp-order-${(await orderRow(t, body.order.id)).idempotencyKey}-subscription`,
    );

    expect(body.order).toMatchObject({ status: 'paid', amount: 12, package: 'monthly' });
    expect(body.subscription).toMatchObject({
      package: 'monthly',
      status: 'active',
      trial_ends_at: null,
    });
    expect(body.session).toMatchObject({
      premium: true,
      package_type: 'Premium',
      order_status: 'paid',
    });
    const [sub] = await subscriptionsOf(t, p.id);
    expect(sub).toMatchObject({
      provider: 'stripe',
      providerSubscriptionId: expect.stringMatching(/^sub_fake\d+$/),
      paymentMethodId: pm,
    });
    const [order] = await ordersOf(t, p.id);
    expect(order).toMatchObject({
      provider: 'stripe',
      providerPaymentId: expect.stringMatching(/^in_fake/),
    });
    expect((await outboxFor(t, p.email)).map((m) => m.template)).toEqual(['payment_receipt']);

    // The next parent gets a customer of their own and the stored Price.
    const q = await makeParent(t);
    const next = fake.requests.length;
    expect(
      (await subscribe(q, { package_id: plans.monthly.id, payment_method_id: fake.newMethod() }))
        .statusCode,
    ).toBe(201);
    expect(sentSince(next)).not.toContain('POST /v1/prices');
    expect(sentSince(next)).toContain('POST /v1/customers');
  });

  it('one_time: a confirmed PaymentIntent for the amount, keyed by the order', async () => {
    const p = await makeParent(t);
    const pm = fake.newMethod();
    const from = fake.requests.length;
    const res = await subscribe(p, { package_id: plans.one_time.id, payment_method_id: pm });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<SubscriptionResponse>();
    const intent = fake.requests.slice(from).find((r) => r.path === '/v1/payment_intents')!;
    expect(intent.form).toMatchObject({
      amount: '3600',
      currency: 'usd',
      payment_method: pm,
      confirm: 'true',
      error_on_requires_action: 'true',
      'metadata[order_id]': String(body.order.id),
    });
    expect(intent.headers['idempotency-key']).toBe(
      `camp-order-${(await orderRow(t, body.order.id)).idempotencyKey}-charge`,
    );
    expect(body).toMatchObject({ order: { status: 'paid', amount: 36 }, subscription: null });
    const [order] = await ordersOf(t, p.id);
    expect(order!.providerPaymentId).toMatch(/^pi_fake\d+$/);
  });

  it('MYTRIAL: a trial until one month later, no charge, the redemption counted', async () => {
    const p = await makeParent(t);
    const before = (await couponRow(t, 'MYTRIAL')).redemptionsCount;
    const from = fake.requests.length;
    const res = await subscribe(p, {
      package_id: plans.monthly.id,
      payment_method_id: fake.newMethod(),
      promocode: 'MYTRIAL',
    });
    expect(res.statusCode, res.body).toBe(201);
    const create = fake.requests.slice(from).find((r) => r.path === '/v1/subscriptions')!;
    const trialEnd = Number(create.form.trial_end);
    expect(Math.abs(trialEnd - monthLater(unixNow()))).toBeLessThan(120);
    expect(create.form['discounts[0][coupon]']).toBeUndefined();
    const body = res.json<SubscriptionResponse>();
    expect(body.order).toMatchObject({ status: 'paid', amount: 0, discount: 12 });
    expect(body.subscription).toMatchObject({
      status: 'trialing',
      trial_ends_at: new Date(trialEnd * 1000).toISOString(),
    });
    expect((await couponRow(t, 'MYTRIAL')).redemptionsCount).toBe(before + 1);
  });

  it('a percent coupon becomes a once-only Stripe coupon, reused by the next parent', async () => {
    await makeCoupon(t, { code: 'STRIPE10', discountType: 'percent', amount: 10 });
    for (const name of ['Cora One', 'Cora Two']) {
      const p = await makeParent(t, name);
      const from = fake.requests.length;
      const res = await subscribe(p, {
        package_id: plans.annually.id,
        payment_method_id: fake.newMethod(),
        promocode: 'stripe10',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<SubscriptionResponse>().order).toMatchObject({ amount: 89.1, discount: 9.9 });
      const sent = fake.requests.slice(from);
      expect(sent.find((r) => r.path === '/v1/coupons')!.form).toEqual({
        id: 'camp_STRIPE10_percent_10',
        name: 'STRIPE10',
        duration: 'once',
        percent_off: '10',
      });
      expect(sent.find((r) => r.path === '/v1/subscriptions')!.form['discounts[0][coupon]']).toBe(
        'camp_STRIPE10_percent_10',
      );
    }
    expect((await couponRow(t, 'STRIPE10')).redemptionsCount).toBe(2);
  });

  it('a declined card: 402 with Stripe’s message, the order payment_failed, nothing else', async () => {
    const p = await makeParent(t);
    const res = await subscribe(p, {
      package_id: plans.monthly.id,
      payment_method_id: fake.newMethod(true),
      promocode: 'STRIPE10',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json<{ _base: string[] }>()._base).toEqual([
      'Payment failed. Your card was declined.',
    ]);
    expect((await ordersOf(t, p.id)).map((o) => o.status)).toEqual(['payment_failed']);
    expect(await subscriptionsOf(t, p.id)).toEqual([]);
    expect((await couponRow(t, 'STRIPE10')).redemptionsCount).toBe(2);
    expect(await outboxFor(t, p.email)).toEqual([]);
    // 4000 0000 0000 0341 as a PaymentMethod: attaches, then the charge is refused.
    const q = await makeParent(t);
    const refused = await subscribe(q, {
      package_id: plans.one_time.id,
      payment_method_id: 'pm_card_chargeCustomerFail',
    });
    expect(refused.statusCode).toBe(402);
  });

  it("another customer's PaymentMethod, an unknown one or a local id is not found", async () => {
    const owner = await makeParent(t);
    const pm = fake.newMethod();
    expect(
      (await subscribe(owner, { package_id: plans.one_time.id, payment_method_id: pm })).statusCode,
    ).toBe(201);
    const other = await makeParent(t);
    for (const id of [pm, 'pm_does_not_exist', 'pm_local_abc', 'card_123']) {
      const res = await subscribe(other, { package_id: plans.one_time.id, payment_method_id: id });
      expect(res.statusCode, id).toBe(404);
    }
    expect(await ordersOf(t, other.id)).toEqual([]);
  });

  it('answers 502 when Stripe fails, and opens no order before the card is known', async () => {
    const p = await makeParent(t);
    fake.failNext = true;
    const res = await subscribe(p, {
      package_id: plans.monthly.id,
      payment_method_id: fake.newMethod(),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json<{ _base: string[] }>()._base).toEqual([
      'We could not reach the payment provider. Please try again in a moment.',
    ]);
    expect(await ordersOf(t, p.id)).toEqual([]);
  });

  describe('webhooks', () => {
    it('invoice.paid for a renewal: a paid order, the new period, a receipt; a replay changes nothing', async () => {
      const p = await monthlyParent('Wendy Webhook');
      const start = monthLater(unixNow());
      const end = monthLater(start);
      const event = invoice('in_renew_1', p.sub.providerSubscriptionId!, {
        billing_reason: 'subscription_cycle',
        amount: 1200,
        start,
        end,
        paid: true,
      });
      const res = await deliver('invoice.paid', event, { id: 'evt_renew_1' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: false });
      const after = await ordersOf(t, p.id);
      expect(after.map((o) => [o.status, o.amountCents, o.providerPaymentId])).toEqual([
        ['paid', 1200, 'in_renew_1'],
        ['paid', 1200, expect.stringMatching(/^in_fake/)],
      ]);
      const [sub] = await subscriptionsOf(t, p.id);
      expect(sub).toMatchObject({
        status: 'active',
        currentPeriodStart: new Date(start * 1000),
        currentPeriodEnd: new Date(end * 1000),
      });
      expect((await outboxFor(t, p.email)).map((m) => m.template)).toEqual([
        'payment_receipt',
        'payment_receipt',
      ]);

      const replay = await deliver('invoice.paid', event, { id: 'evt_renew_1' });
      expect(replay.json()).toEqual({ received: true, duplicate: true });
      expect(await ordersOf(t, p.id)).toHaveLength(2);
      expect(await outboxFor(t, p.email)).toHaveLength(2);
      const recorded = await t.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, 'evt_renew_1'));
      expect(recorded).toHaveLength(1);
    });

    it('invoice.payment_failed: one failed order and one mail per invoice, past due; a later payment settles it', async () => {
      const p = await monthlyParent('Fay Failed');
      const start = monthLater(unixNow());
      const failed = invoice('in_fail_1', p.sub.providerSubscriptionId!, {
        billing_reason: 'subscription_cycle',
        amount: 1200,
        start,
        end: monthLater(start),
        paid: false,
      });
      expect((await deliver('invoice.payment_failed', failed)).statusCode).toBe(200);
      // Stripe retries the invoice: another event, the same invoice.
      expect((await deliver('invoice.payment_failed', failed)).statusCode).toBe(200);
      expect((await ordersOf(t, p.id)).map((o) => o.status)).toEqual(['payment_failed', 'paid']);
      expect((await subscriptionsOf(t, p.id))[0]!.status).toBe('past_due');
      const mails = await outboxFor(t, p.email);
      expect(mails.map((m) => m.template)).toEqual(['payment_failed', 'payment_receipt']);
      expect(mails[0]!.text).toContain('Your card was declined.');

      const paid = { ...failed, status: 'paid', amount_paid: 1200, amount_remaining: 0 };
      expect((await deliver('invoice.paid', paid)).statusCode).toBe(200);
      expect((await ordersOf(t, p.id)).map((o) => o.status)).toEqual(['paid', 'paid']);
      expect((await subscriptionsOf(t, p.id))[0]!.status).toBe('active');
    });

    it('the first invoice does not add an order or a mail (the request settled it)', async () => {
      const p = await monthlyParent('Iris Initial');
      const [order] = await ordersOf(t, p.id);
      const first = invoice(order!.providerPaymentId!, p.sub.providerSubscriptionId!, {
        billing_reason: 'subscription_create',
        amount: 1200,
        start: unixNow(),
        end: monthLater(unixNow()),
        paid: true,
      });
      expect((await deliver('invoice.paid', first)).statusCode).toBe(200);
      expect(await ordersOf(t, p.id)).toHaveLength(1);
      expect(await outboxFor(t, p.email)).toHaveLength(1);
    });

    it('customer.subscription.updated and deleted follow Stripe; a late update does not revive a canceled plan', async () => {
      const p = await monthlyParent('Ursula Update');
      const remoteId = p.sub.providerSubscriptionId!;
      const start = unixNow();
      const update = fake.subscription(remoteId, {
        customer: 'cus_x',
        price: 'price_x',
        status: 'past_due',
        start,
        end: monthLater(start),
        cancel_at_period_end: true,
      });
      expect((await deliver('customer.subscription.updated', update)).statusCode).toBe(200);
      expect((await subscriptionsOf(t, p.id))[0]).toMatchObject({
        status: 'past_due',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(monthLater(start) * 1000),
      });
      const deleted = { ...update, status: 'canceled', canceled_at: start };
      expect((await deliver('customer.subscription.deleted', deleted)).statusCode).toBe(200);
      expect((await subscriptionsOf(t, p.id))[0]).toMatchObject({
        status: 'canceled',
        canceledAt: new Date(start * 1000),
      });
      expect(
        (await deliver('customer.subscription.updated', { ...update, status: 'active' }))
          .statusCode,
      ).toBe(200);
      expect((await subscriptionsOf(t, p.id))[0]!.status).toBe('canceled');
    });

    it('payment_intent events settle a one-time order that was still processing', async () => {
      const p = await makeParent(t);
      const q = await makeParent(t);
      const [pending, other] = await t.db
        .insert(orders)
        .values([
          {
            userId: p.id,
            packageId: plans.one_time.id,
            status: 'pending' as const,
            amountCents: 3600,
            provider: 'stripe' as const,
            providerPaymentId: 'pi_processing_1',
          },
          {
            userId: q.id,
            packageId: plans.one_time.id,
            status: 'pending' as const,
            amountCents: 3600,
            provider: 'stripe' as const,
            providerPaymentId: 'pi_processing_2',
          },
        ])
        .returning();
      const intent = (id: string, status: string, metadata: Record<string, string>) => ({
        id,
        object: 'payment_intent',
        amount: 3600,
        currency: 'usd',
        status,
        metadata,
        last_payment_error:
          status === 'requires_payment_method'
            ? { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }
            : null,
        livemode: false,
      });
      const succeeded = await deliver(
        'payment_intent.succeeded',
        intent('pi_processing_1', 'succeeded', {
          order_id: String(pending!.id),
          user_id: String(p.id),
        }),
      );
      expect(succeeded.statusCode).toBe(200);
      expect((await ordersOf(t, p.id))[0]).toMatchObject({
        status: 'paid',
        paidAt: expect.any(Date),
      });
      expect((await outboxFor(t, p.email)).map((m) => m.template)).toEqual(['payment_receipt']);

      const failed = await deliver(
        'payment_intent.payment_failed',
        intent('pi_processing_2', 'requires_payment_method', {
          order_id: String(other!.id),
          user_id: String(q.id),
        }),
      );
      expect(failed.statusCode).toBe(200);
      expect((await ordersOf(t, q.id))[0]!.status).toBe('payment_failed');
      expect((await outboxFor(t, q.email)).map((m) => m.template)).toEqual(['payment_failed']);

      // A paid order never goes back, and metadata naming another parent's order is ignored.
      await deliver(
        'payment_intent.payment_failed',
        intent('pi_other', 'requires_payment_method', {
          order_id: String(pending!.id),
          user_id: String(q.id),
        }),
      );
      expect((await ordersOf(t, p.id))[0]!.status).toBe('paid');
    });

    it('refuses an event with a bad signature and changes nothing', async () => {
      const p = await monthlyParent('Sid Signature');
      const payload = JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        type: 'customer.subscription.deleted',
        data: {
          object: { id: p.sub.providerSubscriptionId, object: 'subscription', status: 'canceled' },
        },
      });
      const res = await deliverStripeWebhook(t, payload, { secret: 'whsec_wrong' });
      expect(res.statusCode).toBe(400);
      expect((await subscriptionsOf(t, p.id))[0]!.status).toBe('active');
    });
  });
});

describe('an admin’s new package price with Stripe (against a fake Stripe API)', () => {
  const fake = new FakeStripePayments();
  let t: TestApp;
  let plans: Plans;

  beforeAll(async () => {
    const base = await fake.start();
    t = await createTestApp(stripeTestEnv(base, WEBHOOK_SECRET));
    plans = await packageIds(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const subscribe = async (parent: Parent) => {
    const from = fake.requests.length;
    const res = await call(
      t,
      'POST',
      SUBSCRIPTIONS_PATH,
      { package_id: plans.monthly.id, payment_method_id: fake.newMethod() },
      { token: parent.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    return fake.requests.slice(from);
  };
  const storedPrice = async () =>
    (await t.db.select().from(packages).where(eq(packages.id, plans.monthly.id)))[0]!.stripePriceId;

  it('gets a new Stripe Price for the next subscription; a subscription made before keeps its own', async () => {
    const early = await makeParent(t, 'Evan Early');
    const first = await subscribe(early);
    const oldPrice = await storedPrice();
    expect(first.find((r) => r.path === '/v1/prices')!.form).toMatchObject({ unit_amount: '1200' });
    expect(first.find((r) => r.path === '/v1/subscriptions')!.form['items[0][price]']).toBe(
      oldPrice,
    );

    const admin = await makeAdmin(t);
    const changed = await call(
      t,
      'PUT',
      `/api/v1/admins/packages/${plans.monthly.id}/price`,
      { price: '15' },
      { token: admin.token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    // Nothing is sent to Stripe for the subscriptions already made.
    const sent = fake.requests.length;

    const late = await makeParent(t, 'Lou Late');
    const next = await subscribe(late);
    expect(fake.requests.slice(sent, sent + next.length)).toEqual(next);
    const newPrice = await storedPrice();
    expect(newPrice).toMatch(/^price_fake\d+$/);
    expect(newPrice).not.toBe(oldPrice);
    const made = next.find((r) => r.path === '/v1/prices')!;
    expect(made.form).toMatchObject({ unit_amount: '1500', currency: 'usd' });
    expect(made.headers['idempotency-key']).toBe(`camp-price-${plans.monthly.id}-1500`);
    expect(next.find((r) => r.path === '/v1/subscriptions')!.form['items[0][price]']).toBe(
      newPrice,
    );
    expect(next.some((r) => r.path.startsWith('/v1/subscriptions/'))).toBe(false);

    expect((await subscriptionsOf(t, early.id))[0]!.priceCents).toBe(1200);
    expect((await subscriptionsOf(t, late.id))[0]!.priceCents).toBe(1500);
    expect((await ordersOf(t, late.id)).map((o) => o.amountCents)).toEqual([1500]);
  });
});
