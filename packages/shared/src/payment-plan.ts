import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './enums';

// Payment plans, 'buy now pay later' (decision 0065): a deposit now and the
// rest in scheduled instalments before the earliest chosen activity starts, each charged
// automatically to the card kept from the deposit, a failed one e-mailed and retried.

/** How the parent pays a checkout (POST /api/v1/payment/checkout_sessions `plan`). */
export const PAYMENT_PLAN_CHOICES = ['full', 'instalments'] as const;
export type PaymentPlanChoice = (typeof PAYMENT_PLAN_CHOICES)[number];

/** The plan's constants (decision 0065). */
export const PAYMENT_PLAN = {
  /** Offered only when the earliest chosen activity starts at least this many days away. */
  minDaysBeforeStart: 45,
  /** And only for a checkout of at least this much (so every part is worth a charge). */
  minTotalCents: 10_000,
  /** The deposit: this share of the total, rounded up to the cent. */
  depositPercent: 25,
  /** The rest in at most this many equal instalments... */
  maxInstalments: 3,
  /** ...a month apart... */
  intervalDays: 30,
  /** ...the last one this many days before the start date... */
  lastDueDaysBeforeStart: 7,
  /** ...and none sooner than this many days after the deposit. */
  firstDueDaysAfterToday: 14,
  /**
   * A failed instalment is tried again after these many days (counted from the failure); after
   * the last retry fails the plan is defaulted. So three attempts in all.
   */
  retryAfterDays: [1, 3],
} as const;

export const PAYMENT_PLAN_MESSAGES = {
  planInvalid: 'Choose how to pay: in full or in instalments.',
  /** 422 under `plan` when the checkout cannot be paid in instalments. */
  notEligible: `Paying in instalments is offered when the first activity starts at least ${PAYMENT_PLAN.minDaysBeforeStart} days from today and the total is at least $${PAYMENT_PLAN.minTotalCents / 100}.`,
  planNotFound: 'Payment plan not found',
  instalmentNotFound: 'Instalment not found',
  /** 409: 'Pay now' on an instalment that is not failed (paid, or not due yet). */
  notFailed: 'This instalment is not waiting for a payment.',
  planClosed: 'This payment plan is closed.',
  /** 409: 'Change card' on a plan whose card is not Stripe's (the built-in 'Pay now' takes one). */
  cardChangeStripeOnly: 'This plan’s card is changed with its next payment.',
} as const;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface ScheduledInstalment {
  /** 'YYYY-MM-DD' (UTC): the job charges it from the start of that day. */
  dueDate: string;
  amountCents: number;
}

export interface PaymentPlanSchedule {
  totalCents: number;
  depositCents: number;
  instalments: ScheduledInstalment[];
}

/**
 * The schedule of a plan, or null when the checkout cannot be paid in instalments (decision
 * 0065). Pure: the caller passes today (UTC date) so the API and the booking dialog agree.
 *
 * - Eligible when the earliest activity starts ≥ 45 days after today and the total ≥ $100.
 * - Deposit = 25% of the total rounded **up** to the cent (the platform never lends a fraction).
 * - The last instalment is due 7 days before the start date; earlier ones every 30 days before
 *   it, at most 3, none sooner than 14 days after today (so at least one always fits).
 * - The rest is split equally; the cents that do not divide go one each to the earliest
 *   instalments, so the parts add up to the total exactly and differ by at most a cent.
 */
export function paymentPlanSchedule(input: {
  totalCents: number;
  /** The earliest chosen activity's first day, 'YYYY-MM-DD'. */
  earliestStartDate: string;
  today: string;
}): PaymentPlanSchedule | null {
  const { totalCents } = input;
  if (!Number.isSafeInteger(totalCents) || totalCents < PAYMENT_PLAN.minTotalCents) return null;
  const today = dayNumber(input.today);
  const start = dayNumber(input.earliestStartDate);
  if (Number.isNaN(today) || Number.isNaN(start)) return null;
  if (start - today < PAYMENT_PLAN.minDaysBeforeStart) return null;
  const depositCents = Math.ceil((totalCents * PAYMENT_PLAN.depositPercent) / 100);
  const rest = totalCents - depositCents;
  const last = start - PAYMENT_PLAN.lastDueDaysBeforeStart;
  const days: number[] = [];
  for (let k = 0; k < PAYMENT_PLAN.maxInstalments; k += 1) {
    const day = last - k * PAYMENT_PLAN.intervalDays;
    if (day - today < PAYMENT_PLAN.firstDueDaysAfterToday) break;
    days.unshift(day);
  }
  const n = days.length;
  const base = Math.floor(rest / n);
  const extra = rest - base * n;
  return {
    totalCents,
    depositCents,
    instalments: days.map((day, i) => ({
      dueDate: isoDay(day),
      amountCents: base + (i < extra ? 1 : 0),
    })),
  };
}

