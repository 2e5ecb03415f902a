import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFeeCents } from '@camp/shared/payouts';
import { DISCOUNT_MESSAGES } from '@camp/shared/discounts';
import type { LocalCheckoutResponse } from '@camp/shared/checkout';
import { activityProviders } from '../../../src/db/schema/activity-providers.js';
import { interests } from '../../../src/db/schema/interests.js';
import { payoutLedgerEntries } from '../../../src/db/schema/payouts.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, signIn } from '../../auth/helpers.js';
import { CHECKOUT_URL, GOOD_CARD, itineraryActivityRow, localUrl } from './helpers.js';
import { itemsOfCheckout, makeDiscountedProgram, makeTwoChildFamily } from './discount-helpers.js';

// The program's discounts at checkout (decision 0106): the multi-week discount from the Nth
// place of a child, the sibling discount against a full-price child of the family, the larger of
// the two, what the pages show, and the ledger's 10% on what was paid.

// Pine weeks: $145.55 + $5 fee. 10% off the price is $14.55 (rounded down), 15% is $21.83.
const LIST = 15_055;
const SIBLING = LIST - 1_455;
const MULTI = LIST - 2_183;

type Started = { checkout_session_id: string };

describe('program discounts at checkout', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeDiscountedProgram>>;

  beforeAll(async () => {
    t = await createTestApp();
    p = await makeDiscountedProgram(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const start = (token: string, itineraryId: number) =>
    call(t, 'POST', CHECKOUT_URL, { itinerary_id: itineraryId }, { token });

  it('multi-week: the 3rd and 4th weeks of one child are 15% off the price, the fee never', async () => {
    const f = await makeTwoChildFamily(
      t,
      p.weeks.map((w) => w.id),
      [],
    );
    const res = await start(f.token, f.riley.itinerary.id);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<Started>().checkout_session_id;
    const { session, items } = await itemsOfCheckout(t, id);
    const byActivity = new Map(items.map((i) => [i.activityId, i]));
    const amounts = p.weeks.map((w) => byActivity.get(w.id)!.amountCents);
    expect(amounts).toEqual([LIST, LIST, MULTI, MULTI]);
    expect(session.amountCents).toBe(2 * LIST + 2 * MULTI);
    expect(items.every((i) => i.listAmountCents === LIST)).toBe(true);
    expect(p.weeks.map((w) => byActivity.get(w.id)!.discountKind)).toEqual([
      null,
      null,
      'multi_week',
      'multi_week',
    ]);
    // The built-in provider's page names the discount beside the discounted amount.
    const page = await call(t, 'GET', localUrl(id), undefined, { token: f.token });
    const shown = page.json<LocalCheckoutResponse>().checkout.items;
    expect(shown.map((i) => i.discount)).toEqual([
      null,
      null,
      'Multi-week discount 15%',
      'Multi-week discount 15%',
    ]);
    // The list price and the cents off explain the total.
    expect(shown.map((i) => [i.list_amount_cents, i.discount_cents])).toEqual([
      [LIST, 0],
      [LIST, 0],
      [LIST, LIST - MULTI],
      [LIST, LIST - MULTI],
    ]);
    expect(page.json<LocalCheckoutResponse>().checkout).toMatchObject({
      amount_cents: 2 * LIST + 2 * MULTI,
      list_amount_cents: 4 * LIST,
    });

    // Paid: each place keeps what was paid, and the ledger's 10% is on that.
    const pay = await call(t, 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: f.token });
    expect(pay.statusCode, pay.body).toBe(200);
    const place = await itineraryActivityRow(
      t,
      byActivity.get(p.weeks[3]!.id)!.itineraryActivityId,
    );
    expect(place.amountCents).toBe(MULTI);
    const sales = await t.db
      .select()
      .from(payoutLedgerEntries)
      .where(
        inArray(
          payoutLedgerEntries.itineraryActivityId,
          items.map((i) => i.itineraryActivityId),
        ),
      );
    expect(sales.map((s) => s.grossCents).sort()).toEqual([LIST, LIST, MULTI, MULTI].sort());
    for (const s of sales) {
      expect(s.platformFeeCents).toBe(platformFeeCents(s.grossCents));
      expect(s.netCents + s.platformFeeCents + s.paymentProviderFeeCents).toBe(s.grossCents);
    }
  });

  it('sibling: the second child is 10% off against the first child’s full-price hold; a replaced first checkout stays full price', async () => {
    const week = p.weeks[0]!.id;
    const f = await makeTwoChildFamily(t, [week], [week]);
    const riley1 = await start(f.token, f.riley.itinerary.id);
    expect(riley1.statusCode).toBe(201);
    const sam = await start(f.token, f.sam.itinerary.id);
    const samItems = (await itemsOfCheckout(t, sam.json<Started>().checkout_session_id)).items;
    expect(samItems.map((i) => [i.amountCents, i.discountKind, i.discountPercent])).toEqual([
      [SIBLING, 'sibling', 10],
    ]);
    // Riley's checkout replaced (another choice: the same place, in instalments would also do):
    // Sam's hold is discounted, so Riley is still the full-price child.
    const cancel = await call(
      t,
      'POST',
      localUrl(riley1.json<Started>().checkout_session_id, 'cancel'),
      {},
      { token: f.token },
    );
    expect(cancel.statusCode).toBe(200);
    const riley2 = await start(f.token, f.riley.itinerary.id);
    const rileyItems = (await itemsOfCheckout(t, riley2.json<Started>().checkout_session_id)).items;
    expect(rileyItems.map((i) => [i.amountCents, i.discountKind])).toEqual([[LIST, null]]);

    // Sam pays; Riley's hold lapses unpaid. A new checkout of Riley finds only a discounted
    // sibling: full price again, never two discounted children.
    const samPay = await call(
      t,
      'POST',
      localUrl(sam.json<Started>().checkout_session_id, 'pay'),
      GOOD_CARD,
      { token: f.token },
    );
    expect(samPay.statusCode).toBe(200);
    await call(
      t,
      'POST',
      localUrl(riley2.json<Started>().checkout_session_id, 'cancel'),
      {},
      { token: f.token },
    );
    const riley3 = await start(f.token, f.riley.itinerary.id);
    const again = (await itemsOfCheckout(t, riley3.json<Started>().checkout_session_id)).items;
    expect(again.map((i) => i.amountCents)).toEqual([LIST]);
    const [sale] = await t.db
      .select()
      .from(payoutLedgerEntries)
      .where(eq(payoutLedgerEntries.itineraryActivityId, samItems[0]!.itineraryActivityId));
    expect(sale!.grossCents).toBe(SIBLING);
    expect(sale!.platformFeeCents).toBe(platformFeeCents(SIBLING));
  });

  it('both apply: the larger percent wins, never both', async () => {
    const f = await makeTwoChildFamily(
      t,
      [p.weeks[0]!.id],
      p.weeks.map((w) => w.id),
    );
    expect((await start(f.token, f.riley.itinerary.id)).statusCode).toBe(201);
    const sam = await start(f.token, f.sam.itinerary.id);
    const { items, session } = await itemsOfCheckout(t, sam.json<Started>().checkout_session_id);
    const kinds = new Map(items.map((i) => [i.activityId, [i.amountCents, i.discountKind]]));
    expect(p.weeks.map((w) => kinds.get(w.id))).toEqual([
      [SIBLING, 'sibling'],
      [SIBLING, 'sibling'],
      [MULTI, 'multi_week'],
      [MULTI, 'multi_week'],
    ]);
    expect(session.amountCents).toBe(2 * SIBLING + 2 * MULTI);
  });

  it('the parent’s card shows the program’s terms', async () => {
    const f = await makeTwoChildFamily(t, [p.weeks[1]!.id], []);
    const res = await call(
      t,
      'GET',
      `/api/v1/parents/itineraries/${f.riley.itinerary.id}`,
      undefined,
      { token: f.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const it = body.itinerary ?? body;
    expect(it.itinerary_activities[0].activity.discounts).toEqual({
      sibling_percent: 10,
      multi_week_percent: 15,
      multi_week_from_week: 3,
    });
  });

  it('the director sets the terms on the program form; a multi-week percent needs its week', async () => {
    const { token } = await signIn(t, 'CampDirector', p.oakDirector);
    const url = `/api/v1/camp_directors/activity_providers/${p.oak.id}`;
    const current = (await call(t, 'GET', url, undefined, { token })).json().activity_provider;
    const [interest] = await t.db
      .select({ id: interests.id })
      .from(interests)
      .where(eq(interests.kind, 'program'))
      .limit(1);
    const body = (extra: Record<string, unknown>) => ({
      activity_provider: {
        ...current,
        phone_number: '(919) 555-0100',
        interest_ids: [interest!.id],
        logo: null,
        ...extra,
      },
    });
    const bad = await call(t, 'PUT', url, body({ multi_week_discount_percent: 20 }), { token });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().errors.multi_week_discount_from_week).toEqual([
      DISCOUNT_MESSAGES.multiWeekFromRequired,
    ]);
    const tooMuch = await call(t, 'PUT', url, body({ sibling_discount_percent: 95 }), { token });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.sibling_discount_percent).toEqual([
      DISCOUNT_MESSAGES.siblingPercent,
    ]);
    const [before] = await t.db
      .select()
      .from(activityProviders)
      .where(eq(activityProviders.id, p.oak.id));
    expect(before!.siblingDiscountPercent).toBeNull();
    const ok = await call(
      t,
      'PUT',
      url,
      body({
        sibling_discount_percent: '12',
        multi_week_discount_percent: 20,
        multi_week_discount_from_week: 2,
      }),
      { token },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().activity_provider).toMatchObject({
      sibling_discount_percent: 12,
      multi_week_discount_percent: 20,
      multi_week_discount_from_week: 2,
    });
    const cleared = await call(
      t,
      'PUT',
      url,
      body({
        sibling_discount_percent: '',
        multi_week_discount_percent: null,
        multi_week_discount_from_week: null,
      }),
      { token },
    );
    expect(cleared.json().activity_provider.sibling_discount_percent).toBeNull();
  });
});
