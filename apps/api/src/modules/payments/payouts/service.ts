/**
 * The payouts ledger (decisions 0060, 0061): fulfilment records each paid itinerary activity as
 * a sale split into the platform's 10%, the payment provider's fee and the provider's net; the
 * built-in payment provider pays pending sales out daily on a rolling basis; directors read
 * their own ledger and admins every provider's.
 */
import {
  splitSale,
  type AdminPayoutsQuery,
  type Payout,
  type PayoutEntry,
  type PayoutEntryStatus,
  type PayoutsResponse,
} from '@camp/shared/payouts';
import type { PaymentProvider } from '@camp/shared/enums';
import { splitRefund } from '@camp/shared/refunds';
import type { Tx } from '../../../db/client.js';
import type { AppContext } from '../../../context.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import * as payoutsRepo from '../../../data/commerce/payouts.js';

export interface Sale {
  itineraryActivityId: number;
  /** The activity provider's (program's) camp director, who is paid. */
  providerUserId: number;
  /** What the parent paid for the activity, in cents. */
  grossCents: number;
  /** The payment provider's fee on this sale, in cents (its share of the charge's fee). */
  paymentProviderFeeCents: number;
  provider: PaymentProvider;
  /** The Stripe transfer to the director's connected account; null for the built-in provider. */
  transferId: string | null;
  /** A payment plan's charge (decision 0065): one sale per charge and activity. */
  planInstalmentId?: number;
}

/**
 * Records paid itinerary activities in the ledger, inside the caller's fulfilment transaction.
 * Idempotent per itinerary activity: a sale already recorded is left as it is, so a replayed
 * webhook changes nothing. A built-in provider's sale waits for the daily payout (`pending`); a
 * Stripe sale was transferred to the connected account at fulfilment (`transferred`).
 */
export async function recordSales(tx: Tx, sales: Sale[]): Promise<void> {
  if (sales.length === 0) return;
  const descriptions = await payoutsRepo.saleDescriptions(
    tx,
    sales.map((s) => s.itineraryActivityId),
  );
  await payoutsRepo.insertLedgerEntries(
    tx,
    sales.map((sale) => {
      const split = splitSale(sale.grossCents, sale.paymentProviderFeeCents);
      const status: PayoutEntryStatus = sale.provider === 'stripe' ? 'transferred' : 'pending';
      return {
        itineraryActivityId: sale.itineraryActivityId,
        providerUserId: sale.providerUserId,
        provider: sale.provider,
        grossCents: split.grossCents,
        platformFeeCents: split.platformFeeCents,
        paymentProviderFeeCents: split.paymentProviderFeeCents,
        netCents: split.netCents,
        transferId: sale.transferId,
        planInstalmentId: sale.planInstalmentId ?? null,
        status,
        description: (descriptions.get(sale.itineraryActivityId) ?? '').slice(0, 512),
      };
    }),
  );
}

/**
 * Books a refund of `amountCents` of a sale as its reversal row (decision 0064): the platform's
 * and the provider's parts taken back in proportion (`splitRefund`). Stripe took the provider's
 * share back from the connected account at once (`transferred`, with the transfer reversal); the
 * built-in provider's reversal waits, negative, for the provider's next payout (`pending`).
 */
export async function reverseSale(
  tx: Tx,
  sale: payoutsRepo.LedgerEntryRow,
  amountCents: number,
  transferReversalId: string | null,
): Promise<void> {
  await payoutsRepo.insertReversal(tx, sale.id, {
    itineraryActivityId: sale.itineraryActivityId,
    providerUserId: sale.providerUserId,
    provider: sale.provider,
    ...splitRefund(sale, amountCents),
    status: sale.provider === 'stripe' ? 'transferred' : 'pending',
    transferId: transferReversalId,
    description: `Refund: ${sale.description}`.slice(0, 512),
  });
}

// ---- the built-in provider's daily rolling payout (decision 0061) -----------------------------------

/** A sale is paid out on the second UTC day after the day it was made (Stripe's US default). */
export const PAYOUT_DELAY_DAYS = 2;
const DAY_MS = 86_400_000;

/**
 * Entries recorded before this instant are due: the start of yesterday (UTC) when the delay is
 * two days, so a day's sales mature together at midnight and make one payout per provider a day.
 */
export function payoutCutoff(now: Date): Date {
  const startOfToday = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(startOfToday - (PAYOUT_DELAY_DAYS - 1) * DAY_MS);
}

/**
 * One pass of the daily rolling payout: for each provider with due built-in sales and no hold, one payout
 * row with their sum, and the sales marked paid out by it, in one transaction per provider.
 * Safe in several instances at once: the entries are claimed with SKIP LOCKED and marked only
 * while still pending. Returns the payouts made.
 */
