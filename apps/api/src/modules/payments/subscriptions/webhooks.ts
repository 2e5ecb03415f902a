import type { SubscriptionStatus } from '@camp/shared/enums';
import { DECLINE_MESSAGES } from '@camp/shared/payment';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import type { Stripe } from '../../../lib/stripe.js';
import * as packages from '../packages/service.js';
import {
  failOrder,
  markOrderPaid,
  queuePaymentFailed,
  queueReceipt,
  settlePaidCharge,
} from './orders.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as repo from '../../../data/commerce/repository.js';

// Stripe events about parent packages. payments/connect's webhook route checks the signature and
// records the event; these handlers run inside that transaction, so a replayed event changes
// nothing and a failed one is retried by Stripe as a whole.

export type ParentWebhookHandler = (
  tx: DbOrTx,
  event: Stripe.Event,
  ctx: AppContext,
) => Promise<void>;

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Stripe's subscription statuses in ours (unpaid and paused cannot be used, as past_due). */
const STATUS: Record<string, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  canceled: 'canceled',
};

/** The subscription an invoice bills (current API: parent.subscription_details). */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const ref = invoice.parent?.subscription_details?.subscription;
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

/** The period an invoice line bills, if it has one. */
function invoicePeriod(invoice: Stripe.Invoice): { start: Date; end: Date } | null {
  const line = invoice.lines?.data?.[0];
  return line ? { start: fromUnix(line.period.start), end: fromUnix(line.period.end) } : null;
}

/** The invoice's subscription with what its mails need; null when it is not one of ours. */
async function subscriptionOfInvoice(tx: DbOrTx, invoice: Stripe.Invoice) {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return null;
  const sub = await repo.findSubscriptionByProviderId(tx, 'stripe', subscriptionId);
  if (!sub) return null;
  const pkg = await packages.findPackage(tx, sub.packageId);
  const user = await accountsRepo.findUserById(tx, sub.userId);
  return pkg && user ? { sub, pkg, user } : null;
}

/** The order of a PaymentIntent: by its id, else by the order id we put in its metadata. */
async function orderOfIntent(tx: DbOrTx, intent: Stripe.PaymentIntent) {
  const byId = await repo.findOrderByProviderPayment(tx, 'stripe', intent.id);
  if (byId) return byId;
  const orderId = Number(intent.metadata?.order_id);
  if (!Number.isInteger(orderId) || orderId < 1) return null;
  const order = await repo.findOrderForUpdate(tx, orderId);
  return order && order.provider === 'stripe' && String(order.userId) === intent.metadata?.user_id
    ? order
    : null;
}

/** invoice.paid: the first invoice settles its order if the request did not; a renewal records a paid order, extends the period and mails a receipt. */
const invoicePaid: ParentWebhookHandler = async (tx, event, ctx) => {
  const invoice = event.data.object as Stripe.Invoice;
  const found = await subscriptionOfInvoice(tx, invoice);
  if (!found || !invoice.id) return;
  const { sub, pkg, user } = found;
  const first = invoice.billing_reason === 'subscription_create';
  let order = await repo.findOrderByProviderPayment(tx, 'stripe', invoice.id);
  if (!order && first && sub.orderId) order = await repo.findOrderForUpdate(tx, sub.orderId);
  order ??= await repo.insertOrder(tx, {
    userId: sub.userId,
    packageId: sub.packageId,
    status: 'pending',
    amountCents: invoice.amount_paid,
    discountCents: (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0),
    provider: 'stripe',
    providerPaymentId: invoice.id,
    createdAt: ctx.now(),
  });
  const paidAt = invoice.status_transitions?.paid_at;
  const paid = await markOrderPaid(tx, order, {
    paymentId: invoice.id,
    paidAt: paidAt ? fromUnix(paidAt) : ctx.now(),
  });
  const period = invoicePeriod(invoice);
  const updated =
    sub.status === 'canceled'
      ? sub
      : await repo.updateSubscription(tx, sub.id, {
          status: first ? sub.status : 'active',
          ...(period ? { currentPeriodStart: period.start, currentPeriodEnd: period.end } : {}),
        });
  if (paid)
    await queueReceipt(tx, ctx, {
      user,
      order: paid,
      pkg,
      subscription: updated,
      couponCode: null,
    });
};

