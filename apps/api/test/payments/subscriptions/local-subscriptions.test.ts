import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@camp/shared/auth';
import { TEST_CARDS, type SubscriptionResponse } from '@camp/shared/payment';
import { localPaymentMethods } from '../../../src/db/schema/local-payment-methods.js';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../../auth/helpers.js';
import { verifiedSession } from '../../director-onboarding/helpers.js';
import {
  CARDS_PATH,
  ORDERS_PATH,
  SUBSCRIPTIONS_PATH,
  SUBSCRIPTION_PATH,
  couponRow,
  makeParent,
  ordersOf,
  packageIds,
  redemptionsOf,
  saveCard,
  subscriptionsOf,
  type Parent,
} from './helpers.js';

type Plans = Awaited<ReturnType<typeof packageIds>>;

describe('subscriptions with the built-in local provider', () => {
  let t: TestApp;
  let plans: Plans;
  beforeAll(async () => {
    t = await createTestApp();
    plans = await packageIds(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const subscribe = (parent: Parent, body: Record<string, unknown>) =>
    call(t, 'POST', SUBSCRIPTIONS_PATH, body, { token: parent.token });

  describe('saved cards', () => {
    it('keeps brand and last four digits only, and answers an opaque id', async () => {
      const p = await makeParent(t);
      const res = await call(
        t,
        'POST',
        CARDS_PATH,
        { number: '4242 4242 4242 4242', exp_month: '07', exp_year: '31', cvc: '123' },
        { token: p.token },
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<{ id: string; brand: string; last4: string }>();
      expect(body).toEqual({
        id: expect.stringMatching(/^pm_local_[\w-]{16}$/),
        brand: 'visa',
        last4: '4242',
      });
      const [row] = await t.db
        .select()
        .from(localPaymentMethods)
        .where(eq(localPaymentMethods.token, body.id));
      expect(row).toMatchObject({
        userId: p.id,
        brand: 'visa',
        last4: '4242',
        expMonth: 7,
        expYear: 2031,
        behaviour: 'succeeds',
      });
      expect(JSON.stringify(row)).not.toContain('4242424242424242');
    });

    it('answers 422 with the card element’s message under the field, and saves nothing', async () => {
      const p = await makeParent(t);
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [{ number: '4242 4242' }, { number: ['Your card number is incomplete.'] }],
        [{ number: '4242 4242 4242 4241' }, { number: ['Your card number is invalid.'] }],
        [
          { exp_month: '', exp_year: '' },
          { exp_month: ["Your card's expiration date is incomplete."] },
        ],
        [{ exp_year: 2199 }, { exp_year: ['Your card date is invalid.'] }],
        [{ exp_year: 2020 }, { exp_year: ["Your card's expiration year is in the past."] }],
        [{ cvc: '1' }, { cvc: ["Your card's security code is incomplete."] }],
      ];
      for (const [over, errors] of cases) {
        const res = await call(
          t,
          'POST',
          CARDS_PATH,
          { number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2034, cvc: '123', ...over },
          { token: p.token },
        );
        expect(res.statusCode, JSON.stringify(over)).toBe(422);
        expect(res.json()).toEqual({ errors });
      }
      const rows = await t.db
        .select()
        .from(localPaymentMethods)
        .where(eq(localPaymentMethods.userId, p.id));
      expect(rows).toEqual([]);
    });
  });

  it('one_time: one charge, the order paid, a Basic session, a receipt', async () => {
    const p = await makeParent(t, 'Olive One');
    const card = await saveCard(t, p);
    const res = await subscribe(p, { package_id: plans.one_time.id, payment_method_id: card });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<SubscriptionResponse>();
    expect(body.order).toEqual({
      id: expect.any(Number),
      status: 'paid',
      amount: 36,
      discount: 0,
      package: 'one_time',
      package_type: 'Basic',
      paid_at: expect.any(String),
    });
    expect(body.subscription).toBeNull();
    expect(body.session).toMatchObject({
      token: p.token,
      package: 'one_time',
      package_type: 'Basic',
      order_status: 'paid',
      premium: false,
    });
    const [order] = await ordersOf(t, p.id);
    expect(order).toMatchObject({ status: 'paid', amountCents: 3600, provider: 'local' });
    expect(order!.providerPaymentId).toMatch(/^pay_local_/);
    const mails = await outboxFor(t, p.email);
    expect(mails.map((m) => m.template)).toEqual(['payment_receipt']);
    expect(mails[0]!.text).toContain('Amount paid: $36');
    expect(mails[0]!.text).toContain('Basic, One-Time');
    expect(mails[0]!.text).not.toContain('Plan period');
  });

  it('monthly: a subscription for a month, a Premium session, a receipt with the period', async () => {
    const p = await makeParent(t, 'Mona Monthly');
    const card = await saveCard(t, p);
    const before = t.ctx.now();
    const res = await subscribe(p, { package_id: plans.monthly.id, payment_method_id: card });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<SubscriptionResponse>();
    expect(body.order).toMatchObject({
      status: 'paid',
      amount: 12,
      package: 'monthly',
      package_type: 'Premium',
    });
    expect(body.subscription).toEqual({
      package: 'monthly',
      status: 'active',
      current_period_end: expect.any(String),
      trial_ends_at: null,
    });
    const end = new Date(body.subscription!.current_period_end);
    const expectedEnd = new Date(before);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(Math.abs(end.getTime() - expectedEnd.getTime())).toBeLessThan(60_000);
    expect(body.session).toMatchObject({
      package: 'monthly',
      package_type: 'Premium',
      order_status: 'paid',
      premium: true,
    });
    // The session the API hands out afterwards agrees.
    expect(await verifiedSession(t, p.token)).toMatchObject({ premium: true, package: 'monthly' });
    const [sub] = await subscriptionsOf(t, p.id);
    expect(sub).toMatchObject({ provider: 'local', status: 'active', paymentMethodId: card });
    const [mail] = await outboxFor(t, p.email);
    expect(mail!.template).toBe('payment_receipt');
    expect(mail!.text).toContain('Plan period:');
    expect(mail!.text).toContain('renews automatically at $12 a month');
    expect((await call(t, 'GET', SUBSCRIPTION_PATH, undefined, { token: p.token })).json()).toEqual(
      {
        subscription: body.subscription,
      },
    );
  });

  it('MYTRIAL on monthly: nothing charged, a one-month trial, the redemption counted', async () => {
    const p = await makeParent(t, 'Trudy Trial');
    const card = await saveCard(t, p);
    const before = (await couponRow(t, 'MYTRIAL')).redemptionsCount;
    const res = await subscribe(p, {
      package_id: plans.monthly.id,
      payment_method_id: card,
      promocode: 'mytrial',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<SubscriptionResponse>();
    expect(body.order).toMatchObject({ status: 'paid', amount: 0, discount: 12 });
    expect(body.subscription).toMatchObject({ status: 'trialing' });
    expect(body.subscription!.trial_ends_at).toBe(body.subscription!.current_period_end);
    expect(body.session.premium).toBe(true);
    expect((await couponRow(t, 'MYTRIAL')).redemptionsCount).toBe(before + 1);
    expect(await redemptionsOf(t, p.id)).toEqual([
      expect.objectContaining({ orderId: body.order.id }),
    ]);
    const [mail] = await outboxFor(t, p.email);
    expect(mail!.text).toContain('Discount: $12 (MYTRIAL)');
    expect(mail!.text).toContain('Your free trial ends on');
  });

  it('MYTRIAL on annually is refused and changes nothing', async () => {
    const p = await makeParent(t);
    const card = await saveCard(t, p);
    const res = await subscribe(p, {
      package_id: plans.annually.id,
      payment_method_id: card,
      promocode: 'MYTRIAL',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.promocode).toEqual([
      'The coupon code you entered is invalid. Please try again.',
    ]);
    expect(await ordersOf(t, p.id)).toEqual([]);
  });

  it('a declined card: 402 with the message, a payment_failed order, nothing else', async () => {
    const p = await makeParent(t, 'Dee Clined');
    const card = await saveCard(t, p, TEST_CARDS.declined);
    const before = (await couponRow(t, 'MYTRIAL')).redemptionsCount;
    const res = await subscribe(p, {
      package_id: plans.monthly.id,
      payment_method_id: card,
      promocode: 'MYTRIAL',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      errors: { _base: ['Payment failed. Your card was declined.'] },
      _base: ['Payment failed. Your card was declined.'],
    });
    const orders = await ordersOf(t, p.id);
    expect(orders.map((o) => o.status)).toEqual(['payment_failed']);
    expect(await subscriptionsOf(t, p.id)).toEqual([]);
    expect(await redemptionsOf(t, p.id)).toEqual([]);
    expect((await couponRow(t, 'MYTRIAL')).redemptionsCount).toBe(before);
    expect(await outboxFor(t, p.email)).toEqual([]);
    // The profile sees it through the session; the parent can try again with another card.
    expect(await verifiedSession(t, p.token)).toMatchObject({
      package: 'monthly',
      order_status: 'payment_failed',
      premium: false,
    });
    const good = await saveCard(t, p);
    const retry = await subscribe(p, { package_id: plans.monthly.id, payment_method_id: good });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json<SubscriptionResponse>().session.premium).toBe(true);
  });

  it('other refusals read as the card provider says them', async () => {
    const p = await makeParent(t);
    const card = await saveCard(t, p, TEST_CARDS.insufficientFunds);
    const res = await subscribe(p, { package_id: plans.one_time.id, payment_method_id: card });
    expect(res.statusCode).toBe(402);
    expect(res.json<{ _base: string[] }>()._base).toEqual([
      'Payment failed. Your card has insufficient funds.',
    ]);
  });

  it('a paid Premium parent cannot pay again (409), whatever the plan', async () => {
    const p = await makeParent(t);
    const card = await saveCard(t, p);
    expect(
      (await subscribe(p, { package_id: plans.annually.id, payment_method_id: card })).statusCode,
    ).toBe(201);
    for (const plan of [plans.monthly, plans.annually, plans.one_time]) {
      const res = await subscribe(p, { package_id: plan.id, payment_method_id: card });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ _base: string[] }>()._base).toEqual([
        'You already have a paid Premium package.',
      ]);
    }
    expect(await ordersOf(t, p.id)).toHaveLength(1);
  });

  it('a Basic parent can upgrade to Premium', async () => {
    const p = await makeParent(t);
    const card = await saveCard(t, p);
    expect(
      (await subscribe(p, { package_id: plans.one_time.id, payment_method_id: card })).statusCode,
    ).toBe(201);
    const res = await subscribe(p, { package_id: plans.annually.id, payment_method_id: card });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SubscriptionResponse>().session).toMatchObject({
      package: 'annually',
      premium: true,
    });
  });

  it('validates the body and the package', async () => {
    const p = await makeParent(t);
    const card = await saveCard(t, p);
    const empty = await subscribe(p, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      errors: {
        package_id: ['Package is required'],
        payment_method_id: ['Payment method is required'],
      },
    });
    const unknown = await subscribe(p, { package_id: 999_999, payment_method_id: card });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: { package_id: ['Package is invalid'] } });
    expect(await ordersOf(t, p.id)).toEqual([]);
  });

  describe('ownership and roles', () => {
    let owner: Parent;
    let other: Parent;
    let ownerCard: string;
    let ownerOrder: number;
    beforeAll(async () => {
      owner = await makeParent(t, 'Owen Owner');
      other = await makeParent(t, 'Otto Other');
      ownerCard = await saveCard(t, owner);
      const res = await subscribe(owner, {
        package_id: plans.one_time.id,
        payment_method_id: ownerCard,
      });
      ownerOrder = res.json<SubscriptionResponse>().order.id;
    });

    it("another parent's card is not found, and nothing is charged", async () => {
      const res = await subscribe(other, {
        package_id: plans.monthly.id,
        payment_method_id: ownerCard,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ _base: string[] }>()._base).toEqual(['Payment method not found']);
      const unknown = await subscribe(other, {
        package_id: plans.monthly.id,
        payment_method_id: 'pm_local_nope',
      });
      expect(unknown.statusCode).toBe(404);
      expect(await ordersOf(t, other.id)).toEqual([]);
    });

    it("lists only the parent's own orders; another's order is not found", async () => {
      const mine = await call(t, 'GET', ORDERS_PATH, undefined, { token: owner.token });
      expect(mine.statusCode).toBe(200);
      expect(mine.json<{ orders: { id: number }[] }>().orders.map((o) => o.id)).toEqual([
        ownerOrder,
      ]);
      const theirs = await call(t, 'GET', ORDERS_PATH, undefined, { token: other.token });
      expect(theirs.json()).toEqual({ orders: [] });
      const one = await call(t, 'GET', `${ORDERS_PATH}/${ownerOrder}`, undefined, {
        token: owner.token,
      });
      expect(one.json()).toMatchObject({
        order: { id: ownerOrder, status: 'paid', package: 'one_time' },
      });
      for (const path of [
        `${ORDERS_PATH}/${ownerOrder}`,
        `${ORDERS_PATH}/abc`,
        `${ORDERS_PATH}/0`,
      ]) {
        const res = await call(t, 'GET', path, undefined, { token: other.token });
        expect(res.statusCode, path).toBe(404);
      }
      expect(
        (await call(t, 'GET', SUBSCRIPTION_PATH, undefined, { token: other.token })).json(),
      ).toEqual({
        subscription: null,
      });
    });

    it('other roles are refused (403) and visitors must sign in (401)', async () => {
      const director = await makeUser(t, { role: 'CampDirector' });
      const specialist = await makeUser(t, { role: 'Specialist' });
      const sessions: Session[] = [
        await signIn(t, 'CampDirector', director),
        await signIn(t, 'Specialist', specialist),
      ];
      for (const s of sessions) {
        for (const [method, path, body] of [
          [
            'POST',
            SUBSCRIPTIONS_PATH,
            { package_id: plans.monthly.id, payment_method_id: ownerCard },
          ],
          [
            'POST',
            CARDS_PATH,
            { number: TEST_CARDS.succeeds, exp_month: 1, exp_year: 2034, cvc: '123' },
          ],
          ['GET', ORDERS_PATH, undefined],
          ['GET', `${ORDERS_PATH}/${ownerOrder}`, undefined],
          ['GET', SUBSCRIPTION_PATH, undefined],
        ] as const) {
          const res = await call(t, method, path, body, { token: s.token });
          expect(res.statusCode, `${s.role} ${method} ${path}`).toBe(403);
        }
      }
      expect((await call(t, 'GET', ORDERS_PATH)).statusCode).toBe(401);
    });

    it('an unconfirmed parent cannot pay yet', async () => {
      const user = await makeUser(t, { role: 'Parent', confirmed: false });
      const session = await signIn(t, 'Parent', user);
      const res = await call(
        t,
        'POST',
        CARDS_PATH,
        { number: TEST_CARDS.succeeds, exp_month: 1, exp_year: 2034, cvc: '123' },
        { token: session.token },
      );
      expect(res.statusCode).toBe(403);
    });
  });
});
