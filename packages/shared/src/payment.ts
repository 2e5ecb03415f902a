import { z } from 'zod';
import { sessionSchema } from './auth';
import {
  DISCOUNT_TYPES,
  ORDER_STATUSES,
  type LocalCardBehaviour,
  PACKAGE_INTERVALS,
  PACKAGE_NAMES,
  PACKAGE_TYPES,
  SUBSCRIPTION_STATUSES,
} from './enums';
import { CARD_ERRORS, paymentFailedMessage } from './messages';
import { idField } from './number';
import { requiredText } from './text';

// Parent packages and checkout: GET /api/v1/packages,
// POST /api/v1/payment/subscriptions, and the built-in local card provider's payment methods
// (POST /api/v1/payment/local/payment_methods) with the card messages of Stripe's card element.
// The coupon check lives in coupon.ts.

// ---- packages ----------------------------------------------------------------------------------

/** One plan as GET /api/v1/packages lists it. `price` is in dollars, `price_cents` exact. */
export const packageSchema = z.object({
  id: z.number().int(),
  name: z.enum(PACKAGE_NAMES),
  price: z.number(),
  price_cents: z.number().int(),
  package_type: z.enum(PACKAGE_TYPES),
  interval: z.enum(PACKAGE_INTERVALS),
});
export type Package = z.infer<typeof packageSchema>;

export const packagesResponseSchema = z.object({ packages: z.array(packageSchema) });
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

/** Plans that renew (Premium); one_time is a single charge. */
export const isRecurringPlan = (name: (typeof PACKAGE_NAMES)[number]): boolean =>
  name !== 'one_time';

// ---- cards -------------------------------------------------------------------------------------

/**
 * Card messages by the card element's error code: the spec's five (CARD_ERRORS) plus the codes
 * Stripe's element also raises, with Stripe's wording.
 */
export const CARD_VALIDATION_MESSAGES = {
  ...CARD_ERRORS,
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_month_past: "Your card's expiration date is in the past.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  invalid_cvc: "Your card's security code is invalid.",
} as const;
export type CardValidationCode = keyof typeof CARD_VALIDATION_MESSAGES;

/** The card field each validation code belongs to (the 422 body names it). */
export const CARD_ERROR_FIELDS: Record<
  CardValidationCode,
  'number' | 'exp_month' | 'exp_year' | 'cvc'
> = {
  incomplete_number: 'number',
  invalid_number: 'number',
  incomplete_expiry: 'exp_month',
  invalid_expiry_month: 'exp_month',
  invalid_expiry_month_past: 'exp_month',
  invalid_expiry_year: 'exp_year',
  invalid_expiry_year_past: 'exp_year',
  incomplete_cvc: 'cvc',
  invalid_cvc: 'cvc',
};

/** Why a charge was refused (Stripe's decline codes and messages). */
export const DECLINE_MESSAGES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
} as const;
export type DeclineCode = keyof typeof DECLINE_MESSAGES;

/** 'Payment failed. Your card was declined.' and the like (the `_base` of a refused payment). */
export const declinedPaymentMessage = (code: DeclineCode = 'card_declined'): string =>
  paymentFailedMessage(DECLINE_MESSAGES[code]);

/**
 * The local provider's test cards: Stripe's test numbers, so the same card does the same thing
 * whichever provider runs. Any other valid number succeeds.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  renewalsDeclined: '4000000000000341',
} as const;

export function localCardBehaviour(digits: string): LocalCardBehaviour {
  switch (digits) {
    case TEST_CARDS.declined:
      return 'card_declined';
    case TEST_CARDS.insufficientFunds:
      return 'insufficient_funds';
    case TEST_CARDS.expired:
      return 'expired_card';
    case TEST_CARDS.renewalsDeclined:
      return 'renewals_declined';
    default:
      return 'succeeds';
  }
}

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'unknown',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Brand by the number's leading digits (enough digits typed or not). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(30[0-5]|36|38|39)/.test(digits)) return 'diners';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

const NUMBER_LENGTHS: Record<CardBrand, readonly [min: number, max: number]> = {
  visa: [16, 19],
  mastercard: [16, 16],
  amex: [15, 15],
  discover: [16, 19],
  diners: [14, 19],
  jcb: [16, 19],
  unionpay: [16, 19],
  unknown: [16, 19],
};

/** Luhn checksum. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The digits of a typed card number ('4242 4242-4242 4242' → '4242424242424242'). */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