/** invoice.payment_failed: a renewal was refused: the order fails, the plan is past due, the parent is told once per invoice. */
const invoicePaymentFailed: ParentWebhookHandler = async (tx, event, ctx) => {
  const invoice = event.data.object as Stripe.Invoice;
  // The first invoice's refusal was the subscribing request's 402 answer.
  if (invoice.billing_reason === 'subscription_create' || !invoice.id) return;
  const found = await subscriptionOfInvoice(tx, invoice);
  if (!found) return;
  const { sub, pkg, user } = found;
  const existing = await repo.findOrderByProviderPayment(tx, 'stripe', invoice.id);
  if (existing) {
    // Stripe retries the same invoice: one failed order, one mail.
    await failOrder(tx, existing.id);
  } else {
    const order = await repo.insertOrder(tx, {
      userId: sub.userId,
      packageId: sub.packageId,
      status: 'payment_failed',
      amountCents: invoice.amount_due,
      provider: 'stripe',
      providerPaymentId: invoice.id,
      createdAt: ctx.now(),
    });
    await queuePaymentFailed(tx, ctx, {
      user,
      order,
      pkg,
      reason: DECLINE_MESSAGES.card_declined,
    });
  }
  if (sub.status !== 'canceled') await repo.updateSubscription(tx, sub.id, { status: 'past_due' });
};

/** customer.subscription.updated / deleted: status, period and cancellation as Stripe has them. */
const subscriptionChanged: ParentWebhookHandler = async (tx, event, ctx) => {
  const remote = event.data.object as Stripe.Subscription;
  const sub = await repo.findSubscriptionByProviderId(tx, 'stripe', remote.id);
  // Events can arrive out of order: a canceled plan stays canceled.
  if (!sub || sub.status === 'canceled') return;
  const deleted = event.type === 'customer.subscription.deleted';
  const item = remote.items?.data?.[0];
  await repo.updateSubscription(tx, sub.id, {
    status: deleted ? 'canceled' : (STATUS[remote.status] ?? sub.status),
    ...(item
      ? {
          currentPeriodStart: fromUnix(item.current_period_start),
          currentPeriodEnd: fromUnix(item.current_period_end),
        }
      : {}),
    trialEndsAt: remote.trial_end ? fromUnix(remote.trial_end) : sub.trialEndsAt,
    cancelAtPeriodEnd: remote.cancel_at_period_end,
    canceledAt: remote.canceled_at ? fromUnix(remote.canceled_at) : deleted ? ctx.now() : null,
  });
};

/** payment_intent.succeeded: a one-time payment the request could not settle (processing, or a lost answer). */
const intentSucceeded: ParentWebhookHandler = async (tx, event, ctx) => {
  const intent = event.data.object as Stripe.PaymentIntent;
  const order = await orderOfIntent(tx, intent);
  if (order) await settlePaidCharge(tx, ctx, order, intent.id);
};

/** payment_intent.payment_failed: a one-time payment that was still open fails; a pending one is mailed about. */
const intentFailed: ParentWebhookHandler = async (tx, event, ctx) => {
  const intent = event.data.object as Stripe.PaymentIntent;
  const order = await orderOfIntent(tx, intent);
  if (!order) return;
  const failed = await failOrder(tx, order.id);
  // A draft failed while the parent was still on the page, which showed the reason.
  if (!failed || order.status !== 'pending') return;
  const pkg = await packages.findPackage(tx, failed.packageId);
  const user = await accountsRepo.findUserById(tx, failed.userId);
  if (pkg && user) {
    await queuePaymentFailed(tx, ctx, {
      user,
      order: failed,
      pkg,
      reason: intent.last_payment_error?.message ?? DECLINE_MESSAGES.card_declined,
    });
  }
};

/** The parent-package events payments/connect's webhook dispatches here. */
export const PARENT_PAYMENT_WEBHOOK_HANDLERS: Record<string, ParentWebhookHandler> = {
  'invoice.paid': invoicePaid,
  'invoice.payment_failed': invoicePaymentFailed,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
  'payment_intent.succeeded': intentSucceeded,
  'payment_intent.payment_failed': intentFailed,
};
