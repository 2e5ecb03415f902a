import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_INVALID } from '@camp/shared/messages';
import { packages } from '../../../src/db/schema/packages.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, signIn } from '../../auth/helpers.js';
import {
  COUPONS_PATH,
  DAY,
  PACKAGES_PATH,
  SUBSCRIPTIONS_PATH,
  couponRow,
  makeCoupon,
  makeParent,
  packageIds,
  redemptionsOf,
  saveCard,
  type Parent,
} from './helpers.js';

const INVALID = {
  errors: { promocode: [COUPON_INVALID], _base: [COUPON_INVALID] },
  _base: [COUPON_INVALID],
};

describe('packages and coupons', () => {
  let t: TestApp;
  let parent: Parent;
  beforeAll(async () => {
    t = await createTestApp();
    parent = await makeParent(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const check = (body: unknown, token = parent.token) =>
    call(t, 'POST', COUPONS_PATH, body, { token });

  it('lists the seeded plans publicly, in plan order, with the prices of decision 0004', async () => {
    const res = await call(t, 'GET', PACKAGES_PATH);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ packages: Record<string, unknown>[] }>().packages;
    expect(list.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        name: 'one_time',
        price: 36,
        price_cents: 3600,
        package_type: 'Basic',
        interval: 'one_time',
      },
      { name: 'monthly', price: 12, price_cents: 1200, package_type: 'Premium', interval: 'month' },
      { name: 'annually', price: 99, price_cents: 9900, package_type: 'Premium', interval: 'year' },
    ]);
  });

  it('leaves out a withdrawn plan and shows a changed price', async () => {
    await t.db.update(packages).set({ active: false }).where(eq(packages.name, 'one_time'));
    await t.db.update(packages).set({ priceCents: 1500 }).where(eq(packages.name, 'monthly'));
    try {
      const list = (await call(t, 'GET', PACKAGES_PATH)).json<{
        packages: { name: string; price: number }[];
      }>().packages;
      expect(list.map((p) => [p.name, p.price])).toEqual([
        ['monthly', 15],
        ['annually', 99],
      ]);
    } finally {
      await t.db.update(packages).set({ active: true }).where(eq(packages.name, 'one_time'));
      await t.db.update(packages).set({ priceCents: 1200 }).where(eq(packages.name, 'monthly'));
    }
  });

  it('MYTRIAL makes the first month of the monthly plan free, whatever the case typed', async () => {
    const res = await check({ promocode: ' mytrial ', price: 12, plan: 'monthly' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      discount_amount: 100,
      discount_type: 'percent',
      recalculated_price: 0,
    });
    // Without a plan, the code is checked against the plan sold at that price.
    expect((await check({ promocode: 'MYTRIAL', price: '12' })).json()).toMatchObject({
      recalculated_price: 0,
    });
  });

  it('MYTRIAL is invalid on the one-time and annual plans', async () => {
    for (const body of [
      { promocode: 'MYTRIAL', price: 99, plan: 'annually' },
      { promocode: 'MYTRIAL', price: 36, plan: 'one_time' },
      { promocode: 'MYTRIAL', price: 99 },
      { promocode: 'MYTRIAL', price: 12, plan: 'annually' },
    ]) {
      const res = await check(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('applies a percent and a fixed discount to the price sent', async () => {
    await makeCoupon(t, { code: 'TENOFF', discountType: 'percent', amount: 10 });
    await makeCoupon(t, { code: 'FIVEDOLLARS', discountType: 'fixed', amount: 500 });
    await makeCoupon(t, { code: 'BIGFIXED', discountType: 'fixed', amount: 20_000 });
    expect((await check({ promocode: 'TENOFF', price: 99, plan: 'annually' })).json()).toEqual({
      discount_amount: 10,
      discount_type: 'percent',
      recalculated_price: 89.1,
    });
    expect((await check({ promocode: 'fivedollars', price: 36 })).json()).toEqual({
      discount_amount: 5,
      discount_type: 'fixed',
      recalculated_price: 31,
    });
    // Never below zero.
    expect((await check({ promocode: 'BIGFIXED', price: 36 })).json()).toMatchObject({
      recalculated_price: 0,
    });
  });

  it('refuses unknown, inactive, expired, used-up and wrong-plan codes with the same message', async () => {
    const past = new Date(t.ctx.now().getTime() - DAY);
    await makeCoupon(t, { code: 'OLD', expiresAt: past });
    await makeCoupon(t, { code: 'OFF', active: false });
    await makeCoupon(t, { code: 'GONE', maxRedemptions: 2, redemptionsCount: 2 });
    await makeCoupon(t, { code: 'YEARONLY', appliesTo: ['annually'] });
    for (const promocode of ['NOPE', 'OLD', 'OFF', 'GONE']) {
      const res = await check({ promocode, price: 36, plan: 'one_time' });
      expect(res.statusCode, promocode).toBe(422);
      expect(res.json()).toEqual(INVALID);
    }
    expect((await check({ promocode: 'YEARONLY', price: 36, plan: 'one_time' })).json()).toEqual(
      INVALID,
    );
    expect((await check({ promocode: 'YEARONLY', price: 99, plan: 'annually' })).statusCode).toBe(
      200,
    );
  });

  it('honours a code until its expiry and its last use', async () => {
    const soon = new Date(t.ctx.now().getTime() + DAY);
    await makeCoupon(t, { code: 'SOON', expiresAt: soon, maxRedemptions: 3, redemptionsCount: 2 });
    expect((await check({ promocode: 'SOON', price: 36 })).statusCode).toBe(200);
    t.advance(2 * DAY);
    try {
      expect((await check({ promocode: 'SOON', price: 36 })).json()).toEqual(INVALID);
    } finally {
      t.advance(-2 * DAY);
    }
  });

  it('refuses a code this parent has already redeemed (and counts a paid use once)', async () => {
    const p = await makeParent(t, 'Once Only');
    await makeCoupon(t, { code: 'ONCE', discountType: 'fixed', amount: 600 });
    const { one_time } = await packageIds(t);
    const card = await saveCard(t, p);
    const paid = await call(
      t,
      'POST',
      SUBSCRIPTIONS_PATH,
      { package_id: one_time.id, payment_method_id: card, promocode: 'once' },
      { token: p.token },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ order: { status: 'paid', amount: 30, discount: 6 } });
    expect((await couponRow(t, 'ONCE')).redemptionsCount).toBe(1);
    expect(await redemptionsOf(t, p.id)).toHaveLength(1);
    expect((await check({ promocode: 'ONCE', price: 36 }, p.token)).json()).toEqual(INVALID);
    // Another parent may still use it.
    expect((await check({ promocode: 'ONCE', price: 36 })).statusCode).toBe(200);
  });

  it('validates the body', async () => {
    const res = await check({ promocode: '  ', price: 'abc', plan: 'weekly' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        promocode: ['Coupon code is required'],
        price: ['Price must be a number'],
        plan: ['Plan is invalid'],
      },
    });
  });

  it('is for signed-in parents only', async () => {
    expect(
      (await call(t, 'POST', COUPONS_PATH, { promocode: 'MYTRIAL', price: 12 })).statusCode,
    ).toBe(401);
    const director = await makeUser(t, { role: 'CampDirector' });
    const session = await signIn(t, 'CampDirector', director);
    const res = await check({ promocode: 'MYTRIAL', price: 12 }, session.token);
    expect(res.statusCode).toBe(403);
  });

  it('is rate limited per client', async () => {
    const ip = '10.200.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await call(
        t,
        'POST',
        COUPONS_PATH,
        { promocode: `GUESS${i}`, price: 12 },
        { token: parent.token, ip },
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 422)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('documents the payment endpoints in the OpenAPI document', async () => {
    const res = await call(t, 'GET', '/api/docs/json');
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths['/api/v1/packages']!)).toEqual(['get']);
    for (const path of [
      '/api/v1/payment/coupons',
      '/api/v1/payment/local/payment_methods',
      '/api/v1/payment/subscriptions',
    ]) {
      expect(Object.keys(paths[path]!), path).toEqual(['post']);
    }
    for (const path of [
      '/api/v1/payment/orders',
      '/api/v1/payment/orders/{id}',
      '/api/v1/payment/subscription',
    ]) {
      expect(Object.keys(paths[path]!), path).toEqual(['get']);
    }
  });
});
