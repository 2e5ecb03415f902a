import { CANCELLATION_MESSAGES as M, splitRefund } from '@camp/shared/refunds';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import * as cancellationsRepo from '../../../data/commerce/cancellations.js';
import * as payoutsRepo from '../../../data/commerce/payouts.js';
import { refundGatewayFor, type RefundGateway } from '../gateways/refund-gateway.js';
import { applyRefund } from './apply-refund.js';
import { localChargeRefunded, recordAndHandle } from './events.js';
import { refundPlanCharges } from './plan-refunds.js';

/**
 * The money back for an approved request, inside the decision's transaction: the refund, and
 * with Stripe the reversal of the provider's share of it on the sale's transfer. The built-in
 * provider's refund arrives as its `charge.refunded` event through the same handler as
 * Stripe's webhook; Stripe's refund is applied at once (its webhook then finds it done).
 */
export async function refund(
  tx: DbOrTx,
  ctx: AppContext,
  r: cancellationsRepo.CancellationRow,
): Promise<cancellationsRepo.CancellationRow> {
  const amount = r.refundAmountCents ?? 0;
  // A zero refund (a policy that keeps everything) cancels the place without money moving.
  if (amount === 0) return (await applyRefund(tx, ctx, r, { refundId: null })) ?? r;
  const gateway = refundGatewayFor(ctx);
  if (r.paymentPlanId) return refundPlan(tx, ctx, gateway, r);
  const metadata = { cancellation_request_id: String(r.id) };
  let refundId: string;
  let transferReversalId: string | null = null;
  try {
    ({ id: refundId } = await gateway.refund({
      paymentIntentId: r.paymentIntentId,
      amountCents: amount,
      idempotencyKey: `camp-refund-${r.id}`,
      metadata,
    }));
    const sale = r.itineraryActivityId
      ? await payoutsRepo.lockOpenSale(tx, r.itineraryActivityId)
      : null;
    if (gateway.kind === 'stripe' && sale?.transferId) {
      const share = -splitRefund(sale, amount).netCents;
      if (share > 0)
        ({ id: transferReversalId } = await gateway.reverseTransfer({
          transferId: sale.transferId,
          amountCents: share,
          idempotencyKey: `camp-reversal-${r.id}`,
          metadata,
        }));
    }
  } catch (err) {
    ctx.log.error({ err, request: r.id }, 'refund failed');
    throw AppError.base(502, M.refundFailed, 'provider_unavailable');
  }
  if (gateway.kind === 'local') {
    await recordAndHandle(
      tx,
      ctx,
      localChargeRefunded(r, {
        paymentIntentId: r.paymentIntentId,
        chargeCents: r.paidCents,
        refundId,
        amount,
      }),
    );
    const done = await cancellationsRepo.findRequest(tx, r.id);
    return done ?? r;
  }
  return (await applyRefund(tx, ctx, r, { refundId, transferReversalId })) ?? r;
}

/**
 * A place paid in instalments: one refund per charge touched (decision 0070). The built-in
 * provider emits one `charge.refunded` per charge, each through the same handler as Stripe's;
 * the first applies the request, the others find it refunded. Stripe's are applied at once.
 */
async function refundPlan(
  tx: DbOrTx,
  ctx: AppContext,
  gateway: RefundGateway,
  r: cancellationsRepo.CancellationRow,
): Promise<cancellationsRepo.CancellationRow> {
  let refunds: Awaited<ReturnType<typeof refundPlanCharges>>;
  try {
    refunds = await refundPlanCharges(tx, gateway, r);
  } catch (err) {
    ctx.log.error({ err, request: r.id }, 'refund failed');
    throw AppError.base(502, M.refundFailed, 'provider_unavailable');
  }
  if (gateway.kind === 'local' && refunds.length > 0) {
    for (const refund of refunds)
      await recordAndHandle(
        tx,
        ctx,
        localChargeRefunded(r, {
          paymentIntentId: refund.paymentIntentId,
          chargeCents: refund.chargeCents,
          refundId: refund.refundId,
          amount: refund.amountCents,
        }),
      );
    return (await cancellationsRepo.findRequest(tx, r.id)) ?? r;
  }
  // The request names its first refund (the newest charge's); each one is in its refunds.
  return (await applyRefund(tx, ctx, r, { refundId: refunds[0]?.refundId ?? null })) ?? r;
}
