import { DECLINE_MESSAGES } from '@camp/shared/payment';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import * as packages from '../packages/service.js';
import { chargeLocalCard } from './local-gateway.js';
import { queuePaymentFailed, queueReceipt } from './orders.js';
import { addMonths, intervalMonths } from './pricing.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as repo from '../../../data/commerce/repository.js';

// Renewals of the local provider's subscriptions (Stripe renews its own and tells us by webhook).

export interface RenewalReport {
  renewed: number;
  failed: number;
  /** Subscriptions of deleted accounts, closed instead of charged. */
  canceled: number;
}

type RenewalResult = keyof RenewalReport;

/**
 * Charges one due subscription in `tx`: paid → a paid renewal order, the next period and a
 * receipt; refused → a payment_failed order, the subscription past due (no automatic retry:
 * the parent pays again from checkout) and a 'payment failed' mail.
 */
async function renewOne(
  tx: DbOrTx,
  ctx: AppContext,
  sub: repo.SubscriptionRow,
  now: Date,
): Promise<RenewalResult> {
  const user = await accountsRepo.findUserById(tx, sub.userId);
  const pkg = await packages.findPackage(tx, sub.packageId);
  if (!user || user.deletedAt || !pkg) {
    await repo.updateSubscription(tx, sub.id, { status: 'canceled', canceledAt: now });
    return 'canceled';
  }
  const card = sub.paymentMethodId
    ? await repo.findLocalCardByToken(tx, sub.paymentMethodId)
    : null;
  const outcome = card
    ? chargeLocalCard(card, now, true)
    : ({ status: 'declined', message: DECLINE_MESSAGES.card_declined } as const);
  const base = {
    userId: sub.userId,
    packageId: sub.packageId,
    // The subscription's own price: a later change of the plan's price is for new buyers.
    amountCents: sub.priceCents,
    provider: 'local' as const,
    createdAt: now,
  };

  if (outcome.status === 'declined') {
    const order = await repo.insertOrder(tx, { ...base, status: 'payment_failed' });
    await repo.updateSubscription(tx, sub.id, { status: 'past_due' });
    await queuePaymentFailed(tx, ctx, { user, order, pkg, reason: outcome.message });
    return 'failed';
  }

  // The next period follows the last one; after a long outage it starts now rather than
  // charging for every missed period.
  const months = intervalMonths(pkg.interval);
  let start = sub.currentPeriodEnd;
  let end = addMonths(start, months);
  if (end.getTime() <= now.getTime()) {
    start = now;
    end = addMonths(now, months);
  }
  const order = await repo.insertOrder(tx, {
    ...base,
    status: 'paid',
    providerPaymentId: outcome.paymentId,
    paidAt: now,
  });
  const renewed = await repo.updateSubscription(tx, sub.id, {
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: end,
  });
  await queueReceipt(tx, ctx, { user, order, pkg, subscription: renewed, couponCode: null });
  return 'renewed';
}

/**
 * One pass of the renewal job: renews every local subscription whose period has ended, each
 * in its own transaction. Safe in several API instances at once: a subscription is claimed
 * with FOR UPDATE SKIP LOCKED and leaves the due set when its transaction commits. Tests call
 * it directly with a moved clock (`ctx.now`).
 */
export async function runRenewals(ctx: AppContext): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, failed: 0, canceled: 0 };
  // Ids handled (or failed with an error) in this pass, so one bad row cannot loop it.
  const seen: number[] = [];
  for (;;) {
    const now = ctx.now();
    const claimed = seen.length;
    let result: RenewalResult | null;
    try {
      result = await ctx.db.transaction(async (tx) => {
        const sub = await repo.claimDueLocalSubscription(tx, now, seen);
        if (!sub) return null;
        seen.push(sub.id);
        return renewOne(tx, ctx, sub, now);
      });
    } catch (err) {
      // Nothing claimed: the database itself failed; the next pass tries again.
      if (seen.length === claimed) throw err;
      ctx.log.error({ err, subscriptionId: seen.at(-1) }, 'subscription renewal failed');
      continue;
    }
    if (result === null) return report;
    report[result] += 1;
  }
}