export interface CardInput {
  number?: string | null;
  exp_month?: string | number | null;
  /** Two or four digits. */
  exp_year?: string | number | null;
  /** The card element's combined field, 'MM / YY'; used when exp_month/exp_year are absent. */
  exp?: string | null;
  cvc?: string | null;
}

const text = (v: string | number | null | undefined): string =>
  v === null || v === undefined ? '' : String(v).trim();

/** Month and year as typed, from either exp_month/exp_year or the combined 'MM / YY'. */
function expiryParts(card: CardInput): { month: string; year: string } {
  if (card.exp_month === undefined && card.exp_year === undefined && card.exp != null) {
    const [month = '', year = ''] = card.exp.split('/').map((part) => part.trim());
    return { month, year };
  }
  return { month: text(card.exp_month), year: text(card.exp_year) };
}

const YEARS_AHEAD = 50;

/** The expiry as numbers (four-digit year), or null when it is not a complete valid date. */
export function parseExpiry(card: CardInput): { month: number; year: number } | null {
  const { month, year } = expiryParts(card);
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return null;
  const m = Number(month);
  if (m < 1 || m > 12) return null;
  return { month: m, year: year.length === 2 ? 2000 + Number(year) : Number(year) };
}

function expiryError(card: CardInput, now: Date): CardValidationCode | null {
  const { month, year } = expiryParts(card);
  if (month === '' || year === '') return 'incomplete_expiry';
  if (!/^\d{1,2}$/.test(month)) return 'invalid_expiry_month';
  if (!/^\d+$/.test(year)) return 'invalid_expiry_year';
  if (year.length === 1 || year.length === 3) return 'incomplete_expiry';
  if (year.length > 4) return 'invalid_expiry_year';
  const m = Number(month);
  if (m < 1 || m > 12) return 'invalid_expiry_month';
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  const thisYear = now.getUTCFullYear();
  if (y < thisYear) return 'invalid_expiry_year_past';
  if (y > thisYear + YEARS_AHEAD) return 'invalid_expiry_year';
  if (y === thisYear && m < now.getUTCMonth() + 1) return 'invalid_expiry_month_past';
  return null;
}

/** The number's problem: empty or too short for its brand, or not a card number. */
function numberError(raw: string): CardValidationCode | null {
  if (raw === '') return 'incomplete_number';
  const digits = cardDigits(raw);
  if (!/^\d+$/.test(digits)) return 'invalid_number';
  const [min, max] = NUMBER_LENGTHS[cardBrand(digits)];
  if (digits.length < min) return 'incomplete_number';
  if (digits.length > max || !luhnValid(digits)) return 'invalid_number';
  return null;
}

/** The security code's problem; its length is the brand's (four for American Express). */
function cvcError(cvc: string, digits: string): CardValidationCode | null {
  if (cvc !== '' && !/^\d+$/.test(cvc)) return 'invalid_cvc';
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (cvc.length < cvcLength) return 'incomplete_cvc';
  if (cvc.length > cvcLength) return 'invalid_cvc';
  return null;
}

/**
 * Checks a card as Stripe's card element does and returns every field's problem, at most one per
 * field, in the order the card shows them: number, expiry, security code. Empty when the card
 * can be submitted. A card is valid through the last day of its expiry month.
 */
export function cardErrors(card: CardInput, now: Date = new Date()): CardValidationCode[] {
  const raw = text(card.number);
  const codes = [
    numberError(raw),
    expiryError(card, now),
    cvcError(text(card.cvc), cardDigits(raw)),
  ];
  return codes.filter((code): code is CardValidationCode => code !== null);
}

/** The card's first problem (number, then expiry, then security code), or null when it is valid. */
export function validateCard(card: CardInput, now: Date = new Date()): CardValidationCode | null {
  return cardErrors(card, now)[0] ?? null;
}

const cardText = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
  z.string(),
);

