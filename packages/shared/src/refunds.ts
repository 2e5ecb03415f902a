import { z } from 'zod';
import { pagySchema } from './order';
import { idField, PG_INT_MAX } from './number';

/**
 * Cancellations of paid activities and their refunds (decision 0064).
 *
 * A request is `pending` until a director or an admin decides it: `declined`, or `approved` and
 * then `refunded` once the money went back (in the same transaction for the built-in provider
 * and for Stripe, whose refund is asked for inside it); the parent may `withdrawn` a pending one.
 */
export const CANCELLATION_STATUSES = [
  'pending',
  'approved',
  'refunded',
  'declined',
  'withdrawn',
] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

/** The statuses that still block a new request for the same activity (one open at a time). */
export const OPEN_CANCELLATION_STATUSES = ['pending', 'approved'] as const;

export const CANCELLATION_STATUS_LABELS: Record<CancellationStatus, string> = {
  pending: 'Cancellation requested',
  approved: 'Refund in progress',
  refunded: 'Refunded',
  declined: 'Cancellation declined',
  withdrawn: 'Request withdrawn',
};

export const CANCELLATION_MESSAGES = {
  reasonBlank: "Reason can't be blank",
  reasonTooLong: 'Reason is too long (maximum is 1000 characters)',
  noteTooLong: 'Note is too long (maximum is 1000 characters)',
  notFound: 'Cancellation request not found',
  activityNotFound: 'Activity not found',
  notPaid: 'Only a paid activity can be canceled',
  started: 'This activity has already started and can no longer be canceled here',
  alreadyRequested: 'A cancellation of this activity is already requested',
  notPending: 'This request has already been decided',
  overPaid: 'The refund cannot be more than the amount paid',
  amountInvalid: 'Refund amount must be a whole number of cents, 0 or more',
  refundFailed: 'The refund could not be issued. Please try again.',
} as const;
const M = CANCELLATION_MESSAGES;

export const cancellationRequestCreateSchema = z.object({
  itinerary_activity_id: idField('Choose the activity to cancel'),
  reason: z
    .string({ error: M.reasonBlank })
    .trim()
    .min(1, { error: M.reasonBlank })
    .max(1000, { error: M.reasonTooLong }),
});
export type CancellationRequestCreate = z.infer<typeof cancellationRequestCreateSchema>;

export const CANCELLATION_DECISIONS = ['approve', 'decline'] as const;
export type CancellationDecision = (typeof CANCELLATION_DECISIONS)[number];

export const cancellationDecisionSchema = z.object({
  decision: z.enum(CANCELLATION_DECISIONS),
  /** Approve only: defaults to the full amount paid; never more (a partial refund is allowed). */
  refund_amount_cents: z
    .number({ error: M.amountInvalid })
    .int({ error: M.amountInvalid })
    .min(0, { error: M.amountInvalid })
    .max(PG_INT_MAX, { error: M.amountInvalid })
    .optional(),
  note: z.string().trim().max(1000, { error: M.noteTooLong }).optional(),
});
export type CancellationDecisionInput = z.infer<typeof cancellationDecisionSchema>;

export const cancellationRequestSchema = z.object({
  id: z.number(),
  status: z.enum(CANCELLATION_STATUSES),
  itinerary_activity_id: z.number().nullable(),
  itinerary_id: z.number().nullable(),
  activity_name: z.string(),
  provider_name: z.string().nullable(),
  child_name: z.string().nullable(),
  parent_name: z.string().nullable(),
  start_date: z.string().nullable(),
  /** The program's cancellation policy text, as the parent saw it when asking. */
  cancellation_policy: z.string().nullable(),
  reason: z.string(),
  /** What was paid for the activity (for a place paid in instalments: so far, decision 0070). */
  paid_cents: z.number(),
  /** Paid through a payment plan: the refund goes over its payments, newest first (0070). */
  in_instalments: z.boolean(),
  refund_amount_cents: z.number().nullable(),
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type CancellationRequest = z.infer<typeof cancellationRequestSchema>;

export const cancellationRequestsResponseSchema = z.object({
  cancellation_requests: z.array(cancellationRequestSchema),
  pagy: pagySchema,
});
export type CancellationRequestsResponse = z.infer<typeof cancellationRequestsResponseSchema>;

export const cancellationRequestResponseSchema = z.object({
  cancellation_request: cancellationRequestSchema,
});
export type CancellationRequestResponse = z.infer<typeof cancellationRequestResponseSchema>;

export interface RefundSplit {
  /** All ≤ 0: what the refund takes back from the sale's split. */
  grossCents: number;
  platformFeeCents: number;
  paymentProviderFeeCents: number;
  netCents: number;
}

/** round(a × b / c) half up, in integers (a, b, c ≥ 0, c > 0). */
const mulDivHalfUp = (a: number, b: number, c: number) => Math.floor((2 * a * b + c) / (2 * c));

/**
 * How a refund of `refundCents` out of a sale is reversed in the ledger (decision 0064, with
 * 0060's rounding): the platform fee and the provider's net are taken back in proportion to the
 * refund, each rounded half up to the cent; the payment provider's fee share is what is left,
 * so the row adds up (gross = platform + fee + net). The provider never gives back more than the
 * refund minus the platform's share, and a full refund reverses the sale exactly.
 */
export function splitRefund(
  sale: { grossCents: number; platformFeeCents: number; netCents: number },
  refundCents: number,
): RefundSplit {
  if (!Number.isInteger(refundCents) || refundCents < 0 || refundCents > sale.grossCents)
    throw new RangeError(`refundCents must be an integer in 0..${sale.grossCents}`);
  if (sale.grossCents === 0)
    return { grossCents: 0, platformFeeCents: 0, paymentProviderFeeCents: 0, netCents: 0 };
  const platform = mulDivHalfUp(sale.platformFeeCents, refundCents, sale.grossCents);
  const net = Math.min(
    mulDivHalfUp(sale.netCents, refundCents, sale.grossCents),
    refundCents - platform,
  );
  const fee = refundCents - platform - net;
  // `0 - x` rather than `-x`: no negative zero in a row that refunds nothing of a part.
  return {
    grossCents: 0 - refundCents,
    platformFeeCents: 0 - platform,
    paymentProviderFeeCents: 0 - fee,
    netCents: 0 - net,
  };
}

/**
 * How a refund of a place paid in instalments is spread over its charges (decision 0070): each
 * charge (deposit, instalment) is its own payment and its own ledger sale, so the refund takes
 * from the charges in the order given, **newest first** (the caller's order), each up to what it
 * paid, until the refund is used up; the deposit, paid first, is refunded last. A partial refund
 * under a policy that keeps the deposit therefore leaves the deposit's charge untouched.
 * Answers the part per charge (0 for a charge not touched); refundCents must not exceed the sum.
 */
export function spreadRefund(chargesNewestFirst: number[], refundCents: number): number[] {
  const total = chargesNewestFirst.reduce((s, c) => s + c, 0);
  if (!Number.isInteger(refundCents) || refundCents < 0 || refundCents > total)
    throw new RangeError(`refundCents must be an integer in 0..${total}`);
  let left = refundCents;
  return chargesNewestFirst.map((paid) => {
    const part = Math.min(paid, left);
    left -= part;
    return part;
  });
}
