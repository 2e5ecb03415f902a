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
import { announce, usd } from '../../refunds/requests.js';
import { auditMoney, toAdminPayment } from '../view.js';

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
  const { after, requests } = await ctx.db.transaction(async (tx) => {
    const requests =
      kind === 'package'
        ? await refundOrder(tx, ctx, id, input)
        : await refundCheckout(tx, ctx, admin, id, input);
    return { after: (await paymentsRepo.findPayment(tx, kind, id))!, requests };
  });
  for (const r of requests) announce(ctx, r, 'refunded');
  return { payment: toAdminPayment(after), refunded_now_cents: input.amount_cents };

  async function before(tx: DbOrTx): Promise<paymentsRepo.PaymentRow> {
    const row = await paymentsRepo.findPayment(tx, kind, id);
    if (!row) throw AppError.notFound(M.notFound);
    if (input.amount_cents > row.refundableCents)
      throw AppError.field('amount_cents', `${M.overRefund} (${usd(row.refundableCents)})`);
    return row;
  }

  async function auditRefund(
    tx: DbOrTx,
    was: paymentsRepo.PaymentRow,
    extra: Record<string, unknown>,
  ) {
    const now = (await paymentsRepo.findPayment(tx, kind, id))!;
    await auditRepo.insert(tx, {
      actorId: admin.id,
      entityType: kind === 'package' ? 'orders' : 'checkout_sessions',
      entityId: id,
      action: 'payment_refunded',
      fromStatus: auditMoney(was).status,
      toStatus: auditMoney(now).status,
      data: {
        kind,
        amount_cents: input.amount_cents,
        reason: input.reason,
        ...extra,
        before: auditMoney(was),
        after: auditMoney(now),
      },
    });
  }

  /**
   * A package order: all of it is the platform's income (no provider's ledger, no seat). The
   * refund is added to the order only while within what was paid (conditional update).
   */
  async function refundOrder(
    tx: DbOrTx,
    c: AppContext,
    orderId: number,
    body: PaymentRefundInput,
  ): Promise<cancellationsRepo.CancellationRow[]> {
    const order = await commerceRepo.findOrderForUpdate(tx, orderId);
    if (!order) throw AppError.notFound(M.notFound);
    const was = await before(tx);
    let refundId: string;
    try {
      ({ id: refundId } = await refundGatewayFor(c).refund({
        paymentIntentId: order.providerPaymentId ?? `order_${order.id}`,
        amountCents: body.amount_cents,
        // One key per refund of the order: what was refunded before it names it.
        idempotencyKey: `camp-order-refund-${order.id}-${order.refundedCents}-${body.amount_cents}`,
        metadata: { order_id: String(order.id), admin_refund: 'true' },
      }));
    } catch (err) {
      c.log.error({ err, order: order.id }, 'admin refund failed');
      throw AppError.base(502, M.refundFailed, 'provider_unavailable');
    }
    if (!(await commerceRepo.addOrderRefund(tx, order.id, body.amount_cents)))
      throw AppError.field('amount_cents', M.overRefund);
    await auditRefund(tx, was, { refund_ids: [refundId] });
    const parent = await accountsRepo.findUserById(tx, order.userId);
    if (parent && !parent.deletedAt)
      await enqueueMail(tx, c, {
        to: parent.email,
        template: 'refund_issued',
        data: {
          name: parent.name,
          url: `${c.config.APP_URL}/profile`,
          activity: was.description,
          amount: usd(body.amount_cents),
        },
      });
    return [];
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
    c: AppContext,
    by: CurrentUser,
    checkoutId: number,
    body: PaymentRefundInput,
  ): Promise<cancellationsRepo.CancellationRow[]> {
    const checkout = await checkoutsRepo.findCheckout(tx, { id: checkoutId }, true);
    const payment = checkout?.providerPaymentId;
    if (!checkout || checkout.status !== 'complete' || !payment)
      throw AppError.notFound(M.notFound);
    if (await isPlanCheckout(tx, checkout.id)) throw AppError.field('amount_cents', M.inPlan);
    const places: placesRepo.Place[] = [];
    for (const item of (await checkoutsRepo.itemsOf(tx, checkout.id)).reverse()) {
      const place = await placesRepo.findPlace(tx, item.itineraryActivityId, true);
      if (
        place?.paymentStatus === 'paid' &&
        place.providerPaymentId === `${payment}:${place.id}` &&
        (place.amountCents ?? 0) > 0
      )
        places.push(place);
    }
    if (
      (
        await cancellationsRepo.openRequestsOfPlaces(
          tx,
          places.map((p) => p.id),
        )
      ).length > 0
    )
      throw AppError.conflict(M.requestOpen);
    const was = await before(tx);
    const parts = spreadRefund(
      places.map((p) => p.amountCents ?? 0),
      body.amount_cents,
    );
    const now = c.now();
    const done: cancellationsRepo.CancellationRow[] = [];
    for (const [n, place] of places.entries()) {
      const part = parts[n]!;
      if (part === 0) continue;
      const approved = await cancellationsRepo.insertRequest(tx, {
        itineraryActivityId: place.id,
        itineraryId: place.itineraryId,
        activityId: place.activityId,
        parentId: checkout.parentId,
        providerUserId: place.directorId,
        status: 'approved',
        reason: body.reason,
        cancellationPolicy: place.cancellationPolicy || null,
        activityName: place.activityName,
        providerName: place.providerName,
        childName: place.childName,
        startDate: place.startDate,
        paidCents: place.amountCents ?? 0,
        paymentProvider: checkout.provider,
        paymentIntentId: payment,
        refundAmountCents: part,
        decisionNote: body.reason,
        decidedById: by.id,
        decidedAt: now,
      });
      if (!approved) throw AppError.conflict(M.requestOpen);
      done.push(await refund(tx, c, approved));
    }
    await auditRefund(tx, was, {
      cancellation_request_ids: done.map((r) => r.id),
      itinerary_activity_ids: done.map((r) => r.itineraryActivityId),
    });
    return done;
  }
}
