import { z } from 'zod';
import { whenMissing } from './text';

// Number rules shared by every form: numbers are stripped of thousands commas.
// Form inputs hand over text ('1,200'), selects hand over strings,
// JSON hands over numbers or null; all of them go through the same parser.

/** What a number field accepts: typed text, a number, or nothing. */
export type NumberInput = string | number | null | undefined;

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** Removes thousands separators: '1,200.50' → '1200.50'. */
export const stripThousands = (value: string): string => value.replace(/,/g, '');

/**
 * Parses a number field for a required schema: blank text and null become undefined (so the
 * field's 'required' message shows), numeric text becomes a number, any other text becomes NaN
 * (rejected with the field's 'invalid' message). Non-strings pass through for zod to judge.
 */
export function parseNumberInput(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = stripThousands(value).trim();
    if (text === '') return undefined;
    return NUMERIC.test(text) ? Number(text) : Number.NaN;
  }
  return value === null ? undefined : value;
}

/** As `parseNumberInput`, but blank text becomes null: an optional field cleared in a form. */
export function parseOptionalNumberInput(value: unknown): unknown {
  if (typeof value === 'string' && stripThousands(value).trim() === '') return null;
  return value === null ? null : parseNumberInput(value);
}

export interface NumberRules {
  /** Message for a number that is not a number ('abc'); defaults to 'Must be a number'. */
  invalid?: string;
  /** Message when the value must be a whole number. */
  integer?: string;
  min?: readonly [value: number, message: string];
  max?: readonly [value: number, message: string];
  /** Message when the value has more than two decimals (money). */
  twoDecimals?: string;
}

const hasAtMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

function numberCore(rules: NumberRules, required?: string) {
  const invalid = rules.invalid ?? 'Must be a number';
  let n = z.number({
    error: (issue) =>
      required !== undefined && (issue.input === undefined || issue.input === null)
        ? required
        : invalid,
  });
  if (rules.integer !== undefined) n = n.int(rules.integer);
  if (rules.min) n = n.min(rules.min[0], rules.min[1]);
  if (rules.max) n = n.max(rules.max[0], rules.max[1]);
  if (rules.twoDecimals !== undefined) n = n.refine(hasAtMostTwoDecimals, rules.twoDecimals);
  return n;
}

/** A required number field ('1,200' → 1200; '' → the required message). */
export function numberField(required: string, rules: NumberRules = {}) {
  return z.preprocess((v: NumberInput) => parseNumberInput(v), numberCore(rules, required));
}

/** An optional number field: blank or null → null, absent stays absent. */
export function optionalNumberField(rules: NumberRules = {}) {
  return z
    .preprocess((v: NumberInput) => parseOptionalNumberInput(v), numberCore(rules).nullish())
    .optional();
}

/**
 * The largest value of a PostgreSQL `integer`, the type of every id, page count, seat count and
 * cents column: a number past it is refused as invalid, never sent to the database (0031).
 */
export const PG_INT_MAX = 2_147_483_647;

/** The largest amount in dollars a cents column holds ($21,474,836.47). */
export const MAX_CENTS_DOLLARS = PG_INT_MAX / 100;

/** A record id (from a select, a route parameter or JSON): a whole number, 1 to PG_INT_MAX. */
export function idField(required: string, invalid: string = required) {
  return numberField(required, {
    invalid,
    integer: invalid,
    min: [1, invalid],
    max: [PG_INT_MAX, invalid],
  });
}

/**
 * A whole number read from a URL (a path parameter, `?page=`, `?id=`): 1 to PG_INT_MAX, else
 * `message`. Routes use this rather than `z.coerce.number()` so no id or page reaches a query
 * beyond the column's range.
 */
export function urlIntField(message = 'is invalid', required = message) {
  return (
    z.coerce
      // Not a number at all (absent, or text): `required`, as a missing id reads.
      .number({ error: required })
      .int(message)
      .min(1, message)
      .max(PG_INT_MAX, message)
  );
}

/**
 * A list of ids (multi-select): `required` when missing, `minMessage` when empty. Duplicates
 * are dropped so join-table inserts cannot collide.
 */
export function idListField(required: string, minMessage: string) {
  return z
    .array(idField('Invalid option'), { error: whenMissing(required) })
    .min(1, minMessage)
    .transform((ids) => [...new Set(ids)]);
}

/** Whole cents from a dollar amount with at most two decimals (money is stored in cents). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
