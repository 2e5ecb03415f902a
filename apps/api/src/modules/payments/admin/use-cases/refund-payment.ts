import { spreadRefund } from '@camp/shared/refunds';
import {
  ADMIN_PAYMENT_MESSAGES as M,
  type PaymentKind,
  type PaymentRefundInput,
  type PaymentRefundResponse,
} from '@camp/shared/admin-payments';
import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { enqueueMail } from '../../../mail/index.js';
import * as accountsRepo from '../../../../data/accounts/repository.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import * as cancellationsRepo from '../../../../data/commerce/cancellations.js';
import * as checkoutsRepo from '../../../../data/commerce/checkouts.js';
import * as commerceRepo from '../../../../data/commerce/repository.js';
import * as paymentsRepo from '../../../../data/commerce/payments.js';
import * as placesRepo from '../../../../data/itineraries/cancellations.js';
import { refundGatewayFor } from '../../gateways/refund-gateway.js';
import { isPlanCheckout } from '../../plans/deposit.js';
import { refund } from '../../refunds/refund.js';
import { endRefundedPackage } from '../../subscriptions/use-cases/end-refunded-package.js';
import { announce, usd } from '../../refunds/requests.js';
import { auditMoney, toAdminPayment } from '../view.js';

/** Who refunds what: the admin, the payment and the request's body. */
interface Refund {
  admin: CurrentUser;
  kind: PaymentKind;
  id: number;
  input: PaymentRefundInput;
}

/**
 * POST /api/v1/admins/payments/:kind/:id/refunds: an admin gives back part or all of a payment,
 * with a reason, outside any parent's request (decision 0095). One transaction: the payment's
 * row is locked first, so refunds of one payment run one at a time and each reads what the one
 * before it left; more than can still be refunded is 422 on amount_cents. The refund goes
 * through the refund gateway (Stripe when configured, else the built-in provider); if the
 * provider refuses, nothing is kept (502). Audited with the payment's money before and after.
 */
export async function refundPayment(
  ctx: AppContext,
  admin: CurrentUser,
  kind: PaymentKind,
  id: number,
  input: PaymentRefundInput,
): Promise<PaymentRefundResponse> {
  const r: Refund = { admin, kind, id, input };
  const { after, requests } = await ctx.db.transaction(async (tx) => {
    const requests =
      kind === 'package' ? await refundOrder(tx, ctx, r) : await refundCheckout(tx, ctx, r);
    return { after: (await paymentsRepo.findPayment(tx, kind, id))!, requests };
  });
  for (const request of requests) announce(ctx, request, 'refunded');
  return { payment: toAdminPayment(after), refunded_now_cents: input.amount_cents };
}

/** The payment as it stands under its lock; 404, or 422 when the amount is more than is left. */
async function before(tx: DbOrTx, r: Refund): Promise<paymentsRepo.PaymentRow> {
  const row = await paymentsRepo.findPayment(tx, r.kind, r.id);
  if (!row) throw AppError.notFound(M.notFound);
  if (r.input.amount_cents > row.refundableCents)
    throw AppError.field('amount_cents', `${M.overRefund} (${usd(row.refundableCents)})`);
  return row;
}

async function auditRefund(
  tx: DbOrTx,
  r: Refund,
  was: paymentsRepo.PaymentRow,
  extra: Record<string, unknown>,
) {
  const now = (await paymentsRepo.findPayment(tx, r.kind, r.id))!;
  await auditRepo.insert(tx, {
    actorId: r.admin.id,
    entityType: r.kind === 'package' ? 'orders' : 'checkout_sessions',
    entityId: r.id,
    action: 'payment_refunded',
    fromStatus: auditMoney(was).status,
    toStatus: auditMoney(now).status,
    data: {
      kind: r.kind,
      amount_cents: r.input.amount_cents,
      reason: r.input.reason,
      ...extra,
      before: auditMoney(was),
      after: auditMoney(now),
    },
  });
}

/**
 * A package order: all of it is the platform's income (no provider's ledger, no seat). The
 * refund is added to the order only while within what was paid (conditional update). A refund
 * that leaves nothing more to give back ends the subscription and the package the order paid
 * for at once (endRefundedPackage); a partial one leaves the family its plan.
 */
