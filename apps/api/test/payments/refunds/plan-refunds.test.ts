import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES as M } from '@camp/shared/refunds';
import type Stripe from 'stripe';
import { cancellationRequests } from '../../../src/db/schema/cancellation-requests.js';
import { paymentEvents } from '../../../src/db/schema/payment-events.js';
import { payoutLedgerEntries } from '../../../src/db/schema/payouts.js';
import { chargeDueInstalments } from '../../../src/modules/payments/plans/use-cases/charge-due-instalments.js';
import { REFUND_WEBHOOK_HANDLERS } from '../../../src/modules/payments/refunds/events.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../../auth/helpers.js';
import { TEST_CARDS } from '@camp/shared/payment';
import {
  CHECKOUT_URL,
  GOOD_CARD,
  itineraryActivityRow,
  localUrl,
  makeApprovedItinerary,
  makeProviders,
} from '../checkout/helpers.js';
import { ledgerOf as ledgerOfCharge, planRows, setNow, PLANS_URL } from '../plans/helpers.js';
import {
  ADMIN_URL,
  DIRECTOR_URL,
  PARENT_URL,
  ledgerOf,
  payDepositLocally,
  refundsOf,
  requestRow,
  reservedSeats,
} from './helpers.js';

// Cancellations of places paid in instalments with the built-in provider (decision 0070): what
// was paid so far is the sum of the place's sales over the plan's paid charges; the refund goes
// charge by charge, newest first, one ledger reversal per sale touched; the plan stops
// collecting the activity's part, and ends when no activity is left.
//
// Lake Week ($360.05, Pine Lake) and Hill Week ($200.00, Oak Hill) start on 2027-06-14. Bought
// together on 2026-11-25: a deposit of $140.02 (Lake 9002, Hill 5000), then three instalments of
// $140.01 (Lake 9001, Hill 5000) on Apr 8, May 8 and Jun 7. Lake alone: a deposit of $90.02 and
// three instalments of $90.01.

