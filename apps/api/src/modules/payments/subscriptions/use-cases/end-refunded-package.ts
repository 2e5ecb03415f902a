import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import * as repo from '../../../../data/commerce/repository.js';
import { stopSubscriptionsAtProvider } from './stop-subscriptions-at-provider.js';

export interface EndedPackage {
  /** The subscriptions canceled because their payment was given back in full. */
  subscription_ids: number[];
  /** Whether the order was the family's package of the moment, now ended. */
  package_ended: boolean;
}

/**
 * A package order refunded in full ends what it paid for at once, in the refund's transaction,
 * when it is the parent's newest paid order (it pays for the package the family holds now):
 * every open subscription of the parent is canceled and the package ended (the latest order is
 * marked ended, so the family has no package until it buys one again). An older paid order (a
 * past period) paid for time already over: refunding it in full ends nothing. Each subscription
 * is canceled at the provider first (Stripe; the built-in provider has no one to tell): one that
 * cannot be reached fails the refund (502, nothing kept; the refund's idempotency key makes a
 * retry give back the same refund). A partial refund never comes here: the family keeps its plan.
 */
export async function endRefundedPackage(
  tx: DbOrTx,
  ctx: AppContext,
  order: repo.OrderRow,
): Promise<EndedPackage> {
  const current = (await repo.findLatestPaidOrderId(tx, order.userId)) === order.id;
  if (!current) return { subscription_ids: [], package_ended: false };
  const open = await stopSubscriptionsAtProvider(ctx, order.userId, tx);
  const now = ctx.now();
  for (const sub of open) {
    await repo.updateSubscription(tx, sub.id, {
      status: 'canceled',
      canceledAt: now,
      cancelAtPeriodEnd: false,
      // No renewal can be charged any more, so the subscription keeps no card.
      paymentMethodId: null,
    });
  }
  await repo.endLatestOrder(tx, order.userId, now);
  return { subscription_ids: open.map((s) => s.id), package_ended: true };
}
