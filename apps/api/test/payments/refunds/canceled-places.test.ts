import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { CHECKOUT_MESSAGES } from '@camp/shared/checkout';
import type { CalendarResponse } from '@camp/shared/calendar';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { WAITLIST_MESSAGES } from '@camp/shared/waitlist';
import { createToolBox } from '../../../src/modules/mia/tools/toolbox.js';
import type { ToolResult } from '../../../src/modules/mia/types.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, signIn } from '../../auth/helpers.js';
import { giveOrder } from '../../factories.js';
import {
  CHECKOUT_URL,
  GOOD_CARD,
  itineraryActivityRow,
  localUrl,
  makeApprovedItinerary,
  makeProviders,
} from '../checkout/helpers.js';
import { DIRECTOR_URL, PARENT_URL } from './helpers.js';

// A canceled place (decision 0072): once its cancellation is approved and refunded it is a
// status of its own, never payable again, and it leaves the checkout, the calendar, the feed,
// the schedule checks and MIA's unpaid total.

describe('a canceled and refunded place', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;
  let oakToken: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
    p = await makeProviders(t);
    oakToken = (await signIn(t, 'CampDirector', p.oakDirector)).token;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /**
   * A family whose approved itinerary holds Lake Week ($360.05, unpaid) and Hill Week ($200.00,
   * paid then canceled with a full refund). Both run the same week, so they overlap.
   */
  async function familyWithCanceledHill(refund = 20_000) {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const lake = fam.items[0]!;
    const hill = fam.items[1]!;
    const started = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id, itinerary_activity_ids: [hill.id] },
      { token: fam.token },
    );
    expect(started.statusCode, started.body).toBe(201);
    const session = started.json<{ checkout_session_id: string }>().checkout_session_id;
    const paid = await call(t, 'POST', localUrl(session, 'pay'), GOOD_CARD, { token: fam.token });
    expect(paid.statusCode, paid.body).toBe(200);
    const asked = await call(
      t,
      'POST',
      PARENT_URL,
      { itinerary_activity_id: hill.id, reason: 'Plans changed' },
      { token: fam.token },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json<{ cancellation_request: { id: number } }>().cancellation_request.id;
    const decided = await call(
      t,
      'PUT',
      `${DIRECTOR_URL}/${id}`,
      { decision: 'approve', refund_amount_cents: refund },
      { token: oakToken },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    return { ...fam, lake, hill };
  }

  const itineraryOf = async (fam: { token: string; itinerary: { id: number } }) => {
    const res = await call(t, 'GET', `/api/v1/parents/itineraries/${fam.itinerary.id}`, undefined, {
      token: fam.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ itinerary: ParentItinerary }>().itinerary;
  };

  it('shows as canceled with its refund, leaves the totals and the schedule checks', async () => {
    const fam = await familyWithCanceledHill();
    expect((await itineraryActivityRow(t, fam.hill.id)).canceledAt).toBeInstanceOf(Date);
    const it = await itineraryOf(fam);
    const byId = new Map(it.itinerary_activities.map((a) => [a.id, a]));
    expect(byId.get(fam.hill.id)).toMatchObject({
      payment_status: 'canceled',
      cancellation: { paid_cents: 20_000, refunded_cents: 20_000 },
    });
    expect(byId.get(fam.lake.id)).toMatchObject({
      payment_status: 'available_for_payment',
      cancellation: null,
    });
    // Lake Week alone: $350.05 + $10.00.
    expect(it.totals).toEqual({ total: 360.05, online_payment: 360.05 });
    // The two weeks overlap, but the canceled one no longer counts.
    expect(it.schedule_checks).toEqual([]);
  });

  it('a partial refund is shown as what came back', async () => {
    const fam = await familyWithCanceledHill(5_000);
    const it = await itineraryOf(fam);
    expect(it.itinerary_activities.find((a) => a.id === fam.hill.id)).toMatchObject({
      payment_status: 'canceled',
      cancellation: { paid_cents: 20_000, refunded_cents: 5_000 },
    });
  });

  it('is not in a new checkout of the itinerary, and cannot be chosen for one', async () => {
    const fam = await familyWithCanceledHill();
    const chosen = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id, itinerary_activity_ids: [fam.hill.id] },
      { token: fam.token },
    );
    expect(chosen.statusCode).toBe(422);
    expect(chosen.json()).toEqual({
      errors: { itinerary_activity_ids: [CHECKOUT_MESSAGES.canceled] },
    });
    const mixed = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id, itinerary_activity_ids: [fam.lake.id, fam.hill.id] },
      { token: fam.token },
    );
    expect(mixed.statusCode).toBe(422);

    const all = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id },
      { token: fam.token },
    );
    expect(all.statusCode, all.body).toBe(201);
    const session = all.json<{ checkout_session_id: string }>().checkout_session_id;
    const page = await call(t, 'GET', localUrl(session), undefined, { token: fam.token });
    expect(page.statusCode, page.body).toBe(200);
    const items = page.json<{ checkout: { items: { itinerary_activity_id: number }[] } }>().checkout
      .items;
    expect(items.map((i) => i.itinerary_activity_id)).toEqual([fam.lake.id]);
  });

  it('with nothing else to pay, a checkout of the itinerary has nothing to pay', async () => {
    const fam = await familyWithCanceledHill();
    // Lake Week paid too: only the canceled place is unpaid.
    const lake = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id, itinerary_activity_ids: [fam.lake.id] },
      { token: fam.token },
    );
    const session = lake.json<{ checkout_session_id: string }>().checkout_session_id;
    expect(
      (await call(t, 'POST', localUrl(session, 'pay'), GOOD_CARD, { token: fam.token })).statusCode,
    ).toBe(200);
    const again = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id },
      { token: fam.token },
    );
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      errors: { itinerary_activity_ids: [CHECKOUT_MESSAGES.nothingToPay] },
    });
  });

  it('cannot join the waitlist', async () => {
    const fam = await familyWithCanceledHill();
    const res = await call(
      t,
      'POST',
      '/api/v1/parents/waitlist_entries',
      { itinerary_activity_id: fam.hill.id },
      { token: fam.token },
    );
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain(WAITLIST_MESSAGES.canceled);
  });

  it('leaves the calendar and the iCal feed', async () => {
    const fam = await familyWithCanceledHill();
    await giveOrder(t, fam.parent.id, 'Premium', 'paid', t.ctx.now());
    const cal = await call(t, 'GET', '/api/v1/parents/calendar', undefined, { token: fam.token });
    expect(cal.statusCode, cal.body).toBe(200);
    expect(cal.json<CalendarResponse>().events.map((e) => e.title)).toEqual(['Lake Week']);

    const feed = await call(t, 'GET', '/api/v1/parents/calendar_feed', undefined, {
      token: fam.token,
    });
    const path = new URL(feed.json<{ url: string }>().url).pathname;
    const ics = await t.app.inject({ method: 'GET', url: path });
    expect(ics.statusCode).toBe(200);
    const events = new ICAL.Component(ICAL.parse(ics.body))
      .getAllSubcomponents('vevent')
      .map((e) => String(e.getFirstPropertyValue('summary')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(/^Lake Week/);
  });

  it("is not in MIA's unpaid total, calendar or schedule checks", async () => {
    const fam = await familyWithCanceledHill();
    const box = createToolBox({
      db: t.db,
      userId: fam.parent.id,
      itineraryId: fam.itinerary.id,
      access: 'owner',
      now: t.ctx.now(),
      timeZone: 'America/New_York',
    });
    const data = (r: ToolResult) => {
      if (!r.ok) throw new Error(r.error);
      return r.data as Record<string, unknown>;
    };
    expect(data(await box.call('payments', {}))).toMatchObject({
      total_cost: 360.05,
      paid_total: 0,
      unpaid_total: 360.05,
      payable_online_now: 360.05,
      unpaid: [expect.objectContaining({ name: 'Lake Week' })],
      canceled: [
        expect.objectContaining({
          name: 'Hill Week',
          payment_status: 'canceled',
          payment_status_label: 'Canceled',
        }),
      ],
    });
    const cal = data(
      await box.call('calendar', { start_date: '2027-06-01', end_date: '2027-06-30' }),
    );
    expect((cal.activities as { name: string }[]).map((a) => a.name)).toEqual(['Lake Week']);
    expect(data(await box.call('schedule_checks', {})).checks).toEqual([]);
  });
});
