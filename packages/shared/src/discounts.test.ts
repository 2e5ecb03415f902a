import { describe, expect, it } from 'vitest';
import { programSchema } from './program';
import {
  DISCOUNT_MESSAGES,
  discountCents,
  discountLines,
  pricePlaces,
  type ProgramDiscounts,
} from './discounts';

const TERMS: ProgramDiscounts = {
  sibling_percent: 10,
  multi_week_percent: 15,
  multi_week_from_week: 3,
};
const week = { priceCents: 14_555, feeCents: 500, programId: 1 };

describe('program discounts', () => {
  it('rounds the cents off down: never more than the stated percent', () => {
    expect(discountCents(14_555, 10)).toBe(1_455);
    expect(discountCents(14_555, 15)).toBe(2_183);
    expect(discountCents(9, 10)).toBe(0);
  });

  it('multi-week: from the Nth place, counting the child’s places already paid or held', () => {
    const none = () => ({ childPlaces: 0, siblingAtFullPrice: false });
    const four = pricePlaces([week, week, week, week], () => TERMS, none);
    expect(four.map((p) => p.amountCents)).toEqual([15_055, 15_055, 12_872, 12_872]);
    expect(four[2]!.discount).toEqual({ kind: 'multi_week', percent: 15, cents: 2_183 });
    const afterTwo = pricePlaces(
      [week],
      () => TERMS,
      () => ({
        childPlaces: 2,
        siblingAtFullPrice: false,
      }),
    );
    expect(afterTwo[0]!.discount?.kind).toBe('multi_week');
  });

  it('sibling: only against another child at full price; the larger percent wins, never both', () => {
    const sibling = () => ({ childPlaces: 0, siblingAtFullPrice: true });
    const places = pricePlaces([week, week, week], () => TERMS, sibling);
    expect(places.map((p) => p.discount?.kind)).toEqual(['sibling', 'sibling', 'multi_week']);
    const richSibling = { ...TERMS, sibling_percent: 20 };
    const again = pricePlaces([week, week, week], () => richSibling, sibling);
    expect(again.map((p) => p.discount?.percent)).toEqual([20, 20, 20]);
    const other = pricePlaces(
      [{ ...week, programId: 2 }],
      (id) => (id === 1 ? TERMS : null),
      sibling,
    );
    expect(other[0]!.discount).toBeNull();
  });

  it('says the terms on the card', () => {
    expect(discountLines(TERMS)).toEqual([
      '10% off each additional child',
      '15% off from the 3rd week',
    ]);
    expect(discountLines({ ...TERMS, sibling_percent: null, multi_week_from_week: 11 })).toEqual([
      '15% off from the 11th week',
    ]);
    expect(discountLines(null)).toEqual([]);
  });

  it('the program form: 1 to 90 percent, a multi-week percent with its week', () => {
    const base = {
      name: 'Pine',
      email: 'a@b.co',
      website: 'https://pine.example',
      address: '1 Main',
      city: 'Raleigh',
      state: 'NC',
      zip_code: '27601',
      phone_number: '(919) 555-0100',
      interest_ids: [1],
      tax_id: '1',
      cancellation_policy: 'None',
    };
    const errorsOf = (extra: Record<string, unknown>) => {
      const r = programSchema.safeParse({ ...base, ...extra });
      return r.success
        ? {}
        : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(errorsOf({ sibling_discount_percent: '95' })).toEqual({
      sibling_discount_percent: DISCOUNT_MESSAGES.siblingPercent,
    });
    expect(errorsOf({ multi_week_discount_from_week: 3 })).toEqual({
      multi_week_discount_percent: DISCOUNT_MESSAGES.multiWeekPercentRequired,
    });
    expect(
      errorsOf({ multi_week_discount_percent: 15, multi_week_discount_from_week: '3' }),
    ).toEqual({});
  });
});