async function refundOrder(
  tx: DbOrTx,
  ctx: AppContext,
  r: Refund,
): Promise<cancellationsRepo.CancellationRow[]> {
  const order = await commerceRepo.findOrderForUpdate(tx, r.id);
  if (!order) throw AppError.notFound(M.notFound);
  const was = await before(tx, r);
  const amount = r.input.amount_cents;
  let refundId: string;
  try {
    ({ id: refundId } = await refundGatewayFor(ctx).refund({
      paymentIntentId: order.providerPaymentId ?? `order_${order.id}`,
      amountCents: amount,
      // One key per refund of the order: what was refunded before it names it.
      idempotencyKey: `camp-order-refund-${order.id}-${order.refundedCents}-${amount}`,
      metadata: { order_id: String(order.id), admin_refund: 'true' },
    }));
  } catch (err) {
    ctx.log.error({ err, order: order.id }, 'admin refund failed');
    throw AppError.base(502, M.refundFailed, 'provider_unavailable');
  }
  if (!(await commerceRepo.addOrderRefund(tx, order.id, amount)))
    throw AppError.field('amount_cents', M.overRefund);
  const full = order.refundedCents + amount >= order.amountCents;
  const ended = full ? await endRefundedPackage(tx, ctx, order) : null;
  await auditRefund(tx, r, was, {
    refund_ids: [refundId],
    ...(ended
      ? { ended_subscription_ids: ended.subscription_ids, package_ended: ended.package_ended }
      : {}),
  });
  const parent = await accountsRepo.findUserById(tx, order.userId);
  if (parent && !parent.deletedAt)
    await enqueueMail(tx, ctx, {
      to: parent.email,
      template: 'refund_issued',
      data: {
        name: parent.name,
        url: `${ctx.config.APP_URL}/profile`,
        activity: was.description,
        amount: usd(amount),
        ...(ended?.package_ended ? { plan_ended: true } : {}),
      },
    });
  return [];
}

/** The checkout's places still standing (paid by it and not refunded), newest first, locked. */
async function standingPlaces(
  tx: DbOrTx,
  checkoutId: number,
  payment: string,
): Promise<placesRepo.Place[]> {
  const places: placesRepo.Place[] = [];
  for (const item of (await checkoutsRepo.itemsOf(tx, checkoutId)).reverse()) {
    const place = await placesRepo.findPlace(tx, item.itineraryActivityId, true);
    if (
      place?.paymentStatus === 'paid' &&
      place.providerPaymentId === `${payment}:${place.id}` &&
      (place.amountCents ?? 0) > 0
    )
      places.push(place);
  }
  return places;
}

/**
 * A checkout of activities: the amount is spread over its places still standing, newest
 * first, each up to what it was paid. Each place touched is refunded as an approved
 * cancellation request would be (the same refund and its application): the place is canceled
 * and its seat freed, the provider's sale reversed in proportion (their share and the
 * platform's fee), the parent mailed. A payment plan's deposit and a place with an open
 * request are refused: they are refunded through the cancellation requests.
 */
async function refundCheckout(
  tx: DbOrTx,
  ctx: AppContext,
  r: Refund,
): Promise<cancellationsRepo.CancellationRow[]> {
  const checkout = await checkoutsRepo.findCheckout(tx, { id: r.id }, true);
  const payment = checkout?.providerPaymentId;
  if (!checkout || checkout.status !== 'complete' || !payment) throw AppError.notFound(M.notFound);
  if (await isPlanCheckout(tx, checkout.id)) throw AppError.field('amount_cents', M.inPlan);
  const places = await standingPlaces(tx, checkout.id, payment);
  if (
    (
      await cancellationsRepo.openRequestsOfPlaces(
        tx,
        places.map((p) => p.id),
      )
    ).length > 0
  )
    throw AppError.conflict(M.requestOpen);
  const was = await before(tx, r);
  const parts = spreadRefund(
    places.map((p) => p.amountCents ?? 0),
    r.input.amount_cents,
  );
  const done: cancellationsRepo.CancellationRow[] = [];
  for (const [n, place] of places.entries()) {
    if (parts[n]! === 0) continue;
    const approved = await cancellationsRepo.insertRequest(tx, {
      itineraryActivityId: place.id,
      itineraryId: place.itineraryId,
      activityId: place.activityId,
      parentId: checkout.parentId,
      providerUserId: place.directorId,
      status: 'approved',
      reason: r.input.reason,
      cancellationPolicy: place.cancellationPolicy || null,
      activityName: place.activityName,
      providerName: place.providerName,
      childName: place.childName,
      startDate: place.startDate,
      paidCents: place.amountCents ?? 0,
      paymentProvider: checkout.provider,
      paymentIntentId: payment,
      refundAmountCents: parts[n]!,
      decisionNote: r.input.reason,
      decidedById: r.admin.id,
      decidedAt: ctx.now(),
    });
    if (!approved) throw AppError.conflict(M.requestOpen);
    done.push(await refund(tx, ctx, approved));
  }
  await auditRefund(tx, r, was, {
    cancellation_request_ids: done.map((x) => x.id),
    itinerary_activity_ids: done.map((x) => x.itineraryActivityId),
  });
  return done;
}
