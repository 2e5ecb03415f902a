import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '@camp/shared/checkout';
import { activities } from '../../src/db/schema/activities.js';
import { checkoutItems, checkoutSessions } from '../../src/db/schema/checkout-sessions.js';
import { itineraryActivities } from '../../src/db/schema/itinerary-activities.js';
import { payoutLedgerEntries } from '../../src/db/schema/payouts.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call } from '../auth/helpers.js';
import { makeActivity } from '../factories.js';
import {
  CHECKOUT_URL,
  GOOD_CARD,
  localUrl,
  makeApprovedItinerary,
  makeProviders,
} from '../activity-checkout/helpers.js';

// Issue 16 through two API instances on one database, many requests at once: an activity with
// few seats, every family that holds one of them starting and paying its checkout many times
// over. Exactly one hold per seat, one fulfilment per checkout, never more paid than seats.

const SEATS = 4;
const PER_FAMILY = 8;

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
    for (let i = 0; i < SEATS; i += 1) families.push(await makeApprovedItinerary(a, [camp.id]));
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  const via = (i: number) => two.apps[i % 2]!;

  it('many starts per family: one open checkout each, one hold per seat; many pays: one fulfilment each', async () => {
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
    // The built-in provider's page is known in the starting transaction: every click answers.
    for (const { res } of starts) expect(res.statusCode, res.body).toBe(201);
    const ids = new Map<number, Set<string>>();
    for (const { fi, res } of starts) {
      const set = ids.get(fi) ?? new Set();
      set.add(res.json<{ checkout_session_id: string }>().checkout_session_id);
      ids.set(fi, set);
    }
    // The family's repeated clicks answer its one checkout.
    for (let fi = 0; fi < SEATS; fi += 1) expect(ids.get(fi)?.size).toBe(1);
    const held = await a.db.select().from(checkoutItems).where(eq(checkoutItems.held, true));
    expect(held).toHaveLength(SEATS);
    expect(new Set(held.map((h) => h.itineraryActivityId)).size).toBe(SEATS);

    const pays = await Promise.all(
      families.flatMap((f, fi) => {
        const id = [...ids.get(fi)!][0]!;
        return Array.from({ length: PER_FAMILY }, (_, i) =>
          call(via(i), 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: f.token }),
        );
      }),
    );
    const ok = pays.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(SEATS);
    for (const r of pays.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().errors._base).toEqual([M.checkoutComplete]);
    }
    const paid = await a.db
      .select()
      .from(itineraryActivities)
      .where(eq(itineraryActivities.activityId, activityId));
    expect(paid.filter((r) => r.paymentStatus === 'paid')).toHaveLength(SEATS);
    const [camp] = await a.db.select().from(activities).where(eq(activities.id, activityId));
    expect(camp!.reservedSeats).toBe(SEATS);
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
