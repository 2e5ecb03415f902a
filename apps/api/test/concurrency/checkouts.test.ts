import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '@camp/shared/checkout';
import { TEST_CARDS } from '@camp/shared/payment';
import { checkoutItems, checkoutSessions } from '../../src/db/schema/checkout-sessions.js';
import { itineraryActivities } from '../../src/db/schema/itinerary-activities.js';
import { payoutLedgerEntries } from '../../src/db/schema/payouts.js';
import { expireDueCheckouts } from '../../src/modules/payments/checkout/expiry.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call } from '../auth/helpers.js';
import { makeActivity } from '../factories.js';
import {
  CHECKOUT_URL,
  GOOD_CARD,
  localUrl,
  makeApprovedItinerary,
  makeProviders,
  seatsOf,
} from '../payments/checkout/helpers.js';

// Checkouts through two API instances on one database, many requests at once (decision 0062):
// more families than seats start checkouts for one activity, each clicking several times. The
// seats go to exactly `SEATS` families (each family's clicks answer its one checkout), the rest
// get a clear 422 and hold nothing; paying fulfils each once; reserved never passes the total.
// Then the seats' way back: expiry (the sweep), cancel, and a refused card that keeps the hold.

const SEATS = 4;
const FAMILIES = 12;
const PER_FAMILY = 3;

