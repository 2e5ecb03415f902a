import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M, THREE_D_SECURE_CARD } from '@camp/shared/checkout';
import { CARD_VALIDATION_MESSAGES, TEST_CARDS } from '@camp/shared/payment';
import { SPECIALIST_ITINERARY_MESSAGES as SM } from '@camp/shared/specialist-itinerary';
import { campDirectorProfiles } from '../../../src/db/schema/camp-director-profiles.js';
import { itineraries } from '../../../src/db/schema/itineraries.js';
import { paymentEvents } from '../../../src/db/schema/payment-events.js';
import { payoutLedgerEntries } from '../../../src/db/schema/payouts.js';
import { expireDueCheckouts } from '../../../src/modules/payments/checkout/expiry.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../../auth/helpers.js';
import { makeActivity } from '../../factories.js';
import {
  CHECKOUT_URL,
  GOOD_CARD,
  checkoutRows,
  itineraryActivityRow,
  localUrl,
  makeApprovedItinerary,
  makeProviders,
  seatsOf,
} from './helpers.js';

// One checkout with the built-in provider (no Stripe keys): starting a checkout, its page, paying
// with the test cards, canceling and expiry. Decisions 0056-0058.

describe('one checkout for an itinerary (built-in provider)', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;
  let specialist: Awaited<ReturnType<typeof makeUser>>;
  let specialistToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    p = await makeProviders(t);
    specialist = await makeUser(t, { role: 'Specialist', name: 'Sky Seats' });
    specialistToken = (await signIn(t, 'Specialist', specialist)).token;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const start = (token: string, body: unknown) => call(t, 'POST', CHECKOUT_URL, body, { token });

  it('holds every payable activity and pays both providers in one checkout', async () => {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const res = await start(fam.token, { itinerary_id: fam.itinerary.id });
    expect(res.statusCode, res.body).toBe(201);
    const { url, checkout_session_id: id } = res.json<{
      url: string;
      checkout_session_id: string;
    }>();
    expect(id).toMatch(/^cs_local_[0-9a-f]{24}$/);
    expect(url).toBe(`http://localhost:3000/pay/${id}`);

    const page = await call(t, 'GET', localUrl(id), undefined, { token: fam.token });
    expect(page.statusCode, page.body).toBe(200);
    const { checkout } = page.json<{ checkout: Record<string, unknown> }>();
    expect(checkout).toMatchObject({
      id,
      status: 'open',
      amount_cents: 36_005 + 20_000,
      list_amount_cents: 36_005 + 20_000,
      currency: 'usd',
      return_url: `http://localhost:3000/profile/itineraries?payment=success&session=${id}`,
      cancel_url: `http://localhost:3000/profile/payment/${fam.itinerary.id}`,
    });
    expect(checkout.items).toEqual(
      expect.arrayContaining([
        {
          itinerary_activity_id: fam.items[0]!.id,
          name: 'Lake Week',
          provider_name: 'Pine Lake Camp',
          child_name: 'Riley',
          amount_cents: 36_005,
          discount: null,
          list_amount_cents: 36_005,
          discount_cents: 0,
        },
        {
          itinerary_activity_id: fam.items[1]!.id,
          name: 'Hill Week',
          provider_name: 'Oak Hill Camp',
          child_name: 'Riley',
          amount_cents: 20_000,
          discount: null,
          list_amount_cents: 20_000,
          discount_cents: 0,
        },
      ]),
    );

    const paid = await call(t, 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: fam.token });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ status: 'complete', redirect_url: checkout.return_url });

    for (const [item, amount] of [
      [fam.items[0]!, 36_005],
      [fam.items[1]!, 20_000],
    ] as const) {
      const row = await itineraryActivityRow(t, item.id);
      expect(row).toMatchObject({
        paymentStatus: 'paid',
        amountCents: amount,
        paymentProvider: 'local',
        paidById: fam.parent.id,
      });
      expect(row.paidAt).toBeInstanceOf(Date);
    }
    const { sessions, items } = await checkoutRows(t);
    const session = sessions.find((s) => s.token === id)!;
    expect(session.status).toBe('complete');
    expect(items.filter((i) => i.checkoutSessionId === session.id).every((i) => !i.held)).toBe(
      true,
    );
    // One recorded event (the built-in provider's checkout.session.completed).
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.provider, 'local'));
    expect(events.filter((e) => e.type === 'checkout.session.completed')).toHaveLength(1);
    // The ledger: one pending sale per activity, 10% platform fee rounded half up, the built-in
    // provider's simulated fee (2.9% + 30¢ of $560.05 = $16.54) shared by amount, the cent left
    // to the larger remainder (Hill Week 590 + 1 = 591, Lake Week 1063).
    const ledger = await t.db.select().from(payoutLedgerEntries);
    const lakeSale = ledger.find((e) => e.itineraryActivityId === fam.items[0]!.id)!;
    const hillSale = ledger.find((e) => e.itineraryActivityId === fam.items[1]!.id)!;
    expect(lakeSale).toMatchObject({
      providerUserId: p.pineDirector.id,
      grossCents: 36_005,
      platformFeeCents: 3_601,
      paymentProviderFeeCents: 1_063,
      netCents: 36_005 - 3_601 - 1_063,
      status: 'pending',
    });
    expect(hillSale).toMatchObject({
      providerUserId: p.oakDirector.id,
      grossCents: 20_000,
      platformFeeCents: 2_000,
      paymentProviderFeeCents: 591,
      netCents: 20_000 - 2_000 - 591,
      status: 'pending',
    });
    // Receipt to the parent, a new order to each director.
    expect((await outboxFor(t, fam.parent.email)).map((m) => m.template)).toContain(
      'activity_payment_receipt',
    );
    for (const d of [p.pineDirector, p.oakDirector]) {
      const mails = (await outboxFor(t, d.email)).filter(
        (m) => m.template === 'director_new_order',
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('Jamie Fox');
    }

    // Paying again: the checkout is complete; a new checkout has nothing left to pay.
    const again = await call(t, 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: fam.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors._base).toEqual([M.checkoutComplete]);
    const none = await start(fam.token, { itinerary_id: fam.itinerary.id });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ itinerary_activity_ids: [M.nothingToPay] });
    const paidOne = await start(fam.token, {
      itinerary_id: fam.itinerary.id,
      itinerary_activity_ids: [fam.items[0]!.id],
    });
    expect(paidOne.statusCode).toBe(422);
    expect(paidOne.json().errors).toEqual({ itinerary_activity_ids: [M.alreadyPaid] });
  });

  it('refuses another family, a pending itinerary and bad choices, holding nothing', async () => {
    const fam = await makeApprovedItinerary(t, [p.lake.id]);
    const other = await makeApprovedItinerary(t, [p.hill.id]);
    const before = await checkoutRows(t);

    const foreign = await start(other.token, { itinerary_id: fam.itinerary.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors._base).toEqual([M.itineraryNotFound]);

    const review = await makeApprovedItinerary(t, [p.lake.id], 'review');
    const pending = await start(review.token, { itinerary_id: review.itinerary.id });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().errors._base).toEqual([M.notApproved]);

    const notIn = await start(fam.token, {
      itinerary_id: fam.itinerary.id,
      itinerary_activity_ids: [fam.items[0]!.id, other.items[0]!.id],
    });
    expect(notIn.statusCode).toBe(422);
    expect(notIn.json().errors).toEqual({ itinerary_activity_ids: [M.notInItinerary] });

    const started = await makeActivity(t, p.pine.id, {
      startDate: '2020-01-01',
      endDate: '2020-01-05',
    });
    const past = await makeApprovedItinerary(t, [started.id]);
    const late = await start(past.token, {
      itinerary_id: past.itinerary.id,
      itinerary_activity_ids: [past.items[0]!.id],
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ itinerary_activity_ids: [M.started] });
    // Without a choice, a started activity is simply not payable.
    const nothing = await start(past.token, { itinerary_id: past.itinerary.id });
    expect(nothing.json().errors).toEqual({ itinerary_activity_ids: [M.nothingToPay] });

    const notReady = await makeUser(t, { role: 'CampDirector', name: 'Nia New' });
    const { makeProgram } = await import('../../director-activities/helpers.js');
    const offline = await makeActivity(t, (await makeProgram(t, notReady.id)).id);
    const camp = await makeApprovedItinerary(t, [offline.id]);
    const elsewhere = await start(camp.token, {
      itinerary_id: camp.itinerary.id,
      itinerary_activity_ids: [camp.items[0]!.id],
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({ itinerary_activity_ids: [M.providerNotReady] });

    const bad = await start(fam.token, { itinerary_id: 'x', itinerary_activity_ids: [0] });
    expect(bad.statusCode).toBe(422);

    const after = await checkoutRows(t);
    expect(after.sessions).toHaveLength(before.sessions.length);
    expect(after.items).toHaveLength(before.items.length);
  });

  it('only parents may start one; only its parent may see, pay or cancel it', async () => {
    const fam = await makeApprovedItinerary(t, [p.hill.id]);
    const director = await signIn(t, 'CampDirector', p.pineDirector);
    const asDirector = await start(director.token, { itinerary_id: fam.itinerary.id });
    expect(asDirector.statusCode).toBe(403);
    expect((await start('', { itinerary_id: fam.itinerary.id })).statusCode).toBe(401);

    const res = await start(fam.token, { itinerary_id: fam.itinerary.id });
    const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const stranger = await makeApprovedItinerary(t, [p.lake.id]);
    for (const [method, url, body] of [
      ['GET', localUrl(id), undefined],
      ['POST', localUrl(id, 'pay'), GOOD_CARD],
      ['POST', localUrl(id, 'cancel'), {}],
    ] as const) {
      const r = await call(t, method, url, body, { token: stranger.token });
      expect(r.statusCode, url).toBe(404);
      expect(r.json().errors._base).toEqual([M.checkoutNotFound]);
    }
    expect((await itineraryActivityRow(t, fam.items[0]!.id)).paymentStatus).not.toBe('paid');
    const unknown = await call(t, 'GET', localUrl('cs_local_nope'), undefined, {
      token: fam.token,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a second click answers the same checkout; another choice replaces it', async () => {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const first = (await start(fam.token, { itinerary_id: fam.itinerary.id })).json();
    const second = (await start(fam.token, { itinerary_id: fam.itinerary.id })).json();
    expect(second).toEqual(first);

    const one = await start(fam.token, {
      itinerary_id: fam.itinerary.id,
      itinerary_activity_ids: [fam.items[1]!.id],
    });
    expect(one.statusCode).toBe(201);
    expect(one.json().checkout_session_id).not.toBe(first.checkout_session_id);
    const old = await call(t, 'GET', localUrl(first.checkout_session_id), undefined, {
      token: fam.token,
    });
    expect(old.json().checkout.status).toBe('expired');
    const { items } = await checkoutRows(t);
    const held = items.filter(
      (i) => i.held && fam.items.some((f) => f.id === i.itineraryActivityId),
    );
    expect(held.map((i) => i.itineraryActivityId)).toEqual([fam.items[1]!.id]);
  });

  it('declines and card errors change nothing; 3-D Secure needs the challenge', async () => {
    const fam = await makeApprovedItinerary(t, [p.hill.id]);
    const id = (await start(fam.token, { itinerary_id: fam.itinerary.id })).json()
      .checkout_session_id as string;
    const pay = (card: Record<string, unknown>) =>
      call(t, 'POST', localUrl(id, 'pay'), { ...GOOD_CARD, ...card }, { token: fam.token });

    const declined = await pay({ card_number: TEST_CARDS.declined });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().errors._base).toEqual(['Payment failed. Your card was declined.']);
    const poor = await pay({ card_number: TEST_CARDS.insufficientFunds });
    expect(poor.statusCode).toBe(402);
    expect(poor.json().errors._base).toEqual(['Payment failed. Your card has insufficient funds.']);
    const typo = await pay({ card_number: '4242 4242' });
    expect(typo.statusCode).toBe(422);
    expect(typo.json().errors.card_number).toEqual([CARD_VALIDATION_MESSAGES.incomplete_number]);

    const challenge = await pay({ card_number: THREE_D_SECURE_CARD });
    expect(challenge.statusCode).toBe(402);
    expect(challenge.json().errors.three_d_secure).toEqual([M.authenticationRequired]);
    const failed = await pay({ card_number: THREE_D_SECURE_CARD, three_d_secure: 'fail' });
    expect(failed.statusCode).toBe(402);
    expect(failed.json().errors._base).toEqual([M.authenticationFailed]);

    // Still open and held; nothing paid.
    const page = await call(t, 'GET', localUrl(id), undefined, { token: fam.token });
    expect(page.json().checkout.status).toBe('open');
    expect((await itineraryActivityRow(t, fam.items[0]!.id)).paymentStatus).not.toBe('paid');

    const ok = await pay({ card_number: THREE_D_SECURE_CARD, three_d_secure: 'approve' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await itineraryActivityRow(t, fam.items[0]!.id)).paymentStatus).toBe('paid');
  });

  it('cancel ends the hold; expiry (the sweep) ends it too; neither can be paid after', async () => {
    const fam = await makeApprovedItinerary(t, [p.lake.id]);
    const id = (await start(fam.token, { itinerary_id: fam.itinerary.id })).json()
      .checkout_session_id as string;
    const cancel = await call(t, 'POST', localUrl(id, 'cancel'), {}, { token: fam.token });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toEqual({
      status: 'expired',
      redirect_url: `http://localhost:3000/profile/payment/${fam.itinerary.id}`,
    });
    const late = await call(t, 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: fam.token });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors._base).toEqual([M.checkoutExpired]);

    const next = (await start(fam.token, { itinerary_id: fam.itinerary.id })).json()
      .checkout_session_id as string;
    expect(next).not.toBe(id);
    t.advance(31 * 60_000);
    expect(await expireDueCheckouts(t.ctx)).toBeGreaterThanOrEqual(1);
    const { sessions, items } = await checkoutRows(t);
    const row = sessions.find((s) => s.token === next)!;
    expect(row.status).toBe('expired');
    expect(items.filter((i) => i.checkoutSessionId === row.id).some((i) => i.held)).toBe(false);
    const paidLate = await call(t, 'POST', localUrl(next, 'pay'), GOOD_CARD, { token: fam.token });
    expect(paidLate.statusCode).toBe(409);
    expect((await itineraryActivityRow(t, fam.items[0]!.id)).paymentStatus).not.toBe('paid');
    // The family can start again.
    expect((await start(fam.token, { itinerary_id: fam.itinerary.id })).statusCode).toBe(201);
  });

  it('takes a seat per activity; a full one is refused by name, holding and charging nothing (decision 0062)', async () => {
    const camp = await makeActivity(t, p.pine.id, { name: 'Last Seat Week', totalSeats: 1 });
    const first = await makeApprovedItinerary(t, [camp.id, p.hill.id]);
    const second = await makeApprovedItinerary(t, [camp.id, p.hill.id]);
    const hillBefore = await seatsOf(t, p.hill.id);
    const res = await start(first.token, { itinerary_id: first.itinerary.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(await seatsOf(t, camp.id)).toEqual({ total: 1, reserved: 1 });
    expect((await seatsOf(t, p.hill.id)).reserved).toBe(hillBefore.reserved + 1);

    // The family's own hold does not make its activity look full; the other family sees it full.
    const statusOf = async (fam: typeof first) => {
      const view = await call(
        t,
        'GET',
        `/api/v1/specialists/itineraries/${fam.itinerary.id}`,
        undefined,
        { token: specialistToken },
      );
      expect(view.statusCode, view.body).toBe(200);
      return view
        .json<{ itinerary: { itinerary_activities: { id: number; payment_status: string }[] } }>()
        .itinerary.itinerary_activities.find((a) => a.id === fam.items[0]!.id)?.payment_status;
    };
    expect(await statusOf(first)).toBe('available_for_payment');
    expect(await statusOf(second)).toBe('full');

    const before = await checkoutRows(t);
    const refused = await start(second.token, {
      itinerary_id: second.itinerary.id,
      itinerary_activity_ids: [second.items[0]!.id, second.items[1]!.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.itinerary_activity_ids).toEqual([M.noSeatsLeft('Last Seat Week')]);
    // The whole start rolled back: the other activity's seat was not kept either.
    expect((await checkoutRows(t)).sessions).toHaveLength(before.sessions.length);
    expect((await seatsOf(t, p.hill.id)).reserved).toBe(hillBefore.reserved + 1);
    // Without a choice: the full one is left out, the rest is payable.
    const rest = await start(second.token, { itinerary_id: second.itinerary.id });
    expect(rest.statusCode, rest.body).toBe(201);

    // The specialist cannot remove an activity the parent's open checkout holds.
    await t.db
      .update(itineraries)
      .set({ status: 'alternate_request', specialistId: specialist.id })
      .where(eq(itineraries.id, first.itinerary.id));
    const del = await call(
      t,
      'DELETE',
      `/api/v1/specialists/itinerary_activities/${first.items[0]!.id}`,
      undefined,
      { token: specialistToken },
    );
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json().errors._base).toEqual([SM.inOpenCheckout]);
    expect(await seatsOf(t, camp.id)).toEqual({ total: 1, reserved: 1 });
  });

  it('closing the account ends the open checkout (kept as a record, no longer held)', async () => {
    const fam = await makeApprovedItinerary(t, [p.hill.id]);
    const id = (await start(fam.token, { itinerary_id: fam.itinerary.id })).json()
      .checkout_session_id as string;
    const res = await call(t, 'DELETE', '/api/v1/parents', undefined, {
      token: fam.token,
      query: { id: String(fam.parent.id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { sessions, items } = await checkoutRows(t);
    const row = sessions.find((s) => s.token === id)!;
    expect(row.status).toBe('expired');
    expect(items.filter((i) => i.checkoutSessionId === row.id).some((i) => i.held)).toBe(false);
  });

  it('a provider whose account is not ready is booked on the camp page', async () => {
    const fam = await makeApprovedItinerary(t, [p.hill.id, p.lake.id]);
    await t.db
      .update(campDirectorProfiles)
      .set({ paymentAccountStatus: 'pending' })
      .where(eq(campDirectorProfiles.userId, p.oakDirector.id));
    try {
      const res = await start(fam.token, { itinerary_id: fam.itinerary.id });
      expect(res.statusCode, res.body).toBe(201);
      const page = await call(t, 'GET', localUrl(res.json().checkout_session_id), undefined, {
        token: fam.token,
      });
      expect(page.json().checkout.items.map((i: { name: string }) => i.name)).toEqual([
        'Lake Week',
      ]);
    } finally {
      await t.db
        .update(campDirectorProfiles)
        .set({ paymentAccountStatus: 'ready' })
        .where(eq(campDirectorProfiles.userId, p.oakDirector.id));
    }
  });
});
