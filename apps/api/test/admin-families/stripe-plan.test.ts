import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyDetails } from '@camp/shared/admin-families';
import { subscriptions } from '../../src/db/schema/subscriptions.js';
import { orders } from '../../src/db/schema/orders.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { stripeTestEnv } from '../stripe-test-setup.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import {
  FakeStripePayments,
  makeParent,
  packageIds,
  subscriptionsOf,
} from '../payments/subscriptions/helpers.js';

const FAMILIES = '/api/v1/admins/families';
const DAY = 24 * 3600_000;

describe("the operator changes a family's Stripe subscription (against a fake Stripe API)", () => {
  const fake = new FakeStripePayments();
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    const base = await fake.start();
    t = await createTestApp(stripeTestEnv(base, 'whsec_test_admin_families'));
    const admin = await makeUser(t, { role: 'Admin' });
    adminToken = (await signIn(t, 'Admin', admin)).token;
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  /** A parent paying monthly through Stripe (as a finished Stripe checkout leaves it). */
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
        providerPaymentId: `in_${subId}`,
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
    return { parent, plans };
  }

  const change = (id: number, pkg: string) =>
    call(t, 'PUT', `${FAMILIES}/${id}/package`, { package: pkg }, { token: adminToken });

  it('moves the Stripe subscription to the annual price from its next renewal', async () => {
    const { parent, plans } = await stripeSubscriber('sub_family1');
    const from = fake.requests.length;
    const res = await change(parent.id, 'annually');
    expect(res.statusCode, res.body).toBe(200);
    const sent = fake.requests.slice(from);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/prices',
      'GET /v1/subscriptions/sub_family1',
      'POST /v1/subscriptions/sub_family1',
    ]);
    const update = sent[2]!;
    expect(update.form).toMatchObject({
      'items[0][id]': 'si_sub_family1',
      proration_behavior: 'none',
    });
    expect(update.form['items[0][price]']).toMatch(/^price_/);
    expect(res.json<FamilyDetails>().plan.subscription).toMatchObject({
      package: 'annually',
      provider: 'stripe',
      price_cents: plans.annually.price_cents,
    });
  });

  it('ends the plan: Stripe cancels the subscription first, then it is canceled here', async () => {
    const { parent } = await stripeSubscriber('sub_family2');
    const from = fake.requests.length;
    const res = await change(parent.id, 'none');
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests.slice(from).map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /v1/subscriptions/sub_family2',
    ]);
    expect((await subscriptionsOf(t, parent.id))[0]).toMatchObject({ status: 'canceled' });
    expect(res.json<FamilyDetails>().plan.package).toBeNull();
  });

  it('changes nothing when Stripe cannot be reached (502)', async () => {
    const { parent, plans } = await stripeSubscriber('sub_family3');
    fake.failNext = true;
    const res = await change(parent.id, 'none');
    expect(res.statusCode).toBe(502);
    expect((await subscriptionsOf(t, parent.id))[0]).toMatchObject({
      status: 'active',
      packageId: plans.monthly.id,
    });
  });
});
