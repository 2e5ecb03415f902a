import { z } from 'zod';
import { PACKAGE_NAMES } from './enums';
import {
  MAX_CENTS_DOLLARS,
  PG_INT_MAX,
  numberField,
  optionalNumberField,
  urlIntField,
} from './number';
import { pagySchema } from './order';
import { requiredText } from './text';

// The back office's coupons (GET/POST /api/v1/admins/coupons, …/export, …/:id/deactivation).
// A parent's use of a code at checkout is coupon.ts.

/** Rows a page of the coupon list may hold. */
export const COUPON_PAGE_SIZES = [25, 50, 100] as const;

/** Rows one CSV export holds at most: narrow the filter for more. */
export const COUPON_EXPORT_MAX_ROWS = 50_000;

/**
 * Where a coupon stands: active (a parent may use it), used_up (every use taken), expired (past
 * its last day) or deactivated (by an admin; final). Deactivated wins over expired, expired over
 * used up.
 */
export const COUPON_STATUSES = ['active', 'used_up', 'expired', 'deactivated'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** What a coupon gives: a percentage off, an amount off, or the first month free (MYTRIAL). */
export const COUPON_KINDS = ['percent_off', 'amount_off', 'first_month_free'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_SORTS = ['created_at', 'code', 'times_used', 'expires_at'] as const;

/** Largest per-family limit (the column is a smallint). */
export const PER_FAMILY_LIMIT_MAX = 32_767;

export const ADMIN_COUPON_MESSAGES = {
  codeRequired: 'Code is required',
  codeTooLong: 'Code is too long (64 characters at most)',
  codeTooShort: 'Code is too short (3 characters at least)',
  codeCharacters: 'Code may hold letters, digits, - and _ only',
  codeTaken: 'Code has already been taken',
  kindInvalid: 'Choose percent off, amount off or first month free',
  percentRequired: 'Percent off is required',
  percentRange: 'Percent off must be a whole number from 1 to 100',
  amountRequired: 'Amount off is required',
  amountRange: 'Amount off must be more than $0',
  amountCents: 'Amount off may have cents, nothing smaller',
  plansInvalid: 'Plans are invalid',
  firstMonthPlans: 'A first month free applies to the monthly or annual plan only: choose them',
  maxUsesRange: 'Maximum uses must be a whole number, 1 or more',
  perFamilyRequired: 'Per-family limit is required',
  perFamilyRange: 'Per-family limit must be a whole number, 1 or more',
  perFamilyOverMax: 'Per-family limit cannot be more than the maximum uses',
  expiryInvalid: 'Last day must be a date (YYYY-MM-DD)',
  expiryPast: 'Last day must be today or later',
  notFound: 'Coupon not found',
  alreadyDeactivated: 'This coupon is already deactivated.',
} as const;

const M = ADMIN_COUPON_MESSAGES;

// ---- list and export ------------------------------------------------------------------------

/** The list's filter, as the URL and the API take it (all optional). */
export const couponFilterSchema = z.object({
  /** Part of the code, any case. */
  code: z.string().trim().max(64, 'is too long').optional(),
  status: z.enum(COUPON_STATUSES, { error: 'is invalid' }).optional(),
});
export type CouponFilterQuery = z.infer<typeof couponFilterSchema>;

export const couponListQuerySchema = couponFilterSchema.extend({
  page: urlIntField().default(1),
  per_page: z.coerce
    .number()
    .refine((n) => (COUPON_PAGE_SIZES as readonly number[]).includes(n), {
      message: `must be one of ${COUPON_PAGE_SIZES.join(', ')}`,
    })
    .default(25),
  sort: z.enum(COUPON_SORTS, { error: 'is invalid' }).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

export const adminCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Whole percent for percent_off (100 for first_month_free), else null. */
  percent_off: z.number().nullable(),
  /** Dollars for amount_off, else null. */
  amount_off: z.number().nullable(),
  free_months: z.number(),
  /** Plans the code applies to; empty: every plan. */
  applies_to: z.array(z.enum(PACKAGE_NAMES)),
  /** Null: no limit. */
  max_uses: z.number().nullable(),
  per_family_limit: z.number(),
  /** Paid orders that used the code. */
  times_used: z.number(),
  /** Uses held by payments still running. */
  held: z.number(),
  /** Uses left (null: no limit). */
  remaining: z.number().nullable(),
  /** The instant it stops working (the end of its last day, UTC); null: never. */
  expires_at: z.string().nullable(),
  status: z.enum(COUPON_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const couponListResponseSchema = z.object({
  coupons: z.array(adminCouponSchema),
  pagy: pagySchema,
});
export type CouponListResponse = z.infer<typeof couponListResponseSchema>;

// ---- create -----------------------------------------------------------------------------------

/**
 * A code as parents type it: letters, digits, - and _, stored uppercased (the checkout looks a
 * code up in any case).
 */
const codeField = requiredText(M.codeRequired, { max: 64, maxMessage: M.codeTooLong })
  .min(3, M.codeTooShort)
  .regex(/^[A-Za-z0-9_-]+$/, M.codeCharacters)
  .transform((code) => code.toUpperCase());

const percentField = optionalNumberField({
  invalid: M.percentRange,
  integer: M.percentRange,
  min: [1, M.percentRange],
  max: [100, M.percentRange],
});

const amountField = optionalNumberField({
  invalid: M.amountRange,
  min: [0.01, M.amountRange],
  max: [MAX_CENTS_DOLLARS, M.amountRange],
  twoDecimals: M.amountCents,
});

const maxUsesField = optionalNumberField({
  invalid: M.maxUsesRange,
  integer: M.maxUsesRange,
  min: [1, M.maxUsesRange],
  max: [PG_INT_MAX, M.maxUsesRange],
});

const perFamilyField = numberField(M.perFamilyRequired, {
  invalid: M.perFamilyRange,
  integer: M.perFamilyRange,
  min: [1, M.perFamilyRange],
  max: [PER_FAMILY_LIMIT_MAX, M.perFamilyRange],
});

/** Blank or absent: the code never expires. */
const expiryField = z
  .union([z.iso.date({ error: M.expiryInvalid }), z.literal(''), z.null()], {
    error: M.expiryInvalid,
  })
  .optional()
  .transform((v) => (v ? v : null));

/**
 * POST /api/v1/admins/coupons. `expires_on` is the last day the code works (UTC). A first month
 * free takes the whole first payment of a monthly or annual plan (MYTRIAL's terms: 100 % off
 * and one free month), so it cannot apply to every plan: the one-time package would be free.
 */
export const couponCreateSchema = z
  .object({
    code: codeField,
    kind: z.enum(COUPON_KINDS, { error: M.kindInvalid }),
    percent_off: percentField,
    amount_off: amountField,
    applies_to: z
      .array(z.enum(PACKAGE_NAMES, { error: M.plansInvalid }), { error: M.plansInvalid })
      .default([])
      .transform((plans) => PACKAGE_NAMES.filter((p) => plans.includes(p))),
    max_uses: maxUsesField,
    per_family_limit: perFamilyField,
    expires_on: expiryField,
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.kind === 'percent_off' && c.percent_off == null) issue('percent_off', M.percentRequired);
    if (c.kind === 'amount_off' && c.amount_off == null) issue('amount_off', M.amountRequired);
    if (
      c.kind === 'first_month_free' &&
      (c.applies_to.length === 0 || c.applies_to.includes('one_time'))
    ) {
      issue('applies_to', M.firstMonthPlans);
    }
    if (c.max_uses != null && c.per_family_limit > c.max_uses) {
      issue('per_family_limit', M.perFamilyOverMax);
    }
  });
export type CouponCreateInput = z.input<typeof couponCreateSchema>;
export type CouponCreate = z.output<typeof couponCreateSchema>;
