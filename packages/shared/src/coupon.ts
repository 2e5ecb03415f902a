import { z } from 'zod';
import { PACKAGE_NAMES } from './enums';
import { MAX_CENTS_DOLLARS, numberField } from './number';
import { requiredText } from './text';

// Coupon check at checkout (POST /api/v1/payment/coupons
// with promocode and price; "coupon Apply disabled while code is empty"). The refusal text is
// COUPON_INVALID in messages.ts; the answer is couponCheckResponseSchema in payment.ts.

export const COUPON_MESSAGES = {
  codeRequired: 'Coupon code is required',
  codeTooLong: 'Coupon code is too long',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a number',
  priceNegative: "Price can't be negative",
  planInvalid: 'Plan is invalid',
} as const;

export const couponCheckSchema = z.object({
  promocode: requiredText(COUPON_MESSAGES.codeRequired, {
    max: 64,
    maxMessage: COUPON_MESSAGES.codeTooLong,
  }),
  price: numberField(COUPON_MESSAGES.priceRequired, {
    invalid: COUPON_MESSAGES.priceInvalid,
    min: [0, COUPON_MESSAGES.priceNegative],
    // Turned into cents (an integer column's range) before it is compared.
    max: [MAX_CENTS_DOLLARS, COUPON_MESSAGES.priceInvalid],
  }),
  /**
   * The package name being bought. Not in the spec's payload: it lets a code that is valid for
   * some plans only (MYTRIAL: monthly) be checked against the right one (decision 0016).
   */
  plan: z.enum(PACKAGE_NAMES, { error: COUPON_MESSAGES.planInvalid }).optional(),
});
export type CouponCheckInput = z.input<typeof couponCheckSchema>;

/** The Apply button is enabled only once a code is typed. */
export const canApplyCoupon = (code: string | null | undefined): boolean =>
  (code ?? '').trim() !== '';
