import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFeeCents } from '@camp/shared/payouts';
import { checkoutItems, checkoutSessions } from '../../src/db/schema/checkout-sessions.js';
import { payoutLedgerEntries } from '../../src/db/schema/payouts.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call } from '../auth/helpers.js';
import { makeActivity } from '../factories.js';
import { CHECKOUT_URL, GOOD_CARD, localUrl } from '../payments/checkout/helpers.js';
import { reservedSeats } from '../payments/refunds/helpers.js';
import {
  makeDiscountedProgram,
  makeTwoChildFamily,
} from '../payments/checkout/discount-helpers.js';

// Family checkouts in a race (decision 0111): families of two children start one checkout for
// both children many times at once through two instances, mixed with a child's own checkout, for
// a week with fewer seats than children. Seats are never oversold (held places = reserved seats
// <= total), and each family's held places are never both sibling-discounted nor, when both
// children hold one, both at full price. Every open checkout paid at once: the ledger's sales are
// what was paid, the platform's 10% on that.

const FAMILIES = 4;
const CLICKS = 6;
const SEATS = 5;
const LIST = 15_055;
const SIBLING = LIST - 1_455;

describe('family checkouts through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;
  let families: Awaited<ReturnType<typeof makeTwoChildFamily>>[];
  let weekId: number;

  beforeAll(async () => {
    two = await createTestApps(2);
    a = two.apps[0]!;
    const p = await makeDiscountedProgram(a);
    const week = await makeActivity(a, p.pine.id, {
      name: 'Few Seats Week',
      priceCents: 14_555,
      feeCents: 500,
      startDate: '2027-07-05',
      endDate: '2027-07-09',
      totalSeats: SEATS,
    });
    weekId = week.id;
    families = [];
    for (let i = 0; i < FAMILIES; i += 1)
      families.push(await makeTwoChildFamily(a, [week.id], [week.id]));
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  const via = (i: number) => two.apps[i % 2]!;

  it('never oversells the seats nor gives the sibling discount twice; paid and split once', async () => {
    // Two family checkouts, then Sam's own checkout, and again; alternating the instance.
    const starts = await Promise.all(
      families.flatMap((f, fi) =>
        Array.from({ length: CLICKS }, (_, i) => {
          const body =
            i % 3 === 2
              ? { itinerary_id: f.sam.itinerary.id }
              : {
                  itineraries: [
                    { itinerary_id: f.riley.itinerary.id },
                    { itinerary_id: f.sam.itinerary.id },
                  ],
                };
          return call(via(i + fi), 'POST', CHECKOUT_URL, body, { token: f.token });
        }),
      ),
    );
    for (const res of starts) expect([201, 409, 422], res.body).toContain(res.statusCode);
    expect(starts.some((r) => r.statusCode === 201)).toBe(true);

    const opens = [];
    let held = 0;
    for (const f of families) {
      const open = await a.db
        .select()
        .from(checkoutSessions)
        .where(
          and(eq(checkoutSessions.parentId, f.parent.id), eq(checkoutSessions.status, 'open')),
        );
      const items =
        open.length === 0
          ? []
          : await a.db
              .select()
              .from(checkoutItems)
              .where(
                and(
                  inArray(
                    checkoutItems.checkoutSessionId,
                    open.map((s) => s.id),
                  ),
                  eq(checkoutItems.held, true),
                ),
              );
      // One hold per child at most; never two discounted children, and one full-price child.
      expect(new Set(items.map((i) => i.itineraryActivityId)).size).toBe(items.length);
      expect(items.filter((i) => i.discountKind === 'sibling').length).toBeLessThanOrEqual(1);
      if (items.length > 0) expect(items.some((i) => i.discountKind === null)).toBe(true);
      expect(items.map((i) => i.amountCents).sort()).toEqual(
        items.length === 2 ? [SIBLING, LIST].sort() : items.map(() => LIST),
      );
      for (const s of open)
        expect(s.amountCents).toBe(
          items.filter((i) => i.checkoutSessionId === s.id).reduce((n, i) => n + i.amountCents, 0),
        );
      held += items.length;
      opens.push({ f, open, items });
    }
    // Never oversold: every held place has its seat, and no more than the week has.
    expect(held).toBeLessThanOrEqual(SEATS);
    expect(await reservedSeats(a, weekId)).toBe(held);

    // Every open checkout paid twice at once through both instances: each pays once.
    const pays = await Promise.all(
      opens.flatMap(({ f, open }, fi) =>
        open.flatMap((s, si) =>
          [0, 1].map((k) =>
            call(via(fi + si + k), 'POST', localUrl(s.token, 'pay'), GOOD_CARD, {
              token: f.token,
            }),
          ),
        ),
      ),
    );
    const checkouts = opens.reduce((n, o) => n + o.open.length, 0);
    expect(pays.filter((r) => r.statusCode === 200)).toHaveLength(checkouts);
    for (const r of pays.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBe(409);

    for (const { items } of opens) {
      if (items.length === 0) continue;
      const sales = await a.db
        .select()
        .from(payoutLedgerEntries)
        .where(
          inArray(
            payoutLedgerEntries.itineraryActivityId,
            items.map((i) => i.itineraryActivityId),
          ),
        );
      expect(sales.map((s) => s.grossCents).sort()).toEqual(items.map((i) => i.amountCents).sort());
      for (const s of sales) {
        expect(s.platformFeeCents).toBe(platformFeeCents(s.grossCents));
        expect(s.netCents + s.platformFeeCents + s.paymentProviderFeeCents).toBe(s.grossCents);
      }
    }
    expect(await reservedSeats(a, weekId)).toBe(held);
  });
});