/**
 * Body of POST /api/v1/payment/local/payment_methods (the built-in provider's card form). Each
 * field's problem is reported under that field with the card element's message.
 */
export const localCardSchema = z
  .object({ number: cardText, exp_month: cardText, exp_year: cardText, cvc: cardText })
  .superRefine((card, ctx) => {
    for (const code of cardErrors(card)) {
      ctx.addIssue({
        code: 'custom',
        path: [CARD_ERROR_FIELDS[code]],
        message: CARD_VALIDATION_MESSAGES[code],
      });
    }
  });
export type LocalCardInput = z.input<typeof localCardSchema>;
export type LocalCard = z.output<typeof localCardSchema>;

/** A saved card: only brand and last four digits ever leave (or are kept by) the server. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Local payment method ids start with this (Stripe's start with 'pm_'). */
export const LOCAL_PAYMENT_METHOD_PREFIX = 'pm_local_';

// ---- subscriptions -------------------------------------------------------------------------

export const SUBSCRIPTION_MESSAGES = {
  packageRequired: 'Package is required',
  packageInvalid: 'Package is invalid',
  paymentMethodRequired: 'Payment method is required',
  /** A paid Premium parent pays again (409). */
  alreadyPremium: 'You already have a paid Premium package.',
  /** The one-time (Basic) package bought again, or while its payment is still open (409). */
  alreadyOneTime: 'You already have this package.',
  /** A second payment while the first is still being processed (409). */
  inProgress: 'A payment for your package is already in progress. Please wait a moment.',
} as const;

/** Body of POST /api/v1/payment/subscriptions (the spec's payload). */
export const subscriptionRequestSchema = z.object({
  package_id: idField(SUBSCRIPTION_MESSAGES.packageRequired, SUBSCRIPTION_MESSAGES.packageInvalid),
  payment_method_id: requiredText(SUBSCRIPTION_MESSAGES.paymentMethodRequired, { max: 255 }),
  /** Blank or absent: no coupon. */
  promocode: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim())),
});
export type SubscriptionRequestInput = z.input<typeof subscriptionRequestSchema>;

/** A parent's package order. Money in dollars; `amount` is what was charged (after discount). */
export const parentOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  amount: z.number(),
  discount: z.number(),
  package: z.enum(PACKAGE_NAMES),
  package_type: z.enum(PACKAGE_TYPES),
  /** ISO timestamp; null until paid. */
  paid_at: z.string().nullable(),
});
export type ParentOrder = z.infer<typeof parentOrderSchema>;

/** The renewal state of a monthly/annual package. ISO timestamps. */
export const parentSubscriptionSchema = z.object({
  package: z.enum(PACKAGE_NAMES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_end: z.string(),
  /** End of a free trial (MYTRIAL), else null. */
  trial_ends_at: z.string().nullable(),
});
export type ParentSubscription = z.infer<typeof parentSubscriptionSchema>;

/** Answer of POST /api/v1/payment/subscriptions: the web stores `session` at once. */
export const subscriptionResponseSchema = z.object({
  order: parentOrderSchema,
  subscription: parentSubscriptionSchema.nullable(),
  session: sessionSchema,
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** GET /api/v1/payment/orders (the parent's own, newest first). */
export const parentOrdersResponseSchema = z.object({ orders: z.array(parentOrderSchema) });
/** GET /api/v1/payment/orders/:id. */
export const parentOrderResponseSchema = z.object({ order: parentOrderSchema });
/** GET /api/v1/payment/subscription: the parent's current (latest) subscription, if any. */
export const currentSubscriptionResponseSchema = z.object({
  subscription: parentSubscriptionSchema.nullable(),
});

// ---- coupon check answer (the request is couponCheckSchema in coupon.ts) ---------------------

/**
 * Answer of POST /api/v1/payment/coupons. `discount_amount` is the coupon's face value read
 * with `discount_type` (percent: 0-100; fixed: dollars off); `recalculated_price` is the first
 * charge in dollars.
 */
export const couponCheckResponseSchema = z.object({
  discount_amount: z.number(),
  discount_type: z.enum(DISCOUNT_TYPES),
  recalculated_price: z.number(),
});
export type CouponCheckResponse = z.infer<typeof couponCheckResponseSchema>;
