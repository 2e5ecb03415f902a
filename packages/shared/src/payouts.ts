import { z } from 'zod';
import { pagySchema } from './order';
import { urlIntField } from './number';

/**
 * A ledger entry's life (decision 0061): a built-in provider's sale is `pending` until the daily
 * rolling payout pays it out (`paid_out`); a Stripe sale is `transferred` at once (the money is
 * in the director's connected account, which Stripe pays out on the account's own schedule).
 */
export const PAYOUT_ENTRY_STATUSES = ['pending', 'transferred', 'paid_out'] as const;
export type PayoutEntryStatus = (typeof PAYOUT_ENTRY_STATUSES)[number];

/** The platform keeps 10% of each enrollment (plus payment fees and sales tax). */
export const PLATFORM_FEE_PERCENT = 10;

export interface SaleSplit {
  grossCents: number;
  platformFeeCents: number;
  paymentProviderFeeCents: number;
  netCents: number;
}

/**
 * The 10% platform fee of an amount in integer cents, rounded half up to the cent (decision
 * 0060): 5 → 1, 4 → 0, 1,995 → 200. Integer arithmetic only, never floating point.
 */
export function platformFeeCents(grossCents: number): number {
  assertCents(grossCents, 'grossCents');
  return Math.floor((grossCents * PLATFORM_FEE_PERCENT + 50) / 100);
}

/**
 * How one sale's money is split (decision 0060): the platform's 10%, then the payment
 * provider's fee, and the rest is the provider's. The provider never owes money on a sale: the
 * part of the payment-provider fee beyond what is left after the platform fee is the platform's.
 */
export function splitSale(grossCents: number, paymentProviderFee: number): SaleSplit {
  assertCents(paymentProviderFee, 'paymentProviderFeeCents');
  const platform = platformFeeCents(grossCents);
  const providerFee = Math.min(paymentProviderFee, grossCents - platform);
  return {
    grossCents,
    platformFeeCents: platform,
    paymentProviderFeeCents: providerFee,
    netCents: grossCents - platform - providerFee,
  };
}

/**
 * The built-in payment provider's simulated card fee on one charge, as Stripe's US card pricing:
 * 2.9% (rounded half up to the cent) + 30¢. A free charge costs nothing.
 */
export function simulatedCardFeeCents(chargeCents: number): number {
  assertCents(chargeCents, 'chargeCents');
  if (chargeCents === 0) return 0;
  return Math.floor((chargeCents * 29 + 500) / 1000) + 30;
}

/**
 * Splits one charge's payment-provider fee over the sales it paid for, in proportion to their
 * gross (largest remainder, ties to the earlier sale), so the shares add up to the fee exactly
 * (decision 0060). A charge of several providers' activities has one fee; each sale's ledger
 * entry carries its share.
 */
