import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_COUPON_MESSAGES as M,
  type AdminCoupon,
  type CouponListResponse,
} from '@camp/shared/admin-coupons';
import { COUPON_INVALID } from '@camp/shared/messages';
import { auditLog } from '../../../src/db/schema/audit-log.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call } from '../../auth/helpers.js';
import { makeAdmin } from '../../director-onboarding/helpers.js';
import {
  COUPONS_PATH,
  SUBSCRIPTIONS_PATH,
  couponRow,
  makeCoupon,
  makeParent,
  packageIds,
  saveCard,
  subscriptionsOf,
  type Parent,
} from '../subscriptions/helpers.js';

const ADMIN_COUPONS = '/api/v1/admins/coupons';

let t: TestApp;
let admin: { token: string; id: number };
let parent: Parent;
let plans: Awaited<ReturnType<typeof packageIds>>;

const create = (body: Record<string, unknown>, token = admin.token) =>
  call(t, 'POST', ADMIN_COUPONS, body, { token });
const list = (query: Record<string, string> = {}, token = admin.token) =>
  call(t, 'GET', ADMIN_COUPONS, undefined, { token, query });
const deactivate = (id: number, token = admin.token) =>
  call(t, 'POST', `${ADMIN_COUPONS}/${id}/deactivation`, undefined, { token });

const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'coupons'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);

/** The parent buys `plan` with `promocode`; answers the response. */
async function buy(p: Parent, plan: keyof typeof plans, promocode: string) {
  const card = await saveCard(t, p);
  return call(
    t,
    'POST',
    SUBSCRIPTIONS_PATH,
    { package_id: plans[plan].id, payment_method_id: card, promocode },
    { token: p.token },
  );
}

const percentOff = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  kind: 'percent_off',
  percent_off: 25,
  applies_to: [],
  max_uses: null,
  per_family_limit: 1,
  expires_on: null,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  parent = await makeParent(t, 'Paula Parent');
  plans = await packageIds(t);
});
afterAll(async () => {
  await t.close();
});

