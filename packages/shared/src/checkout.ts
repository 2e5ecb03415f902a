import { z } from 'zod';
import {
  type ActivityPaymentStatus,
  type ItineraryStatus,
  type PaymentAccountStatus,
  type RegistrationStatus,
} from './enums';
import {
  CARD_ERROR_FIELDS,
  CARD_VALIDATION_MESSAGES,
  DECLINE_MESSAGES,
  TEST_CARDS,
  cardDigits,
  cardErrors,
  localCardBehaviour,
  type DeclineCode,
} from './payment';
import { paymentFailedMessage } from './messages';
import { idField, PG_INT_MAX } from './number';
import { PAYMENT_PLAN_CHOICES, PAYMENT_PLAN_MESSAGES } from './payment-plan';

// One checkout for an itinerary (decisions 0056-0058):
// the payment status rule of each itinerary activity (decision 0056), POST
// /api/v1/payment/checkout_sessions, and the built-in provider's checkout page API
// (/api/v1/payment/local_checkout/{id}).

// ---- payment status rule ----------------------------------------------------------------------

/**
 * The chip of each payment status (the status name, humanised: 'Available For Payment'), one
 * list for every screen; Booking Not Available shows no chip. A canceled place's chip adds its
 * refund (`placeStatusLabel`).
 */
export const ACTIVITY_PAYMENT_STATUS_LABELS: Record<ActivityPaymentStatus, string | null> = {
  booking_available: 'Booking Available',
  booking_not_available: null,
  paid: 'Paid',
  easy_booking: 'Easy Booking',
  available_for_payment: 'Available For Payment',
  full: 'Full',
  started: 'Already started',
  canceled: 'Canceled',
};

/** Dollars as the parent's pages show them: '$145', or '$145.50' when there are cents. */
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

/**
 * The chip of a place: its status's label, and for a canceled place the money that came back
 * ('Canceled · Refunded $145'; a cancellation that refunded nothing says 'Canceled').
 */
export function placeStatusLabel(
  status: ActivityPaymentStatus,
  refundedCents: number | null = null,
): string | null {
  if (status === 'canceled' && refundedCents !== null && refundedCents > 0)
    return `Canceled · Refunded ${usd(refundedCents)}`;
  return ACTIVITY_PAYMENT_STATUS_LABELS[status];
}

export interface PaymentStatusFacts {
  /** The stored fact: the itinerary activity was paid (itinerary_activities.payment_status). */
  paid: boolean;
  /**
   * The stored fact: the place was canceled (a cancellation approved and its refund, if any,
   * applied: itinerary_activities.canceled_at). It is never payable again; the family books the
   * activity anew as a new place.
   */
  canceled: boolean;
  itineraryStatus: ItineraryStatus;
  /** The program's director (activity_providers.director_id): null when the program has none. */
  provider: {
    registrationStatus: RegistrationStatus;
    paymentAccountStatus: PaymentAccountStatus;
  } | null;
  /**
   * The activity's seats (decision 0062): reserved counts every seat taken, by the director's
   * own bookings, paid places and open checkouts' holds alike; total null = no seat limit.
   */
  seats: { total: number | null; reserved: number };
  /**
   * An open checkout of this family holds this activity's seat (or the waitlist offered it one):
   * that seat is already counted in `reserved`, so the family's own hold never makes its own
   * activity look full.
   */
  holdsSeat: boolean;
  /** The activity's first day, 'YYYY-MM-DD'. */
  startDate: string;
  /** Today, 'YYYY-MM-DD' (the caller's clock, so the rule stays pure). */
  today: string;
}

/** The provider can take payments through us: validated and its payment account ready. */
export const providerCanBePaid = (provider: PaymentStatusFacts['provider']): boolean =>
  provider !== null &&
  provider.registrationStatus === 'validated' &&
  provider.paymentAccountStatus === 'ready';

/**
 * The family has a seat to pay for: the one its open checkout already holds, or a free one
 * (no limit, or fewer reserved than the total). A director may lower the total under the seats
 * taken, so "free" is reserved < total, never total − reserved > 0 with a sign slip.
 */
export const hasSeatFor = (facts: Pick<PaymentStatusFacts, 'seats' | 'holdsSeat'>): boolean =>
  facts.holdsSeat || facts.seats.total === null || facts.seats.reserved < facts.seats.total;

/** The activity has not started: enrolment through us closes on its first day. */
export const notStarted = (facts: Pick<PaymentStatusFacts, 'startDate' | 'today'>): boolean =>
  facts.startDate > facts.today;

