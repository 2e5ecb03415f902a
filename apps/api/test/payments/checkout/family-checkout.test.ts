import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFeeCents } from '@camp/shared/payouts';
import { CHECKOUT_MESSAGES as M, type LocalCheckoutResponse } from '@camp/shared/checkout';
import { checkoutSessions } from '../../../src/db/schema/checkout-sessions.js';
import { itineraries } from '../../../src/db/schema/itineraries.js';
import { payoutLedgerEntries } from '../../../src/db/schema/payouts.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, signIn } from '../../auth/helpers.js';
import { ADMIN_URL, PARENT_URL, ledgerOf } from '../refunds/helpers.js';
import {
  CHECKOUT_URL,
  GOOD_CARD,
  checkoutRows,
  itineraryActivityRow,
  localUrl,
} from './helpers.js';
import { itemsOfCheckout, makeDiscountedProgram, makeTwoChildFamily } from './discount-helpers.js';

// One checkout for several of a family's itineraries (decision 0111): the payload beside the
// single itinerary's, its refusals (nothing held), the sibling discount inside the one checkout,
// every place paid on completion, the ledger split per provider with the 10% on what was paid,
// and a refund of one place.

// Pine weeks: $145.55 + $5 fee. 10% off the price is $14.55, 15% is $21.83. Hill Week: $200.
const LIST = 15_055;
const SIBLING = LIST - 1_455;
const MULTI = LIST - 2_183;
const HILL = 20_000;

type Started = { checkout_session_id: string };
type Errors = { errors: Record<string, string[]> };

