import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './enums';
import { PG_INT_MAX, numberField, urlIntField } from './number';
import { pagySchema } from './order';
import { requiredText } from './text';

// The back office's money (decision 0095): every payment (GET /api/v1/admins/payments, …/export),
// an admin's refund of one (POST …/payments/:kind/:id/refunds), the payouts per provider with
// the platform's fee income, and holding a provider's payouts.

/** Rows a page of the payments list may hold. */
export const PAYMENT_PAGE_SIZES = [25, 50, 100] as const;

/** Rows one CSV export holds at most: narrow the filter for more. */
export const PAYMENT_EXPORT_MAX_ROWS = 50_000;

/**
 * What a payment paid for: `activity` (a checkout of itinerary activities, one charge) or
 * `package` (a package or subscription order).
 */
export const PAYMENT_KINDS = ['activity', 'package'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Where a payment stands: paid, partly refunded, or refunded in full. */
export const PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_SORTS = ['paid_at', 'amount_cents'] as const;

export const ADMIN_PAYMENT_MESSAGES = {
  notFound: 'Payment not found',
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be a whole number of cents, 1 or more',
  overRefund: 'Amount is more than what can still be refunded',
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason is too long (500 characters at most)',
  inPlan:
    'This payment is the deposit of a payment plan: refund its activities from their cancellation requests',
  requestOpen:
    'A cancellation request of one of its activities is open: decide it in the cancellation requests first',
  busy: 'Another refund of this payment is in progress. Try again in a moment.',
  refundFailed: 'The payment provider did not accept the refund. Nothing was changed; try again.',
  providerNotFound: 'Provider not found',
  alreadyHeld: 'This provider’s payouts are already on hold.',
  notHeld: 'This provider’s payouts are not on hold.',
} as const;

const M = ADMIN_PAYMENT_MESSAGES;
const day = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

// ---- list and export ------------------------------------------------------------------------

const paymentFilterFields = z.object({
  /** The payment provider (Stripe or the built-in one). */
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'is invalid' }).optional(),
  kind: z.enum(PAYMENT_KINDS, { error: 'is invalid' }).optional(),
  /** Part of the parent's e-mail, any case. */
  email: z.string().trim().max(255, 'is too long').optional(),
  status: z.enum(PAYMENT_STATUSES, { error: 'is invalid' }).optional(),
  /** First day included (UTC), by when it was paid. */
  from: day.optional(),
  /** Last day included (UTC). */
  to: day.optional(),
});

type Days = { from?: string | undefined; to?: string | undefined };
const daysInOrder = (f: Days) => !f.from || !f.to || f.from <= f.to;
const DAYS_OUT_OF_ORDER = { path: ['to'], message: 'must not be before the first day' };

export const paymentFilterSchema = paymentFilterFields.refine(daysInOrder, DAYS_OUT_OF_ORDER);
export type PaymentFilterQuery = z.infer<typeof paymentFilterSchema>;

