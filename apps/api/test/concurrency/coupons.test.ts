import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COUPON_MESSAGES } from '@camp/shared/admin-coupons';
import { COUPON_INVALID } from '@camp/shared/messages';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { couponRedemptions } from '../../src/db/schema/coupon-redemptions.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call } from '../auth/helpers.js';
import { makeAdmin } from '../director-onboarding/helpers.js';
import {
  SUBSCRIPTIONS_PATH,
  couponRow,
  ordersOf,
  makeParent,
  packageIds,
  saveCard,
  type Parent,
} from '../payments/subscriptions/helpers.js';

// Coupons' limits through two API instances on one database, many requests at once.

const AT_ONCE = 20;
const ADMIN_COUPONS = '/api/v1/admins/coupons';

type Plans = Awaited<ReturnType<typeof packageIds>>;

function atOnce(
  apps: TestApp[],
  send: (t: TestApp, i: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: AT_ONCE }, (_, i) => send(apps[i % apps.length]!, i)));
}

const pay = (t: TestApp, p: Parent, packageId: number, card: string, promocode: string) =>
  call(
    t,
    'POST',
    SUBSCRIPTIONS_PATH,
    { package_id: packageId, payment_method_id: card, promocode },
    { token: p.token },
  );

const redemptionsOfCoupon = (t: TestApp, couponId: number) =>
  t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));

describe('coupon limits through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;
  let plans: Plans;
  let admin: { token: string; id: number };

  const createCoupon = (t: TestApp, body: Record<string, unknown>) =>
    call(t, 'POST', ADMIN_COUPONS, body, { token: admin.token });
  const coupon = (code: string, over: Record<string, unknown> = {}) => ({
    code,
    kind: 'percent_off',
    percent_off: 50,
    applies_to: [],
    max_uses: null,
    per_family_limit: 1,
    expires_on: null,
    ...over,
  });

  beforeAll(async () => {
    two = await createTestApps(2);
    a = two.apps[0]!;
    plans = await packageIds(a);
    admin = await makeAdmin(a);
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  it('20 parents paying at once with a code of 5 uses: exactly 5 are charged with it', async () => {
    expect((await createCoupon(a, coupon('FIVEUSES', { max_uses: 5 }))).statusCode).toBe(201);
    const parents = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => makeParent(a, `Many Parent ${i}`)),
    );
    const cards = await Promise.all(parents.map((p) => saveCard(a, p)));
    const responses = await atOnce(two.apps, (t, i) =>
      pay(t, parents[i]!, plans.one_time.id, cards[i]!, 'fiveuses'),
    );
    const statuses = responses.map((r) => r.statusCode).sort((x, y) => x - y);
    expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(15).fill(422)]);
    for (const r of responses.filter((x) => x.statusCode === 422)) {
      expect(r.json()._base).toEqual([COUPON_INVALID]);
    }
    const row = await couponRow(a, 'FIVEUSES');
    expect([row.redemptionsCount, row.reservedCount]).toEqual([5, 0]);
    expect(await redemptionsOfCoupon(a, row.id)).toHaveLength(5);
  });

  /**
   * One-time then monthly is an upgrade a parent may make, so without the limit two of these
   * payments could both be charged with the code; a per-family limit of 1 lets one through.
   */
  it('one family paying 20 times at once with a once-per-family code: one use', async () => {
    expect((await createCoupon(a, coupon('ONEFAMILY'))).statusCode).toBe(201);
    const p = await makeParent(a, 'Fay Family');
    const card = await saveCard(a, p);
    const ids = [plans.one_time.id, plans.monthly.id];
    const responses = await atOnce(two.apps, (t, i) => pay(t, p, ids[i % 2]!, card, 'ONEFAMILY'));
    // One is charged; the others are refused while it runs (409) or for the code (422).
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(
      responses.filter((r) => r.statusCode !== 201).every((r) => [409, 422].includes(r.statusCode)),
    ).toBe(true);
    const row = await couponRow(a, 'ONEFAMILY');
    expect([row.redemptionsCount, row.reservedCount]).toEqual([1, 0]);
    const withCode = (await ordersOf(a, p.id)).filter(
      (o) => o.couponId === row.id && o.status === 'paid',
    );
    expect(withCode).toHaveLength(1);
  });

  it('two admins creating one code and deactivating it at once: one wins each time', async () => {
    const made = await atOnce(two.apps, (t, i) =>
      createCoupon(t, coupon(i % 2 ? 'raced' : 'RACED')),
    );
    expect(made.map((r) => r.statusCode).sort()).toEqual([
      201,
      ...Array<number>(AT_ONCE - 1).fill(422),
    ]);
    for (const r of made.filter((x) => x.statusCode === 422)) {
      expect(r.json()).toEqual({ errors: { code: [ADMIN_COUPON_MESSAGES.codeTaken] } });
    }
    const id = made.find((r) => r.statusCode === 201)!.json<{ id: number }>().id;
    const off = await atOnce(two.apps, (t) =>
      call(t, 'POST', `${ADMIN_COUPONS}/${id}/deactivation`, undefined, { token: admin.token }),
    );
    expect(off.map((r) => r.statusCode).sort()).toEqual([
      200,
      ...Array<number>(AT_ONCE - 1).fill(409),
    ]);
    const audit = await a.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(
      audit
        .filter((r) => r.entityType === 'coupons')
        .map((r) => r.action)
        .sort(),
    ).toEqual(['coupon_created', 'coupon_deactivated']);
  });
});
