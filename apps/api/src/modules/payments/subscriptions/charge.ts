import { paymentFailedMessage } from '@camp/shared/messages';
import {
  SUBSCRIPTION_MESSAGES,
  isRecurringPlan,
  type ParentOrder,
  type ParentSubscription,
} from '@camp/shared/payment';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { PackageRow } from '../packages/service.js';
import * as repo from '../../../data/commerce/repository.js';
import type { PaymentPlan } from './draft.js';
import type {
  ChargeOutcome,
  PaymentGateway,
  PaymentMethodHandle,
  SubscriptionOutcome,
} from './gateway.js';
import {
  failOrder,
  markOrderPaid,
  queueReceipt,
  toParentOrder,
  toParentSubscription,
} from './orders.js';
import { providerUnavailable } from './refusals.js';

// A package payment's charge and its settlement (the subscribe use case's last steps).

type ChargeResult =
  | { kind: 'settled'; subscription: repo.SubscriptionRow | null; replaced: repo.SubscriptionRow[] }
  | { kind: 'declined'; message: string }
  | { kind: 'unreachable'; err: unknown }
  | { kind: 'resolved' };

interface ChargeArgs {
  user: repo.UserRow;
  pkg: PackageRow;
  method: PaymentMethodHandle;
  order: repo.OrderRow;
  plan: PaymentPlan;
}

export async function charge(
  ctx: AppContext,
  gateway: PaymentGateway,
  args: ChargeArgs,
): Promise<{ order: ParentOrder; subscription: ParentSubscription | null }> {
  const { user, pkg, order } = args;
  // The draft's row lock is held from the charge to the settlement: while it is held the
  // orphan job leaves the draft alone, and if this process dies the lock goes with its
  // connection. The provider call runs on the same connection (a second one from the pool could
  // wait forever once every connection holds a charge).
  const result: ChargeResult = await ctx.db.transaction((tx) =>
    chargeUnderLock(tx, ctx, gateway, args),
  );

  if (result.kind === 'resolved') throw AppError.conflict(SUBSCRIPTION_MESSAGES.inProgress);
  if (result.kind === 'unreachable') throw providerUnavailable(ctx, result.err, user.id);
  if (result.kind === 'declined') {
    throw AppError.base(402, paymentFailedMessage(result.message), 'payment_failed');
  }

  for (const old of result.replaced) {
    if (old.provider !== gateway.kind || !old.providerSubscriptionId) continue;
    await gateway.cancelSubscription(ctx, old.providerSubscriptionId).catch((err: unknown) => {
      ctx.log.error({ err, subscriptionId: old.id }, 'could not cancel a replaced subscription');
    });
  }

  const view = await repo.findOrderWithPackage(ctx.db, order.id);
  return {
    order: toParentOrder(view!),
    subscription: result.subscription ? toParentSubscription(result.subscription, pkg.name) : null,
  };
}

/** In the draft's row lock: the provider's charge (or subscription) and the order settled. */
async function chargeUnderLock(
  tx: DbOrTx,
  ctx: AppContext,
  gateway: PaymentGateway,
  args: ChargeArgs,
): Promise<ChargeResult> {
  const { order } = args;
  const locked = await repo.findOrderForUpdate(tx, order.id);
  // Resolved as an orphan in the moment before the lock (only after ORPHAN_GRACE_MS).
  if (locked?.status !== 'draft') return { kind: 'resolved' };
  const now = ctx.now();
  let outcome: ChargeOutcome | SubscriptionOutcome;
  try {
    outcome = await callProvider({ ...ctx, db: tx }, gateway, args, now);
  } catch (err) {
    // Unknown whether the provider charged: the order fails here, and a later webhook for the
    // same order (its id is in the payment's metadata) marks it paid if it went through.
    await failOrder(tx, order.id, ['draft']);
    return { kind: 'unreachable', err };
  }

  if (outcome.status === 'declined') {
    await failOrder(tx, order.id, ['draft']);
    return { kind: 'declined', message: outcome.message };
  }
  if (outcome.status === 'pending') {
    await repo.updateOrderFrom(tx, order.id, ['draft'], {
      status: 'pending',
      providerPaymentId: outcome.paymentId,
    });
    return { kind: 'settled', subscription: null, replaced: [] };
  }
  return settlePaid(tx, ctx, gateway, args, { outcome, now });
}

/** A recurring plan starts a subscription at the provider; the one-time package is charged once. */
function callProvider(
  txCtx: AppContext,
  gateway: PaymentGateway,
  { user, pkg, method, order, plan }: ChargeArgs,
  now: Date,
): Promise<ChargeOutcome | SubscriptionOutcome> {
  if (isRecurringPlan(pkg.name))
    return gateway.startSubscription(txCtx, {
      orderId: order.id,
      idempotencyKey: order.idempotencyKey,
      user,
      method,
      pkg,
      discount: plan.coupon ? { coupon: plan.coupon, discountCents: plan.discountCents } : null,
      trialMonths: plan.trialMonths,
      firstChargeCents: plan.trialMonths > 0 ? 0 : plan.amountCents,
      now,
    });
  return gateway.chargeOnce(txCtx, {
    orderId: order.id,
    idempotencyKey: order.idempotencyKey,
    user,
    method,
    amountCents: plan.amountCents,
    description: `Camp Concierge ${pkg.packageType} (${pkg.name})`,
  });
}

/**
 * The order paid (with the coupon counted), a recurring plan's subscription (replacing the
 * parent's open ones) and the receipt.
 */
async function settlePaid(
  tx: DbOrTx,
  ctx: AppContext,
  gateway: PaymentGateway,
  { user, pkg, method, order, plan }: ChargeArgs,
  {
    outcome,
    now,
  }: {
    outcome: Exclude<ChargeOutcome | SubscriptionOutcome, { status: 'declined' | 'pending' }>;
    now: Date;
  },
): Promise<ChargeResult> {
  const paid = await markOrderPaid(tx, order, { paymentId: outcome.paymentId, paidAt: now });
  let subscription: repo.SubscriptionRow | null = null;
  let replaced: repo.SubscriptionRow[] = [];
  if (outcome.status === 'subscribed') {
    subscription = await repo.insertSubscription(tx, {
      userId: user.id,
      packageId: pkg.id,
      // Renewals charge this price, whatever the plan costs later.
      priceCents: pkg.priceCents,
      orderId: order.id,
      status: outcome.subscriptionStatus,
      provider: gateway.kind,
      providerSubscriptionId: outcome.subscriptionId,
      paymentMethodId: method.id,
      currentPeriodStart: outcome.periodStart,
      currentPeriodEnd: outcome.periodEnd,
      trialEndsAt: outcome.trialEnd,
      createdAt: now,
    });
    // A past-due plan the parent has now paid again for is over.
    replaced = await repo.listOpenSubscriptions(tx, user.id, subscription.id);
    for (const old of replaced) {
      await repo.updateSubscription(tx, old.id, { status: 'canceled', canceledAt: now });
    }
  }
  // Null: a webhook settled the order first and sent the receipt.
  if (paid) {
    await queueReceipt(tx, ctx, {
      user,
      order: paid,
      pkg,
      subscription,
      couponCode: plan.coupon?.code ?? null,
    });
  }
  return { kind: 'settled', subscription, replaced };
}
