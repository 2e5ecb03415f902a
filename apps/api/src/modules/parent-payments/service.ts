import type { PackageName } from '@camp/shared/enums';
import { COUPON_INVALID, paymentFailedMessage } from '@camp/shared/messages';
import { toCents } from '@camp/shared/number';
import {
  SUBSCRIPTION_MESSAGES,
  cardBrand,
  cardDigits,
  isRecurringPlan,
  localCardBehaviour,
  parseExpiry,
  type CouponCheckResponse,
  type LocalCard,
  type ParentOrder,
  type ParentSubscription,
  type PaymentMethod,
  type SubscriptionResponse,
} from '@camp/shared/payment';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { stripeEnabled } from '../../lib/stripe.js';
import type { IssuedToken } from '../../lib/jwt.js';
import { buildSession } from '../auth/session.js';
import * as packages from '../packages/service.js';
import type { PackageRow } from '../packages/service.js';
import {
  paymentGatewayFor,
  type ChargeOutcome,
  type PaymentGateway,
  type PaymentMethodHandle,
  type SubscriptionOutcome,
} from './gateway.js';
import { newLocalPaymentMethodId } from './local-gateway.js';
import {
  failOrder,
  markOrderPaid,
  queueReceipt,
  toParentOrder,
  toParentSubscription,
} from './orders.js';
import { ORPHAN_GRACE_MS, resolveOrphan, resolveOrphanOrders } from './orphans.js';
import {
  couponAppliesTo,
  couponFaceValue,
  couponUsable,
  discountCents,
  trialMonths,
} from './pricing.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as repo from '../../data/commerce/repository.js';
import { isPaidPremium } from '../auth/session.js';

export { PARENT_PAYMENT_WEBHOOK_HANDLERS } from './webhooks.js';
export { runRenewals, type RenewalReport } from './renewals.js';
export { resolveOrphanOrders, type OrphanReport } from './orphans.js';

export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found';
export const ORDER_NOT_FOUND = 'Order not found';
export const PROVIDER_UNREACHABLE_MESSAGE =
  'We could not reach the payment provider. Please try again in a moment.';

const ORDER_LIST_LIMIT = 100;

/** Every refusal of a code reads the same, so the answer does not tell which codes exist. */
const couponInvalid = () =>
  new AppError(422, { promocode: [COUPON_INVALID], _base: [COUPON_INVALID] }, 'coupon_invalid');

/** The coupon when this parent may use it now, else the COUPON_INVALID refusal. */
async function usableCoupon(
  db: DbOrTx,
  userId: number,
  code: string,
  now: Date,
): Promise<repo.CouponRow> {
  const coupon = await repo.findCouponByCode(db, code);
  if (!coupon || !couponUsable(coupon, now)) throw couponInvalid();
  if (await repo.hasRedeemed(db, coupon.id, userId)) throw couponInvalid();
  return coupon;
}

/**
 * POST /api/v1/payment/coupons: what the code takes off `price`. With `plan`, the code must
 * apply to it; without, to a plan sold at that price (decision 0016).
 */
export async function checkCoupon(
  ctx: AppContext,
  userId: number,
  input: { promocode: string; price: number; plan?: PackageName | undefined },
): Promise<CouponCheckResponse> {
  const coupon = await usableCoupon(ctx.db, userId, input.promocode, ctx.now());
  const priceCents = toCents(input.price);
  let applies: boolean;
  if (input.plan) {
    applies = couponAppliesTo(coupon, input.plan);
  } else if (coupon.appliesTo.length === 0) {
    applies = true;
  } else {
    const plans = await packages.listActivePackages(ctx.db);
    applies = plans.some((p) => p.priceCents === priceCents && couponAppliesTo(coupon, p.name));
  }
  if (!applies) throw couponInvalid();
  return {
    discount_amount: couponFaceValue(coupon),
    discount_type: coupon.discountType,
    recalculated_price: (priceCents - discountCents(coupon, priceCents)) / 100,
  };
}

/**
 * POST /api/v1/payment/local/payment_methods: saves a card for the built-in provider (404 when
 * Stripe is configured: cards then go to Stripe Elements only). The card arrives validated; only
 * brand, last four digits, expiry and its test behaviour are kept.
 */
export async function createLocalPaymentMethod(
  ctx: AppContext,
  userId: number,
  card: LocalCard,
): Promise<PaymentMethod> {
  if (stripeEnabled(ctx.config)) throw AppError.notFound();
  const digits = cardDigits(card.number);
  const expiry = parseExpiry(card);
  if (!expiry) throw AppError.field('exp_month', "Your card's expiration date is incomplete.");
  const row = await repo.insertLocalCard(ctx.db, {
    token: newLocalPaymentMethodId(),
    userId,
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: expiry.month,
    expYear: expiry.year,
    behaviour: localCardBehaviour(digits),
  });
  return { id: row.token, brand: cardBrand(digits), last4: row.last4 };
}