/** When a failed attempt (1-based count of attempts made) is tried again; null = defaulted. */
export function nextRetryAt(failedAttempts: number, failedAt: Date): Date | null {
  const days = PAYMENT_PLAN.retryAfterDays[failedAttempts - 1];
  return days === undefined ? null : new Date(failedAt.getTime() + days * DAY_MS);
}

// ---- the parent's view: GET /api/v1/payment/plans?itinerary_id= -----------------------------------

/**
 * pending: the deposit's checkout is open (not shown to the parent); active: the deposit is
 * paid and instalments are being charged; paid: every instalment is paid; defaulted: the last
 * retry of an instalment failed (automatic charges stop; 'Pay now' still settles it);
 * canceled: nothing more is charged: the parent closed their account (the card is gone), or every
 * activity of the plan was cancelled (decision 0070).
 */
export const PAYMENT_PLAN_STATUSES = [
  'pending',
  'active',
  'paid',
  'defaulted',
  'canceled',
] as const;
export type PaymentPlanStatus = (typeof PAYMENT_PLAN_STATUSES)[number];

/** The deposit is instalment 0; scheduled → paid, or failed (retried) → paid. */
export const INSTALMENT_STATUSES = ['scheduled', 'paid', 'failed'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

export const instalmentSchema = z.object({
  id: z.number().int(),
  /** 0 = the deposit. */
  sequence: z.number().int(),
  due_date: z.string(),
  amount_cents: z.number().int(),
  status: z.enum(INSTALMENT_STATUSES),
  attempts: z.number().int(),
  /** ISO timestamp of the next automatic attempt; null when paid or when no retry is left. */
  next_attempt_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** Why the last attempt failed ('Your card was declined.'). */
  last_error: z.string().nullable(),
});
export type Instalment = z.infer<typeof instalmentSchema>;

export const paymentPlanSchema = z.object({
  id: z.number().int(),
  itinerary_id: z.number().int(),
  status: z.enum(PAYMENT_PLAN_STATUSES),
  /** Who charges it: 'Pay now' sends a Stripe plan's parent to Stripe Checkout (decision 0071). */
  provider: z.enum(PAYMENT_PROVIDERS),
  total_cents: z.number().int(),
  paid_cents: z.number().int(),
  /** The card the instalments are charged to. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The plan's activities (what it pays for). */
  items: z.array(
    z.object({
      itinerary_activity_id: z.number().int().nullable(),
      name: z.string(),
      amount_cents: z.number().int(),
      /** What was paid for it through the plan so far, refunds taken off (decision 0070). */
      paid_cents: z.number().int(),
      /** Its cancellation was approved: the plan no longer collects its part (decision 0070). */
      canceled: z.boolean(),
    }),
  ),
  instalments: z.array(instalmentSchema),
});
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

export const paymentPlansResponseSchema = z.object({ plans: z.array(paymentPlanSchema) });
export type PaymentPlansResponse = z.infer<typeof paymentPlansResponseSchema>;

/** 200 of 'Pay now' with the built-in provider: the instalment was paid. */
export const payInstalmentResponseSchema = z.object({ plan: paymentPlanSchema });
export type PayInstalmentResponse = z.infer<typeof payInstalmentResponseSchema>;

/**
 * 200 of 'Pay now' for a Stripe plan (decision 0071): the Stripe Checkout page where the parent
 * pays the instalment with the saved card or a new one (3-D Secure there); the same page again
 * while it is open.
 */
export const payInstalmentRedirectSchema = z.object({ url: z.string() });
export type PayInstalmentRedirect = z.infer<typeof payInstalmentRedirectSchema>;

/** Either answer of 'Pay now'. */
export const payInstalmentAnswerSchema = z.union([
  payInstalmentResponseSchema,
  payInstalmentRedirectSchema,
]);
export type PayInstalmentAnswer = z.infer<typeof payInstalmentAnswerSchema>;

/**
 * 200 of 'Change card' (POST /api/v1/payment/plans/{id}/card, Stripe plans only; decision 0071):
 * a setup-mode Stripe Checkout page whose card becomes the plan's for the rest.
 */
export const changePlanCardResponseSchema = payInstalmentRedirectSchema;
export type ChangePlanCardResponse = z.infer<typeof changePlanCardResponseSchema>;

/** The query parameter of Stripe's return to the payment summary after a paid instalment. */
export const INSTALMENT_RETURN_PARAM = 'instalment';
/** Where Stripe's 'Pay now' page returns: the payment summary, saying the payment went through. */
export const instalmentPaidPath = (itineraryId: number) =>
  `/profile/payment/${itineraryId}?${INSTALMENT_RETURN_PARAM}=paid`;

/** The query parameter of Stripe's return after the parent saved another card for the plan. */
export const PLAN_CARD_RETURN_PARAM = 'card';
/** Where Stripe's 'Change card' page returns: the payment summary, saying the card was saved. */
export const planCardSavedPath = (itineraryId: number) =>
  `/profile/payment/${itineraryId}?${PLAN_CARD_RETURN_PARAM}=saved`;
