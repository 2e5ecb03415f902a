import { LOCAL_PAYMENT_METHOD_PREFIX } from '@camp/shared/payment';
import type { AppContext } from '../../../context.js';
import type { Stripe } from '../../../lib/stripe.js';
import * as packages from '../packages/service.js';
import type { PackageRow } from '../packages/service.js';
import type {
  ChargeOutcome,
  ChargeRequest,
  PaymentGateway,
  PaymentMethodHandle,
  SubscriptionOutcome,
  SubscriptionRequest,
} from './gateway.js';
import { addMonths } from './pricing.js';
import type * as repo from '../../../data/commerce/repository.js';
import * as accountsRepo from '../../../data/accounts/repository.js';

const CURRENCY = 'usd';

const isCardError = (err: unknown): err is Stripe.errors.StripeCardError =>
  (err as { type?: string } | null)?.type === 'StripeCardError';

const isMissing = (err: unknown): boolean =>
  (err as { type?: string; statusCode?: number } | null)?.type === 'StripeInvalidRequestError' &&
  (err as { statusCode?: number }).statusCode === 404;

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The parent's Stripe customer, created once (idempotency key per parent) and stored. */
async function ensureCustomer(ctx: AppContext, stripe: Stripe, user: repo.UserRow) {
  const stored = await accountsRepo.findStripeCustomerId(ctx.db, user.id);
  if (stored) return stored;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name, metadata: { user_id: String(user.id) } },
    { idempotencyKey: `camp-customer-${user.id}` },
  );
  return (await accountsRepo.setStripeCustomerOnce(ctx.db, user.id, customer.id)) ?? customer.id;
}

/**
 * The package's recurring Stripe Price, made on first use and stored in packages.stripePriceId.
 * The key includes the amount, so a changed price gets a new Price once its id is cleared.
 */
async function ensurePrice(ctx: AppContext, stripe: Stripe, pkg: PackageRow): Promise<string> {
  if (pkg.stripePriceId) return pkg.stripePriceId;
  const price = await stripe.prices.create(
    {
      currency: CURRENCY,
      unit_amount: pkg.priceCents,
      recurring: { interval: pkg.interval === 'year' ? 'year' : 'month' },
      product_data: { name: `Camp Concierge ${pkg.packageType} (${pkg.name})` },
      metadata: { package_id: String(pkg.id) },
    },
    { idempotencyKey: `camp-price-${pkg.id}-${pkg.priceCents}` },
  );
  await packages.setStripePriceId(ctx.db, pkg.id, price.id);
  return price.id;
}

/**
 * A Stripe coupon mirroring ours for the first invoice (`duration: once`). Its id names the
 * terms, so an edited coupon gets a new Stripe coupon and an existing one is reused.
 */
async function ensureStripeCoupon(stripe: Stripe, coupon: repo.CouponRow): Promise<string> {
  const id = `camp_${coupon.code}_${coupon.discountType}_${coupon.amount}`;
  try {
    await stripe.coupons.create({
      id,
      name: coupon.code,
      duration: 'once',
      ...(coupon.discountType === 'percent'
        ? { percent_off: coupon.amount }
        : { amount_off: coupon.amount, currency: CURRENCY }),
    });
  } catch (err) {
    if ((err as { code?: string }).code !== 'resource_already_exists') throw err;
  }
  return id;
}

function intentOutcome(intent: Stripe.PaymentIntent): ChargeOutcome {
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id };
  if (intent.status === 'processing') return { status: 'pending', paymentId: intent.id };
  return {
    status: 'declined',
    message: intent.last_payment_error?.message ?? 'Your card was declined.',
  };
}

/** Attaches the method to the parent's customer once (Stripe checks the card here). */
async function attach(stripe: Stripe, method: PaymentMethodHandle): Promise<string> {
  const customer = method.customerId!;
  if (!method.attached) await stripe.paymentMethods.attach(method.id, { customer });
  return customer;
}

/**
 * Stripe: a Customer per parent, the PaymentMethod from Stripe Elements attached to it, then a
 * PaymentIntent (one_time) or a Subscription. Every create carries the order's idempotency key
 * (one per attempt), so a retried request never charges twice. Later events arrive by webhook.
 */
