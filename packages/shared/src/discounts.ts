import { z } from 'zod';
import { optionalNumberField } from './number';

// Discounts a program's director offers families (decision 0106): a sibling discount (a percent
// off every place of the family's second and further child in the program) and a multi-week
// discount (a percent off a child's Nth and later place in the program). The rule that prices a
// checkout's places is here, pure, so the API, the card and the tests share one rule.

export const DISCOUNT_KINDS = ['sibling', 'multi_week'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A discount is 1 to 90 percent: a place is never made free by a discount. */
export const DISCOUNT_PERCENT_MIN = 1;
export const DISCOUNT_PERCENT_MAX = 90;
/** The multi-week discount starts at a child's 2nd to 52nd place in the program. */
export const MULTI_WEEK_FROM_MIN = 2;
export const MULTI_WEEK_FROM_MAX = 52;

export const DISCOUNT_MESSAGES = {
  siblingPercent: `Sibling discount must be between ${DISCOUNT_PERCENT_MIN} and ${DISCOUNT_PERCENT_MAX} percent`,
  multiWeekPercent: `Multi-week discount must be between ${DISCOUNT_PERCENT_MIN} and ${DISCOUNT_PERCENT_MAX} percent`,
  multiWeekFrom: `The week the discount starts must be between ${MULTI_WEEK_FROM_MIN} and ${MULTI_WEEK_FROM_MAX}`,
  multiWeekFromRequired: 'Say from which week the multi-week discount applies',
  multiWeekPercentRequired: 'Say the percent of the multi-week discount',
} as const;

const percentField = (message: string) =>
  optionalNumberField({
    invalid: message,
    integer: message,
    min: [DISCOUNT_PERCENT_MIN, message],
    max: [DISCOUNT_PERCENT_MAX, message],
  });

/** The program form's discount fields (blank = no discount). */
export const programDiscountFields = {
  sibling_discount_percent: percentField(DISCOUNT_MESSAGES.siblingPercent),
  multi_week_discount_percent: percentField(DISCOUNT_MESSAGES.multiWeekPercent),
  multi_week_discount_from_week: optionalNumberField({
    invalid: DISCOUNT_MESSAGES.multiWeekFrom,
    integer: DISCOUNT_MESSAGES.multiWeekFrom,
    min: [MULTI_WEEK_FROM_MIN, DISCOUNT_MESSAGES.multiWeekFrom],
    max: [MULTI_WEEK_FROM_MAX, DISCOUNT_MESSAGES.multiWeekFrom],
  }),
};

/** The multi-week discount's percent and first week come together or not at all. */
export function checkMultiWeekPair(
  v: {
    multi_week_discount_percent?: number | null;
    multi_week_discount_from_week?: number | null;
  },
  ctx: z.RefinementCtx,
): void {
  const percent = v.multi_week_discount_percent ?? null;
  const from = v.multi_week_discount_from_week ?? null;
  if (percent !== null && from === null)
    ctx.addIssue({
      code: 'custom',
      path: ['multi_week_discount_from_week'],
      message: DISCOUNT_MESSAGES.multiWeekFromRequired,
    });
  if (percent === null && from !== null)
    ctx.addIssue({
      code: 'custom',
      path: ['multi_week_discount_percent'],
      message: DISCOUNT_MESSAGES.multiWeekPercentRequired,
    });
}

/** A program's discount terms as the API answers them (null: not offered). */
export const programDiscountsSchema = z.object({
  sibling_percent: z.number().int().nullable(),
  multi_week_percent: z.number().int().nullable(),
  multi_week_from_week: z.number().int().nullable(),
});
export type ProgramDiscounts = z.infer<typeof programDiscountsSchema>;

/** A program's stored terms (its columns) as the API answers them: null when none is offered. */
export function programDiscounts(p: {
  siblingDiscountPercent: number | null;
  multiWeekDiscountPercent: number | null;
  multiWeekDiscountFromWeek: number | null;
}): ProgramDiscounts | null {
  if (p.siblingDiscountPercent === null && p.multiWeekDiscountPercent === null) return null;
  return {
    sibling_percent: p.siblingDiscountPercent,
    multi_week_percent: p.multiWeekDiscountPercent,
    multi_week_from_week: p.multiWeekDiscountFromWeek,
  };
}

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
};

