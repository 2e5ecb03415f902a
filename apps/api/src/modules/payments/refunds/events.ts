import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import type { Stripe } from '../../../lib/stripe.js';
import * as commerceRepo from '../../../data/commerce/repository.js';
import * as cancellationsRepo from '../../../data/commerce/cancellations.js';
import { applyRefund } from './apply-refund.js';

// A refund's events: charge.refunded and transfer.reversed, from Stripe's webhook or the
// built-in provider.

/** The built-in provider's event: recorded once by id, then the same handler as Stripe's. */
export async function recordAndHandle(tx: DbOrTx, ctx: AppContext, event: Stripe.Event) {
  const fresh = await commerceRepo.insertPaymentEvent(tx, {
    provider: 'local',
    eventId: event.id,
    type: event.type,
    payload: event as unknown as Record<string, unknown>,
    processedAt: ctx.now(),
  });
  if (fresh) await REFUND_WEBHOOK_HANDLERS[event.type]?.(tx, event, ctx);
}

/**
 * The built-in provider's charge.refunded, in Stripe's Charge shape with its refund listed: the
 * place's payment, or one charge of its payment plan (decision 0070).
 */
export function localChargeRefunded(
  r: cancellationsRepo.CancellationRow,
  refund: { paymentIntentId: string; chargeCents: number; refundId: string; amount: number },
): Stripe.Event {
  const { paymentIntentId, chargeCents, refundId, amount } = refund;
  const created = Math.floor(Date.now() / 1000);
  return {
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'charge.refunded',
    created,
    data: {
      object: {
        id: `ch_local_${paymentIntentId}`,
        object: 'charge',
        amount: chargeCents,
        amount_refunded: amount,
        currency: 'usd',
        paid: true,
        refunded: amount === chargeCents,
        payment_intent: paymentIntentId,
        refunds: {
          object: 'list',
          has_more: false,
          url: `/v1/charges/ch_local_${paymentIntentId}/refunds`,
          data: [
            {
              id: refundId,
              object: 'refund',
              amount,
              currency: 'usd',
              created,
              payment_intent: paymentIntentId,
              status: 'succeeded',
              metadata: { cancellation_request_id: String(r.id) },
            },
          ],
        },
      },
    },
  } as unknown as Stripe.Event;
}

export type RefundWebhookHandler = (
  tx: DbOrTx,
  event: Stripe.Event,
  ctx: AppContext,
) => Promise<void>;

/**
 * charge.refunded: each refund of ours it lists (by its metadata) applies to its request if that
 * is still approved; a charge that lists none (Stripe's default payload) applies the approved
 * requests of its payment. A request already refunded is left as it is, so a replay (or
 * Stripe's webhook after our own decision applied it) changes nothing.
 */
const chargeRefunded: RefundWebhookHandler = async (tx, event, ctx) => {
  const charge = event.data.object as Stripe.Charge;
  const intent = charge.payment_intent;
  const paymentId = typeof intent === 'string' ? intent : intent?.id;
  if (!paymentId) return;
  const listed = new Map(
    (charge.refunds?.data ?? [])
      .filter((refund) => refund.metadata?.cancellation_request_id)
      .map((refund) => [Number(refund.metadata!.cancellation_request_id), refund.id]),
  );
  for (const request of await cancellationsRepo.approvedOfPayment(tx, paymentId)) {
    if (listed.size > 0 && !listed.has(request.id)) continue;
    await applyRefund(tx, ctx, request, { refundId: listed.get(request.id) ?? null });
  }
};

/** transfer.reversed: notes when Stripe confirmed the reversal of a provider's share. */
const transferReversed: RefundWebhookHandler = async (tx, event, ctx) => {
  const transfer = event.data.object as Stripe.Transfer;
  const ids = (transfer.reversals?.data ?? []).map((rev) => rev.id);
  for (const request of await cancellationsRepo.findByTransferReversal(tx, ids))
    if (!request.transferReversedAt)
      await cancellationsRepo.setTransferReversed(tx, request.id, ctx.now());
  // A plan's refund reverses one transfer per charge (decision 0070): noted per refund.
  await cancellationsRepo.setRefundTransfersReversed(tx, ids, ctx.now());
};

/** The refund events payments/connect's Stripe webhook dispatches here. */
export const REFUND_WEBHOOK_HANDLERS: Record<string, RefundWebhookHandler> = {
  'charge.refunded': chargeRefunded,
  'transfer.reversed': transferReversed,
};