export function stripeGateway(stripe: Stripe): PaymentGateway {
  return {
    kind: 'stripe',
    findPaymentMethod: (ctx, user, id) => findPaymentMethod(stripe, ctx, user, id),
    chargeOnce: (_ctx, request) => chargeOnce(stripe, request),

    async findCharge(_ctx, order) {
      // Search finds a PaymentIntent by the metadata the create carried (Stripe: searchable
      // within about a minute, ORPHAN_GRACE_MS).
      const found = await stripe.paymentIntents.search({
        query: `metadata['idempotency_key']:'${order.idempotencyKey}'`,
        limit: 1,
      });
      const intent = found.data[0];
      return intent ? intentOutcome(intent) : null;
    },

    startSubscription: (ctx, request) => startSubscription(stripe, ctx, request),

    async cancelSubscription(_ctx, providerSubscriptionId) {
      try {
        await stripe.subscriptions.cancel(providerSubscriptionId);
      } catch (err) {
        // Already gone at Stripe: nothing left to stop.
        if (!isMissing(err)) throw err;
      }
    },

    async changeSubscriptionPlan(ctx, providerSubscriptionId, pkg) {
      const price = await ensurePrice(ctx, stripe, pkg);
      const remote = await stripe.subscriptions.retrieve(providerSubscriptionId);
      const item = remote.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${providerSubscriptionId} has no item`);
      if (item.price.id === price) return;
      await stripe.subscriptions.update(
        providerSubscriptionId,
        { items: [{ id: item.id, price }], proration_behavior: 'none' },
        { idempotencyKey: `camp-plan-${providerSubscriptionId}-${price}` },
      );
    },
  };
}

/** The parent's card by its Stripe id: not found when it is another customer's or a local one. */
async function findPaymentMethod(
  stripe: Stripe,
  ...[ctx, user, id]: Parameters<PaymentGateway['findPaymentMethod']>
): ReturnType<PaymentGateway['findPaymentMethod']> {
  if (!id.startsWith('pm_') || id.startsWith(LOCAL_PAYMENT_METHOD_PREFIX)) return null;
  const customerId = await ensureCustomer(ctx, stripe, user);
  let method: Stripe.PaymentMethod;
  try {
    method = await stripe.paymentMethods.retrieve(id);
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
  const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
  // Another customer's card is someone else's: not found, as any other parent's record.
  if (owner && owner !== customerId) return null;
  return { id, customerId, attached: owner === customerId, card: null };
}

/** The one-time package: one PaymentIntent, confirmed at once; a card error is a refusal. */
async function chargeOnce(
  stripe: Stripe,
  { orderId, idempotencyKey, user, method, amountCents, description }: ChargeRequest,
): Promise<ChargeOutcome> {
  try {
    const customer = await attach(stripe, method);
    // Below Stripe's minimum charge there is nothing to collect; the attach checked the card.
    if (amountCents === 0) return { status: 'succeeded', paymentId: null };
    const intent = await stripe.paymentIntents.create(
      {
        amount: amountCents,
        currency: CURRENCY,
        customer,
        payment_method: method.id,
        allowed_payment_method_types: ['card'],
        confirm: true,
        // No redirect flow in the card form: an authentication request is a refusal.
        error_on_requires_action: true,
        description,
        metadata: {
          order_id: String(orderId),
          user_id: String(user.id),
          idempotency_key: idempotencyKey,
        },
      },
      { idempotencyKey: `camp-order-${idempotencyKey}-charge` },
    );
    return intentOutcome(intent);
  } catch (err) {
    if (isCardError(err)) return { status: 'declined', message: err.message };
    throw err;
  }
}

/** A recurring plan: one Subscription, its first invoice paid now (or after the trial). */
async function startSubscription(
  stripe: Stripe,
  ctx: AppContext,
  request: SubscriptionRequest,
): Promise<SubscriptionOutcome> {
  const { orderId, idempotencyKey, user, method, pkg, discount, trialMonths, now } = request;
  try {
    const customer = await attach(stripe, method);
    const price = await ensurePrice(ctx, stripe, pkg);
    const couponId =
      discount && trialMonths === 0 && discount.discountCents > 0
        ? await ensureStripeCoupon(stripe, discount.coupon)
        : null;
    const subscription = await stripe.subscriptions.create(
      {
        customer,
        items: [{ price }],
        default_payment_method: method.id,
        // A first invoice that cannot be paid fails the request (402) instead of leaving an
        // incomplete subscription behind.
        payment_behavior: 'error_if_incomplete',
        ...(trialMonths > 0 ? { trial_end: toUnix(addMonths(now, trialMonths)) } : {}),
        ...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
        metadata: {
          order_id: String(orderId),
          user_id: String(user.id),
          idempotency_key: idempotencyKey,
        },
      },
      { idempotencyKey: `camp-order-${idempotencyKey}-subscription` },
    );
    return subscriptionOutcome(subscription);
  } catch (err) {
    if (isCardError(err)) return { status: 'declined', message: err.message };
    throw err;
  }
}

/** Only an active or trialing subscription with its item is one; anything else is a refusal. */
function subscriptionOutcome(subscription: Stripe.Subscription): SubscriptionOutcome {
  const item = subscription.items.data[0];
  const invoice = subscription.latest_invoice;
  const status =
    subscription.status === 'active'
      ? 'active'
      : subscription.status === 'trialing'
        ? 'trialing'
        : null;
  if (!status || !item) {
    return { status: 'declined', message: 'Your card was declined.' };
  }
  return {
    status: 'subscribed',
    subscriptionId: subscription.id,
    paymentId: typeof invoice === 'string' ? invoice : (invoice?.id ?? null),
    subscriptionStatus: status,
    periodStart: fromUnix(item.current_period_start),
    periodEnd: fromUnix(item.current_period_end),
    trialEnd: subscription.trial_end ? fromUnix(subscription.trial_end) : null,
  };
}
