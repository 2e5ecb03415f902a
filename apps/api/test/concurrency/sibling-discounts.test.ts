import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFeeCents } from '@camp/shared/payouts';
import { checkoutItems, checkoutSessions } from '../../src/db/schema/checkout-sessions.js';
import { payoutLedgerEntries } from '../../src/db/schema/payouts.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call } from '../auth/helpers.js';
import { CHECKOUT_URL, GOOD_CARD, localUrl } from '../payments/checkout/helpers.js';
import {
  makeDiscountedProgram,
  makeTwoChildFamily,
} from '../payments/checkout/discount-helpers.js';

// The sibling discount in a race (decision 0106): families of two children start both
// children's checkouts many times at once through two instances. Whatever the order, each family
// ends with one child at full price and one 10% off, never both full or both discounted; both
// pay at once, and the ledger's sales are what was paid, the platform's 10% on that.

const FAMILIES = 4;
const CLICKS = 6;
const LIST = 15_055;
const SIBLING = LIST - 1_455;

describe('the sibling discount through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;
  let families: Awaited<ReturnType<typeof makeTwoChildFamily>>[];

  beforeAll(async () => {
    two = await createTestApps(2);
    a = two.apps[0]!;
    const p = await makeDiscountedProgram(a);
    const week = p.weeks[0]!.id;
    families = [];
    for (let i = 0; i < FAMILIES; i += 1)
      families.push(await makeTwoChildFamily(a, [week], [week]));
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  const via = (i: number) => two.apps[i % 2]!;

  it('one full-price child and one discounted per family, paid and split once', async () => {
    // Each click alternates the child and the instance; a child's later clicks answer its open
    // checkout again.
    const starts = await Promise.all(
      families.flatMap((f, fi) =>
        Array.from({ length: CLICKS }, (_, i) => {
          const child = i % 2 === 0 ? f.riley : f.sam;
          return call(
            via(i + fi),
            'POST',
            CHECKOUT_URL,
            { itinerary_id: child.itinerary.id },
            { token: f.token },
          );
        }),
      ),
    );
    for (const res of starts) expect([201, 409], res.body).toContain(res.statusCode);

    const opens = [];
    for (const f of families) {
      const open = await a.db
        .select()
        .from(checkoutSessions)
        .where(
          and(eq(checkoutSessions.parentId, f.parent.id), eq(checkoutSessions.status, 'open')),
        );
      // One open checkout per child.
      expect(open.map((s) => s.itineraryId).sort()).toEqual(
        [f.riley.itinerary.id, f.sam.itinerary.id].sort(),
      );
      const items = await a.db
        .select()
        .from(checkoutItems)
        .where(
          inArray(
            checkoutItems.checkoutSessionId,
            open.map((s) => s.id),
          ),
        );
      expect(items.map((i) => i.amountCents).sort()).toEqual([SIBLING, LIST].sort());
      expect(items.map((i) => i.discountKind ?? 'none').sort()).toEqual(['none', 'sibling']);
      for (const s of open)
        expect(s.amountCents).toBe(items.find((i) => i.checkoutSessionId === s.id)!.amountCents);
      opens.push({ f, open, items });
    }

    // Both children's checkouts of every family paid at once, each twice, through both
    // instances: each pays once.
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
    expect(pays.filter((r) => r.statusCode === 200)).toHaveLength(FAMILIES * 2);
    for (const r of pays.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBe(409);

    for (const { items } of opens) {
      const sales = await a.db
        .select()
        .from(payoutLedgerEntries)
        .where(
          inArray(
            payoutLedgerEntries.itineraryActivityId,
            items.map((i) => i.itineraryActivityId),
          ),
        );
      expect(sales.map((s) => s.grossCents).sort()).toEqual([SIBLING, LIST].sort());
      for (const s of sales) {
        expect(s.platformFeeCents).toBe(platformFeeCents(s.grossCents));
        expect(s.netCents + s.platformFeeCents + s.paymentProviderFeeCents).toBe(s.grossCents);
      }
    }
  });
});