describe('who may manage coupons', () => {
  it('refuses anyone but an admin before looking at what is asked (401, then 403)', async () => {
    const bad = { code: '' };
    const requests = [
      () => ['GET', ADMIN_COUPONS, undefined, { per_page: 'x' }] as const,
      () => ['GET', `${ADMIN_COUPONS}/export`, undefined, { status: 'nope' }] as const,
      () => ['POST', ADMIN_COUPONS, bad, undefined] as const,
      () => ['POST', `${ADMIN_COUPONS}/abc/deactivation`, undefined, undefined] as const,
    ];
    for (const make of requests) {
      const [method, url, body, query] = make();
      const anonymous = await t.app.inject({
        method,
        url,
        ...(body ? { payload: body } : {}),
        ...(query ? { query } : {}),
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asParent = await t.app.inject({
        method,
        url,
        ...(body ? { payload: body } : {}),
        ...(query ? { query } : {}),
        headers: { authorization: `Bearer ${parent.token}` },
      });
      expect(asParent.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'coupons'))).toEqual(
      [],
    );
  });
});

describe('POST /api/v1/admins/coupons', () => {
  it('creates a code, uppercased, with its audit record (before: none, after: its terms)', async () => {
    const res = await create(
      percentOff('spring-25', {
        applies_to: ['annually', 'one_time'],
        max_uses: '100',
        per_family_limit: '2',
        expires_on: '2099-03-31',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const coupon = res.json<AdminCoupon>();
    expect(coupon).toMatchObject({
      code: 'SPRING-25',
      kind: 'percent_off',
      percent_off: 25,
      amount_off: null,
      applies_to: ['one_time', 'annually'],
      max_uses: 100,
      per_family_limit: 2,
      times_used: 0,
      remaining: 100,
      expires_at: '2099-04-01T00:00:00.000Z',
      status: 'active',
    });
    const audit = await auditOf(coupon.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'coupon_created',
      fromStatus: null,
      toStatus: 'active',
      data: {
        before: null,
        after: {
          code: 'SPRING-25',
          discount_type: 'percent',
          amount: 25,
          applies_to: ['one_time', 'annually'],
          max_uses: 100,
          per_family_limit: 2,
          active: true,
        },
      },
    });
  });

  it('stores an amount off in cents and a first month free as MYTRIAL’s terms', async () => {
    const amount = await create(percentOff('FIVE', { kind: 'amount_off', amount_off: '5.50' }));
    expect(amount.statusCode, amount.body).toBe(201);
    expect(amount.json()).toMatchObject({ kind: 'amount_off', amount_off: 5.5, percent_off: null });
    expect(await couponRow(t, 'FIVE')).toMatchObject({ discountType: 'fixed', amount: 550 });

    const trial = await create(
      percentOff('trial2', { kind: 'first_month_free', applies_to: ['monthly'] }),
    );
    expect(trial.statusCode, trial.body).toBe(201);
    expect(await couponRow(t, 'TRIAL2')).toMatchObject({
      discountType: 'percent',
      amount: 100,
      freeMonths: 1,
      appliesTo: ['monthly'],
    });
  });

  it('names every mistake under its field (422) and writes nothing', async () => {
    const res = await create({
      code: 'a b',
      kind: 'percent_off',
      percent_off: 150,
      max_uses: 0,
      per_family_limit: 'x',
      expires_on: '31/12/2099',
      applies_to: ['weekly'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        code: [M.codeCharacters],
        percent_off: [M.percentRange],
        applies_to: [M.plansInvalid],
        max_uses: [M.maxUsesRange],
        per_family_limit: [M.perFamilyRange],
        expires_on: [M.expiryInvalid],
      },
    });
    const rules = await Promise.all([
      create(percentOff('NOPCT', { percent_off: null })),
      create(percentOff('NOAMT', { kind: 'amount_off' })),
      create(percentOff('FREEALL', { kind: 'first_month_free', applies_to: [] })),
      create(percentOff('FREEONE', { kind: 'first_month_free', applies_to: ['one_time'] })),
      create(percentOff('OVERMAX', { max_uses: 2, per_family_limit: 3 })),
      create(percentOff('PAST', { expires_on: '2020-01-01' })),
      create(percentOff('X')),
      create({}),
    ]);
    expect(rules.map((r) => [r.statusCode, r.json()])).toEqual([
      [422, { errors: { percent_off: [M.percentRequired] } }],
      [422, { errors: { amount_off: [M.amountRequired] } }],
      [422, { errors: { applies_to: [M.firstMonthPlans] } }],
      [422, { errors: { applies_to: [M.firstMonthPlans] } }],
      [422, { errors: { per_family_limit: [M.perFamilyOverMax] } }],
      [422, { errors: { expires_on: [M.expiryPast] } }],
      [422, { errors: { code: [M.codeTooShort] } }],
      [
        422,
        {
          errors: {
            code: [M.codeRequired],
            kind: [M.kindInvalid],
            per_family_limit: [M.perFamilyRequired],
          },
        },
      ],
    ]);
    const names = (await list({ per_page: '100' })).json<CouponListResponse>().coupons;
    expect(names.map((c) => c.code)).not.toContain('PAST');
  });

  it('refuses a code that exists in any case (MYTRIAL) with no audit record', async () => {
    const before = (await t.db.select().from(auditLog)).length;
    const res = await create(percentOff('mytrial'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { code: [M.codeTaken] } });
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });
});

describe('GET /api/v1/admins/coupons and its export', () => {
  it('shows each coupon’s usage once parents have used it', async () => {
    const made = await create(percentOff('USAGE10', { percent_off: 10, max_uses: 3 }));
    const id = made.json<AdminCoupon>().id;
    const buyer = await makeParent(t, 'Una Usage');
    expect((await buy(buyer, 'one_time', 'usage10')).statusCode).toBe(201);
    const res = await list({ code: 'usage' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CouponListResponse>();
    expect(body.coupons.map((c) => [c.id, c.times_used, c.held, c.remaining, c.status])).toEqual([
      [id, 1, 0, 2, 'active'],
    ]);
    expect(body.pagy).toEqual({ count: 1, pages: 1, page: 1 });
  });

  it('filters by status: active, used up, expired and deactivated', async () => {
    await makeCoupon(t, { code: 'ST-USED', maxRedemptions: 1, redemptionsCount: 1 });
    await makeCoupon(t, { code: 'ST-OLD', expiresAt: new Date('2021-01-01T00:00:00Z') });
    await makeCoupon(t, { code: 'ST-OFF', active: false });
    await makeCoupon(t, { code: 'ST-ON' });
    const codes = async (status: string) =>
      (await list({ code: 'st-', status })).json<CouponListResponse>().coupons.map((c) => c.code);
    expect(await codes('active')).toEqual(['ST-ON']);
    expect(await codes('used_up')).toEqual(['ST-USED']);
    expect(await codes('expired')).toEqual(['ST-OLD']);
    expect(await codes('deactivated')).toEqual(['ST-OFF']);
    const bad = await list({ status: 'gone' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: { status: ['is invalid'] } });
  });

  it('pages and sorts on the server', async () => {
    for (const code of ['PG-A', 'PG-B', 'PG-C']) await makeCoupon(t, { code });
    const page = (p: string, order: string) =>
      list({ code: 'pg-', sort: 'code', order, per_page: '25', page: p });
    const asc = (await page('1', 'asc')).json<CouponListResponse>();
    expect(asc.coupons.map((c) => c.code)).toEqual(['PG-A', 'PG-B', 'PG-C']);
    const desc = (await page('1', 'desc')).json<CouponListResponse>();
    expect(desc.coupons.map((c) => c.code)).toEqual(['PG-C', 'PG-B', 'PG-A']);
    const beyond = (await page('2', 'asc')).json<CouponListResponse>();
    expect(beyond).toEqual({ coupons: [], pagy: { count: 3, pages: 1, page: 2 } });
  });

  it('exports what is filtered as CSV, formulas neutralised', async () => {
    await makeCoupon(t, { code: '-EXPORT1', discountType: 'fixed', amount: 250 });
    await makeCoupon(t, { code: 'EXPORT2', active: false });
    const res = await call(t, 'GET', `${ADMIN_COUPONS}/export`, undefined, {
      token: admin.token,
      query: { code: 'export' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="coupons.csv"');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.code, r.status, r.kind, r.amount_off, r.applies_to])).toEqual([
      ['EXPORT2', 'deactivated', 'percent_off', '', 'all'],
      ["'-EXPORT1", 'active', 'amount_off', '2.5', 'all'],
    ]);
    const only = await call(t, 'GET', `${ADMIN_COUPONS}/export`, undefined, {
      token: admin.token,
      query: { code: 'export', status: 'deactivated' },
    });
    expect((parse(only.body, { columns: true }) as unknown[]).length).toBe(1);
  });
});

describe('POST /api/v1/admins/coupons/:id/deactivation', () => {
  it('stops further use, keeps what was bought, and records before and after', async () => {
    const made = await create(
      percentOff('LASTCALL', { kind: 'first_month_free', applies_to: ['monthly'] }),
    );
    const coupon = made.json<AdminCoupon>();
    const early = await makeParent(t, 'Eddie Early');
    expect((await buy(early, 'monthly', 'LASTCALL')).statusCode).toBe(201);
    const [subscription] = await subscriptionsOf(t, early.id);

    const res = await deactivate(coupon.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: coupon.id, status: 'deactivated', times_used: 1 });
    const audit = await auditOf(coupon.id);
    expect(audit.map((a) => [a.action, a.fromStatus, a.toStatus])).toEqual([
      ['coupon_created', null, 'active'],
      ['coupon_deactivated', 'active', 'deactivated'],
    ]);
    expect(audit[1]!.data).toMatchObject({
      before: { code: 'LASTCALL', active: true, times_used: 1 },
      after: { code: 'LASTCALL', active: false, times_used: 1 },
    });

    // No further use: the check and the checkout refuse it as any invalid code.
    const late = await makeParent(t, 'Lena Late');
    const check = await call(
      t,
      'POST',
      COUPONS_PATH,
      { promocode: 'lastcall', price: 12, plan: 'monthly' },
      { token: late.token },
    );
    expect(check.statusCode).toBe(422);
    expect(check.json()._base).toEqual([COUPON_INVALID]);
    const refused = await buy(late, 'monthly', 'LASTCALL');
    expect(refused.statusCode).toBe(422);
    // The subscription bought with it is untouched.
    expect(await subscriptionsOf(t, early.id)).toEqual([subscription]);

    const again = await deactivate(coupon.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()._base).toEqual([M.alreadyDeactivated]);
    expect(await auditOf(coupon.id)).toHaveLength(2);
    expect((await deactivate(999_999)).statusCode).toBe(404);
  });
});

describe('the checkout honours the per-family limit', () => {
  it('lets one family use a code as many times as its limit allows', async () => {
    await create(percentOff('TWICE', { per_family_limit: 2 }));
    await create(percentOff('ONCEPER', { per_family_limit: 1 }));
    const family = await makeParent(t, 'Fran Family');
    // One-time (Basic) then monthly (an upgrade): two purchases of one family.
    expect((await buy(family, 'one_time', 'TWICE')).statusCode).toBe(201);
    expect((await buy(family, 'monthly', 'TWICE')).statusCode).toBe(201);
    expect((await couponRow(t, 'TWICE')).redemptionsCount).toBe(2);

    const other = await makeParent(t, 'Otto Other');
    expect((await buy(other, 'one_time', 'ONCEPER')).statusCode).toBe(201);
    const second = await buy(other, 'monthly', 'ONCEPER');
    expect(second.statusCode).toBe(422);
    expect(second.json()._base).toEqual([COUPON_INVALID]);
    expect((await couponRow(t, 'ONCEPER')).redemptionsCount).toBe(1);
  });
});
