import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES as M } from '@camp/shared/refunds';
import type { RealtimeEvent } from '@camp/shared/realtime';
import { activities } from '../../../src/db/schema/activities.js';
import { activityProviders } from '../../../src/db/schema/activity-providers.js';
import { cancellationRequests } from '../../../src/db/schema/cancellation-requests.js';
import { paymentEvents } from '../../../src/db/schema/payment-events.js';
import { payoutLedgerEntries, payouts } from '../../../src/db/schema/payouts.js';
import { payoutCutoff, runDuePayouts } from '../../../src/modules/payments/payouts/service.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../../auth/helpers.js';
import { itineraryActivityRow, makeApprovedItinerary, makeProviders } from '../checkout/helpers.js';
import { makeActivity } from '../../factories.js';
import {
  ADMIN_URL,
  DIRECTOR_URL,
  PARENT_URL,
  auditOf,
  ledgerOf,
  payLocally,
  requestRow,
  reservedSeats,
} from './helpers.js';

// Refunds with the built-in provider (decision 0064): the parent asks to cancel a paid
// activity, the program's director or an admin decides, the refund makes the place unpaid,
// releases its seat, reverses the sale in the ledger and tells both sides.

const POLICY = 'Full refund up to 30 days before the camp; 25% after that.';

describe('cancellations and refunds (built-in provider)', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;
  let pineToken: string;
  let oakToken: string;
  let adminToken: string;
  let specialistToken: string;
  const events: [string, RealtimeEvent][] = [];

  beforeAll(async () => {
    t = await createTestApp();
    p = await makeProviders(t);
    pineToken = (await signIn(t, 'CampDirector', p.pineDirector)).token;
    oakToken = (await signIn(t, 'CampDirector', p.oakDirector)).token;
    adminToken = (await signIn(t, 'Admin', await makeUser(t, { role: 'Admin' }))).token;
    specialistToken = (await signIn(t, 'Specialist', await makeUser(t, { role: 'Specialist' })))
      .token;
    await t.db
      .update(activityProviders)
      .set({ cancellationPolicy: POLICY })
      .where(eq(activityProviders.id, p.oak.id));
    t.ctx.realtime.subscribe((channel, event) => events.push([channel, event]));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** A family that paid Hill Week (Oak Hill, $200.00) alone. */
  async function paidHill() {
    const fam = await makeApprovedItinerary(t, [p.hill.id]);
    await payLocally(t, fam);
    return { ...fam, item: fam.items[0]! };
  }

  const ask = (token: string, body: unknown) => call(t, 'POST', PARENT_URL, body, { token });
  const decide = (url: string, token: string, id: number, body: unknown) =>
    call(t, 'PUT', `${url}/${id}`, body, { token });

  it('the parent asks, with the policy text; the director is mailed and sees it, others do not', async () => {
    const fam = await paidHill();
    const res = await ask(fam.token, { itinerary_activity_id: fam.item.id, reason: ' We moved ' });
    expect(res.statusCode, res.body).toBe(201);
    const { cancellation_request: r } = res.json<{
      cancellation_request: Record<string, unknown>;
    }>();
    expect(r).toMatchObject({
      status: 'pending',
      itinerary_activity_id: fam.item.id,
      itinerary_id: fam.itinerary.id,
      activity_name: 'Hill Week',
      provider_name: 'Oak Hill Camp',
      reason: 'We moved',
      paid_cents: 20_000,
      in_instalments: false,
      refund_amount_cents: null,
    });
    expect(r.cancellation_policy).toBe(POLICY);
    expect((await requestRow(t, r.id as number)).cancellationPolicy).toBe(POLICY);
    const mails = await outboxFor(t, p.oakDirector.email);
    expect(mails.map((m) => m.template)).toContain('cancellation_requested');
    expect(events).toContainEqual([
      `director-orders:${p.oakDirector.id}`,
      { type: 'director_orders_updated', reason: 'cancellation_requested' },
    ]);

    const own = await call(t, 'GET', PARENT_URL, undefined, { token: fam.token });
    expect(
      own
        .json<{ cancellation_requests: { id: number }[] }>()
        .cancellation_requests.map((x) => x.id),
    ).toEqual([r.id]);
    const oak = await call(t, 'GET', DIRECTOR_URL, undefined, { token: oakToken });
    expect(oak.statusCode).toBe(200);
    expect(
      oak.json<{ cancellation_requests: { id: number; parent_name: string }[] }>()
        .cancellation_requests,
    ).toContainEqual(expect.objectContaining({ id: r.id, parent_name: 'Jamie Fox' }));
    const pine = await call(t, 'GET', DIRECTOR_URL, undefined, { token: pineToken });
    expect(
      pine
        .json<{ cancellation_requests: { id: number }[] }>()
        .cancellation_requests.map((x) => x.id),
    ).not.toContain(r.id);
    const admin = await call(t, 'GET', ADMIN_URL, undefined, {
      token: adminToken,
      query: { status: 'pending' },
    });
    expect(
      admin
        .json<{ cancellation_requests: { id: number }[] }>()
        .cancellation_requests.map((x) => x.id),
    ).toContain(r.id);
    const other = await makeApprovedItinerary(t, [p.lake.id]);
    const theirs = await call(t, 'GET', PARENT_URL, undefined, { token: other.token });
    expect(theirs.json<{ cancellation_requests: unknown[] }>().cancellation_requests).toEqual([]);
  });

  it('refuses what cannot be canceled, with clear errors, and changes nothing', async () => {
    const before = (await t.db.select().from(cancellationRequests)).length;
    const unpaid = await makeApprovedItinerary(t, [p.hill.id]);
    let res = await ask(unpaid.token, { itinerary_activity_id: unpaid.items[0]!.id, reason: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { itinerary_activity_id: [M.notPaid] } });

    const fam = await paidHill();
    res = await ask(unpaid.token, { itinerary_activity_id: fam.item.id, reason: 'x' });
    expect(res.statusCode).toBe(404);
    res = await ask(fam.token, { itinerary_activity_id: 999_999, reason: 'x' });
    expect(res.statusCode).toBe(404);
    res = await ask(fam.token, { itinerary_activity_id: fam.item.id, reason: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { reason: [M.reasonBlank] } });
    res = await ask(fam.token, { itinerary_activity_id: 'one', reason: 'x' });
    expect(res.statusCode).toBe(422);

    // Anonymous, a specialist, a director on the parent's route.
    expect(
      (await call(t, 'POST', PARENT_URL, { itinerary_activity_id: fam.item.id, reason: 'x' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ask(specialistToken, { itinerary_activity_id: fam.item.id, reason: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await ask(oakToken, { itinerary_activity_id: fam.item.id, reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', DIRECTOR_URL, undefined, { token: fam.token })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', ADMIN_URL, undefined, { token: oakToken })).statusCode).toBe(403);
    expect((await call(t, 'GET', ADMIN_URL)).statusCode).toBe(401);

    // A camp that has started.
    const started = await makeActivity(t, p.oak.id, {
      name: 'Spring Week',
      priceCents: 10_000,
      feeCents: 0,
      startDate: '2027-01-04',
      endDate: '2027-01-08',
    });
    const early = await makeApprovedItinerary(t, [started.id]);
    await payLocally(t, early);
    await t.db
      .update(activities)
      .set({ startDate: '2020-01-06' })
      .where(eq(activities.id, started.id));
    res = await ask(early.token, { itinerary_activity_id: early.items[0]!.id, reason: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { itinerary_activity_id: [M.started] } });
    expect((await t.db.select().from(cancellationRequests)).length).toBe(before);

    // One open request per activity, even when asked twice at once.
    const twice = await Promise.all(
      [1, 2, 3].map(() => ask(fam.token, { itinerary_activity_id: fam.item.id, reason: 'twice' })),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(twice.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      errors: { _base: [M.alreadyRequested] },
    });
  });

  it('the director approves a partial refund: unpaid, seat back, ledger reversed in proportion, both sides told', async () => {
    const fam = await paidHill();
    const seats = await reservedSeats(t, p.hill.id);
    const [sale] = await ledgerOf(t, fam.item.id);
    // $200.00: platform 10% = 2000, simulated card fee 2.9% + 30¢ = 610, net 17390.
    expect(sale).toMatchObject({
      grossCents: 20_000,
      platformFeeCents: 2_000,
      paymentProviderFeeCents: 610,
      netCents: 17_390,
    });
    const id = (await ask(fam.token, { itinerary_activity_id: fam.item.id, reason: 'Sick' })).json<{
      cancellation_request: { id: number };
    }>().cancellation_request.id;

    // Another director: 404; more than paid: 422; both change nothing.
    expect((await decide(DIRECTOR_URL, pineToken, id, { decision: 'approve' })).statusCode).toBe(
      404,
    );
    const over = await decide(DIRECTOR_URL, oakToken, id, {
      decision: 'approve',
      refund_amount_cents: 20_001,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ errors: { refund_amount_cents: [M.overPaid] } });
    expect((await requestRow(t, id)).status).toBe('pending');
    expect((await decide(DIRECTOR_URL, oakToken, id, { decision: 'maybe' })).statusCode).toBe(422);

    events.length = 0;
    const res = await decide(DIRECTOR_URL, oakToken, id, {
      decision: 'approve',
      refund_amount_cents: 5_000,
      note: 'Per policy: 25%',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ cancellation_request: unknown }>().cancellation_request).toMatchObject({
      status: 'refunded',
      refund_amount_cents: 5_000,
      decision_note: 'Per policy: 25%',
      // Named as in the list and in the parent's own answers.
      parent_name: 'Jamie Fox',
    });
    const row = await requestRow(t, id);
    expect(row.refundId).toMatch(/^re_local_[0-9a-f]{24}$/);
    expect(row.refundedAt).toBeTruthy();

    const place = await itineraryActivityRow(t, fam.item.id);
    expect(place).toMatchObject({
      paymentStatus: 'booking_available',
      amountCents: null,
      paidAt: null,
    });
    expect(await reservedSeats(t, p.hill.id)).toBe(seats - 1);

    // Reversal: platform 500 (10% of the refund's share), net 4347.5 → 4348 half up, fee 152.
    const entries = await ledgerOf(t, fam.item.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ kind: 'sale', reversed: true });
    expect(entries[1]).toMatchObject({
      kind: 'reversal',
      reversesEntryId: sale!.id,
      grossCents: -5_000,
      platformFeeCents: -500,
      paymentProviderFeeCents: -152,
      netCents: -4_348,
      status: 'pending',
      providerUserId: p.oakDirector.id,
    });

    // The built-in provider's charge.refunded went through the webhook's handler, recorded once.
    const recorded = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.type, 'charge.refunded'));
    expect(recorded.some((e) => JSON.stringify(e.payload).includes(row.refundId!))).toBe(true);

    expect((await outboxFor(t, fam.parent.email)).map((m) => m.template)).toEqual(
      expect.arrayContaining(['cancellation_decided', 'refund_issued']),
    );
    expect(events).toContainEqual([
      `itineraries:${fam.itinerary.id}`,
      { type: 'itinerary_updated', itinerary_id: fam.itinerary.id, reason: 'refunded' },
    ]);
    expect(events).toContainEqual([
      `director-orders:${p.oakDirector.id}`,
      { type: 'director_orders_updated', reason: 'refunded' },
    ]);
    expect(await auditOf(t, id)).toEqual(['cancellation_requested', 'cancellation_approved']);

    // Decided: no second decision, no withdrawal, and a new request is allowed no more (unpaid).
    expect((await decide(ADMIN_URL, adminToken, id, { decision: 'decline' })).statusCode).toBe(409);
    expect(
      (await call(t, 'DELETE', `${PARENT_URL}/${id}`, undefined, { token: fam.token })).statusCode,
    ).toBe(409);
    const again = await ask(fam.token, { itinerary_activity_id: fam.item.id, reason: 'again' });
    expect(again.statusCode).toBe(422);
    // The order left the director's list.
    const orders = await call(t, 'GET', '/api/v1/camp_directors/orders', undefined, {
      token: oakToken,
    });
    expect(orders.json<{ orders: { id: number }[] }>().orders.map((o) => o.id)).not.toContain(
      fam.item.id,
    );
  });

  it('an admin approves the full amount by default: the sale is reversed exactly', async () => {
    const fam = await paidHill();
    const id = (
      await ask(fam.token, { itinerary_activity_id: fam.item.id, reason: 'Moved' })
    ).json<{ cancellation_request: { id: number } }>().cancellation_request.id;
    const res = await decide(ADMIN_URL, adminToken, id, { decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json<{ cancellation_request: { refund_amount_cents: number } }>().cancellation_request
        .refund_amount_cents,
    ).toBe(20_000);
    const [sale, reversal] = await ledgerOf(t, fam.item.id);
    expect(reversal).toMatchObject({
      grossCents: -sale!.grossCents,
      platformFeeCents: -sale!.platformFeeCents,
      paymentProviderFeeCents: -sale!.paymentProviderFeeCents,
      netCents: -sale!.netCents,
    });
  });

  it('a decline leaves the activity paid; the parent may withdraw a pending request', async () => {
    const fam = await paidHill();
    const seats = await reservedSeats(t, p.hill.id);
    const id = (await ask(fam.token, { itinerary_activity_id: fam.item.id, reason: 'Hmm' })).json<{
      cancellation_request: { id: number };
    }>().cancellation_request.id;
    events.length = 0;
    const res = await decide(DIRECTOR_URL, oakToken, id, {
      decision: 'decline',
      note: 'Non-refundable this close',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json<{ cancellation_request: { status: string; parent_name: string | null } }>()
        .cancellation_request,
    ).toMatchObject({ status: 'declined', parent_name: 'Jamie Fox' });
    expect((await itineraryActivityRow(t, fam.item.id)).paymentStatus).toBe('paid');
    expect(await reservedSeats(t, p.hill.id)).toBe(seats);
    expect(await ledgerOf(t, fam.item.id)).toHaveLength(1);
    expect(events).toContainEqual([
      `itineraries:${fam.itinerary.id}`,
      {
        type: 'itinerary_updated',
        itinerary_id: fam.itinerary.id,
        reason: 'cancellation_declined',
      },
    ]);
    const mail = (await outboxFor(t, fam.parent.email)).find(
      (m) => m.template === 'cancellation_decided',
    );
    expect(mail?.text).toContain('Non-refundable this close');

    // Declined: a new request may be made, and withdrawn (another parent: 404).
    const next = (
      await ask(fam.token, { itinerary_activity_id: fam.item.id, reason: 'Please' })
    ).json<{ cancellation_request: { id: number } }>().cancellation_request.id;
    const stranger = await makeApprovedItinerary(t, [p.lake.id]);
    expect(
      (await call(t, 'DELETE', `${PARENT_URL}/${next}`, undefined, { token: stranger.token }))
        .statusCode,
    ).toBe(404);
    const gone = await call(t, 'DELETE', `${PARENT_URL}/${next}`, undefined, { token: fam.token });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(
      gone.json<{ cancellation_request: { status: string } }>().cancellation_request.status,
    ).toBe('withdrawn');
    expect((await decide(DIRECTOR_URL, oakToken, next, { decision: 'approve' })).statusCode).toBe(
      409,
    );
    expect((await itineraryActivityRow(t, fam.item.id)).paymentStatus).toBe('paid');
  });

  it('a reversal of a sale already paid out is carried as a negative balance into the next payout', async () => {
    // A fresh provider so the payout sums are this test's only.
    const director = await makeUser(t, {
      role: 'CampDirector',
      director: 'active',
      name: 'Ivy Elm',
    });
    const token = (await signIn(t, 'CampDirector', director)).token;
    const { makeProgram } = await import('../../director-activities/helpers.js');
    const elm = await makeProgram(t, director.id, { name: 'Elm Camp' });
    const week = await makeActivity(t, elm.id, {
      name: 'Elm Week',
      priceCents: 10_000,
      feeCents: 0,
    });
    const first = await makeApprovedItinerary(t, [week.id]);
    await payLocally(t, first);
    const old = new Date(payoutCutoff(t.ctx.now()).getTime() - 60_000);
    const age = (ia: number) =>
      t.db
        .update(payoutLedgerEntries)
        .set({ createdAt: old })
        .where(eq(payoutLedgerEntries.itineraryActivityId, ia));
    await age(first.items[0]!.id);
    await runDuePayouts(t.ctx);
    const paidOut = await t.db
      .select()
      .from(payouts)
      .where(eq(payouts.providerUserId, director.id));
    // $100.00: platform 1000, fee 320 (2.9% + 30¢), net 8680.
    expect(paidOut.map((x) => x.amountCents)).toEqual([8_680]);

    const id = (
      await ask(first.token, { itinerary_activity_id: first.items[0]!.id, reason: 'x' })
    ).json<{ cancellation_request: { id: number } }>().cancellation_request.id;
    expect((await decide(DIRECTOR_URL, token, id, { decision: 'approve' })).statusCode).toBe(200);
    await age(first.items[0]!.id);
    // Only the negative reversal is due: no payout, it waits.
    await runDuePayouts(t.ctx);
    expect(
      (await t.db.select().from(payouts).where(eq(payouts.providerUserId, director.id))).length,
    ).toBe(1);
    const [, reversal] = await ledgerOf(t, first.items[0]!.id);
    expect(reversal).toMatchObject({ status: 'pending', netCents: -8_680 });

    // Two new sales of $100.00 mature: the next payout is their net minus the carried reversal.
    const second = await makeApprovedItinerary(t, [week.id]);
    await payLocally(t, second);
    const third = await makeApprovedItinerary(t, [week.id]);
    await payLocally(t, third);
    await age(second.items[0]!.id);
    await age(third.items[0]!.id);
    await runDuePayouts(t.ctx);
    const all = await t.db.select().from(payouts).where(eq(payouts.providerUserId, director.id));
    expect(all.map((x) => x.amountCents).sort((a, b) => a - b)).toEqual([
      8_680,
      8_680 + 8_680 - 8_680,
    ]);
    expect((await ledgerOf(t, first.items[0]!.id))[1]!.status).toBe('paid_out');
  });
});
