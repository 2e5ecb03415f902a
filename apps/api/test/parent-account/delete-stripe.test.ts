import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, userRow } from '../auth/helpers.js';
import { stripeTestEnv } from '../stripe-test-setup.js';
import {
  FakeStripePayments,
  SUBSCRIPTIONS_PATH,
  makeParent,
  packageIds,
  subscriptionsOf,
  type Parent,
} from '../payments/subscriptions/helpers.js';

// Deleting an account with a Stripe subscription: Stripe is told first (against a fake Stripe
// API in Stripe's shapes), so a deleted parent is never billed again.

describe('account deletion with a Stripe subscription', () => {
  const fake = new FakeStripePayments();
  let t: TestApp;
  let monthlyId: number;

  beforeAll(async () => {
    const base = await fake.start();
    t = await createTestApp(stripeTestEnv(base, 'whsec_test_parent_account'));
    monthlyId = (await packageIds(t)).monthly.id;
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  async function subscribedParent(): Promise<{ parent: Parent; subscriptionId: string }> {
    const parent = await makeParent(t);
    const res = await call(
      t,
      'POST',
      SUBSCRIPTIONS_PATH,
      { package_id: monthlyId, payment_method_id: fake.newMethod() },
      { token: parent.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [sub] = await subscriptionsOf(t, parent.id);
    expect(sub).toMatchObject({ provider: 'stripe', status: 'active' });
    return { parent, subscriptionId: sub!.providerSubscriptionId! };
  }

  const deleteAccount = (parent: Parent) =>
    call(t, 'DELETE', '/api/v1/parents', undefined, {
      token: parent.token,
      query: { id: String(parent.id) },
    });

  it('cancels the subscription at Stripe, then deletes', async () => {
    const { parent, subscriptionId } = await subscribedParent();
    const from = fake.requests.length;
    const res = await deleteAccount(parent);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests.slice(from).map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /v1/subscriptions/${subscriptionId}`,
    ]);
    expect(await subscriptionsOf(t, parent.id)).toMatchObject([
      { status: 'canceled', paymentMethodId: null },
    ]);
    expect((await userRow(t, parent.id)).deletedAt).not.toBeNull();
  });

  it('deletes nothing when Stripe cannot cancel, and says to try again', async () => {
    const { parent } = await subscribedParent();
    const before = await userRow(t, parent.id);
    fake.failNext = true;
    const res = await deleteAccount(parent);
    expect(res.statusCode).toBe(502);
    expect(res.json().errors._base).toEqual([
      'We could not reach the payment provider. Please try again in a moment.',
    ]);
    expect(await userRow(t, parent.id)).toEqual(before);
    expect(await subscriptionsOf(t, parent.id)).toMatchObject([{ status: 'active' }]);

    const again = await deleteAccount(parent);
    expect(again.statusCode, again.body).toBe(200);
  });
});