interface PaymentPlan {
  coupon: repo.CouponRow | null;
  discountCents: number;
  amountCents: number;
  trialMonths: number;
}

/**
 * The checks before a payment (run before contacting the provider, and again under the
 * parent's lock): not already paid Premium, the one-time package not bought already, a usable
 * coupon. The payment running already is checked under the lock only (openDraft).
 */
async function planPayment(
  db: DbOrTx,
  userId: number,
  pkg: PackageRow,
  promocode: string | null,
  now: Date,
): Promise<PaymentPlan> {
  const latest = await repo.findLatestOrder(db, userId);
  if (isPaidPremium(latest)) {
    throw AppError.conflict(SUBSCRIPTION_MESSAGES.alreadyPremium);
  }
  if (pkg.name === 'one_time' && (await repo.hasOneTimeOrder(db, userId))) {
    throw AppError.conflict(SUBSCRIPTION_MESSAGES.alreadyOneTime);
  }
  let coupon: repo.CouponRow | null = null;
  if (promocode) {
    coupon = await usableCoupon(db, userId, promocode, now);
    if (!couponAppliesTo(coupon, pkg.name)) throw couponInvalid();
  }
  const off = coupon ? discountCents(coupon, pkg.priceCents) : 0;
  return {
    coupon,
    discountCents: off,
    amountCents: pkg.priceCents - off,
    trialMonths: trialMonths(coupon, pkg.name),
  };
}

function providerUnavailable(ctx: AppContext, err: unknown, userId: number): AppError {
  ctx.log.error({ err, userId }, 'payment provider call failed');
  return AppError.base(502, PROVIDER_UNREACHABLE_MESSAGE, 'provider_unavailable');
}

/** The constraint a refused order insert broke, when it is one of the order's uniqueness rules. */
function orderConflict(err: unknown): AppError | null {
  const pg = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const e = pg.code ? pg : (pg.cause ?? {});
  if (e.code !== '23505') return null;
  if (e.constraint === 'orders_one_time_per_user_uq') {
    return AppError.conflict(SUBSCRIPTION_MESSAGES.alreadyOneTime);
  }
  if (e.constraint === 'orders_one_draft_per_user_uq') {
    return AppError.conflict(SUBSCRIPTION_MESSAGES.inProgress);
  }
  return null;
}

/**
 * Opens the payment's draft order in one transaction under the parent's lock: the checks again,
 * then the draft (the schema allows one draft per parent and one open or paid one-time order, so
 * whatever the timing a second payment of the same purchase cannot start), then the coupon use
 * held for it. A draft left by a request that died is resolved here rather than block the parent.
 */
async function openDraft(
  ctx: AppContext,
  gateway: PaymentGateway,
  user: repo.UserRow,
  pkg: PackageRow,
  promocode: string | null,
): Promise<{ order: repo.OrderRow; plan: PaymentPlan }> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await accountsRepo.lockParentProfile(tx, user.id);
      const now = ctx.now();
      if (await repo.findDraftOrder(tx, user.id)) {
        const orphan = await repo.claimOrphanDraft(tx, new Date(now.getTime() - ORPHAN_GRACE_MS), {
          userId: user.id,
        });
        if (!orphan || !(await resolveOrphan(tx, ctx, orphan))) {
          throw AppError.conflict(SUBSCRIPTION_MESSAGES.inProgress);
        }
      }
      // After the orphan: the coupon use it held is back.
      const planned = await planPayment(tx, user.id, pkg, promocode, now);
      const draft = await repo.insertOrder(tx, {
        userId: user.id,
        packageId: pkg.id,
        status: 'draft',
        amountCents: planned.amountCents,
        discountCents: planned.discountCents,
        couponId: planned.coupon?.id ?? null,
        provider: gateway.kind,
        oneTime: pkg.name === 'one_time',
        createdAt: now,
      });
      if (planned.coupon && !(await repo.reserveCouponUse(tx, planned.coupon.id))) {
        throw couponInvalid();
      }
      return { order: draft, plan: planned };
    });
  } catch (err) {
    throw orderConflict(err) ?? err;
  }
}

/**
 * POST /api/v1/payment/subscriptions: buys a package. The order is opened as a draft (openDraft),
 * charged while the request holds the draft's row lock (so the orphan job knows it is alive;
 * the order's idempotency key makes a retried provider call safe), and settled in that same
 * transaction: paid with the coupon counted, the subscription and the receipt; or
 * payment_failed with the provider's reason (402) and the coupon use given back.
 */
