import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_MESSAGES as M,
  checkoutCancelPath,
  checkoutSuccessPath,
} from '@camp/shared/checkout';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Stripe } from '../../../lib/stripe.js';
import * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import { checkoutGatewayFor } from '../gateways/checkout-gateway.js';

// What the built-in provider's page calls share.

/** The built-in provider's page exists only when it is the provider (404 with Stripe keys). */
export function assertLocalProvider(ctx: AppContext): void {
  if (checkoutGatewayFor(ctx).kind !== 'local') throw AppError.notFound(M.checkoutNotFound);
}

/** The parent's own local checkout, or 404 (another parent's reads as missing). */
export async function ownLocalCheckout(tx: DbOrTx, token: string, userId: number, lock = false) {
  const checkout = await checkoutsRepo.findCheckout(tx, { token }, lock);
  if (!checkout || checkout.parentId !== userId || checkout.provider !== 'local')
    throw AppError.notFound(M.checkoutNotFound);
  return checkout;
}

export const urls = (ctx: AppContext, c: checkoutsRepo.CheckoutRow) => ({
  return_url: `${ctx.config.APP_URL}${checkoutSuccessPath(c.token)}`,
  cancel_url: `${ctx.config.APP_URL}${checkoutCancelPath(c.itineraryId)}`,
});

/** The built-in provider's event, in Stripe's shape, so one handler serves both providers. */
export function localEvent(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  c: checkoutsRepo.CheckoutRow,
  paymentId: string | null,
): Stripe.Event {
  return {
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: c.token,
        object: 'checkout.session',
        client_reference_id: c.token,
        payment_intent: paymentId,
        payment_status: paymentId ? 'paid' : 'unpaid',
        status: paymentId ? 'complete' : 'expired',
        amount_total: c.amountCents,
        currency: 'usd',
        metadata: { checkout_token: c.token, itinerary_id: String(c.itineraryId) },
      },
    },
  } as unknown as Stripe.Event;
}
