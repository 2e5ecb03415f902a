import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PAYMENT_MESSAGES as M,
  type PaymentListResponse,
  type ProviderPayout,
  type ProviderPayoutsResponse,
} from '@camp/shared/admin-payments';
import { auditLog } from '../../../src/db/schema/audit-log.js';
import { cancellationRequests } from '../../../src/db/schema/cancellation-requests.js';
import { payoutLedgerEntries } from '../../../src/db/schema/payouts.js';
import { payoutCutoff, runDuePayouts } from '../../../src/modules/payments/payouts/service.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, signIn } from '../../auth/helpers.js';
import { makeAdmin } from '../../director-onboarding/helpers.js';
import { itineraryActivityRow, makeApprovedItinerary, makeProviders } from '../checkout/helpers.js';
import { ledgerOf, payLocally, reservedSeats } from '../refunds/helpers.js';
import {
  PAYMENTS_URL,
  PROVIDERS_URL,
  checkoutId,
  orderRow,
  paidOrder,
  refund,
  refundUrl,
  refundsAudited,
  type RefundAnswer,
} from './helpers.js';

let t: TestApp;
let admin: { token: string; id: number };
let parentToken: string;
let directorToken: string;
let p: Awaited<ReturnType<typeof makeProviders>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  p = await makeProviders(t);
  parentToken = (await signIn(t, 'Parent', await makeUser(t, { role: 'Parent' }))).token;
  directorToken = (await signIn(t, 'CampDirector', p.pineDirector)).token;
});
afterAll(async () => {
  await t.close();
});

const list = (query: Record<string, string> = {}) =>
  call(t, 'GET', PAYMENTS_URL, undefined, { token: admin.token, query });

describe('who may see and move money', () => {
  const routes = [
    ['GET', PAYMENTS_URL, undefined],
    ['GET', `${PAYMENTS_URL}/export`, undefined],
    ['POST', refundUrl('package', 1), { amount_cents: 'lots', reason: '' }],
    ['GET', PROVIDERS_URL, undefined],
    ['POST', `${PROVIDERS_URL}/1/hold`, { reason: 12 }],
    ['DELETE', `${PROVIDERS_URL}/1/hold`, undefined],
  ] as const;

  it('answers 401 without a session and 403 to a parent or a director, before any validation', async () => {
    for (const [method, url, body] of routes) {
      expect((await call(t, method, url, body)).statusCode, url).toBe(401);
      for (const token of [parentToken, directorToken])
        expect((await call(t, method, url, body, { token })).statusCode, url).toBe(403);
    }
  });
});

describe('the payments list', () => {
  it('lists activity and package payments with amounts in cents, filtered, and exports what is filtered', async () => {
    const fam = await makeApprovedItinerary(t, [p.hill.id]);
    const cs = await checkoutId(t, await payLocally(t, fam));
    const order = await paidOrder(t, fam.parent.id, 4_900);

    const all = await list({ email: fam.parent.email });
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json<PaymentListResponse>();
    expect(body.pagy.count).toBe(2);
    expect(body.payments.map((x) => x.key).sort()).toEqual(
      [`activity-${cs}`, `package-${order.id}`].sort(),
    );
    const activity = body.payments.find((x) => x.kind === 'activity')!;
    expect(activity).toMatchObject({
      provider: 'local',
      amount_cents: 20_000,
      refunded_cents: 0,
      refundable_cents: 20_000,
      status: 'paid',
      description: 'Hill Week',
      parent_email: fam.parent.email,
    });

    const packagesOnly = await list({ email: fam.parent.email, kind: 'package' });
    expect(packagesOnly.json<PaymentListResponse>().payments.map((x) => x.id)).toEqual([order.id]);
    expect(
      (await list({ email: fam.parent.email, provider: 'stripe' })).json<PaymentListResponse>().pagy
        .count,
    ).toBe(0);
    expect(
      (await list({ email: fam.parent.email, status: 'refunded' })).json<PaymentListResponse>().pagy
        .count,
    ).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await list({ email: fam.parent.email, from: today, to: today })).json<PaymentListResponse>()
        .pagy.count,
    ).toBe(2);
    expect(
      (await list({ email: fam.parent.email, to: '2020-01-01' })).json<PaymentListResponse>().pagy
        .count,
    ).toBe(0);
    const sorted = await list({ sort: 'amount_cents', order: 'asc', per_page: '25' });
    const amounts = sorted.json<PaymentListResponse>().payments.map((x) => x.amount_cents);
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));

    expect((await list({ status: 'nonsense' })).statusCode).toBe(422);
    expect((await list({ from: '2026-02-02', to: '2026-01-01' })).statusCode).toBe(422);

    const csv = await call(t, 'GET', `${PAYMENTS_URL}/export`, undefined, {
      token: admin.token,
      query: { email: fam.parent.email, kind: 'activity' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'activity', id: String(cs), amount: '200.00' });
  });
});

