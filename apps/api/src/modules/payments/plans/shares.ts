import { allocateFee } from '@camp/shared/payouts';
import type { DbOrTx } from '../../../db/client.js';
import * as cancellationsRepo from '../../../data/commerce/cancellations.js';
import * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import type * as plansRepo from '../../../data/commerce/payment-plans.js';
import type { ChargedItem } from '../charges/charges.js';

// What a payment plan (decision 0065) pays for, and each charge's part of every activity.

/**
 * What one charge of a plan pays per activity: its amount shared over the activities in
 * proportion to their prices (payouts' largest-remainder allocateFee), so the parts add up to
 * the charge exactly and each ledger entry is this charge's part of that activity.
 */
export function shareOf<T extends ChargedItem>(items: T[], amountCents: number): T[] {
  const shares = allocateFee(
    amountCents,
    items.map((i) => i.amountCents),
  );
  return items.map((item, n) => ({ ...item, amountCents: shares[n]! }));
}

/**
 * The activities a plan still pays for: its checkout's items, less those whose cancellation was
 * approved (decision 0070: they left the plan, which no longer collects their part). `keep`
 * names one to count anyway (the refund taking its part off the charges still to come).
 */
export async function planItems(
  tx: DbOrTx,
  plan: plansRepo.PlanRow,
  keep?: number,
): Promise<checkoutsRepo.CheckoutItemRow[]> {
  const out = new Set(await cancellationsRepo.placesOutOfPlan(tx, plan.id));
  return (await checkoutsRepo.itemsOf(tx, plan.checkoutSessionId)).filter(
    (i) => i.itineraryActivityId === keep || !out.has(i.itineraryActivityId),
  );
}