export function allocateFee(feeCents: number, grossCents: readonly number[]): number[] {
  assertCents(feeCents, 'feeCents');
  grossCents.forEach((g) => assertCents(g, 'grossCents'));
  const total = grossCents.reduce((a, b) => a + b, 0);
  if (grossCents.length === 0) return [];
  if (total === 0) {
    // Nothing was charged for any of them: the fee falls on the first (it is 0 for a free charge).
    return grossCents.map((_, i) => (i === 0 ? feeCents : 0));
  }
  const shares = grossCents.map((g) => Math.floor((feeCents * g) / total));
  let left = feeCents - shares.reduce((a, b) => a + b, 0);
  const byRemainder = grossCents
    .map((g, i) => ({ i, rem: (feeCents * g) % total }))
    .sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of cents, got ${value}`);
  }
}

// ---- API answers --------------------------------------------------------------------------------

export const payoutEntrySchema = z.object({
  id: z.number(),
  itinerary_activity_id: z.number().nullable(),
  provider_user_id: z.number(),
  provider_name: z.string().nullable(),
  description: z.string(),
  /** sale: a paid activity; reversal: a refund taking a sale back, amounts ≤ 0 (decision 0064). */
  kind: z.enum(['sale', 'reversal']),
  payment_provider: z.enum(['local', 'stripe']),
  gross_cents: z.number(),
  platform_fee_cents: z.number(),
  payment_provider_fee_cents: z.number(),
  net_cents: z.number(),
  status: z.enum(PAYOUT_ENTRY_STATUSES),
  payout_id: z.number().nullable(),
  created_at: z.string(),
});
export type PayoutEntry = z.infer<typeof payoutEntrySchema>;

export const payoutSchema = z.object({
  id: z.number(),
  provider_user_id: z.number(),
  provider_name: z.string().nullable(),
  amount_cents: z.number(),
  entry_count: z.number(),
  paid_at: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** Sums over every entry of the ledger shown (not only the page). */
export const payoutTotalsSchema = z.object({
  gross_cents: z.number(),
  platform_fee_cents: z.number(),
  payment_provider_fee_cents: z.number(),
  net_cents: z.number(),
  pending_cents: z.number(),
  transferred_cents: z.number(),
  paid_out_cents: z.number(),
});
export type PayoutTotals = z.infer<typeof payoutTotalsSchema>;

/** The back office ledger's page sizes (the first is the default, the director's fixed size). */
export const PAYOUT_LEDGER_PAGE_SIZES = [20, 50, 100] as const;
/** The back office ledger's orders: when the entry was made, its gross or its net amount. */
export const PAYOUT_LEDGER_SORTS = ['created_at', 'gross_cents', 'net_cents'] as const;
export type PayoutLedgerSort = (typeof PAYOUT_LEDGER_SORTS)[number];

/** GET /api/v1/admins/payouts: one provider's ledger (or every one's), paged and ordered. */
export const adminPayoutsQuerySchema = z.object({
  page: urlIntField('Page is invalid').default(1),
  provider_user_id: urlIntField('Provider is invalid').optional(),
  per_page: z.coerce
    .number()
    .refine((n) => (PAYOUT_LEDGER_PAGE_SIZES as readonly number[]).includes(n), {
      message: `must be one of ${PAYOUT_LEDGER_PAGE_SIZES.join(', ')}`,
    })
    .default(PAYOUT_LEDGER_PAGE_SIZES[0]),
  sort: z.enum(PAYOUT_LEDGER_SORTS, { error: 'is invalid' }).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuerySchema>;

/** The most ledger entries one CSV export of the back office's ledger holds. */
export const PAYOUT_EXPORT_MAX_ROWS = 50_000;

export const payoutsResponseSchema = z.object({
  entries: z.array(payoutEntrySchema),
  totals: payoutTotalsSchema,
  payouts: z.array(payoutSchema),
  /** Days between a built-in provider's sale and its payout (decision 0061). */
  payout_delay_days: z.number(),
  pagy: pagySchema,
});
export type PayoutsResponse = z.infer<typeof payoutsResponseSchema>;

/** What the Payouts pages say (the spec has no wording for them). */
export const PAYOUT_MESSAGES = {
  empty: 'There are no sales yet!',
  noPayouts: 'No payouts yet.',
  schedule: (days: number) =>
    `The product keeps 10% of each enrollment plus the payment provider's fee. Payments through the built-in provider are paid out daily by direct deposit, ${days} days after the sale. Stripe payments are transferred to your Stripe account at once, and Stripe pays them out on your account's own payout schedule.`,
  scheduleAdmin: (days: number) =>
    `The product keeps 10% of each enrollment plus the payment provider's fee. Built-in provider sales are paid out daily, ${days} days after the sale, one payout per provider a day. Stripe sales are transferred to each provider's Stripe account at once; Stripe pays them out on that account's own schedule.`,
  statuses: { pending: 'Pending', transferred: 'Sent to Stripe', paid_out: 'Paid out' },
} as const;