export async function subscribe(
  ctx: AppContext,
  user: repo.UserRow,
  token: Pick<IssuedToken, 'token' | 'exp'>,
  input: { package_id: number; payment_method_id: string; promocode: string | null },
): Promise<SubscriptionResponse> {
  const gateway = paymentGatewayFor(ctx);
  const pkg = await packages.findActivePackage(ctx.db, input.package_id);
  if (!pkg) throw AppError.field('package_id', SUBSCRIPTION_MESSAGES.packageInvalid);
  // A draft this parent's earlier request left behind would hold the coupon use the checks
  // below count; it is resolved first.
  await resolveOrphanOrders(ctx, user.id);
  // A payment of this parent still running: 'in progress' rather than what it holds (its
  // coupon use) refusing this one. openDraft checks again under the lock.
  if (await repo.findDraftOrder(ctx.db, user.id)) {
    throw AppError.conflict(SUBSCRIPTION_MESSAGES.inProgress);
  }
  await planPayment(ctx.db, user.id, pkg, input.promocode, ctx.now());

  let method: PaymentMethodHandle | null;
  try {
    method = await gateway.findPaymentMethod(ctx, user, input.payment_method_id);
  } catch (err) {
    throw providerUnavailable(ctx, err, user.id);
  }
  if (!method) throw AppError.notFound(PAYMENT_METHOD_NOT_FOUND);

  const { order, plan } = await openDraft(ctx, gateway, user, pkg, input.promocode);
  const settled = await charge(ctx, gateway, { user, pkg, method, order, plan });
  const session = await buildSession(ctx.db, user, token);
  return { ...settled, session };
}

type ChargeResult =
  | { kind: 'settled'; subscription: repo.SubscriptionRow | null; replaced: repo.SubscriptionRow[] }
  | { kind: 'declined'; message: string }
  | { kind: 'unreachable'; err: unknown }
  | { kind: 'resolved' };

async function charge(
  ctx: AppContext,
  gateway: PaymentGateway,
  args: {
    user: repo.UserRow;
    pkg: PackageRow;
    method: PaymentMethodHandle;
    order: repo.OrderRow;
    plan: PaymentPlan;
  },
): Promise<{ order: ParentOrder; subscription: ParentSubscription | null }> {
  const { user, pkg, method, order, plan } = args;
  const recurring = isRecurringPlan(pkg.name);
  const firstChargeCents = plan.trialMonths > 0 ? 0 : plan.amountCents;

  // The draft's row lock is held from the charge to the settlement: while it is held the
  // orphan job leaves the draft alone, and if this process dies the lock goes with its
  // connection. The provider call runs on the same connection (a second one from the pool could
  // wait forever once every connection holds a charge).
  const result: ChargeResult = await ctx.db.transaction(async (tx) => {
    const locked = await repo.findOrderForUpdate(tx, order.id);
    // Resolved as an orphan in the moment before the lock (only after ORPHAN_GRACE_MS).
    if (locked?.status !== 'draft') return { kind: 'resolved' };
    const txCtx: AppContext = { ...ctx, db: tx };
    const now = ctx.now();
    let outcome: ChargeOutcome | SubscriptionOutcome;
    try {
      outcome = recurring
        ? await gateway.startSubscription(txCtx, {
            orderId: order.id,
            idempotencyKey: order.idempotencyKey,
            user,
            method,
            pkg,
            discount: plan.coupon
              ? { coupon: plan.coupon, discountCents: plan.discountCents }
              : null,
            trialMonths: plan.trialMonths,
            firstChargeCents,
            now,
          })
        : await gateway.chargeOnce(txCtx, {
            orderId: order.id,
            idempotencyKey: order.idempotencyKey,
            user,
            method,
            amountCents: plan.amountCents,
            description: `Camp Concierge ${pkg.packageType} (${pkg.name})`,
          });
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
    const paid = await markOrderPaid(tx, order, { paymentId: outcome.paymentId, paidAt: now });
    let subscription: repo.SubscriptionRow | null = null;
    let replaced: repo.SubscriptionRow[] = [];
    if (outcome.status === 'subscribed') {
      subscription = await repo.insertSubscription(tx, {
        userId: user.id,
        packageId: pkg.id,
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
  });

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

/** GET /api/v1/payment/orders: the parent's package orders, newest first. */
export async function listOrders(
  ctx: AppContext,
  userId: number,
): Promise<{ orders: ParentOrder[] }> {
  const rows = await repo.listOrdersOfUser(ctx.db, userId, ORDER_LIST_LIMIT);
  return { orders: rows.map(toParentOrder) };
}

/** GET /api/v1/payment/orders/:id: one of the parent's orders (another parent's: 404). */
export async function getOrder(
  ctx: AppContext,
  userId: number,
  orderId: number,
): Promise<{ order: ParentOrder }> {
  const row = await repo.findOrderWithPackage(ctx.db, orderId, userId);
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
  return { order: toParentOrder(row) };
}

/** GET /api/v1/payment/subscription: the parent's newest subscription, or null. */
export async function currentSubscription(
  ctx: AppContext,
  userId: number,
): Promise<{ subscription: ParentSubscription | null }> {
  const row = await repo.findLatestSubscription(ctx.db, userId);
  return { subscription: row ? toParentSubscription(row.subscription, row.packageName) : null };
}

/**
 * For the account deletion (parent-account module): stops the parent's open subscriptions at the
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