/**
 * The payment status of one itinerary activity (decisions 0056 and 0072), the first matching
 * row:
 *
 * | paid | canceled | provider ready | started | full | itinerary approved | status                |
 * | ---- | -------- | -------------- | ------- | ---- | ------------------ | --------------------- |
 * | yes  | any      | any            | any     | any  | any                | paid                  |
 * | no   | yes      | any            | any     | any  | any                | canceled              |
 * | no   | no       | no             | any     | any  | any                | booking_not_available |
 * | no   | no       | yes            | yes     | any  | any                | started               |
 * | no   | no       | yes            | no      | yes  | any                | full                  |
 * | no   | no       | yes            | no      | no   | no                 | easy_booking          |
 * | no   | no       | yes            | no      | no   | yes                | available_for_payment |
 *
 * booking_not_available: booked on the provider's site ('Open camp page'), no chip. started:
 * enrolment through us closed on its first day. full: no seat for the family (its waitlist is
 * open). easy_booking: payable in one checkout once the itinerary is approved.
 * available_for_payment: payable now. canceled: the family gave the place up (and was refunded
 * what the program's policy allowed): never payable again.
 */
export function activityPaymentStatus(facts: PaymentStatusFacts): ActivityPaymentStatus {
  if (facts.paid) return 'paid';
  if (facts.canceled) return 'canceled';
  if (!providerCanBePaid(facts.provider)) return 'booking_not_available';
  if (!notStarted(facts)) return 'started';
  if (!hasSeatFor(facts)) return 'full';
  return facts.itineraryStatus === 'approved' ? 'available_for_payment' : 'easy_booking';
}

/** Only these can be put in a checkout. */
export const isPayable = (status: ActivityPaymentStatus): boolean =>
  status === 'available_for_payment';

// ---- checkout sessions -------------------------------------------------------------------------

/** Seats are held this long for an open checkout (the checkout's lifetime). */
export const CHECKOUT_HOLD_MINUTES = 30;

export const CHECKOUT_MESSAGES = {
  itineraryRequired: 'Itinerary is required',
  itineraryInvalid: 'Itinerary is invalid',
  activitiesInvalid: 'Activities are invalid',
  /** 404: not the family's itinerary (or none). */
  itineraryNotFound: 'Itinerary not found',
  /** 409: payment opens once the specialist approves the itinerary. */
  notApproved: 'This itinerary can be paid once it is approved.',
  /** 422 under itinerary_activity_ids. */
  noSeatsLeft: (activityName: string) => `${activityName} has no seats left.`,
  notInItinerary: 'An activity you chose is not in this itinerary.',
  alreadyPaid: 'An activity you chose is already paid.',
  /** A canceled place is never payable again (decision 0072). */
  canceled: 'An activity you chose was canceled. Ask your specialist to add it again.',
  started: 'An activity you chose has already started.',
  providerNotReady: 'An activity you chose is booked on the camp page, not here.',
  nothingToPay: 'There is nothing to pay in this itinerary.',
  /** 422 under itineraries (a family checkout). */
  familyInvalid: 'Choose 2 to 10 of your itineraries to pay together',
  familyOrOne: 'Send either one itinerary or a list of itineraries, not both',
  familyTwice: 'Each itinerary can be listed once',
  familyNoPlan: 'Payment plans pay one itinerary at a time',
  /** 422 under itineraries: one of a family checkout's itineraries is not approved yet. */
  familyNotApproved: (child: string) => `${child}'s itinerary can be paid once it is approved.`,
  familyNothingToPay: (child: string) => `There is nothing to pay in ${child}'s itinerary.`,
  /** 409 while another request of the family is still opening the provider's page. */
  inProgress: 'Your checkout is being prepared. Please try again in a moment.',
  /** 404 for another parent's (or an unknown) checkout. */
  checkoutNotFound: 'Checkout not found',
  /** 409 on pay/cancel of a checkout that is no longer open. */
  checkoutExpired: 'This checkout has expired. Please start the payment again.',
  checkoutComplete: 'This checkout is already paid.',
  checkoutCanceled: 'This checkout was canceled.',
  /** 402: a 3-D Secure card paid without completing the challenge. */
  authenticationRequired: 'Your card requires authentication. Complete the verification to pay.',
  authenticationFailed: paymentFailedMessage(
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  ),
} as const;

/**
 * 422 under reserved_seats when a director's form would count fewer reserved seats than the
 * places paid or held through us (decision 0062).
 */
