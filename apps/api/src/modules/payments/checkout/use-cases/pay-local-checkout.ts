import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  CHECKOUT_MESSAGES as M,
  checkoutDeclineMessage,
  localCheckoutOutcome,
  type LocalCheckoutPayResponse,
  type localCheckoutPaySchema,
} from '@camp/shared/checkout';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { publishItineraryEvent } from '../../../realtime/index.js';
import type * as checkoutsRepo from '../../../../data/commerce/checkouts.js';
import * as plans from '../../plans/deposit.js';
import { handleCheckoutEvent } from '../events.js';
import { expireCheckout } from '../expiry.js';
import { assertLocalProvider, localEvent, ownLocalCheckout, urls } from '../local-page.js';

function assertOpen(checkout: checkoutsRepo.CheckoutRow): void {
  if (checkout.status === 'complete') throw AppError.conflict(M.checkoutComplete);
  if (checkout.status === 'expired') throw AppError.conflict(M.checkoutExpired);
}

/**
 * POST /api/v1/payment/local_checkout/{id}/pay. A refused card changes nothing (the hold stays
 * until the checkout expires, so the parent can try another card); a good one emits
 * checkout.session.completed through the same handler as Stripe's webhook.
 */
export async function payLocalCheckout(
  ctx: AppContext,
  user: CurrentUser,
  token: string,
  card: z.output<typeof localCheckoutPaySchema>,
): Promise<LocalCheckoutPayResponse> {
  assertLocalProvider(ctx);
  const outcome = localCheckoutOutcome(card.card_number);
  const paid = await ctx.db.transaction(async (tx) => {
    const checkout = await ownLocalCheckout(tx, token, user.id, true);
    assertOpen(checkout);
    if (checkout.expiresAt <= ctx.now()) {
      await expireCheckout(tx, ctx, checkout.id);
      return 'expired' as const;
    }
    if (outcome === 'three_d_secure') {
      if (card.three_d_secure === undefined)
        return { status: 402, field: 'three_d_secure', message: M.authenticationRequired };
      if (card.three_d_secure === 'fail')
        return { status: 402, field: '_base', message: M.authenticationFailed };
    } else if (outcome !== 'succeeds') {
      return { status: 402, field: '_base', message: checkoutDeclineMessage(outcome) };
    }
    // A plan's deposit keeps this card for the instalments (never the number).
    await plans.keepLocalCard(tx, checkout, card);
    const paymentId = `pi_local_${randomBytes(12).toString('hex')}`;
    const event = localEvent('checkout.session.completed', checkout, paymentId);
    await handleCheckoutEvent(tx, ctx, event, 'local');
    return checkout;
  });
  if (paid === 'expired') throw AppError.conflict(M.checkoutExpired);
  if ('status' in paid && typeof paid.status === 'number') {
    const refused = paid as { status: number; field: string; message: string };
    throw new AppError(
      refused.status,
      refused.field === '_base'
        ? { _base: [refused.message] }
        : { [refused.field]: [refused.message], _base: [refused.message] },
      'payment_failed',
    );
  }
  const checkout = paid as checkoutsRepo.CheckoutRow;
  publishItineraryEvent(ctx, {
    type: 'itinerary_updated',
    itinerary_id: checkout.itineraryId,
    reason: 'paid',
  });
  return { status: 'complete', redirect_url: urls(ctx, checkout).return_url };
}
