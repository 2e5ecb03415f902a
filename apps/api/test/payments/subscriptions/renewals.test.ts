import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS, type SubscriptionResponse } from '@camp/shared/payment';
import { buildApp } from '../../../src/app.js';
import { runRenewals } from '../../../src/modules/payments/subscriptions/renewals.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, outboxFor, signIn } from '../../auth/helpers.js';
import {
  DAY,
  SUBSCRIPTIONS_PATH,
  makeParent,
  ordersOf,
  packageIds,
  saveCard,
  subscriptionsOf,
  type Parent,
} from './helpers.js';

type Plans = Awaited<ReturnType<typeof packageIds>>;

/** `date` plus months in UTC, clamped to the month's last day (what the job computes). */
function plusMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

describe('renewals of local subscriptions (the scheduled job, with a moved clock)', () => {
  let t: TestApp;
  let plans: Plans;
  beforeAll(async () => {
    t = await createTestApp();
    plans = await packageIds(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function subscribed(
    name: string,
    plan: keyof Plans,
    card: string = TEST_CARDS.succeeds,
    promocode?: string,
  ): Promise<Parent & { body: SubscriptionResponse }> {
    const p = await makeParent(t, name);
    const pm = await saveCard(t, p, card);
    const res = await call(
      t,
      'POST',
      SUBSCRIPTIONS_PATH,
      { package_id: plans[plan].id, payment_method_id: pm, ...(promocode ? { promocode } : {}) },
      { token: p.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    return { ...p, body: res.json<SubscriptionResponse>() };
  }

  it('charges nothing before the period ends', async () => {
    await subscribed('Early Bird', 'monthly');
    expect(await runRenewals(t.ctx)).toEqual({ renewed: 0, failed: 0, canceled: 0 });
  });

  it('renews a due monthly plan once: a paid order, the next month, a receipt', async () => {
    const p = await subscribed('Rita Renew', 'monthly');
    const [before] = await subscriptionsOf(t, p.id);
    t.advance(31 * DAY);
    const report = await runRenewals(t.ctx);
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    expect(report.failed).toBe(0);
    // A second pass right after finds nothing due.
    expect(await runRenewals(t.ctx)).toEqual({ renewed: 0, failed: 0, canceled: 0 });

    const [sub] = await subscriptionsOf(t, p.id);
    expect(sub!.status).toBe('active');
    expect(sub!.currentPeriodStart.getTime()).toBe(before!.currentPeriodEnd.getTime());
    expect(sub!.currentPeriodEnd.getTime()).toBe(plusMonths(before!.currentPeriodEnd, 1).getTime());
    const orders = await ordersOf(t, p.id);
    expect(orders.map((o) => [o.status, o.amountCents])).toEqual([
      ['paid', 1200],
      ['paid', 1200],
    ]);
    expect(orders[0]!.providerPaymentId).toMatch(/^pay_local_/);
    const mails = await outboxFor(t, p.email);
    expect(mails.map((m) => m.template)).toEqual(['payment_receipt', 'payment_receipt']);
    expect(mails[0]!.text).toContain('Amount paid: $12');
    // Tokens last a week: sign in again on the moved clock.
    expect(await signIn(t, 'Parent', p)).toMatchObject({ premium: true, order_status: 'paid' });
  });

  it('a refused renewal (card 0341): payment_failed order, past due, a mail, no retry', async () => {
    const p = await subscribed('Rene Refused', 'monthly', TEST_CARDS.renewalsDeclined);
    expect(p.body.order.status).toBe('paid');
    t.advance(31 * DAY);
    const report = await runRenewals(t.ctx);
    expect(report.failed).toBe(1);

    const [sub] = await subscriptionsOf(t, p.id);
    expect(sub!.status).toBe('past_due');
    expect(sub!.currentPeriodEnd.toISOString()).toBe(p.body.subscription!.current_period_end);
    const orders = await ordersOf(t, p.id);
    expect(orders.map((o) => [o.status, o.amountCents, o.paidAt])).toEqual([
      ['payment_failed', 1200, null],
      ['paid', 1200, expect.any(Date)],
    ]);
    const [mail] = await outboxFor(t, p.email);
    expect(mail!.template).toBe('payment_failed');
    expect(mail!.subject).toBe('Your Camp Concierge payment failed');
    expect(mail!.text).toContain(
      'We could not charge $12 for your Premium, Monthly plan. Your card was declined.',
    );
    expect(mail!.text).toContain('http://localhost:3000/checkout/monthly');
    const session = await signIn(t, 'Parent', p);
    expect(session).toMatchObject({
      premium: false,
      package: 'monthly',
      order_status: 'payment_failed',
    });

    // Not charged again by the job; the parent pays again with another card.
    t.advance(DAY);
    expect((await runRenewals(t.ctx)).failed).toBe(0);
    expect(await ordersOf(t, p.id)).toHaveLength(2);
    const again = { ...p, token: session.token };
    const good = await saveCard(t, again);
    const res = await call(
      t,
      'POST',
      SUBSCRIPTIONS_PATH,
      { package_id: plans.monthly.id, payment_method_id: good },
      { token: again.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    const subs = await subscriptionsOf(t, p.id);
    expect(subs.map((s) => s.status)).toEqual(['active', 'canceled']);
  });

  it('after the MYTRIAL month the plan is charged at full price', async () => {
    const p = await subscribed('Tina Trial', 'monthly', TEST_CARDS.succeeds, 'MYTRIAL');
    expect(p.body.order.amount).toBe(0);
    expect(p.body.subscription!.status).toBe('trialing');
    t.advance(32 * DAY);
    await runRenewals(t.ctx);
    const [sub] = await subscriptionsOf(t, p.id);
    expect(sub!.status).toBe('active');
    expect(sub!.trialEndsAt!.toISOString()).toBe(p.body.subscription!.trial_ends_at);
    const orders = await ordersOf(t, p.id);
    expect(orders.map((o) => [o.status, o.amountCents, o.discountCents])).toEqual([
      ['paid', 1200, 0],
      ['paid', 0, 1200],
    ]);
  });

  it('renews an annual plan a year later at the annual price; after a long outage the period starts now', async () => {
    const p = await subscribed('Anna Annual', 'annually');
    t.advance(2 * 366 * DAY);
    const now = t.ctx.now();
    await runRenewals(t.ctx);
    const orders = await ordersOf(t, p.id);
    // One charge, not one per missed year.
    expect(orders.map((o) => [o.status, o.amountCents])).toEqual([
      ['paid', 9900],
      ['paid', 9900],
    ]);
    const [sub] = await subscriptionsOf(t, p.id);
    expect(Math.abs(sub!.currentPeriodStart.getTime() - now.getTime())).toBeLessThan(60_000);
    expect(sub!.currentPeriodEnd.getTime()).toBe(plusMonths(sub!.currentPeriodStart, 12).getTime());
  });

  it('two job runs at once renew each subscription once', async () => {
    const parents = [
      await subscribed('Con One', 'monthly'),
      await subscribed('Con Two', 'monthly'),
      await subscribed('Con Three', 'monthly'),
    ];
    t.advance(40 * DAY);
    const [a, b] = await Promise.all([runRenewals(t.ctx), runRenewals(t.ctx)]);
    expect(a.renewed + b.renewed).toBeGreaterThanOrEqual(3);
    for (const p of parents) {
      expect((await ordersOf(t, p.id)).map((o) => o.status)).toEqual(['paid', 'paid']);
    }
  });

  it('the server runs the job by itself (its subscription_renewals job)', async () => {
    const p = await subscribed('Sam Server', 'monthly');
    t.advance(45 * DAY);
    // A second instance on the same database, started as server.ts starts it.
    const server = await buildApp({
      config: t.config,
      dbHandle: t.ctx.dbHandle,
      logger: false,
      runJobs: true,
      jobTasks: ['subscription_renewals'],
      context: (ctx) => ({ ...ctx, now: t.ctx.now }),
    });
    try {
      await expect
        .poll(async () => (await ordersOf(t, p.id)).length, { timeout: 10_000, interval: 100 })
        .toBe(2);
    } finally {
      await server.close();
    }
    expect((await ordersOf(t, p.id)).map((o) => o.status)).toEqual(['paid', 'paid']);
  });
});