export const reservedBelowBookedMessage = (booked: number): string =>
  `Reserved seats can't be fewer than the ${booked} ${booked === 1 ? 'seat' : 'seats'} booked through Camp Concierge`;

/** Chosen itinerary activities: absent or empty = every payable one; duplicates dropped. */
const activityIdsField = z
  .array(
    z
      .number({ error: CHECKOUT_MESSAGES.activitiesInvalid })
      .int(CHECKOUT_MESSAGES.activitiesInvalid)
      .min(1, CHECKOUT_MESSAGES.activitiesInvalid)
      .max(PG_INT_MAX, CHECKOUT_MESSAGES.activitiesInvalid),
    { error: CHECKOUT_MESSAGES.activitiesInvalid },
  )
  .max(100, CHECKOUT_MESSAGES.activitiesInvalid)
  .optional()
  .transform((ids) => (ids === undefined || ids.length === 0 ? undefined : [...new Set(ids)]));

/** A family checkout pays 2 to this many of the family's itineraries (one per child) at once. */
export const FAMILY_CHECKOUT_MAX_ITINERARIES = 10;

/** One itinerary of a family checkout: its id and, optionally, the activities chosen in it. */
export const familyCheckoutItinerarySchema = z.object({
  itinerary_id: idField(CHECKOUT_MESSAGES.itineraryRequired, CHECKOUT_MESSAGES.itineraryInvalid),
  itinerary_activity_ids: activityIdsField,
});

/**
 * Body of POST /api/v1/payment/checkout_sessions; no ids = every payable activity. Either one
 * itinerary (`itinerary_id`, optionally `itinerary_activity_ids` and `plan`) or a family
 * checkout (`itineraries`: 2 to 10 of the family's itineraries, paid in full in one payment).
 */
export const checkoutSessionRequestSchema = z
  .object({
    itinerary_id: idField(
      CHECKOUT_MESSAGES.itineraryRequired,
      CHECKOUT_MESSAGES.itineraryInvalid,
    ).optional(),
    itinerary_activity_ids: activityIdsField,
    /** 'instalments': a deposit now and the rest later (decision 0065); absent = 'full'. */
    plan: z.enum(PAYMENT_PLAN_CHOICES, { error: PAYMENT_PLAN_MESSAGES.planInvalid }).optional(),
    itineraries: z
      .array(familyCheckoutItinerarySchema, { error: CHECKOUT_MESSAGES.familyInvalid })
      .min(2, CHECKOUT_MESSAGES.familyInvalid)
      .max(FAMILY_CHECKOUT_MAX_ITINERARIES, CHECKOUT_MESSAGES.familyInvalid)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.itineraries === undefined) {
      if (v.itinerary_id === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['itinerary_id'],
          message: CHECKOUT_MESSAGES.itineraryRequired,
        });
      return;
    }
    const ids = v.itineraries.map((i) => i.itinerary_id);
    if (v.itinerary_id !== undefined || v.itinerary_activity_ids !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['itineraries'],
        message: CHECKOUT_MESSAGES.familyOrOne,
      });
    else if (new Set(ids).size !== ids.length)
      ctx.addIssue({
        code: 'custom',
        path: ['itineraries'],
        message: CHECKOUT_MESSAGES.familyTwice,
      });
    if (v.plan === 'instalments')
      ctx.addIssue({ code: 'custom', path: ['plan'], message: CHECKOUT_MESSAGES.familyNoPlan });
  });
export type CheckoutSessionRequestInput = z.input<typeof checkoutSessionRequestSchema>;
export type CheckoutSessionRequest = z.output<typeof checkoutSessionRequestSchema>;