describe('cancelling a place paid in instalments (built-in provider)', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;
  let pineToken: string;
  let oakToken: string;
  let adminToken: string;
  let specialistToken: string;
  type Fam = Awaited<ReturnType<typeof makeApprovedItinerary>>;
  // Bought on the first day, cancelled once instalments were paid (later tests).
  let both: Fam;
  let lakeAlone: Fam;
  let dropHillFirst: Fam;

  beforeAll(async () => {
    t = await createTestApp();
    setNow(t, '2026-11-25T12:00:00Z');
    p = await makeProviders(t);
    pineToken = (await signIn(t, 'CampDirector', p.pineDirector)).token;
    oakToken = (await signIn(t, 'CampDirector', p.oakDirector)).token;
    adminToken = (await signIn(t, 'Admin', await makeUser(t, { role: 'Admin' }))).token;
    specialistToken = (await signIn(t, 'Specialist', await makeUser(t, { role: 'Specialist' })))
      .token;
    both = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    await payDepositLocally(t, both);
    lakeAlone = await makeApprovedItinerary(t, [p.lake.id]);
    await payDepositLocally(t, lakeAlone);
    dropHillFirst = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    await payDepositLocally(t, dropHillFirst);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** Sessions expire while the clock moves months ahead. */
  async function freshSessions() {
    pineToken = (await signIn(t, 'CampDirector', p.pineDirector)).token;
    adminToken = (await signIn(t, 'Admin', await makeUser(t, { role: 'Admin' }))).token;
    for (const fam of [both, lakeAlone, dropHillFirst])
      fam.token = (await signIn(t, 'Parent', fam.parent)).token;
  }

  const ask = (fam: { token: string }, itineraryActivityId: number) =>
    call(
      t,
      'POST',
      PARENT_URL,
      { itinerary_activity_id: itineraryActivityId, reason: 'We moved' },
      { token: fam.token },
    );
  const decide = (url: string, token: string, id: number, body: unknown) =>
    call(t, 'PUT', `${url}/${id}`, body, { token });
  const requestId = (res: { json: <T>() => T }) =>
    res.json<{ cancellation_request: { id: number } }>().cancellation_request.id;
  const amounts = async (fam: Fam) =>
    (await planRows(t, fam.itinerary.id)).instalments.map((i) => [
      i.sequence,
      i.amountCents,
      i.status,
    ]);

  it('keeps permissions: another family 404, a specialist 403, anonymous 401, another director 404', async () => {
    const hill = dropHillFirst.items[1]!;
    const other = await makeApprovedItinerary(t, [p.hill.id]);
    expect((await ask(other, hill.id)).statusCode).toBe(404);
    expect((await ask({ token: specialistToken }, hill.id)).statusCode).toBe(403);
    expect(
      (await call(t, 'POST', PARENT_URL, { itinerary_activity_id: hill.id, reason: 'x' }))
        .statusCode,
    ).toBe(401);
    const asked = await ask(dropHillFirst, hill.id);
    expect(asked.statusCode, asked.body).toBe(201);
    const id = requestId(asked);
    // Pine Lake's director does not decide Oak Hill's activity.
    expect((await decide(DIRECTOR_URL, pineToken, id, { decision: 'approve' })).statusCode).toBe(
      404,
    );
    expect((await decide(ADMIN_URL, specialistToken, id, { decision: 'approve' })).statusCode).toBe(
      403,
    );
    expect((await requestRow(t, id)).status).toBe('pending');
    // Withdrawn, so the next test may ask again.
    expect(
      (await call(t, 'DELETE', `${PARENT_URL}/${id}`, undefined, dropHillFirst)).statusCode,
    ).toBe(200);
  });

  it('asks with what was paid so far (the deposit part), refunds it and takes the part off every instalment', async () => {
    const hill = dropHillFirst.items[1]!;
    const seats = await reservedSeats(t, p.hill.id);
    const asked = await ask(dropHillFirst, hill.id);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      cancellation_request: {
        status: 'pending',
        paid_cents: 5_000,
        in_instalments: true,
        activity_name: 'Hill Week',
      },
    });
    const id = requestId(asked);
    // Never more than paid so far: 422 under the field, nothing changes.
    const over = await decide(DIRECTOR_URL, oakToken, id, {
      decision: 'approve',
      refund_amount_cents: 5_001,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ errors: { refund_amount_cents: [M.overPaid] } });
    expect((await requestRow(t, id)).status).toBe('pending');

    const res = await decide(DIRECTOR_URL, oakToken, id, { decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      cancellation_request: { status: 'refunded', refund_amount_cents: 5_000, paid_cents: 5_000 },
    });
    const { plan, instalments } = await planRows(t, dropHillFirst.itinerary.id);
    const refunds = await refundsOf(t, id);
    expect(refunds.map((r) => [r.planInstalmentId, r.amountCents])).toEqual([
      [instalments[0]!.id, 5_000],
    ]);
    expect(refunds[0]!.paymentIntentId).toBe(instalments[0]!.providerPaymentId);
    expect((await requestRow(t, id)).refundId).toBe(refunds[0]!.refundId);
    // The built-in provider's charge.refunded, in Stripe's shape, recorded once.
    const events = (await t.db.select().from(paymentEvents)).filter(
      (e) => e.type === 'charge.refunded',
    );
    expect(events).toHaveLength(1);
    const ledger = await ledgerOf(t, hill.id);
    expect(ledger.map((e) => [e.kind, e.grossCents, e.reversed])).toEqual([
      ['sale', 5_000, true],
      ['reversal', -5_000, false],
    ]);
    expect(ledger[1]!.platformFeeCents).toBe(-ledger[0]!.platformFeeCents);
    expect(ledger[1]!.netCents).toBe(-ledger[0]!.netCents);
    expect((await itineraryActivityRow(t, hill.id)).paymentStatus).not.toBe('paid');
    expect(await reservedSeats(t, p.hill.id)).toBe(seats - 1);
    // Hill Week's $50.00 of each instalment is no longer collected; Lake Week still is.
    expect(await amounts(dropHillFirst)).toEqual([
      [0, 14_002, 'paid'],
      [1, 9_001, 'scheduled'],
      [2, 9_001, 'scheduled'],
      [3, 9_001, 'scheduled'],
    ]);
    expect(plan).toMatchObject({ status: 'active', totalCents: 14_002 + 3 * 9_001 });
    expect((await outboxFor(t, dropHillFirst.parent.email)).map((m) => m.template)).toContain(
      'refund_issued',
    );

    // Replaying the recorded event through the handler changes nothing.
    for (const event of events)
      await t.db.transaction((tx) =>
        REFUND_WEBHOOK_HANDLERS['charge.refunded']!(
          tx,
          event.payload as unknown as Stripe.Event,
          t.ctx,
        ),
      );
    expect(await ledgerOf(t, hill.id)).toHaveLength(2);
    expect(await amounts(dropHillFirst)).toEqual([
      [0, 14_002, 'paid'],
      [1, 9_001, 'scheduled'],
      [2, 9_001, 'scheduled'],
      [3, 9_001, 'scheduled'],
    ]);

    // The parent's plan view shows the reduced schedule.
    const view = await call(
      t,
      'GET',
      `${PLANS_URL}?itinerary_id=${dropHillFirst.itinerary.id}`,
      undefined,
      dropHillFirst,
    );
    expect(view.json()).toMatchObject({
      plans: [
        {
          status: 'active',
          total_cents: 41_005,
          paid_cents: 14_002,
          items: expect.arrayContaining([
            expect.objectContaining({
              itinerary_activity_id: dropHillFirst.items[0]!.id,
              paid_cents: 9_002,
              canceled: false,
            }),
            expect.objectContaining({
              itinerary_activity_id: hill.id,
              paid_cents: 0,
              canceled: true,
            }),
          ]),
        },
      ],
    });
  });

  it('a zero refund cancels the place with no money moving and still drops it from the plan', async () => {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    await payDepositLocally(t, fam);
    const id = requestId(await ask(fam, fam.items[1]!.id));
    const res = await decide(ADMIN_URL, adminToken, id, {
      decision: 'approve',
      refund_amount_cents: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await requestRow(t, id)).status).toBe('refunded');
    expect(await refundsOf(t, id)).toEqual([]);
    expect((await ledgerOf(t, fam.items[1]!.id)).map((e) => e.kind)).toEqual(['sale']);
    expect((await amounts(fam)).map((a) => a[1])).toEqual([14_002, 9_001, 9_001, 9_001]);
  });

  it('charges the reduced instalment; a partial refund takes the newest charge first; the last activity out ends the plan', async () => {
    setNow(t, '2027-04-08T00:00:01Z');
    await freshSessions();
    await chargeDueInstalments(t.ctx);
    // The plan without Hill Week charged Lake Week's part only, booked to Lake Week only.
    const reduced = await planRows(t, dropHillFirst.itinerary.id);
    expect(reduced.instalments[1]).toMatchObject({ status: 'paid', amountCents: 9_001 });
    expect(
      (await ledgerOfCharge(t, reduced.instalments[1]!.id)).map((e) => [
        e.itineraryActivityId,
        e.grossCents,
      ]),
    ).toEqual([[dropHillFirst.items[0]!.id, 9_001]]);

    // Both activities: Lake Week paid 9002 (deposit) + 9001 (April) = 18003.
    const lake = both.items[0]!;
    const asked = await ask(both, lake.id);
    expect(asked.json()).toMatchObject({ cancellation_request: { paid_cents: 18_003 } });
    const id = requestId(asked);
    const over = await decide(DIRECTOR_URL, pineToken, id, {
      decision: 'approve',
      refund_amount_cents: 18_004,
    });
    expect(over.statusCode).toBe(422);
    expect(await refundsOf(t, id)).toEqual([]);
    // $91.01: April's part in full, then $1.00 of the deposit's.
    const res = await decide(DIRECTOR_URL, pineToken, id, {
      decision: 'approve',
      refund_amount_cents: 9_101,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await planRows(t, both.itinerary.id);
    expect(
      (await refundsOf(t, id)).map((r) => [r.planInstalmentId, r.amountCents, r.paymentIntentId]),
    ).toEqual([
      [rows.instalments[1]!.id, 9_001, rows.instalments[1]!.providerPaymentId],
      [rows.instalments[0]!.id, 100, rows.instalments[0]!.providerPaymentId],
    ]);
    const ledger = await ledgerOf(t, lake.id);
    const reversals = ledger.filter((e) => e.kind === 'reversal');
    const chargeOf = (e: (typeof ledger)[number]) =>
      ledger.find((sale) => sale.id === e.reversesEntryId)!.planInstalmentId;
    expect(reversals.map((e) => [chargeOf(e), e.grossCents])).toEqual([
      [rows.instalments[1]!.id, -9_001],
      [rows.instalments[0]!.id, -100],
    ]);
    for (const r of reversals) {
      const sale = ledger.find((e) => e.id === r.reversesEntryId)!;
      expect(sale.reversed).toBe(true);
      expect(r.grossCents - r.platformFeeCents - r.paymentProviderFeeCents).toBe(r.netCents);
      expect(r.status).toBe('pending');
    }
    // The two charges each emitted their own charge.refunded.
    const refundEvents = (await t.db.select().from(paymentEvents)).filter(
      (e) =>
        e.type === 'charge.refunded' &&
        JSON.stringify(e.payload).includes(`"cancellation_request_id":"${id}"`),
    );
    expect(refundEvents).toHaveLength(2);
    // Hill Week is left: May and June collect its $50.00 only.
    expect(rows.instalments.map((i) => [i.amountCents, i.status])).toEqual([
      [14_002, 'paid'],
      [14_001, 'paid'],
      [5_000, 'scheduled'],
      [5_000, 'scheduled'],
    ]);
    expect(rows.plan).toMatchObject({ status: 'active', totalCents: 14_002 + 14_001 + 10_000 });

    // Lake Week alone: its cancellation ends the plan; nothing is charged again.
    const alone = requestId(await ask(lakeAlone, lakeAlone.items[0]!.id));
    const full = await decide(ADMIN_URL, adminToken, alone, { decision: 'approve' });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({
      cancellation_request: { refund_amount_cents: 18_003, status: 'refunded' },
    });
    const ended = await planRows(t, lakeAlone.itinerary.id);
    expect(ended.plan).toMatchObject({ status: 'canceled', totalCents: 18_003 });
    expect(ended.instalments.map((i) => i.status)).toEqual(['paid', 'paid']);
    expect((await refundsOf(t, alone)).map((r) => r.amountCents)).toEqual([9_001, 9_002]);

    setNow(t, '2027-05-08T00:00:01Z');
    await freshSessions();
    await chargeDueInstalments(t.ctx);
    expect((await planRows(t, lakeAlone.itinerary.id)).instalments).toHaveLength(2);
    // Both's May instalment: Hill Week's $50.00, booked to Hill Week only.
    const may = (await planRows(t, both.itinerary.id)).instalments[2]!;
    expect(may).toMatchObject({ status: 'paid', amountCents: 5_000 });
    expect(
      (await ledgerOfCharge(t, may.id)).map((e) => [e.itineraryActivityId, e.grossCents]),
    ).toEqual([[both.items[1]!.id, 5_000]]);
    // The refunded place has no sale standing, so it cannot be asked for again.
    const again = await ask(both, lake.id);
    expect(again.statusCode).toBe(422);
    const standing = await t.db
      .select()
      .from(payoutLedgerEntries)
      .where(eq(payoutLedgerEntries.itineraryActivityId, lake.id));
    expect(standing.filter((e) => e.kind === 'sale' && !e.reversed)).toEqual([]);
    expect(
      (await t.db.select().from(cancellationRequests)).filter((r) => r.status === 'approved'),
    ).toEqual([]);
  });
});

describe('cancelling places of a defaulted plan (built-in provider)', () => {
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

  it('takes the part off the failed instalment too; the plan stays overdue until its last activity leaves', async () => {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    // Stripe's "charge fails after attach" card: the deposit succeeds, later charges fail.
    const started = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id, plan: 'instalments' },
      { token: fam.token },
    );
    const checkout = started.json<{ checkout_session_id: string }>().checkout_session_id;
    const paid = await call(
      t,
      'POST',
      localUrl(checkout, 'pay'),
      { ...GOOD_CARD, card_number: TEST_CARDS.renewalsDeclined },
      { token: fam.token },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    // Three failed attempts (Apr 8, 9, 12): the plan defaults.
    setNow(t, '2027-04-08T00:10:00Z');
    await chargeDueInstalments(t.ctx);
    t.advance(86_400_000);
    await chargeDueInstalments(t.ctx);
    t.advance(3 * 86_400_000);
    await chargeDueInstalments(t.ctx);
    let rows = await planRows(t, fam.itinerary.id);
    expect(rows.plan!.status).toBe('defaulted');
    expect(rows.instalments[1]).toMatchObject({ status: 'failed', amountCents: 14_001 });

    const parent = (await signIn(t, 'Parent', fam.parent)).token;
    const admin = (await signIn(t, 'Admin', await makeUser(t, { role: 'Admin' }))).token;
    const cancel = async (itineraryActivityId: number, paidCents: number) => {
      const asked = await call(
        t,
        'POST',
        PARENT_URL,
        { itinerary_activity_id: itineraryActivityId, reason: 'Overdue' },
        { token: parent },
      );
      expect(asked.json()).toMatchObject({ cancellation_request: { paid_cents: paidCents } });
      const id = asked.json<{ cancellation_request: { id: number } }>().cancellation_request.id;
      const res = await call(
        t,
        'PUT',
        `${ADMIN_URL}/${id}`,
        { decision: 'approve' },
        {
          token: admin,
        },
      );
      expect(res.statusCode, res.body).toBe(200);
    };

    // Hill Week leaves: the overdue instalment is Lake Week's part only, still overdue.
    await cancel(fam.items[1]!.id, 5_000);
    rows = await planRows(t, fam.itinerary.id);
    expect(rows.plan!.status).toBe('defaulted');
    expect(rows.instalments.map((i) => [i.amountCents, i.status])).toEqual([
      [14_002, 'paid'],
      [9_001, 'failed'],
      [9_001, 'scheduled'],
      [9_001, 'scheduled'],
    ]);
    // Lake Week leaves too: nothing is owed any more and the plan ends.
    await cancel(fam.items[0]!.id, 9_002);
    rows = await planRows(t, fam.itinerary.id);
    expect(rows.plan).toMatchObject({ status: 'canceled', totalCents: 14_002 });
    expect(rows.instalments.map((i) => i.status)).toEqual(['paid']);
  });
});