describe('checkouts through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;
  let families: Awaited<ReturnType<typeof makeApprovedItinerary>>[];
  let activityId: number;

  beforeAll(async () => {
    two = await createTestApps(2);
    a = two.apps[0]!;
    const p = await makeProviders(a);
    const camp = await makeActivity(a, p.pine.id, { name: 'Few Seats Week', totalSeats: SEATS });
    activityId = camp.id;
    families = [];
    for (let i = 0; i < FAMILIES; i += 1) families.push(await makeApprovedItinerary(a, [camp.id]));
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  const via = (i: number) => two.apps[i % 2]!;

  it('many families, few seats: exactly one hold per seat, the rest refused; pays fulfil each once', async () => {
    const starts = await Promise.all(
      families.flatMap((f, fi) =>
        Array.from({ length: PER_FAMILY }, (_, i) =>
          call(
            via(i + fi),
            'POST',
            CHECKOUT_URL,
            { itinerary_id: f.itinerary.id },
            {
              token: f.token,
            },
          ).then((res) => ({ fi, res })),
        ),
      ),
    );
    const ids = new Map<number, Set<string>>();
    const refusedFamilies = new Set<number>();
    for (const { fi, res } of starts) {
      if (res.statusCode === 201) {
        const set = ids.get(fi) ?? new Set();
        set.add(res.json<{ checkout_session_id: string }>().checkout_session_id);
        ids.set(fi, set);
      } else {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors.itinerary_activity_ids).toEqual([M.noSeatsLeft('Few Seats Week')]);
        refusedFamilies.add(fi);
      }
    }
    // Exactly SEATS families got a checkout, one each whatever they clicked; a family is either
    // served (every click answers its one checkout) or refused (every click).
    expect(ids.size).toBe(SEATS);
    for (const set of ids.values()) expect(set.size).toBe(1);
    for (const fi of ids.keys()) expect(refusedFamilies.has(fi)).toBe(false);
    expect(refusedFamilies.size).toBe(FAMILIES - SEATS);
    const held = await a.db.select().from(checkoutItems).where(eq(checkoutItems.held, true));
    expect(held).toHaveLength(SEATS);
    expect(new Set(held.map((h) => h.itineraryActivityId)).size).toBe(SEATS);
    // Refused starts left nothing behind: no checkout of a refused family.
    const sessions0 = await a.db.select().from(checkoutSessions);
    expect(sessions0).toHaveLength(SEATS);
    expect(await seatsOf(a, activityId)).toEqual({ total: SEATS, reserved: SEATS });

    const served = [...ids.entries()];
    const pays = await Promise.all(
      served.flatMap(([fi, set]) => {
        const id = [...set][0]!;
        return Array.from({ length: PER_FAMILY }, (_, i) =>
          call(via(i + fi), 'POST', localUrl(id, 'pay'), GOOD_CARD, {
            token: families[fi]!.token,
          }),
        );
      }),
    );
    const ok = pays.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(SEATS);
    for (const r of pays.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().errors._base).toEqual([M.checkoutComplete]);
    }
    const rows = await a.db
      .select()
      .from(itineraryActivities)
      .where(eq(itineraryActivities.activityId, activityId));
    const paid = rows.filter((r) => r.paymentStatus === 'paid');
    expect(paid).toHaveLength(SEATS);
    // Paying keeps the seat: reserved = paid + held, never above the total.
    expect(await seatsOf(a, activityId)).toEqual({ total: SEATS, reserved: SEATS });
    const ledger = await a.db
      .select()
      .from(payoutLedgerEntries)
      .where(
        inArray(
          payoutLedgerEntries.itineraryActivityId,
          paid.map((r) => r.id),
        ),
      );
    expect(ledger).toHaveLength(SEATS);
    const sessions = await a.db.select().from(checkoutSessions);
    expect(sessions.filter((s) => s.status === 'complete')).toHaveLength(SEATS);
    expect(sessions.filter((s) => s.status === 'open')).toHaveLength(0);
    // A refused family tries again: still no seat, still nothing held.
    const late = families[[...refusedFamilies][0]!]!;
    const again = await call(
      a,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: late.itinerary.id },
      {
        token: late.token,
      },
    );
    expect(again.statusCode).toBe(422);
    expect(await seatsOf(a, activityId)).toEqual({ total: SEATS, reserved: SEATS });
  });

  it('expiry (the sweep on both instances) and cancel give the seats back; a refused card keeps them', async () => {
    const p = await makeProviders(a);
    const camp = await makeActivity(a, p.oak.id, { name: 'Two Seats Week', totalSeats: 2 });
    const fams: Awaited<ReturnType<typeof makeApprovedItinerary>>[] = [];
    for (let i = 0; i < 4; i += 1) fams.push(await makeApprovedItinerary(a, [camp.id]));
    const startOf = (f: (typeof fams)[number], t = a) =>
      call(t, 'POST', CHECKOUT_URL, { itinerary_id: f.itinerary.id }, { token: f.token });
    const first = await Promise.all(fams.map((f, i) => startOf(f, via(i))));
    const winners = first.flatMap((r, i) => (r.statusCode === 201 ? [i] : []));
    expect(winners).toHaveLength(2);
    expect(await seatsOf(a, camp.id)).toEqual({ total: 2, reserved: 2 });
    const [w0, w1] = winners.map((i) => ({
      fam: fams[i]!,
      id: first[i]!.json<{ checkout_session_id: string }>().checkout_session_id,
    }));
    const losers = fams.filter((_, i) => !winners.includes(i));

    // A refused card keeps the hold: the seat stays taken and nobody else gets it.
    const declined = await call(
      a,
      'POST',
      localUrl(w0!.id, 'pay'),
      { ...GOOD_CARD, card_number: TEST_CARDS.declined },
      { token: w0!.fam.token },
    );
    expect(declined.statusCode).toBe(402);
    expect(await seatsOf(a, camp.id)).toEqual({ total: 2, reserved: 2 });
    expect((await startOf(losers[0]!)).statusCode).toBe(422);

    // Cancel gives w1's seat back at once: one loser gets it.
    const cancel = await call(
      two.apps[1]!,
      'POST',
      localUrl(w1!.id, 'cancel'),
      {},
      {
        token: w1!.fam.token,
      },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await seatsOf(a, camp.id)).toEqual({ total: 2, reserved: 1 });
    const retry = await Promise.all(losers.map((f, i) => startOf(f, via(i))));
    expect(retry.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await seatsOf(a, camp.id)).toEqual({ total: 2, reserved: 2 });

    // 31 minutes on, both instances sweep at once: each open checkout expires once and gives
    // its seat back once.
    two.advance(31 * 60_000);
    const swept = await Promise.all(two.apps.map((t) => expireDueCheckouts(t.ctx)));
    expect(swept.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(2);
    expect(await seatsOf(a, camp.id)).toEqual({ total: 2, reserved: 0 });
    const open = await a.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.status, 'open'));
    expect(open).toHaveLength(0);
    // The expired checkout can no longer be paid; its family starts again and gets a seat.
    const late = await call(a, 'POST', localUrl(w0!.id, 'pay'), GOOD_CARD, {
      token: w0!.fam.token,
    });
    expect(late.statusCode).toBe(409);
    expect((await startOf(w0!.fam)).statusCode).toBe(201);
    expect(await seatsOf(a, camp.id)).toEqual({ total: 2, reserved: 1 });
  });

  it('pays racing cancels end one way: paid and complete, or expired and unpaid', async () => {
    const p = await makeProviders(a);
    const fam = await makeApprovedItinerary(a, [p.hill.id]);
    const res = await call(
      a,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id },
      {
        token: fam.token,
      },
    );
    const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0
          ? call(via(i), 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: fam.token })
          : call(via(i), 'POST', localUrl(id, 'cancel'), {}, { token: fam.token }),
      ),
    );
    const [row] = await a.db.select().from(checkoutSessions).where(eq(checkoutSessions.token, id));
    const [item] = await a.db
      .select()
      .from(itineraryActivities)
      .where(eq(itineraryActivities.id, fam.items[0]!.id));
    const paysOk = answers.filter((r, i) => i % 2 === 0 && r.statusCode === 200).length;
    if (row!.status === 'complete') {
      expect(paysOk).toBe(1);
      expect(item!.paymentStatus).toBe('paid');
    } else {
      expect(row!.status).toBe('expired');
      expect(paysOk).toBe(0);
      expect(item!.paymentStatus).not.toBe('paid');
    }
    for (const r of answers) expect([200, 409], r.body).toContain(r.statusCode);
  });
});