describe('an admin refunds a package order', () => {
  it('refunds in part, then the rest; never more than what is left; audited before and after', async () => {
    const parent = await makeUser(t, { role: 'Parent' });
    const order = await paidOrder(t, parent.id, 10_000);

    const part = await refund(t, admin.token, 'package', order.id, 2_500, 'Late start');
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json<RefundAnswer>().payment).toMatchObject({
      refunded_cents: 2_500,
      refundable_cents: 7_500,
      status: 'partially_refunded',
    });
    expect((await orderRow(t, order.id)).refundedCents).toBe(2_500);

    const over = await refund(t, admin.token, 'package', order.id, 7_501);
    expect(over.statusCode).toBe(422);
    expect(over.json<{ errors: Record<string, string[]> }>().errors.amount_cents?.[0]).toContain(
      M.overRefund,
    );
    expect((await orderRow(t, order.id)).refundedCents).toBe(2_500);

    const rest = await refund(t, admin.token, 'package', order.id, 7_500);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<RefundAnswer>().payment).toMatchObject({
      refunded_cents: 10_000,
      refundable_cents: 0,
      status: 'refunded',
    });
    expect((await refund(t, admin.token, 'package', order.id, 1)).statusCode).toBe(422);

    const audits = await refundsAudited(t, 'orders', order.id);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      actorId: admin.id,
      fromStatus: 'paid',
      toStatus: 'partially_refunded',
    });
    expect(audits[0]!.data).toMatchObject({
      amount_cents: 2_500,
      reason: 'Late start',
      before: { refunded_cents: 0, refundable_cents: 10_000 },
      after: { refunded_cents: 2_500, refundable_cents: 7_500 },
    });
    expect(audits[1]).toMatchObject({ fromStatus: 'partially_refunded', toStatus: 'refunded' });
  });

  it('answers 404 for an unknown payment and 422 for a bad body', async () => {
    expect((await refund(t, admin.token, 'package', 2_000_000, 100)).statusCode).toBe(404);
    expect((await refund(t, admin.token, 'activity', 2_000_000, 100)).statusCode).toBe(404);
    const order = await paidOrder(t, (await makeUser(t, { role: 'Parent' })).id, 1_000);
    for (const body of [
      { amount_cents: 0, reason: 'x' },
      { amount_cents: 1.5, reason: 'x' },
      { amount_cents: 100, reason: ' ' },
      { amount_cents: 3_000_000_000, reason: 'x' },
    ])
      expect(
        (await call(t, 'POST', refundUrl('package', order.id), body, { token: admin.token }))
          .statusCode,
        JSON.stringify(body),
      ).toBe(422);
    expect(
      (
        await call(
          t,
          'POST',
          `${PAYMENTS_URL}/other/${order.id}/refunds`,
          {},
          {
            token: admin.token,
          },
        )
      ).statusCode,
    ).toBe(422);
    expect(await refundsAudited(t, 'orders', order.id)).toEqual([]);
  });
});