/** 201: the browser goes to `url` (Stripe's hosted page, or /pay/{id} of the built-in one). */
export const checkoutSessionResponseSchema = z.object({
  url: z.string(),
  checkout_session_id: z.string(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** The return pages (web routes). */
export const checkoutSuccessPath = (sessionId: string) =>
  `/profile/itineraries?payment=success&session=${encodeURIComponent(sessionId)}`;
export const checkoutCancelPath = (itineraryId: number) => `/profile/payment/${itineraryId}`;
/** The built-in provider's checkout page. */
export const localCheckoutPath = (sessionId: string) => `/pay/${encodeURIComponent(sessionId)}`;

// ---- built-in provider: the /pay/{id} page's API ----------------------------------------------

export const localCheckoutItemSchema = z.object({
  itinerary_activity_id: z.number().int(),
  name: z.string(),
  provider_name: z.string(),
  child_name: z.string(),
  /** What this payment charges for the activity, in cents (price + fee, less any discount). */
  amount_cents: z.number().int(),
  /** The program's discount on this place ('Sibling discount 10%', decision 0106), or null. */
  discount: z.string().nullable(),
  /** The place's list price before its discount (price + fee), in cents. */
  list_amount_cents: z.number().int(),
  /** What the discount takes off the place's list price, in cents (0 without one). */
  discount_cents: z.number().int(),
});
export type LocalCheckoutItem = z.infer<typeof localCheckoutItemSchema>;

/** GET /api/v1/payment/local_checkout/{id} (the parent who started it only). */
export const localCheckoutSchema = z.object({
  id: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  amount_cents: z.number().int(),
  /**
   * The places' list prices added up, before their discounts, when the checkout pays them in
   * full (then it less the discounts is `amount_cents`); null when it pays a plan's deposit.
   */
  list_amount_cents: z.number().int().nullable(),
  currency: z.literal('usd'),
  /** ISO timestamp. */
  expires_at: z.string(),
  /** Absolute URLs. */
  return_url: z.string(),
  cancel_url: z.string(),
  items: z.array(localCheckoutItemSchema),
});
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;
export const localCheckoutResponseSchema = z.object({ checkout: localCheckoutSchema });
export type LocalCheckoutResponse = z.infer<typeof localCheckoutResponseSchema>;

/**
 * The built-in provider's 3-D Secure test card (Stripe's 'authentication required' number).
 * Without `three_d_secure` it answers 402 with authenticationRequired under `three_d_secure`;
 * the page shows the challenge and sends the card again with 'approve' (paid) or 'fail'
 * (authenticationFailed, nothing paid). Decision 0057.
 */
export const THREE_D_SECURE_CARD = '4000002500003155';
export const LOCAL_CHECKOUT_TEST_CARDS = {
  succeeds: TEST_CARDS.succeeds,
  declined: TEST_CARDS.declined,
  insufficientFunds: TEST_CARDS.insufficientFunds,
  threeDSecure: THREE_D_SECURE_CARD,
} as const;

export type LocalCheckoutOutcome = 'succeeds' | 'three_d_secure' | DeclineCode;

/** What the built-in provider does with a card number (any other valid number succeeds). */
export function localCheckoutOutcome(cardNumber: string): LocalCheckoutOutcome {
  const digits = cardDigits(cardNumber);
  if (digits === THREE_D_SECURE_CARD) return 'three_d_secure';
  const behaviour = localCardBehaviour(digits);
  // The renewals-declined card is about later charges: its first payment succeeds.
  return behaviour === 'renewals_declined' ? 'succeeds' : behaviour;
}

/** The 402 `_base` of a refused card: 'Payment failed. Your card was declined.' and the like. */
export const checkoutDeclineMessage = (code: DeclineCode): string =>
  paymentFailedMessage(DECLINE_MESSAGES[code]);

const cardText = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
  z.string().max(64),
);

/**
 * Body of POST /api/v1/payment/local_checkout/{id}/pay; each card field's problem under that field,
 * as the card element says it.
 */
export const localCheckoutPaySchema = z
  .object({
    card_number: cardText,
    exp_month: cardText,
    exp_year: cardText,
    cvc: cardText,
    three_d_secure: z.enum(['approve', 'fail']).optional(),
  })
  .superRefine((body, ctx) => {
    const codes = cardErrors({
      number: body.card_number,
      exp_month: body.exp_month,
      exp_year: body.exp_year,
      cvc: body.cvc,
    });
    for (const code of codes) {
      // The card element's field, with this body's name for the number.
      const field = CARD_ERROR_FIELDS[code] === 'number' ? 'card_number' : CARD_ERROR_FIELDS[code];
      ctx.addIssue({ code: 'custom', path: [field], message: CARD_VALIDATION_MESSAGES[code] });
    }
  });
export type LocalCheckoutPayInput = z.input<typeof localCheckoutPaySchema>;

/** 200 of pay: the browser goes to `redirect_url` (the return URL). */
export const localCheckoutPayResponseSchema = z.object({
  status: z.literal('complete'),
  redirect_url: z.string(),
});
export type LocalCheckoutPayResponse = z.infer<typeof localCheckoutPayResponseSchema>;

/** 200 of cancel: the browser goes to `redirect_url` (the cancel URL). */
export const localCheckoutCancelResponseSchema = z.object({
  status: z.literal('expired'),
  redirect_url: z.string(),
});
export type LocalCheckoutCancelResponse = z.infer<typeof localCheckoutCancelResponseSchema>;