/** The card's lines: '10% off each additional child', '15% off from the 3rd week'. */
export function discountLines(d: ProgramDiscounts | null | undefined): string[] {
  if (!d) return [];
  const lines: string[] = [];
  if (d.sibling_percent) lines.push(`${d.sibling_percent}% off each additional child`);
  if (d.multi_week_percent && d.multi_week_from_week)
    lines.push(`${d.multi_week_percent}% off from the ${ordinal(d.multi_week_from_week)} week`);
  return lines;
}

/** What a discounted place shows beside its amount: 'Sibling discount 10%'. */
export function discountLabel(kind: DiscountKind, percent: number): string {
  return `${kind === 'sibling' ? 'Sibling discount' : 'Multi-week discount'} ${percent}%`;
}

/**
 * The cents taken off a price by a percent: rounded down, so a place is never discounted by
 * more than the percent the program states (10% of $145.55 is $14.55 off).
 */
export const discountCents = (priceCents: number, percent: number): number =>
  Math.floor((priceCents * percent) / 100);

/** One place of a checkout, in the order the checkout prices them (its start date first). */
export interface PlaceToPrice {
  /** The activity's price; the activity's own fee is never discounted. */
  priceCents: number;
  feeCents: number;
  /** The program (activity provider). */
  programId: number;
}

/** What the family already holds in a program, read under the family's lock. */
export interface ProgramStanding {
  /** The child's places in the program already paid or held by another open checkout. */
  childPlaces: number;
  /**
   * Another child of the family has a place in the program, paid or held, that is not itself
   * sibling-discounted: the full-price child the sibling discount is measured against.
   */
  siblingAtFullPrice: boolean;
}

export interface PricedPlace {
  /** Price + fee before any discount. */
  listCents: number;
  /** What the family is charged: list − discount. */
  amountCents: number;
  discount: { kind: DiscountKind; percent: number; cents: number } | null;
}

/**
 * Prices one child's places in one checkout. Per program: the sibling discount applies to every
 * place when another child is there at full price; the multi-week discount to the child's Nth and
 * later place, counting the places already paid or held first, then this checkout's by start
 * date. Where both apply, the larger percent wins (they never stack; on a tie, sibling).
 */
export function pricePlaces(
  places: PlaceToPrice[],
  terms: (programId: number) => ProgramDiscounts | null,
  standing: (programId: number) => ProgramStanding,
): PricedPlace[] {
  const seen = new Map<number, number>();
  return places.map((place) => {
    const listCents = place.priceCents + place.feeCents;
    const d = terms(place.programId);
    const s = standing(place.programId);
    const nth = s.childPlaces + (seen.get(place.programId) ?? 0) + 1;
    seen.set(place.programId, nth - s.childPlaces);
    const offers: { kind: DiscountKind; percent: number }[] = [];
    if (d?.sibling_percent && s.siblingAtFullPrice)
      offers.push({ kind: 'sibling', percent: d.sibling_percent });
    if (d?.multi_week_percent && d.multi_week_from_week && nth >= d.multi_week_from_week)
      offers.push({ kind: 'multi_week', percent: d.multi_week_percent });
    const best = offers.reduce<(typeof offers)[number] | null>(
      (a, b) => (a === null || b.percent > a.percent ? b : a),
      null,
    );
    if (!best) return { listCents, amountCents: listCents, discount: null };
    const cents = discountCents(place.priceCents, best.percent);
    if (cents === 0) return { listCents, amountCents: listCents, discount: null };
    return { listCents, amountCents: listCents - cents, discount: { ...best, cents } };
  });
}
