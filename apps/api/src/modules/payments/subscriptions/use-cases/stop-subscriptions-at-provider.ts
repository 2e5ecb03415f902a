import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import * as repo from '../../../../data/commerce/repository.js';
import { paymentGatewayFor } from '../gateway-for.js';
import { providerUnavailable } from '../refusals.js';

/**
 * Stops the parent's open subscriptions at the payment provider (Stripe; the local provider has
 * no one to tell) and answers them, for the caller to mark canceled in its own transaction: the
 * account deletion, an operator's plan change, a package refunded in full. A provider that cannot
 * be reached fails the caller (502, nothing changed) rather than leave a parent being billed for
 * what has ended.
 */
export async function stopSubscriptionsAtProvider(
  ctx: AppContext,
  userId: number,
  db: DbOrTx = ctx.db,
): Promise<repo.SubscriptionRow[]> {
  const gateway = paymentGatewayFor(ctx);
  // No subscription has id 0: every open one is listed.
  const open = await repo.listOpenSubscriptions(db, userId, 0);
  for (const sub of open) {
    if (!sub.providerSubscriptionId) continue;
    if (sub.provider !== gateway.kind) {
      ctx.log.warn({ subscriptionId: sub.id }, 'subscription of a payment provider not configured');
      continue;
    }
    try {
      await gateway.cancelSubscription(ctx, sub.providerSubscriptionId);
    } catch (err) {
      throw providerUnavailable(ctx, err, userId);
    }
  }
  return open;
}
