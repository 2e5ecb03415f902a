import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema/orders.js';
import { subscriptions } from '../../../src/db/schema/subscriptions.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { stripeTestEnv } from '../../stripe-test-setup.js';
import { makeAdmin } from '../../director-onboarding/helpers.js';
import {
  stripeError,
  stripeRefund,
  type FakeStripeReply,
  type FakeStripeRequest,
} from '../../fake-stripe.js';
import {
  FakeStripePayments,
  makeParent,
  packageIds,
  subscriptionsOf,
} from '../subscriptions/helpers.js';
import { orderRow, refund } from './helpers.js';

// A full refund of a Stripe subscriber's package order: the refund, then Stripe cancels the
// subscription, then both are kept here; Stripe refusing the cancellation keeps nothing.

const DAY = 24 * 3600_000;

/** Stripe's payments API with Refunds; `failCancel` refuses the next subscription cancel. */
class FakeStripeWithRefunds extends FakeStripePayments {
  failCancel = false;
  private refundSeq = 0;
  private readonly refunds = new Map<string, Record<string, unknown>>();

  protected override route(request: FakeStripeRequest): FakeStripeReply | null {
    const { method, path, form, headers } = request;
    if (method === 'POST' && path === '/v1/refunds') {
      const key = String(headers['idempotency-key'] ?? '');
      const refund = this.refunds.get(key) ?? stripeRefund(`re_${(this.refundSeq += 1)}`, form);
      this.refunds.set(key, refund);
      return { status: 200, body: refund };
    }
    if (method === 'DELETE' && path.startsWith('/v1/subscriptions/') && this.failCancel) {
      this.failCancel = false;
      return stripeError(400, { type: 'invalid_request_error', message: 'Simulated refusal' });
    }
    return super.route(request);
  }
}

describe('a full refund of a Stripe package order (against a fake Stripe API)', () => {
  const fake = new FakeStripeWithRefunds();
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    const base = await fake.start();
    t = await createTestApp(stripeTestEnv(base, 'whsec_test_package_refund'));
    adminToken = (await makeAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  async function stripeSubscriber(subId: string) {
    const parent = await makeParent(t);
    const plans = await packageIds(t);
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: parent.id,
        packageId: plans.monthly.id,
        status: 'paid',
        amountCents: plans.monthly.price_cents,
        provider: 'stripe',
        providerPaymentId: `pi_${subId}`,
        paidAt: t.ctx.now(),
      })
      .returning();
    await t.db.insert(subscriptions).values({
      userId: parent.id,
      packageId: plans.monthly.id,
      orderId: order!.id,
      provider: 'stripe',
      providerSubscriptionId: subId,
      priceCents: plans.monthly.price_cents,
      paymentMethodId: 'pm_card_visa',
      currentPeriodStart: t.ctx.now(),
      currentPeriodEnd: new Date(t.ctx.now().getTime() + 30 * DAY),
    });
    return { parent, order: order! };
  }

  it('refunds, then cancels the subscription at Stripe, then here', async () => {
    const { parent, order } = await stripeSubscriber('sub_refund1');
    const from = fake.requests.length;
    const res = await refund(t, adminToken, 'package', order.id, order.amountCents, 'Mistake');
    expect(res.statusCode, res.body).toBe(201);
    expect(fake.requests.slice(from).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/refunds',
      'DELETE /v1/subscriptions/sub_refund1',
    ]);
    expect((await subscriptionsOf(t, parent.id))[0]).toMatchObject({ status: 'canceled' });
    expect((await orderRow(t, order.id)).endedAt).toBeInstanceOf(Date);
  });

  it('keeps nothing when Stripe refuses to cancel the subscription (502); a retry completes it', async () => {
    const { parent, order } = await stripeSubscriber('sub_refund2');
    fake.failCancel = true;
    const res = await refund(t, adminToken, 'package', order.id, order.amountCents, 'Mistake');
    expect(res.statusCode).toBe(502);
    expect(await orderRow(t, order.id)).toMatchObject({ refundedCents: 0, endedAt: null });
    expect((await subscriptionsOf(t, parent.id))[0]).toMatchObject({ status: 'active' });
    const from = fake.requests.length;
    const again = await refund(t, adminToken, 'package', order.id, order.amountCents, 'Mistake');
    expect(again.statusCode, again.body).toBe(201);
    // The same refund at Stripe (its idempotency key), then the cancellation.
    expect(fake.requests.slice(from).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/refunds',
      'DELETE /v1/subscriptions/sub_refund2',
    ]);
    expect((await orderRow(t, order.id)).refundedCents).toBe(order.amountCents);
    expect((await subscriptionsOf(t, parent.id))[0]).toMatchObject({ status: 'canceled' });
  });
});
