import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyDetails } from '@camp/shared/admin-families';
import { orders } from '../../../src/db/schema/orders.js';
import { subscriptions } from '../../../src/db/schema/subscriptions.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, outboxFor } from '../../auth/helpers.js';
import { makeAdmin } from '../../director-onboarding/helpers.js';
import {
  SUBSCRIPTIONS_PATH,
  makeParent,
  ordersOf,
  packageIds,
  saveCard,
  subscriptionsOf,
} from '../subscriptions/helpers.js';
import { orderRow, refund, refundsAudited, type RefundAnswer } from './helpers.js';

// An admin's refund of a package order: in full it ends the family's subscription and package at
// once; in part the family keeps both.

const DAY = 24 * 3600_000;

let t: TestApp;
let admin: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
});
afterAll(async () => {
  await t.close();
});

/** A parent paying monthly with the built-in provider: a paid order and its subscription. */
async function monthlySubscriber() {
  const parent = await makeParent(t);
  const plans = await packageIds(t);
  const paid = async (createdAt: Date) => {
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: parent.id,
        packageId: plans.monthly.id,
        status: 'paid',
        amountCents: plans.monthly.price_cents,
        provider: 'local',
        providerPaymentId: `pay_local_${randomBytes(8).toString('hex')}`,
        paidAt: createdAt,
        createdAt,
      })
      .returning();
    return order!;
  };
  const first = await paid(new Date(t.ctx.now().getTime() - 31 * DAY));
  const [sub] = await t.db
    .insert(subscriptions)
    .values({
      userId: parent.id,
      packageId: plans.monthly.id,
      orderId: first.id,
      provider: 'local',
      priceCents: plans.monthly.price_cents,
      paymentMethodId: 'card_local_token',
      currentPeriodStart: t.ctx.now(),
      currentPeriodEnd: new Date(t.ctx.now().getTime() + 30 * DAY),
    })
    .returning();
  return { parent, plans, first, sub: sub!, paid };
}

const planOf = async (parentId: number) => {
  const res = await call(t, 'GET', `/api/v1/admins/families/${parentId}`, undefined, {
    token: admin.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FamilyDetails>().plan;
};

describe('refunding a package order ends the plan only when the refund is full', () => {
  it('a partial refund keeps the subscription; the rest ends it and the package at once', async () => {
    const { parent, first, sub } = await monthlySubscriber();
    const price = first.amountCents;
    expect(price).toBeGreaterThan(1);

    const part = await refund(t, admin.token, 'package', first.id, 1, 'Late start');
    expect(part.statusCode, part.body).toBe(201);
    expect((await subscriptionsOf(t, parent.id))[0]).toMatchObject({
      id: sub.id,
      status: 'active',
      canceledAt: null,
      paymentMethodId: 'card_local_token',
    });
    expect((await orderRow(t, first.id)).endedAt).toBeNull();
    expect((await planOf(parent.id)).package).toBe('monthly');

    const rest = await refund(t, admin.token, 'package', first.id, price - 1, 'Never used');
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<RefundAnswer>().payment).toMatchObject({ status: 'refunded' });
    const [ended] = await subscriptionsOf(t, parent.id);
    expect(ended).toMatchObject({
      id: sub.id,
      status: 'canceled',
      cancelAtPeriodEnd: false,
      paymentMethodId: null,
    });
    expect(ended!.canceledAt).toBeInstanceOf(Date);
    expect((await orderRow(t, first.id)).endedAt).toBeInstanceOf(Date);
    const plan = await planOf(parent.id);
    expect(plan.package).toBeNull();
    expect(plan.subscription).toMatchObject({ status: 'canceled' });

    // The family is told, in the second refund's mail only, that its plan has ended.
    const mails = (await outboxFor(t, parent.email))
      .filter((m) => m.template === 'refund_issued')
      .sort((a, b) => a.id - b.id);
    expect(mails.map((m) => m.text.includes('the plan it paid for has ended'))).toEqual([
      false,
      true,
    ]);

    const audits = await refundsAudited(t, 'orders', first.id);
    expect(audits.map((a) => a.data)).toEqual([
      expect.not.objectContaining({ package_ended: expect.anything() }),
      expect.objectContaining({ ended_subscription_ids: [sub.id], package_ended: true }),
    ]);
  });

  it('a full refund at once ends the plan too', async () => {
    const { parent, first, sub } = await monthlySubscriber();
    const res = await refund(t, admin.token, 'package', first.id, first.amountCents, 'Mistake');
    expect(res.statusCode, res.body).toBe(201);
    expect((await subscriptionsOf(t, parent.id))[0]).toMatchObject({
      id: sub.id,
      status: 'canceled',
    });
    expect((await planOf(parent.id)).package).toBeNull();
  });

  it('a past period refunded in full ends nothing: the newer payment holds the plan', async () => {
    const { parent, first, sub, paid } = await monthlySubscriber();
    const renewal = await paid(t.ctx.now());
    const res = await refund(t, admin.token, 'package', first.id, first.amountCents, 'Goodwill');
    expect(res.statusCode, res.body).toBe(201);
    expect((await subscriptionsOf(t, parent.id))[0]).toMatchObject({
      id: sub.id,
      status: 'active',
    });
    expect((await orderRow(t, renewal.id)).endedAt).toBeNull();
    expect((await planOf(parent.id)).package).toBe('monthly');
    const [mail] = (await outboxFor(t, parent.email)).filter((m) => m.template === 'refund_issued');
    expect(mail!.text).not.toContain('has ended');
    const [audit] = await refundsAudited(t, 'orders', first.id);
    expect(audit!.data).toMatchObject({ ended_subscription_ids: [], package_ended: false });
  });

  it('a family whose package was refunded in full can buy one again, Basic or Premium', async () => {
    const plans = await packageIds(t);
    for (const plan of [plans.one_time, plans.monthly]) {
      const parent = await makeParent(t);
      const card = await saveCard(t, parent);
      const buy = () =>
        call(
          t,
          'POST',
          SUBSCRIPTIONS_PATH,
          { package_id: plan.id, payment_method_id: card },
          { token: parent.token },
        );
      expect((await buy()).statusCode, plan.name).toBe(201);
      const [order] = await ordersOf(t, parent.id);
      const res = await refund(t, admin.token, 'package', order!.id, order!.amountCents, 'Unused');
      expect(res.statusCode, res.body).toBe(201);
      expect((await planOf(parent.id)).package, plan.name).toBeNull();

      const again = await buy();
      expect(again.statusCode, again.body).toBe(201);
      expect((await planOf(parent.id)).package, plan.name).toBe(plan.name);
      expect(await ordersOf(t, parent.id), plan.name).toHaveLength(2);
    }
  });
});