describe('an admin refunds an activity payment', () => {
  it('refunds through the refund path: the place canceled, its seat freed, the provider’s sale and the platform fee reversed in proportion', async () => {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const cs = await checkoutId(t, await payLocally(t, fam));
    const [lakeItem, hillItem] = fam.items;
    const lakeSeats = await reservedSeats(t, p.lake.id);
    const hillSeats = await reservedSeats(t, p.hill.id);
    const listed = await list({ email: fam.parent.email });
    expect(listed.statusCode, listed.body).toBe(200);
    const before = listed.json<PaymentListResponse>().payments[0]!;
    expect(before.refundable_cents).toBe(36_005 + 20_000);

    // The newest place of the checkout takes the refund; the other stays paid.
    const res = await refund(t, admin.token, 'activity', cs, 5_000, 'Rained out');
    expect(res.statusCode, res.body).toBe(201);
    const lakeCanceled = (await itineraryActivityRow(t, lakeItem!.id)).paymentStatus !== 'paid';
    const [gone, kept] = lakeCanceled ? [lakeItem!, hillItem!] : [hillItem!, lakeItem!];
    const left = lakeCanceled ? 20_000 : 36_005;
    expect(res.json<RefundAnswer>().payment).toMatchObject({
      refunded_cents: 5_000,
      refundable_cents: left,
      status: 'partially_refunded',
    });
    expect((await itineraryActivityRow(t, kept.id)).paymentStatus).toBe('paid');
    expect(await reservedSeats(t, p.lake.id)).toBe(lakeSeats - (lakeCanceled ? 1 : 0));
    expect(await reservedSeats(t, p.hill.id)).toBe(hillSeats - (lakeCanceled ? 0 : 1));
    const ledger = await ledgerOf(t, gone.id);
    expect(ledger).toHaveLength(2);
    expect(ledger[1]).toMatchObject({ kind: 'reversal', grossCents: -5_000 });
    // The platform's fee comes back in proportion to what was refunded.
    expect(ledger[1]!.platformFeeCents).toBe(
      -Math.round((ledger[0]!.platformFeeCents * 5_000) / ledger[0]!.grossCents),
    );
    expect(await ledgerOf(t, kept.id)).toHaveLength(1);
    const [request] = await t.db
      .select()
      .from(cancellationRequests)
      .where(eq(cancellationRequests.itineraryActivityId, gone.id));
    expect(request).toMatchObject({
      status: 'refunded',
      refundAmountCents: 5_000,
      decidedById: admin.id,
      reason: 'Rained out',
    });

    expect((await refund(t, admin.token, 'activity', cs, left + 1)).statusCode).toBe(422);
    const audits = await refundsAudited(t, 'checkout_sessions', cs);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.data).toMatchObject({
      amount_cents: 5_000,
      before: { refunded_cents: 0, refundable_cents: 56_005 },
      after: { refunded_cents: 5_000, refundable_cents: left },
    });

    const restRes = await refund(t, admin.token, 'activity', cs, left);
    expect(restRes.statusCode, restRes.body).toBe(201);
    expect(restRes.json<RefundAnswer>().payment.refundable_cents).toBe(0);
    expect(await reservedSeats(t, p.lake.id)).toBe(lakeSeats - 1);
    expect(await reservedSeats(t, p.hill.id)).toBe(hillSeats - 1);
  });

  it('refuses while a parent’s cancellation request of one of its places is open (409)', async () => {
    const fam = await makeApprovedItinerary(t, [p.hill.id]);
    const cs = await checkoutId(t, await payLocally(t, fam));
    const asked = await call(
      t,
      'POST',
      '/api/v1/parents/cancellation_requests',
      { itinerary_activity_id: fam.items[0]!.id, reason: 'Sick' },
      { token: fam.token },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const res = await refund(t, admin.token, 'activity', cs, 100);
    expect(res.statusCode).toBe(409);
    expect(await refundsAudited(t, 'checkout_sessions', cs)).toEqual([]);
  });
});

