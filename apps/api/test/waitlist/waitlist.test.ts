import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_MESSAGES as M, type WaitlistEntry } from '@camp/shared/waitlist';
import { campDirectorProfiles } from '../../src/db/schema/camp-director-profiles.js';
import { itineraries } from '../../src/db/schema/itineraries.js';
import { activities } from '../../src/db/schema/activities.js';
import { expireDueOffers, offerFreedSeats } from '../../src/modules/waitlist/service.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { HOUR, call, makeUser, outboxFor, signIn } from '../auth/helpers.js';
import { makeActivity, makeItineraryActivity } from '../factories.js';
import {
  CHECKOUT_URL,
  GOOD_CARD,
  localUrl,
  makeApprovedItinerary,
  makeProviders,
} from '../payments/checkout/helpers.js';
import {
  WAITLIST_URL,
  entriesOf,
  entryRow,
  fill,
  freeSeat,
  makeUnseatedFamily,
  seats,
} from './helpers.js';

// The activity waitlist (decision 0063): join, list, leave, the offer of a
// freed seat with its e-mail, the 24-hour expiry, and who may do what.

describe('activity waitlist', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;

  beforeAll(async () => {
    t = await createTestApp();
    p = await makeProviders(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const join = (token: string | undefined, body: unknown) =>
    call(t, 'POST', WAITLIST_URL, body, token ? { token } : {});
  const list = (token: string) => call(t, 'GET', WAITLIST_URL, undefined, { token });
  const leave = (token: string, id: number | string) =>
    call(t, 'DELETE', `${WAITLIST_URL}/${id}`, undefined, { token });
  const fullActivity = async (name: string, totalSeats = 2) => {
    const a = await makeActivity(t, p.pine.id, { name, totalSeats });
    await fill(t, a.id);
    return a;
  };

  it('joins a full activity at the back of the line, lists it and leaves it', async () => {
    const camp = await fullActivity('Full Week');
    const first = await makeUnseatedFamily(t, camp.id);
    const second = await makeUnseatedFamily(t, camp.id);

    const a = await join(first.token, { itinerary_activity_id: first.item.id });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json<{ waitlist_entry: WaitlistEntry }>().waitlist_entry).toMatchObject({
      itinerary_activity_id: first.item.id,
      itinerary_id: first.itinerary.id,
      activity_id: camp.id,
      activity_name: 'Full Week',
      child_name: 'Riley',
      status: 'waiting',
      position: 1,
      offer_expires_at: null,
    });
    const b = await join(second.token, { itinerary_activity_id: second.item.id });
    expect(b.statusCode, b.body).toBe(201);
    expect(b.json().waitlist_entry.position).toBe(2);

    const listed = await list(second.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().waitlist_entries).toEqual([b.json().waitlist_entry]);

    // The first leaves: the second moves up; joining again goes to the back.
    const gone = await leave(first.token, a.json().waitlist_entry.id);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await list(first.token)).json().waitlist_entries).toEqual([]);
    expect((await list(second.token)).json().waitlist_entries[0].position).toBe(1);
    const again = await join(first.token, { itinerary_activity_id: first.item.id });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().waitlist_entry.position).toBe(2);
    // Nothing about seats changed.
    expect(await seats(t, camp.id)).toEqual({ total: 2, reserved: 2 });
  });

  it('refuses what cannot wait, changing nothing', async () => {
    const camp = await fullActivity('Refusals Week');
    const fam = await makeUnseatedFamily(t, camp.id);
    const body = { itinerary_activity_id: fam.item.id };

    // Who: anonymous 401, other roles 403, another family's 404 (as an unknown one).
    expect((await join(undefined, body)).statusCode).toBe(401);
    const specialist = await makeUser(t, { role: 'Specialist' });
    const director = await signIn(t, 'CampDirector', p.pineDirector);
    expect((await join((await signIn(t, 'Specialist', specialist)).token, body)).statusCode).toBe(
      403,
    );
    expect((await join(director.token, body)).statusCode).toBe(403);
    const other = await makeUnseatedFamily(t, p.hill.id);
    const stranger = await join(other.token, body);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errors).toEqual({
      itinerary_activity_id: [M.itineraryActivityNotFound],
    });
    expect((await join(fam.token, { itinerary_activity_id: 999_999 })).statusCode).toBe(404);

    // Bad input: 422 under the field.
    for (const bad of [{}, { itinerary_activity_id: 'x' }, { itinerary_activity_id: -1 }]) {
      const res = await join(fam.token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['itinerary_activity_id']);
    }

    // Not approved, paid, not full: 409.
    const review = await makeUnseatedFamily(t, camp.id, 'review');
    const notApproved = await join(review.token, { itinerary_activity_id: review.item.id });
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().errors._base).toEqual([M.notApproved]);
    const paidCamp = await fullActivity('Paid Week');
    const paid = await makeUnseatedFamily(t, camp.id);
    const paidItem = await makeItineraryActivity(t, {
      itineraryId: paid.itinerary.id,
      activityId: paidCamp.id,
      paidBy: paid.parent.id,
    });
    const paidRes = await join(paid.token, { itinerary_activity_id: paidItem.id });
    expect(paidRes.statusCode).toBe(409);
    expect(paidRes.json().errors._base).toEqual([M.alreadyPaid]);
    const roomy = await makeActivity(t, p.pine.id, { name: 'Roomy Week', totalSeats: 5 });
    const roomyFam = await makeUnseatedFamily(t, roomy.id);
    const notFull = await join(roomyFam.token, { itinerary_activity_id: roomyFam.item.id });
    expect(notFull.statusCode).toBe(409);
    expect(notFull.json().errors._base).toEqual([M.notFull]);
    const unlimited = await makeActivity(t, p.pine.id, { totalSeats: null });
    const unlimitedFam = await makeUnseatedFamily(t, unlimited.id);
    expect(
      (await join(unlimitedFam.token, { itinerary_activity_id: unlimitedFam.item.id })).statusCode,
    ).toBe(409);

    // Started, or booked on the camp page: 422.
    const started = await makeActivity(t, p.pine.id, { startDate: '2020-01-01', totalSeats: 1 });
    await fill(t, started.id);
    const late = await makeUnseatedFamily(t, started.id);
    const lateRes = await join(late.token, { itinerary_activity_id: late.item.id });
    expect(lateRes.statusCode).toBe(422);
    expect(lateRes.json().errors).toEqual({ itinerary_activity_id: [M.started] });
    await t.db
      .update(campDirectorProfiles)
      .set({ paymentAccountStatus: 'pending' })
      .where(eq(campDirectorProfiles.userId, p.pineDirector.id));
    try {
      const offline = await join(fam.token, body);
      expect(offline.statusCode).toBe(422);
      expect(offline.json().errors).toEqual({ itinerary_activity_id: [M.providerNotReady] });
    } finally {
      await t.db
        .update(campDirectorProfiles)
        .set({ paymentAccountStatus: 'ready' })
        .where(eq(campDirectorProfiles.userId, p.pineDirector.id));
    }
    expect(await entriesOf(t, camp.id)).toEqual([]);

    // Twice: 409.
    expect((await join(fam.token, body)).statusCode).toBe(201);
    const twice = await join(fam.token, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors._base).toEqual([M.alreadyJoined]);
    expect(await entriesOf(t, camp.id)).toHaveLength(1);
  });

  it('a family whose open checkout holds the place does not join', async () => {
    const camp = await makeActivity(t, p.pine.id, { name: 'Held Week', totalSeats: 1 });
    const fam = await makeApprovedItinerary(t, [camp.id]);
    const started = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id },
      {
        token: fam.token,
      },
    );
    expect(started.statusCode, started.body).toBe(201);
    await fill(t, camp.id);
    const res = await join(fam.token, { itinerary_activity_id: fam.items[0]!.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors._base).toEqual([M.heldByCheckout]);
  });

  it('leaving: another family’s entry 404, twice 409, a bad id 404, anonymous 401', async () => {
    const camp = await fullActivity('Leave Week');
    const fam = await makeUnseatedFamily(t, camp.id);
    const other = await makeUnseatedFamily(t, camp.id);
    const id = (await join(fam.token, { itinerary_activity_id: fam.item.id })).json().waitlist_entry
      .id as number;
    expect((await leave(other.token, id)).statusCode).toBe(404);
    expect((await leave(fam.token, 'abc')).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `${WAITLIST_URL}/${id}`)).statusCode).toBe(401);
    const director = await signIn(t, 'CampDirector', p.pineDirector);
    expect((await leave(director.token, id)).statusCode).toBe(403);
    expect((await entryRow(t, id)).status).toBe('waiting');
    expect((await leave(fam.token, id)).statusCode).toBe(204);
    const again = await leave(fam.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors._base).toEqual([M.notInLine]);
  });

  it('a freed seat is held for the first in line for 24 hours, with an e-mail', async () => {
    const camp = await fullActivity('Offer Week');
    const first = await makeUnseatedFamily(t, camp.id);
    const second = await makeUnseatedFamily(t, camp.id);
    const a = (await join(first.token, { itinerary_activity_id: first.item.id })).json()
      .waitlist_entry as WaitlistEntry;
    await join(second.token, { itinerary_activity_id: second.item.id });

    expect(await freeSeat(t, camp.id)).toBe(1);
    // The freed seat was taken again at once, for the offer: nothing reached the pool.
    expect(await seats(t, camp.id)).toEqual({ total: 2, reserved: 2 });
    const [offered] = (await list(first.token)).json().waitlist_entries as WaitlistEntry[];
    expect(offered).toMatchObject({ id: a.id, status: 'offered', position: null });
    const expires = new Date(offered!.offer_expires_at!).getTime();
    expect(Math.abs(expires - (t.ctx.now().getTime() + 24 * HOUR))).toBeLessThan(60_000);
    expect((await list(second.token)).json().waitlist_entries[0]).toMatchObject({
      status: 'waiting',
      position: 1,
    });

    const mail = (await outboxFor(t, first.parent.email)).find(
      (m) => m.template === 'waitlist_offer',
    );
    expect(mail?.subject).toBe('A seat opened up in Offer Week');
    expect(mail?.meta.links).toContain(
      `http://localhost:3000/profile/payment/${first.itinerary.id}`,
    );
    expect(mail?.text).toContain('UTC');
    expect(
      (await outboxFor(t, second.parent.email)).some((m) => m.template === 'waitlist_offer'),
    ).toBe(false);
  });

  it('leaving with an offer passes the seat to the next in line', async () => {
    const camp = await fullActivity('Pass Week');
    const first = await makeUnseatedFamily(t, camp.id);
    const second = await makeUnseatedFamily(t, camp.id);
    const a = (await join(first.token, { itinerary_activity_id: first.item.id })).json()
      .waitlist_entry.id as number;
    const b = (await join(second.token, { itinerary_activity_id: second.item.id })).json()
      .waitlist_entry.id as number;
    await freeSeat(t, camp.id);
    expect((await leave(first.token, a)).statusCode).toBe(204);
    expect((await entryRow(t, a)).status).toBe('left');
    expect((await entryRow(t, b)).status).toBe('offered');
    expect(await seats(t, camp.id)).toEqual({ total: 2, reserved: 2 });
    // The last one leaves: the seat goes back to the pool.
    expect((await leave(second.token, b)).statusCode).toBe(204);
    expect(await seats(t, camp.id)).toEqual({ total: 2, reserved: 1 });
  });

  it('the expiry pass moves an untaken offer to the next family, then back to the pool', async () => {
    const camp = await fullActivity('Expiry Week');
    const first = await makeUnseatedFamily(t, camp.id);
    const second = await makeUnseatedFamily(t, camp.id);
    const a = (await join(first.token, { itinerary_activity_id: first.item.id })).json()
      .waitlist_entry.id as number;
    const b = (await join(second.token, { itinerary_activity_id: second.item.id })).json()
      .waitlist_entry.id as number;
    await freeSeat(t, camp.id);

    expect(await expireDueOffers(t.ctx)).toBe(0);
    t.advance(24 * HOUR + 60_000);
    expect(await expireDueOffers(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await entryRow(t, a)).status).toBe('expired');
    expect((await entryRow(t, b)).status).toBe('offered');
    expect(await seats(t, camp.id)).toEqual({ total: 2, reserved: 2 });
    expect(
      (await outboxFor(t, second.parent.email)).some((m) => m.template === 'waitlist_offer'),
    ).toBe(true);

    t.advance(24 * HOUR + 60_000);
    await expireDueOffers(t.ctx);
    expect((await entryRow(t, b)).status).toBe('expired');
    expect(await seats(t, camp.id)).toEqual({ total: 2, reserved: 1 });
    // An expired family may join again only when the activity is full.
    const rejoin = await join(first.token, { itinerary_activity_id: first.item.id });
    expect(rejoin.statusCode).toBe(409);
    expect(rejoin.json().errors._base).toEqual([M.notFull]);
  });

  it('a freed seat with nobody waiting goes back to the pool', async () => {
    const camp = await fullActivity('Nobody Week');
    expect(await freeSeat(t, camp.id)).toBe(0);
    expect(await seats(t, camp.id)).toEqual({ total: 2, reserved: 1 });
  });

  it('seats added to a full activity go to the line first, in order', async () => {
    const camp = await fullActivity('Grow Week', 1);
    const fams = [await makeUnseatedFamily(t, camp.id), await makeUnseatedFamily(t, camp.id)];
    for (const f of fams) await join(f.token, { itinerary_activity_id: f.item.id });
    // Three more seats (as a director's edit does, which calls the same function).
    await t.db.update(activities).set({ totalSeats: 4 }).where(eq(activities.id, camp.id));
    expect(await t.db.transaction((tx) => offerFreedSeats(tx, t.ctx, camp.id))).toBe(2);
    expect(await seats(t, camp.id)).toEqual({ total: 4, reserved: 3 });
    const rows = await entriesOf(t, camp.id);
    expect(rows.map((r) => r.status)).toEqual(['offered', 'offered']);
  });
  it('a specialist removing an activity with an offer passes the seat to the next family', async () => {
    const camp = await fullActivity('Removed Week');
    const first = await makeUnseatedFamily(t, camp.id);
    const second = await makeUnseatedFamily(t, camp.id);
    const a = (await join(first.token, { itinerary_activity_id: first.item.id })).json()
      .waitlist_entry.id as number;
    const b = (await join(second.token, { itinerary_activity_id: second.item.id })).json()
      .waitlist_entry.id as number;
    await freeSeat(t, camp.id);
    expect((await entryRow(t, a)).status).toBe('offered');
    // The parent asked for alternatives; the assigned specialist takes the activity out.
    const specialist = await makeUser(t, { role: 'Specialist' });
    await t.db
      .update(itineraries)
      .set({ status: 'alternate_request', specialistId: specialist.id })
      .where(eq(itineraries.id, first.itinerary.id));
    const session = await signIn(t, 'Specialist', specialist);
    const res = await call(
      t,
      'DELETE',
      `/api/v1/specialists/itinerary_activities/${first.item.id}`,
      undefined,
      { token: session.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await entriesOf(t, camp.id)).map((e) => e.id)).toEqual([b]);
    expect((await entryRow(t, b)).status).toBe('offered');
    expect((await seats(t, camp.id)).reserved).toBe(2);
  });
  it('a canceled checkout frees its seat to the line; the offered family pays with it, no one jumps the queue', async () => {
    const camp = await makeActivity(t, p.pine.id, { name: 'Checkout Week', totalSeats: 1 });
    const holder = await makeUnseatedFamily(t, camp.id);
    const waiter = await makeUnseatedFamily(t, camp.id);
    const jumper = await makeUnseatedFamily(t, camp.id);
    const start = (f: { token: string; itinerary: { id: number }; item: { id: number } }) =>
      call(
        t,
        'POST',
        CHECKOUT_URL,
        { itinerary_id: f.itinerary.id, itinerary_activity_ids: [f.item.id] },
        { token: f.token },
      );
    const held = await start(holder);
    expect(held.statusCode, held.body).toBe(201);
    expect(await seats(t, camp.id)).toEqual({ total: 1, reserved: 1 });
    const w = await join(waiter.token, { itinerary_activity_id: waiter.item.id });
    expect(w.statusCode, w.body).toBe(201);

    const cancel = await call(
      t,
      'POST',
      localUrl(held.json().checkout_session_id, 'cancel'),
      undefined,
      { token: holder.token },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    // The seat went straight to the waiting family: the quick one finds it full.
    expect((await entryRow(t, w.json().waitlist_entry.id)).status).toBe('offered');
    expect(await seats(t, camp.id)).toEqual({ total: 1, reserved: 1 });
    expect((await start(jumper)).statusCode).toBe(422);
    // The offered family's line is payable: its checkout uses the offered seat.
    const page = await call(
      t,
      'GET',
      `/api/v1/parents/itineraries/${waiter.itinerary.id}`,
      undefined,
      {
        token: waiter.token,
      },
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().itinerary.itinerary_activities[0].payment_status).toBe(
      'available_for_payment',
    );
    const mine = await start(waiter);
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await entryRow(t, w.json().waitlist_entry.id)).status).toBe('claimed');
    expect(await seats(t, camp.id)).toEqual({ total: 1, reserved: 1 });
    const paid = await call(
      t,
      'POST',
      localUrl(mine.json().checkout_session_id, 'pay'),
      GOOD_CARD,
      {
        token: waiter.token,
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await seats(t, camp.id)).toEqual({ total: 1, reserved: 1 });
  });
  it('closing the account leaves its waitlists: an offered seat goes to the next family', async () => {
    const camp = await fullActivity('Closing Week');
    const first = await makeUnseatedFamily(t, camp.id);
    const second = await makeUnseatedFamily(t, camp.id);
    const a = (await join(first.token, { itinerary_activity_id: first.item.id })).json()
      .waitlist_entry.id as number;
    const b = (await join(second.token, { itinerary_activity_id: second.item.id })).json()
      .waitlist_entry.id as number;
    await freeSeat(t, camp.id);
    const res = await call(t, 'DELETE', '/api/v1/parents', undefined, {
      token: first.token,
      query: { id: String(first.parent.id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await entryRow(t, a)).status).toBe('left');
    expect((await entryRow(t, b)).status).toBe('offered');
    expect(await seats(t, camp.id)).toEqual({ total: 2, reserved: 2 });
  });
});