describe('a family checkout of several children’s itineraries', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeDiscountedProgram>>;

  beforeAll(async () => {
    t = await createTestApp();
    p = await makeDiscountedProgram(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const start = (token: string, body: unknown) => call(t, 'POST', CHECKOUT_URL, body, { token });
  const both = (f: Awaited<ReturnType<typeof makeTwoChildFamily>>) => ({
    itineraries: [{ itinerary_id: f.riley.itinerary.id }, { itinerary_id: f.sam.itinerary.id }],
  });
  const week = (n: number) => p.weeks[n]!.id;

  it('who is asking comes first; a bad list is 422 under its field and holds nothing', async () => {
    const f = await makeTwoChildFamily(t, [week(0)], [week(0)]);
    expect((await start('', { itineraries: 'nope' })).statusCode).toBe(401);
    const director = await signIn(t, 'CampDirector', p.pineDirector);
    expect((await start(director.token, both(f))).statusCode).toBe(403);
    const before = (await checkoutRows(t)).sessions.length;
    const cases: [unknown, string, string][] = [
      [{ itineraries: [{ itinerary_id: f.riley.itinerary.id }] }, 'itineraries', M.familyInvalid],
      [{ ...both(f), itinerary_id: f.riley.itinerary.id }, 'itineraries', M.familyOrOne],
      [
        {
          itineraries: [{ itinerary_id: f.sam.itinerary.id }, { itinerary_id: f.sam.itinerary.id }],
        },
        'itineraries',
        M.familyTwice,
      ],
      [{ ...both(f), plan: 'instalments' }, 'plan', M.familyNoPlan],
      [
        { itineraries: [{ itinerary_id: 'x' }, { itinerary_id: f.sam.itinerary.id }] },
        'itineraries.itinerary_id',
        M.itineraryInvalid,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await start(f.token, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<Errors>().errors[field]).toEqual([message]);
    }
    expect((await checkoutRows(t)).sessions).toHaveLength(before);
  });

  it('refuses another family’s itinerary (404), one not approved, or a paid place (422)', async () => {
    const f = await makeTwoChildFamily(t, [week(0)], [week(0)]);
    const other = await makeTwoChildFamily(t, [week(1)], []);
    const before = (await checkoutRows(t)).sessions.length;
    const foreign = await start(f.token, {
      itineraries: [
        { itinerary_id: f.riley.itinerary.id },
        { itinerary_id: other.riley.itinerary.id },
      ],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<Errors>().errors._base).toEqual([M.itineraryNotFound]);

    await t.db
      .update(itineraries)
      .set({ status: 'review' })
      .where(eq(itineraries.id, f.sam.itinerary.id));
    const review = await start(f.token, both(f));
    expect(review.statusCode).toBe(422);
    expect(review.json<Errors>().errors.itineraries).toEqual([M.familyNotApproved('Sam')]);
    expect((await checkoutRows(t)).sessions).toHaveLength(before);
    await t.db
      .update(itineraries)
      .set({ status: 'approved' })
      .where(eq(itineraries.id, f.sam.itinerary.id));

    // Sam's place paid on its own: named again it is refused; unnamed, Sam has nothing to pay.
    const sam = await start(f.token, { itinerary_id: f.sam.itinerary.id });
    const samId = sam.json<Started>().checkout_session_id;
    expect(
      (await call(t, 'POST', localUrl(samId, 'pay'), GOOD_CARD, { token: f.token })).statusCode,
    ).toBe(200);
    const afterSam = (await checkoutRows(t)).sessions.length;
    const paid = await start(f.token, {
      itineraries: [
        { itinerary_id: f.riley.itinerary.id },
        { itinerary_id: f.sam.itinerary.id, itinerary_activity_ids: [f.sam.items[0]!.id] },
      ],
    });
    expect(paid.statusCode).toBe(422);
    expect(paid.json<Errors>().errors.itineraries).toEqual([M.alreadyPaid]);
    const nothing = await start(f.token, both(f));
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json<Errors>().errors.itineraries).toEqual([M.familyNothingToPay('Sam')]);
    expect((await checkoutRows(t)).sessions).toHaveLength(afterSam);
  });

  it('prices both children in one checkout: the second child in a program gets the sibling discount, once', async () => {
    // Riley: Pine weeks 1-3 (the 3rd 15% off); Sam: Pine week 1 (10% off) and Hill Week.
    const f = await makeTwoChildFamily(t, [week(0), week(1), week(2)], [week(0), p.hill.id]);
    const res = await start(f.token, both(f));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<Started>().checkout_session_id;
    const { session, items } = await itemsOfCheckout(t, id);
    const total = 2 * LIST + MULTI + SIBLING + HILL;
    expect(session.amountCents).toBe(total);
    expect(session.itineraryId).toBe(f.riley.itinerary.id);
    const byPlace = new Map(items.map((i) => [i.itineraryActivityId, i]));
    const show = (id: number) => {
      const i = byPlace.get(id)!;
      return [i.listAmountCents, i.amountCents, i.discountKind];
    };
    expect(f.riley.items.map((i) => show(i.id))).toEqual([
      [LIST, LIST, null],
      [LIST, LIST, null],
      [LIST, MULTI, 'multi_week'],
    ]);
    expect(f.sam.items.map((i) => show(i.id))).toEqual([
      [LIST, SIBLING, 'sibling'],
      [HILL, HILL, null],
    ]);

    // The same list again (a double click) answers the open checkout.
    const again = await start(f.token, both(f));
    expect(again.json<Started>().checkout_session_id).toBe(id);

    // The built-in page shows each child's lines, list prices and discounts.
    const page = await call(t, 'GET', localUrl(id), undefined, { token: f.token });
    const checkout = page.json<LocalCheckoutResponse>().checkout;
    expect(checkout).toMatchObject({ amount_cents: total, list_amount_cents: 4 * LIST + HILL });
    expect(checkout.items.map((i) => [i.child_name, i.name, i.discount])).toEqual(
      expect.arrayContaining([
        ['Sam', 'Pine Week 1', 'Sibling discount 10%'],
        ['Sam', 'Hill Week', null],
      ]),
    );
    expect(new Set(checkout.items.map((i) => i.child_name)).size).toBe(2);

    // Paid once: every place of both itineraries paid; one sale per place, the 10% on what was paid.
    const pay = await call(t, 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: f.token });
    expect(pay.statusCode, pay.body).toBe(200);
    for (const i of [...f.riley.items, ...f.sam.items])
      expect(await itineraryActivityRow(t, i.id)).toMatchObject({
        paymentStatus: 'paid',
        amountCents: byPlace.get(i.id)!.amountCents,
        paidById: f.parent.id,
      });
    const sales = await t.db
      .select()
      .from(payoutLedgerEntries)
      .where(inArray(payoutLedgerEntries.itineraryActivityId, [...byPlace.keys()]));
    expect(sales).toHaveLength(5);
    for (const s of sales) {
      expect(s.grossCents).toBe(byPlace.get(s.itineraryActivityId!)!.amountCents);
      expect(s.platformFeeCents).toBe(platformFeeCents(s.grossCents));
      expect(s.netCents + s.platformFeeCents + s.paymentProviderFeeCents).toBe(s.grossCents);
    }
    // Split per provider: Pine's director is paid the Pine places, Oak's the Hill Week.
    const oakSale = sales.find((s) => s.itineraryActivityId === f.sam.items[1]!.id)!;
    expect(oakSale.providerUserId).toBe(p.oakDirector.id);
    expect(sales.filter((s) => s.providerUserId === p.pineDirector.id)).toHaveLength(4);

    // One place refunded: only it is reversed, for what was paid for it.
    const admin = await signIn(t, 'Admin', await makeUser(t, { role: 'Admin' }));
    const samPine = f.sam.items[0]!.id;
    const asked = await call(
      t,
      'POST',
      PARENT_URL,
      { itinerary_activity_id: samPine, reason: 'Moved' },
      { token: f.token },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = asked.json<{ cancellation_request: { id: number } }>().cancellation_request
      .id;
    const decided = await call(
      t,
      'PUT',
      `${ADMIN_URL}/${requestId}`,
      { decision: 'approve' },
      {
        token: admin.token,
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const [sale, reversal] = await ledgerOf(t, samPine);
    expect(sale!.grossCents).toBe(SIBLING);
    expect(reversal!.grossCents).toBe(-SIBLING);
    expect((await itineraryActivityRow(t, f.riley.items[0]!.id)).paymentStatus).toBe('paid');
  });

  it('a later single checkout of one child replaces the family checkout; its holds end', async () => {
    const f = await makeTwoChildFamily(t, [week(3)], [week(3)]);
    const fam = await start(f.token, both(f));
    const famId = fam.json<Started>().checkout_session_id;
    const sam = await start(f.token, { itinerary_id: f.sam.itinerary.id });
    expect(sam.statusCode, sam.body).toBe(201);
    const [old] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.token, famId));
    expect(old!.status).toBe('expired');
    // Riley's hold ended with it, so Sam alone is priced at full price now.
    const { items } = await itemsOfCheckout(t, sam.json<Started>().checkout_session_id);
    expect(items.map((i) => [i.amountCents, i.discountKind])).toEqual([[LIST, null]]);
  });
});
