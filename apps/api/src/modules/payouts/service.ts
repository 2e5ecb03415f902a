/**
 * The payouts ledger (decisions 0060, 0061): fulfilment records each paid itinerary activity as
 * a sale split into the platform's 10%, the payment provider's fee and the provider's net; the
 * built-in payment provider pays pending sales out daily on a rolling basis; directors read
 * their own ledger and admins every provider's.
 */
import { splitSale, type PayoutEntryStatus } from '@camp/shared/payouts';
import type { PaymentProvider } from '@camp/shared/enums';
import type { Tx } from '../../db/client.js';
import * as payoutsRepo from '../../data/commerce/payouts.js';

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
        status,
        description: (descriptions.get(sale.itineraryActivityId) ?? '').slice(0, 512),
      };
    }),
  );
}