describe('payouts per provider and holds', () => {
  const providers = async () => {
    const res = await call(t, 'GET', PROVIDERS_URL, undefined, {
      token: admin.token,
      query: { per_page: '100' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProviderPayoutsResponse>();
  };

  it('shows each provider’s sales and the platform fee income; a held provider is skipped by the payout until released; audited', async () => {
    const fam = await makeApprovedItinerary(t, [p.hill.id]);
    await payLocally(t, fam);
    const oak = (await providers()).providers.find((x) => x.provider_user_id === p.oakDirector.id)!;
    expect(oak.gross_cents).toBeGreaterThanOrEqual(20_000);
    expect(oak.platform_fee_cents).toBeGreaterThan(0);
    expect(oak.held).toBe(false);
    // The same list as CSV, admins only.
    const exported = await call(t, 'GET', `${PROVIDERS_URL}/export`, undefined, {
      token: admin.token,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="payouts-per-provider.csv"',
    );
    const rows = parse(exported.body, { columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.provider_user_id === String(p.oakDirector.id))).toMatchObject({
      gross_cents: String(oak.gross_cents),
      platform_fee_cents: String(oak.platform_fee_cents),
      held: 'no',
    });
    expect((await call(t, 'GET', `${PROVIDERS_URL}/export`)).statusCode).toBe(401);
    const director = await signIn(t, 'CampDirector', p.oakDirector);
    expect(
      (await call(t, 'GET', `${PROVIDERS_URL}/export`, undefined, { token: director.token }))
        .statusCode,
    ).toBe(403);

    const hold = (token = admin.token, id = p.oakDirector.id) =>
      call(t, 'POST', `${PROVIDERS_URL}/${id}/hold`, { reason: 'Chargeback review' }, { token });
    const held = await hold();
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json<ProviderPayout>()).toMatchObject({
      held: true,
      hold_reason: 'Chargeback review',
    });
    expect((await hold()).statusCode).toBe(409);
    expect((await hold(admin.token, admin.id)).statusCode).toBe(404);
    expect((await hold(admin.token, 2_000_000_000)).statusCode).toBe(404);

    // Make every pending entry due, then run the payout: the held provider is not paid.
    const old = new Date(payoutCutoff(t.ctx.now()).getTime() - 60_000);
    await t.db
      .update(payoutLedgerEntries)
      .set({ createdAt: old })
      .where(eq(payoutLedgerEntries.status, 'pending'));
    const paid = await runDuePayouts(t.ctx);
    expect(paid.map((x) => x.providerUserId)).not.toContain(p.oakDirector.id);
    const oakPending = await t.db
      .select()
      .from(payoutLedgerEntries)
      .where(
        and(
          eq(payoutLedgerEntries.providerUserId, p.oakDirector.id),
          eq(payoutLedgerEntries.status, 'pending'),
        ),
      );
    expect(oakPending.length).toBeGreaterThan(0);

    const release = () =>
      call(t, 'DELETE', `${PROVIDERS_URL}/${p.oakDirector.id}/hold`, undefined, {
        token: admin.token,
      });
    const released = await release();
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json<ProviderPayout>().held).toBe(false);
    expect((await release()).statusCode).toBe(409);
    const later = await runDuePayouts(t.ctx);
    expect(later.map((x) => x.providerUserId)).toContain(p.oakDirector.id);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'users'), eq(auditLog.entityId, p.oakDirector.id)))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['payouts_held', 'payouts_released']);
    expect(audits[0]!.data).toMatchObject({
      reason: 'Chargeback review',
      before: { held: false },
      after: { held: true },
    });
    expect(audits[1]!.data).toMatchObject({ before: { held: true }, after: { held: false } });
  });
});
