import { simulatedCardFeeCents, splitSale } from '@camp/shared/payouts';
import type { Tx } from '../client.js';
import * as payoutsRepo from '../../data/commerce/payouts.js';
import type { DemoSale } from './demo-orders.js';

const DAY_MS = 86_400_000;
/** Days between a sale's UTC day and its payout (decision 0061's delay). */
const PAYOUT_DELAY_DAYS = 2;

/**
 * The payouts ledger of the demo director's paid orders, as the built-in provider would have
 * left it (decisions 0060, 0061): one entry per sale at its payment time; the sales of each UTC
 * day old enough paid out together in one payout, two days later; the recent ones pending.
 */
export async function seedDemoPayouts(
  tx: Tx,
  directorId: number,
  sales: DemoSale[],
  now: Date,
): Promise<void> {
  const descriptions = await payoutsRepo.saleDescriptions(
    tx,
    sales.map((s) => s.itineraryActivityId),
  );
  const entries = await payoutsRepo.insertLedgerEntries(
    tx,
    sales.map((sale) => {
      const split = splitSale(sale.grossCents, simulatedCardFeeCents(sale.grossCents));
      return {
        itineraryActivityId: sale.itineraryActivityId,
        providerUserId: directorId,
        provider: 'local' as const,
        ...split,
        transferId: null,
        status: 'pending' as const,
        description: descriptions.get(sale.itineraryActivityId) ?? '',
        createdAt: sale.paidAt,
      };
    }),
  );

  const startOfToday = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const byPayoutDay = new Map<number, payoutsRepo.LedgerEntryRow[]>();
  for (const entry of entries) {
    const payoutDay =
      Math.floor(entry.createdAt.getTime() / DAY_MS) * DAY_MS + PAYOUT_DELAY_DAYS * DAY_MS;
    if (payoutDay > startOfToday) continue;
    byPayoutDay.set(payoutDay, [...(byPayoutDay.get(payoutDay) ?? []), entry]);
  }
  for (const [day, due] of [...byPayoutDay].sort(([a], [b]) => a - b)) {
    const payout = await payoutsRepo.insertPayout(tx, {
      providerUserId: directorId,
      provider: 'local',
      amountCents: due.reduce((sum, e) => sum + e.netCents, 0),
      entryCount: due.length,
      // The hourly job's first pass of the day.
      paidAt: new Date(day + 60_000),
    });
    await payoutsRepo.markPaidOut(
      tx,
      due.map((e) => e.id),
      payout.id,
    );
  }
}