export async function runDuePayouts(ctx: AppContext): Promise<payoutsRepo.PayoutRow[]> {
  const now = ctx.now();
  const cutoff = payoutCutoff(now);
  const made: payoutsRepo.PayoutRow[] = [];
  for (const providerUserId of await payoutsRepo.providersWithDueEntries(ctx.db, cutoff)) {
    const payout = await ctx.db.transaction(async (tx) => {
      const due = await payoutsRepo.claimDueEntries(tx, providerUserId, cutoff);
      if (due.length === 0) return null;
      // A provider an admin holds is not paid (decision 0095). Read after the claim: a hold
      // locks the provider's pending entries first, so it either waits for this pass or this
      // pass finds those entries taken and the hold in place.
      if (await payoutsRepo.holdOf(tx, providerUserId)) return null;
      const amountCents = due.reduce((sum, e) => sum + e.netCents, 0);
      // Refund reversals are negative (decision 0064): a balance at or below zero is not paid;
      // its entries stay pending and are carried into the provider's next payout with new sales.
      if (amountCents <= 0) return null;
      const row = await payoutsRepo.insertPayout(tx, {
        providerUserId,
        provider: 'local',
        amountCents,
        entryCount: due.length,
        paidAt: now,
      });
      const marked = await payoutsRepo.markPaidOut(
        tx,
        due.map((e) => e.id),
        row.id,
      );
      // The rows are locked by this transaction: anything else means the claim was not kept.
      if (marked !== due.length) throw new Error('payout entries changed while claimed');
      return row;
    });
    if (payout) made.push(payout);
  }
  return made;
}

// ---- the ledger pages -----------------------------------------------------------------------------------

/** Ledger entries per page; the latest payouts shown beside them. */
export const PAYOUT_ENTRIES_PAGE_SIZE = 20;
export const PAYOUTS_SHOWN = 20;

export function toEntry(row: payoutsRepo.LedgerEntryWithProvider): PayoutEntry {
  const e = row.entry;
  return {
    id: e.id,
    itinerary_activity_id: e.itineraryActivityId,
    provider_user_id: e.providerUserId,
    provider_name: row.providerName,
    description: e.description,
    kind: e.kind,
    payment_provider: e.provider,
    gross_cents: e.grossCents,
    platform_fee_cents: e.platformFeeCents,
    payment_provider_fee_cents: e.paymentProviderFeeCents,
    net_cents: e.netCents,
    status: e.status,
    payout_id: e.payoutId,
    created_at: e.createdAt.toISOString(),
  };
}

function toPayout(row: payoutsRepo.PayoutWithProvider): Payout {
  const p = row.payout;
  return {
    id: p.id,
    provider_user_id: p.providerUserId,
    provider_name: row.providerName,
    amount_cents: p.amountCents,
    entry_count: p.entryCount,
    paid_at: p.paidAt.toISOString(),
  };
}

async function ledgerPage(
  ctx: AppContext,
  filter: payoutsRepo.LedgerFilter,
  page: number,
  view: Pick<AdminPayoutsQuery, 'per_page' | 'sort' | 'order'> = {
    per_page: PAYOUT_ENTRIES_PAGE_SIZE,
    sort: 'created_at',
    order: 'desc',
  },
): Promise<PayoutsResponse> {
  const size = view.per_page;
  return ctx.db.transaction(
    async (tx) => {
      const totals = await payoutsRepo.ledgerTotals(tx, filter);
      const entries =
        totals.count === 0
          ? []
          : await payoutsRepo.listLedgerEntries(
              tx,
              filter,
              { limit: size, offset: (page - 1) * size },
              { sort: view.sort, order: view.order },
            );
      const payoutRows = await payoutsRepo.listPayouts(tx, filter, PAYOUTS_SHOWN);
      return {
        entries: entries.map(toEntry),
        totals: {
          gross_cents: totals.grossCents,
          platform_fee_cents: totals.platformFeeCents,
          payment_provider_fee_cents: totals.paymentProviderFeeCents,
          net_cents: totals.netCents,
          pending_cents: totals.netByStatus.pending,
          transferred_cents: totals.netByStatus.transferred,
          paid_out_cents: totals.netByStatus.paid_out,
        },
        payouts: payoutRows.map(toPayout),
        payout_delay_days: PAYOUT_DELAY_DAYS,
        pagy: {
          count: totals.count,
          pages: Math.max(1, Math.ceil(totals.count / size)),
          page,
        },
      };
    },
    // The totals, the page and the payouts are read from one snapshot, so they agree.
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The director's own ledger: only sales of their programs and payouts to them. */
export async function directorLedger(
  ctx: AppContext,
  director: CurrentUser,
  page: number,
): Promise<PayoutsResponse> {
  return ledgerPage(ctx, { providerUserId: director.id }, page);
}

/** Every provider's ledger (admins), optionally one provider's. */
export async function adminLedger(
  ctx: AppContext,
  query: AdminPayoutsQuery,
): Promise<PayoutsResponse> {
  return ledgerPage(ctx, { providerUserId: query.provider_user_id }, query.page, query);
}
