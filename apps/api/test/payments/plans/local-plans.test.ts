import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_PLAN_MESSAGES } from '@camp/shared/payment-plan';
import { TEST_CARDS } from '@camp/shared/payment';
import { chargeDueInstalments } from '../../../src/modules/payments/plans/use-cases/charge-due-instalments.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../../auth/helpers.js';
import { makeActivity } from '../../factories.js';
import { makeProgram } from '../../director-activities/helpers.js';
import {
  CHECKOUT_URL,
  GOOD_CARD,
  itineraryActivityRow,
  localUrl,
  makeApprovedItinerary,
  makeProviders,
} from '../checkout/helpers.js';
import { PLANS_URL, ledgerOf, payNowUrl, planRows, setNow } from './helpers.js';

// Payment plans with the built-in provider (decision 0065): the deposit through the checkout,
// the instalments charged by the job, a failing card e-mailed, retried and defaulted, 'Pay now'.

describe('payment plans (built-in provider)', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;

  beforeAll(async () => {
    t = await createTestApp();
    setNow(t, '2026-11-25T12:00:00Z');
    p = await makeProviders(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const start = (token: string, body: unknown) => call(t, 'POST', CHECKOUT_URL, body, { token });

  async function depositPaid(activityIds: number[], card: object = GOOD_CARD) {
    const fam = await makeApprovedItinerary(t, activityIds);
    const res = await start(fam.token, { itinerary_id: fam.itinerary.id, plan: 'instalments' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const paid = await call(t, 'POST', localUrl(id, 'pay'), card, { token: fam.token });
    expect(paid.statusCode, paid.body).toBe(200);
    return { ...fam, checkoutId: id };
  }

  it('charges the deposit now, keeps the card and books the deposit in the ledger', async () => {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const res = await start(fam.token, { itinerary_id: fam.itinerary.id, plan: 'instalments' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const page = await call(t, 'GET', localUrl(id), undefined, { token: fam.token });
    // 25% of $560.05, rounded up to the cent; the page shows each activity's part of it.
    const shown = page.json<{
      checkout: { amount_cents: number; items: { name: string; amount_cents: number }[] };
    }>().checkout;
    expect(shown.amount_cents).toBe(14_002);
    expect(shown.items.map((i) => i.name).sort()).toEqual([
      'Deposit (25%): Hill Week',
      'Deposit (25%): Lake Week',
    ]);
    expect(shown.items.reduce((s, i) => s + i.amount_cents, 0)).toBe(14_002);
    // Not shown before the deposit is paid.
    const before = await call(
      t,
      'GET',
      `${PLANS_URL}?itinerary_id=${fam.itinerary.id}`,
      undefined,
      {
        token: fam.token,
      },
    );
    expect(before.json()).toEqual({ plans: [] });

    const paid = await call(t, 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: fam.token });
    expect(paid.statusCode, paid.body).toBe(200);
    for (const item of fam.items)
      expect((await itineraryActivityRow(t, item.id)).paymentStatus).toBe('paid');

    const { plan, instalments } = await planRows(t, fam.itinerary.id);
    expect(plan).toMatchObject({
      status: 'active',
      totalCents: 56_005,
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(plan!.paymentMethodId).toMatch(/^pm_local_/);
    expect(instalments.map((i) => [i.sequence, i.dueDate, i.amountCents, i.status])).toEqual([
      [0, '2026-11-25', 14_002, 'paid'],
      [1, '2027-04-08', 14_001, 'scheduled'],
      [2, '2027-05-08', 14_001, 'scheduled'],
      [3, '2027-06-07', 14_001, 'scheduled'],
    ]);
    const ledger = await ledgerOf(t, instalments[0]!.id);
    expect(ledger).toHaveLength(2);
    expect(ledger.reduce((s, e) => s + e.grossCents, 0)).toBe(14_002);
    for (const e of ledger) {
      expect(e.platformFeeCents).toBe(Math.floor((e.grossCents * 10 + 50) / 100));
      expect(e.status).toBe('pending');
    }

    const view = await call(t, 'GET', `${PLANS_URL}?itinerary_id=${fam.itinerary.id}`, undefined, {
      token: fam.token,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      plans: [
        {
          id: plan!.id,
          status: 'active',
          total_cents: 56_005,
          paid_cents: 14_002,
          card: { brand: 'visa', last4: '4242' },
          items: expect.arrayContaining([
            {
              itinerary_activity_id: fam.items[0]!.id,
              name: 'Lake Week',
              amount_cents: 36_005,
              paid_cents: 9_002,
              canceled: false,
            },
            {
              itinerary_activity_id: fam.items[1]!.id,
              name: 'Hill Week',
              amount_cents: 20_000,
              paid_cents: 5_000,
              canceled: false,
            },
          ]),
          instalments: [
            { sequence: 0, status: 'paid', amount_cents: 14_002 },
            {
              sequence: 1,
              status: 'scheduled',
              due_date: '2027-04-08',
              next_attempt_at: '2027-04-08T00:00:00.000Z',
            },
            { sequence: 2, status: 'scheduled' },
            { sequence: 3, status: 'scheduled' },
          ],
        },
      ],
    });
    // The same activities cannot be paid again while the plan runs.
    const again = await start(fam.token, { itinerary_id: fam.itinerary.id });
    expect(again.statusCode).toBe(422);
  });

  it('refuses instalments when the first activity starts too soon, and holds nothing', async () => {
    const soon = await makeActivity(t, p.pine.id, {
      name: 'Winter Week',
      priceCents: 30_000,
      startDate: '2027-01-05',
      endDate: '2027-01-09',
    });
    const fam = await makeApprovedItinerary(t, [soon.id, p.hill.id]);
    const res = await start(fam.token, { itinerary_id: fam.itinerary.id, plan: 'instalments' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { plan: [PAYMENT_PLAN_MESSAGES.notEligible] } });
    const bad = await start(fam.token, { itinerary_id: fam.itinerary.id, plan: 'later' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: { plan: [PAYMENT_PLAN_MESSAGES.planInvalid] } });
    expect((await planRows(t, fam.itinerary.id)).plan).toBeNull();
    // In full it is fine.
    expect((await start(fam.token, { itinerary_id: fam.itinerary.id })).statusCode).toBe(201);
  });

  it('charges each instalment once when due, books it and mails a receipt; the last one pays the plan', async () => {
    const fam = await depositPaid([p.lake.id]);
    const { instalments } = await planRows(t, fam.itinerary.id);
    expect(await chargeDueInstalments(t.ctx)).toBe(0);

    setNow(t, '2027-04-08T00:00:01Z');
    expect(await chargeDueInstalments(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await chargeDueInstalments(t.ctx)).toBe(0);
    let rows = await planRows(t, fam.itinerary.id);
    expect(rows.instalments[1]).toMatchObject({ status: 'paid', attempts: 0 });
    expect(rows.instalments[1]!.providerPaymentId).toMatch(/^pi_local_/);
    expect(rows.instalments[2]!.status).toBe('scheduled');
    const ledger = await ledgerOf(t, instalments[1]!.id);
    expect(ledger).toEqual([
      expect.objectContaining({
        itineraryActivityId: fam.items[0]!.id,
        grossCents: instalments[1]!.amountCents,
        providerUserId: p.pineDirector.id,
      }),
    ]);
    const mails = (await outboxFor(t, fam.parent.email)).filter(
      (m) => m.template === 'payment_plan_instalment_paid',
    );
    expect(mails).toHaveLength(1);

    setNow(t, '2027-06-07T08:00:00Z');
    await chargeDueInstalments(t.ctx);
    rows = await planRows(t, fam.itinerary.id);
    expect(rows.plan!.status).toBe('paid');
    expect(rows.instalments.every((i) => i.status === 'paid')).toBe(true);
    const total = (await Promise.all(rows.instalments.map((i) => ledgerOf(t, i.id))))
      .flat()
      .reduce((s, e) => s + e.grossCents, 0);
    expect(total).toBe(36_005);
  });
});

describe('a failing card (built-in provider)', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;
  let late: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    setNow(t, '2026-11-25T12:00:00Z');
    p = await makeProviders(t);
    late = await makeActivity(t, p.pine.id, {
      name: 'Summer Week',
      priceCents: 40_000,
      startDate: '2027-06-14',
      endDate: '2027-06-18',
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('is e-mailed and retried after 1 and 3 days, then the plan defaults; Pay now settles it', async () => {
    // Stripe's "charge fails after attach" card: the deposit succeeds, later charges fail.
    const fam = await makeApprovedItinerary(t, [late.id, p.hill.id]);
    const res = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id, plan: 'instalments' },
      { token: fam.token },
    );
    const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const paid = await call(
      t,
      'POST',
      localUrl(id, 'pay'),
      { ...GOOD_CARD, card_number: TEST_CARDS.renewalsDeclined },
      { token: fam.token },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const { plan, instalments } = await planRows(t, fam.itinerary.id);
    const first = instalments[1]!;

    setNow(t, `${first.dueDate}T00:10:00Z`);
    expect(await chargeDueInstalments(t.ctx)).toBe(0);
    let row = (await planRows(t, fam.itinerary.id)).instalments[1]!;
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Your card was declined.',
    });
    // One day after the failure.
    expect(
      row.nextAttemptAt!.getTime() - Date.parse(`${first.dueDate}T00:10:00Z`),
    ).toBeGreaterThanOrEqual(86_400_000);
    expect(row.nextAttemptAt!.getTime() - Date.parse(`${first.dueDate}T00:10:00Z`)).toBeLessThan(
      86_460_000,
    );
    const failedMails = async () =>
      (await outboxFor(t, fam.parent.email)).filter(
        (m) => m.template === 'payment_plan_instalment_failed',
      );
    expect(await failedMails()).toHaveLength(1);
    // Nothing more until the retry is due.
    expect(await chargeDueInstalments(t.ctx)).toBe(0);
    expect((await planRows(t, fam.itinerary.id)).instalments[1]!.attempts).toBe(1);

    t.advance(86_400_000);
    await chargeDueInstalments(t.ctx);
    row = (await planRows(t, fam.itinerary.id)).instalments[1]!;
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await failedMails()).toHaveLength(2);

    t.advance(3 * 86_400_000);
    await chargeDueInstalments(t.ctx);
    const after = await planRows(t, fam.itinerary.id);
    expect(after.plan!.status).toBe('defaulted');
    expect(after.instalments[1]).toMatchObject({
      status: 'failed',
      attempts: 3,
      nextAttemptAt: null,
    });
    expect(
      (await outboxFor(t, fam.parent.email)).filter((m) => m.template === 'payment_plan_defaulted'),
    ).toHaveLength(1);
    for (const d of [p.pineDirector, p.oakDirector])
      expect(
        (await outboxFor(t, d.email)).filter(
          (m) => m.template === 'payment_plan_defaulted_director',
        ),
      ).toHaveLength(1);
    // The seat stays the family's: the activities are still on the itinerary, paid (deposit).
    expect((await itineraryActivityRow(t, fam.items[0]!.id)).paymentStatus).toBe('paid');
    // A defaulted plan is not charged automatically any more.
    t.advance(40 * 86_400_000);
    expect(await chargeDueInstalments(t.ctx)).toBe(0);
    expect(await ledgerOf(t, first.id)).toHaveLength(0);

    const { token } = await signIn(t, 'Parent', fam.parent);
    // Another refused card: 402 and nothing changes.
    const refused = await call(
      t,
      'POST',
      payNowUrl(plan!.id, first.id),
      { ...GOOD_CARD, card_number: TEST_CARDS.declined },
      { token },
    );
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      errors: { _base: ['Payment failed. Your card was declined.'] },
    });
    expect((await planRows(t, fam.itinerary.id)).plan!.status).toBe('defaulted');
    // A bad card: 422 under its field.
    const invalid = await call(
      t,
      'POST',
      payNowUrl(plan!.id, first.id),
      { card_number: '4242' },
      { token },
    );
    expect(invalid.statusCode).toBe(422);

    const now = await call(t, 'POST', payNowUrl(plan!.id, first.id), GOOD_CARD, { token });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json<{ plan: { status: string; card: unknown } }>().plan).toMatchObject({
      status: 'active',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(await ledgerOf(t, first.id)).toHaveLength(2);
    // Paid: Pay now again is a 409.
    const twice = await call(t, 'POST', payNowUrl(plan!.id, first.id), GOOD_CARD, { token });
    expect(twice.statusCode).toBe(409);
    // The automatic charges resume (on the new card) for what fell due meanwhile.
    expect(await chargeDueInstalments(t.ctx)).toBeGreaterThanOrEqual(1);
  });

  it('stops charging when the parent closes the account', async () => {
    const later = await makeActivity(t, p.pine.id, {
      name: 'Next Summer',
      priceCents: 50_000,
      startDate: '2028-06-12',
      endDate: '2028-06-16',
    });
    const fam = await makeApprovedItinerary(t, [later.id]);
    const res = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id, plan: 'instalments' },
      { token: fam.token },
    );
    const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
    expect(
      (await call(t, 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: fam.token })).statusCode,
    ).toBe(200);
    const closed = await call(t, 'DELETE', '/api/v1/parents', undefined, {
      token: fam.token,
      query: { id: String(fam.parent.id) },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const { plan, instalments } = await planRows(t, fam.itinerary.id);
    expect(plan).toMatchObject({ status: 'canceled', paymentMethodId: null });
    setNow(t, '2028-06-06T00:00:00Z');
    await chargeDueInstalments(t.ctx);
    for (const i of instalments.slice(1))
      expect(
        (await planRows(t, fam.itinerary.id)).instalments.find((x) => x.id === i.id)!.status,
      ).toBe('scheduled');
  });

  it('lets only the plan’s parent see and pay it', async () => {
    const fam = await makeApprovedItinerary(t, [p.hill.id]);
    const other = await makeApprovedItinerary(t, [p.lake.id]);
    const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
    const specialist = await makeUser(t, { role: 'Specialist' });
    await makeProgram(t, director.id, { name: 'Elsewhere' });
    const url = `${PLANS_URL}?itinerary_id=${fam.itinerary.id}`;
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
    expect((await call(t, 'GET', url, undefined, { token: other.token })).statusCode).toBe(404);
    for (const [role, user] of [
      ['CampDirector', director],
      ['Specialist', specialist],
    ] as const) {
      const { token } = await signIn(t, role, user);
      expect((await call(t, 'GET', url, undefined, { token })).statusCode).toBe(403);
      expect((await call(t, 'POST', payNowUrl(1, 1), GOOD_CARD, { token })).statusCode).toBe(403);
    }
    // Another parent's plan reads as missing.
    const { plan, instalments } = await planRows(t, (await planAnyItinerary(t))!);
    const res = await call(t, 'POST', payNowUrl(plan!.id, instalments[1]!.id), GOOD_CARD, {
      token: other.token,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await call(t, 'GET', `${PLANS_URL}?itinerary_id=abc`, undefined, { token: other.token }))
        .statusCode,
    ).toBe(422);
  });
});

async function planAnyItinerary(t: TestApp): Promise<number | undefined> {
  const { paymentPlans } = await import('../../../src/db/schema/payment-plans.js');
  const [row] = await t.db.select().from(paymentPlans).limit(1);
  return row?.itineraryId;
}
