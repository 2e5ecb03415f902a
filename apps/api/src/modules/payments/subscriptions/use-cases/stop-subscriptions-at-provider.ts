import type { AppContext } from '../../../../context.js';
import * as repo from '../../../../data/commerce/repository.js';
import { paymentGatewayFor } from '../gateway-for.js';
import { providerUnavailable } from '../refusals.js';

/**
 * For the account deletion (the families module): stops the parent's open subscriptions at the
 * payment provider (Stripe; the local provider has no one to tell), before the deletion marks
 * them canceled in its own transaction. A provider that cannot be reached fails the deletion
 * (502, nothing changed) rather than leave a deleted parent being billed.
 */
export async function stopSubscriptionsAtProvider(ctx: AppContext, userId: number): Promise<void> {
  const gateway = paymentGatewayFor(ctx);
  // No subscription has id 0: every open one is listed.
  for (const sub of await repo.listOpenSubscriptions(ctx.db, userId, 0)) {
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
}
