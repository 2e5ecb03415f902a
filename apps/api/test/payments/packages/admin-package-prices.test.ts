import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_PRICE_MESSAGES } from '@camp/shared/admin-packages';
import type { PackagesResponse } from '@camp/shared/payment';
import { auditLog } from '../../../src/db/schema/audit-log.js';
import { runRenewals } from '../../../src/modules/payments/subscriptions/renewals.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call } from '../../auth/helpers.js';
import { makeAdmin } from '../../director-onboarding/helpers.js';
import {
  DAY,
  PACKAGES_PATH,
  SUBSCRIPTIONS_PATH,
  makeParent,
  ordersOf,
  packageIds,
  saveCard,
  subscriptionsOf,
} from '../subscriptions/helpers.js';

const priceOf = (id: number) => `/api/v1/admins/packages/${id}/price`;

let t: TestApp;
let admin: { token: string; id: number };
let plans: Awaited<ReturnType<typeof packageIds>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  plans = await packageIds(t);
});
afterAll(async () => {
  await t.close();
});

const audit = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'packages'), eq(auditLog.action, 'package_price_changed')))
    .orderBy(auditLog.id);

describe('PUT /api/v1/admins/packages/:id/price', () => {
  it('refuses anyone but an admin before reading the body (401, then 403)', async () => {
    const parent = await makeParent(t, 'Pia Price');
    const url = priceOf(plans.monthly.id);
    expect((await call(t, 'PUT', url, { price: 'x' })).statusCode).toBe(401);
    expect((await call(t, 'PUT', url, { price: 'x' }, { token: parent.token })).statusCode).toBe(
      403,
    );
    expect(await audit()).toEqual([]);
  });

  it('names a bad price (422) and an unknown package (404)', async () => {
    const put = (body: unknown, id = plans.monthly.id) =>
      call(t, 'PUT', priceOf(id), body, { token: admin.token });
    const answers = await Promise.all([
      put({}),
      put({ price: 'abc' }),
      put({ price: 0.25 }),
      put({ price: 12.345 }),
    ]);
    expect(answers.map((r) => [r.statusCode, r.json()])).toEqual([
      [422, { errors: { price: [PACKAGE_PRICE_MESSAGES.required] } }],
      [422, { errors: { price: [PACKAGE_PRICE_MESSAGES.invalid] } }],
      [422, { errors: { price: [PACKAGE_PRICE_MESSAGES.tooLow] } }],
      [422, { errors: { price: [PACKAGE_PRICE_MESSAGES.cents] } }],
    ]);
    expect((await put({ price: 10 }, 999_999)).statusCode).toBe(404);
    expect(await audit()).toEqual([]);
  });

  it('sells at the new price from now on; a subscription bought before renews at its own', async () => {
    const early = await makeParent(t, 'Evan Early');
    const card = await saveCard(t, early);
    const bought = await call(
      t,
      'POST',
      SUBSCRIPTIONS_PATH,
      { package_id: plans.monthly.id, payment_method_id: card },
      { token: early.token },
    );
    expect(bought.statusCode, bought.body).toBe(201);

    const res = await call(
      t,
      'PUT',
      priceOf(plans.monthly.id),
      { price: '15' },
      {
        token: admin.token,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'monthly', price: 15, price_cents: 1500 });
    const listed = (await call(t, 'GET', PACKAGES_PATH)).json<PackagesResponse>().packages;
    expect(listed.find((p) => p.name === 'monthly')?.price_cents).toBe(1500);
    expect(await audit()).toMatchObject([
      {
        actorId: admin.id,
        entityId: plans.monthly.id,
        data: { package: 'monthly', before: { price_cents: 1200 }, after: { price_cents: 1500 } },
      },
    ]);
    // The same price again changes nothing and records nothing.
    const same = await call(
      t,
      'PUT',
      priceOf(plans.monthly.id),
      { price: 15 },
      {
        token: admin.token,
      },
    );
    expect(same.statusCode).toBe(200);
    expect(await audit()).toHaveLength(1);

    const late = await makeParent(t, 'Lou Late');
    const lateCard = await saveCard(t, late);
    const lateBuy = await call(
      t,
      'POST',
      SUBSCRIPTIONS_PATH,
      { package_id: plans.monthly.id, payment_method_id: lateCard },
      { token: late.token },
    );
    expect(lateBuy.statusCode, lateBuy.body).toBe(201);
    expect((await ordersOf(t, late.id)).map((o) => o.amountCents)).toEqual([1500]);
    expect((await subscriptionsOf(t, early.id))[0]!.priceCents).toBe(1200);

    t.advance(32 * DAY);
    await runRenewals(t.ctx);
    expect((await ordersOf(t, early.id)).map((o) => [o.status, o.amountCents])).toEqual([
      ['paid', 1200],
      ['paid', 1200],
    ]);
    expect((await ordersOf(t, late.id)).map((o) => [o.status, o.amountCents])).toEqual([
      ['paid', 1500],
      ['paid', 1500],
    ]);
  });
});