export const paymentListQuerySchema = paymentFilterFields
  .extend({
    page: urlIntField().default(1),
    per_page: z.coerce
      .number()
      .refine((n) => (PAYMENT_PAGE_SIZES as readonly number[]).includes(n), {
        message: `must be one of ${PAYMENT_PAGE_SIZES.join(', ')}`,
      })
      .default(25),
    sort: z.enum(PAYMENT_SORTS, { error: 'is invalid' }).default('paid_at'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine(daysInOrder, DAYS_OUT_OF_ORDER);
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const adminPaymentSchema = z.object({
  /** Unique in the list: the kind and the id ("activity-12"). */
  key: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  /** The checkout's id (activity) or the order's (package). */
  id: z.number(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** What was bought: the package's name, or the activities of the checkout. */
  description: z.string(),
  parent_id: z.number(),
  parent_name: z.string(),
  parent_email: z.string(),
  amount_cents: z.number(),
  refunded_cents: z.number(),
  /** What an admin may still refund now (0 when nothing is, e.g. a payment plan's deposit). */
  refundable_cents: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  paid_at: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const paymentListResponseSchema = z.object({
  payments: z.array(adminPaymentSchema),
  pagy: pagySchema,
});
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

// ---- refund -----------------------------------------------------------------------------------

export const paymentRefundSchema = z.object({
  amount_cents: numberField(M.amountRequired, {
    invalid: M.amountInvalid,
    integer: M.amountInvalid,
    min: [1, M.amountInvalid],
    max: [PG_INT_MAX, M.amountInvalid],
  }),
  reason: requiredText(M.reasonRequired, { max: 500, maxMessage: M.reasonTooLong }),
});
export type PaymentRefundInput = z.infer<typeof paymentRefundSchema>;

export const paymentRefundResponseSchema = z.object({
  payment: adminPaymentSchema,
  refunded_now_cents: z.number(),
});
export type PaymentRefundResponse = z.infer<typeof paymentRefundResponseSchema>;

// ---- payouts per provider ----------------------------------------------------------------------

export const providerPayoutSchema = z.object({
  provider_user_id: z.number(),
  provider_name: z.string(),
  email: z.string(),
  /** Sales less refunds. */
  gross_cents: z.number(),
  /** The platform's fee income from this provider's sales, refunds taken off. */
  platform_fee_cents: z.number(),
  net_cents: z.number(),
  /** Built-in provider money not paid out yet (negative: refunds carried forward). */
  pending_cents: z.number(),
  paid_out_cents: z.number(),
  transferred_cents: z.number(),
  held: z.boolean(),
  hold_reason: z.string().nullable(),
  held_at: z.string().nullable(),
});
export type ProviderPayout = z.infer<typeof providerPayoutSchema>;

/** The per-provider list's page sizes (the first is the default). */
export const PROVIDER_PAYOUT_PAGE_SIZES = [20, 50, 100] as const;
/** The per-provider list's orders: the provider's name or one of their sums. */
export const PROVIDER_PAYOUT_SORTS = [
  'gross_cents',
  'platform_fee_cents',
  'net_cents',
  'pending_cents',
  'paid_out_cents',
  'provider_name',
] as const;
export type ProviderPayoutSort = (typeof PROVIDER_PAYOUT_SORTS)[number];

/** The per-provider list's order, shared by the list and its CSV export. */
export const providerPayoutOrderSchema = z.object({
  sort: z.enum(PROVIDER_PAYOUT_SORTS, { error: 'is invalid' }).default('gross_cents'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ProviderPayoutOrder = z.infer<typeof providerPayoutOrderSchema>;

/** GET /api/v1/admins/payouts/providers: a page of the per-provider list, ordered. */
export const providerPayoutsQuerySchema = providerPayoutOrderSchema.extend({
  page: urlIntField('Page is invalid').default(1),
  per_page: z.coerce
    .number()
    .refine((n) => (PROVIDER_PAYOUT_PAGE_SIZES as readonly number[]).includes(n), {
      message: `must be one of ${PROVIDER_PAYOUT_PAGE_SIZES.join(', ')}`,
    })
    .default(PROVIDER_PAYOUT_PAGE_SIZES[0]),
});
export type ProviderPayoutsQuery = z.infer<typeof providerPayoutsQuerySchema>;

export const providerPayoutsResponseSchema = z.object({
  providers: z.array(providerPayoutSchema),
  /** Over every provider, not only this page. */
  totals: z.object({
    gross_cents: z.number(),
    platform_fee_cents: z.number(),
    net_cents: z.number(),
  }),
  pagy: pagySchema,
});
export type ProviderPayoutsResponse = z.infer<typeof providerPayoutsResponseSchema>;

export const payoutHoldSchema = z.object({
  reason: requiredText(M.reasonRequired, { max: 500, maxMessage: M.reasonTooLong }),
});
export type PayoutHoldInput = z.infer<typeof payoutHoldSchema>;

/**
 * The refund form: the amount in dollars as typed (cents at most), sent as amount_cents. At most
 * `refundableCents` when given (the API checks it again under the payment's lock).
 */
export function paymentRefundFormSchema(refundableCents?: number) {
  return z
    .object({
      amount: numberField(M.amountRequired, {
        invalid: 'Amount must be more than $0',
        min: [0.01, 'Amount must be more than $0'],
        max: [PG_INT_MAX / 100, M.overRefund],
        twoDecimals: 'Amount may have cents, nothing smaller',
      }),
      reason: requiredText(M.reasonRequired, { max: 500, maxMessage: M.reasonTooLong }),
    })
    .refine((v) => refundableCents === undefined || Math.round(v.amount * 100) <= refundableCents, {
      path: ['amount'],
      message: M.overRefund,
    })
    .transform((v) => ({ amount_cents: Math.round(v.amount * 100), reason: v.reason }));
}
