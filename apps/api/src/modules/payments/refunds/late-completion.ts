import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { enqueueMail } from '../../mail/index.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as auditRepo from '../../../data/audit/repository.js';
import type * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import { refundGatewayFor } from '../gateways/refund-gateway.js';
import { usd } from './requests.js';

/**
 * A Stripe completion of an expired checkout whose seats could not all be taken again
 * (decision 0062): refunded in full at once (idempotency key per checkout, so a repeated
 * completion gets the same refund back) and the parent told. Runs in the webhook's transaction;
 * if Stripe refuses, the webhook fails and Stripe delivers it again.
 */
export async function refundLateCompletion(
  tx: DbOrTx,
  ctx: AppContext,
  checkout: checkoutsRepo.CheckoutRow,
  paymentId: string,
): Promise<void> {
  const { id } = await refundGatewayFor(ctx).refund({
    paymentIntentId: paymentId,
    amountCents: checkout.amountCents,
    idempotencyKey: `camp-late-refund-${checkout.token}`,
    metadata: { checkout_token: checkout.token },
  });
  ctx.log.warn({ checkout: checkout.token, refund: id }, 'late payment without seats: refunded');
  await auditRepo.insert(tx, {
    actorId: null,
    entityType: 'checkout_sessions',
    entityId: checkout.id,
    action: 'late_payment_refunded',
    fromStatus: checkout.status,
    toStatus: checkout.status,
    data: { refund_id: id, amount_cents: checkout.amountCents },
  });
  const parent = await accountsRepo.findUserById(tx, checkout.parentId);
  if (parent && !parent.deletedAt)
    await enqueueMail(tx, ctx, {
      to: parent.email,
      template: 'late_payment_refunded',
      data: {
        name: parent.name,
        url: `${ctx.config.APP_URL}/profile/itineraries`,
        amount: usd(checkout.amountCents),
      },
    });
}
