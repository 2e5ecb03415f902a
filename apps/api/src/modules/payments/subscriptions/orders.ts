import { PACKAGE_PERIOD_LABELS } from '@camp/shared/enums';
import type { ParentOrder, ParentSubscription } from '@camp/shared/payment';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { enqueueMail } from '../../mail/index.js';
import * as packages from '../packages/service.js';
import type { PackageRow } from '../packages/service.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as repo from '../../../data/commerce/repository.js';

// What the first payment, the webhooks and the renewal job share: settling an order, the
// answers' shapes and the two payment mails.

/** Where the receipt sends the parent, and where a failed payment is paid again. */
export const PROFILE_PATH = '/profile';
export const checkoutPath = (plan: PackageRow['name']) => `/checkout/${plan}`;

export function toParentOrder({
  order,
  packageName,
  packageType,
}: repo.OrderWithPackage): ParentOrder {
  return {
    id: order.id,
    status: order.status,
    amount: order.amountCents / 100,
    discount: order.discountCents / 100,
    package: packageName,
    package_type: packageType,
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}

export function toParentSubscription(
  sub: repo.SubscriptionRow,
  packageName: PackageRow['name'],
): ParentSubscription {
  return {
    package: packageName,
    status: sub.status,
    current_period_end: sub.currentPeriodEnd.toISOString(),
    trial_ends_at: sub.trialEndsAt?.toISOString() ?? null,
  };
}

/**
 * Marks an order paid, unless it already is (a webhook and the request that charged can both
 * try), and counts its coupon: the use its payment held becomes the redemption. An order that
 * had failed (a late webhook: the charge went through after all) held no use any more, so its
 * redemption is counted without one. Answers the paid order, or null when it was settled before.
 */
export async function markOrderPaid(
  tx: DbOrTx,
  order: repo.OrderRow,
  payment: { paymentId: string | null; paidAt: Date },
): Promise<repo.OrderRow | null> {
  const values = {
    status: 'paid' as const,
    paidAt: payment.paidAt,
    ...(payment.paymentId ? { providerPaymentId: payment.paymentId } : {}),
  };
  let paid = await repo.updateOrderFrom(tx, order.id, ['draft', 'pending'], values);
  const held = paid !== null;
  paid ??= await repo.updateOrderFrom(tx, order.id, ['payment_failed'], values);
  if (!paid) return null;
  if (paid.couponId !== null) {
    await repo.redeemCoupon(tx, paid.couponId, paid.userId, paid.id, held);
  }
  return paid;
}

/**
 * Settles a one-time charge the request could not (a webhook, or the orphan job asking the
 * provider): the order paid and its receipt. Null when it was settled before.
 */
export async function settlePaidCharge(
  tx: DbOrTx,
  ctx: AppContext,
  order: repo.OrderRow,
  paymentId: string,
): Promise<repo.OrderRow | null> {
  const paid = await markOrderPaid(tx, order, { paymentId, paidAt: ctx.now() });
  if (!paid) return null;
  const pkg = await packages.findPackage(tx, paid.packageId);
  const user = await accountsRepo.findUserById(tx, paid.userId);
  const coupon = paid.couponId ? await repo.findCoupon(tx, paid.couponId) : null;
  if (pkg && user) {
    await queueReceipt(tx, ctx, {
      user,
      order: paid,
      pkg,
      subscription: null,
      couponCode: coupon?.code ?? null,
    });
  }
  return paid;
}

/**
 * Fails an order that is still open (one of `from`) and gives back the coupon use its payment
 * held; the status change's row count decides, so the use is given back once however many
 * callers (request, webhook, orphan job) try. Answers the failed order, or null.
 */
export async function failOrder(
  tx: DbOrTx,
  orderId: number,
  from: repo.OrderRow['status'][] = ['draft', 'pending'],
): Promise<repo.OrderRow | null> {
  const failed = await repo.updateOrderFrom(tx, orderId, from, { status: 'payment_failed' });
  if (failed?.couponId != null) await repo.releaseCouponUse(tx, failed.couponId);
  return failed;
}

const usdFormat = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    // The spec shows whole dollars; a discounted price keeps its cents.
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export const planLabel = (pkg: Pick<PackageRow, 'packageType' | 'name'>) =>
  `${pkg.packageType}, ${PACKAGE_PERIOD_LABELS[pkg.name]}`;

/** Queues the receipt of a paid order in `tx`. */
export async function queueReceipt(
  tx: DbOrTx,
  ctx: AppContext,
  args: {
    user: Pick<repo.UserRow, 'email' | 'name'>;
    order: repo.OrderRow;
    pkg: PackageRow;
    subscription: repo.SubscriptionRow | null;
    couponCode: string | null;
  },
): Promise<void> {
  const { user, order, pkg, subscription, couponCode } = args;
  const discount =
    order.discountCents > 0
      ? `${usdFormat(order.discountCents)}${couponCode ? ` (${couponCode})` : ''}`
      : undefined;
  await enqueueMail(tx, ctx, {
    to: user.email,
    template: 'payment_receipt',
    data: {
      name: user.name,
      url: `${ctx.config.APP_URL}${PROFILE_PATH}`,
      plan: planLabel(pkg),
      amount: usdFormat(order.amountCents),
      ...(discount ? { discount } : {}),
      ...(subscription
        ? {
            period: `${dayFormat.format(subscription.currentPeriodStart)} to ${dayFormat.format(subscription.currentPeriodEnd)}`,
            renews_at: `${usdFormat(subscription.priceCents)} a ${pkg.interval === 'year' ? 'year' : 'month'}`,
            ...(subscription.trialEndsAt &&
            subscription.trialEndsAt.getTime() >= subscription.currentPeriodEnd.getTime()
              ? { trial_ends: dayFormat.format(subscription.trialEndsAt) }
              : {}),
          }
        : {}),
    },
  });
}

/** Queues the 'payment failed' mail (what was refused, why, and where to pay again) in `tx`. */
export async function queuePaymentFailed(
  tx: DbOrTx,
  ctx: AppContext,
  args: {
    user: Pick<repo.UserRow, 'email' | 'name'>;
    order: repo.OrderRow;
    pkg: PackageRow;
    reason: string;
  },
): Promise<void> {
  const { user, order, pkg, reason } = args;
  await enqueueMail(tx, ctx, {
    to: user.email,
    template: 'payment_failed',
    data: {
      name: user.name,
      url: `${ctx.config.APP_URL}${checkoutPath(pkg.name)}`,
      plan: planLabel(pkg),
      amount: usdFormat(order.amountCents),
      reason,
    },
  });
}
