import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import type { Stripe } from '../../../lib/stripe.js';
import { publishItineraryEvent } from '../../realtime/index.js';
import * as commerceRepo from '../../../data/commerce/repository.js';
import * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import { expireCheckout } from './expiry.js';
import { fulfil } from './fulfil.js';

// A checkout's events: fulfilment and expiry, which Stripe's webhooks and the built-in
// provider's events both run.

/**
 * Records the event (idempotent by event id) and handles it, inside the caller's transaction:
 * the built-in provider's path. Stripe's webhook route records the event itself and calls the
 * handlers below (CHECKOUT_WEBHOOK_HANDLERS).
 */
export async function handleCheckoutEvent(
  tx: DbOrTx,
  ctx: AppContext,
  event: Stripe.Event,
  provider: 'local' | 'stripe',
): Promise<void> {
  const fresh = await commerceRepo.insertPaymentEvent(tx, {
    provider,
    eventId: event.id,
    type: event.type,
    payload: event as unknown as Record<string, unknown>,
    processedAt: ctx.now(),
  });
  if (fresh) await CHECKOUT_WEBHOOK_HANDLERS[event.type]?.(tx, event, ctx);
}

/** Our checkout of a Stripe (or local) Checkout Session object. */
async function checkoutOfSession(tx: DbOrTx, session: Stripe.Checkout.Session) {
  const token = session.metadata?.checkout_token ?? session.client_reference_id;
  if (!token) return null;
  const checkout = await checkoutsRepo.findCheckout(tx, { token }, true);
  // The id must match too: a session we did not create names no checkout of ours.
  if (!checkout || (checkout.providerSessionId ?? checkout.token) !== session.id) return null;
  return checkout;
}

export type CheckoutWebhookHandler = (
  tx: DbOrTx,
  event: Stripe.Event,
  ctx: AppContext,
) => Promise<void>;

const completed: CheckoutWebhookHandler = async (tx, event, ctx) => {
  const session = event.data.object as Stripe.Checkout.Session;
  // A delayed method (bank debit) completes unpaid; async_payment_succeeded brings the money.
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return;
  const checkout = await checkoutOfSession(tx, session);
  if (!checkout) return;
  const intent = session.payment_intent;
  const paymentId = (typeof intent === 'string' ? intent : intent?.id) ?? session.id;
  await fulfil(tx, ctx, checkout, paymentId);
  // A family checkout pays several itineraries: each one's page refetches.
  for (const id of await checkoutsRepo.itineraryIdsOf(tx, checkout)) publishAfterCommit(ctx, id);
};

const expired: CheckoutWebhookHandler = async (tx, event, ctx) => {
  const checkout = await checkoutOfSession(tx, event.data.object as Stripe.Checkout.Session);
  if (checkout?.status === 'open') await expireCheckout(tx, ctx, checkout.id);
};

/**
 * The parent's refetch hint. The webhook's transaction commits right after its handler; a hint
 * that arrives a moment early only makes the page refetch (it never carries data).
 */
function publishAfterCommit(ctx: AppContext, itineraryId: number) {
  setImmediate(() =>
    publishItineraryEvent(ctx, {
      type: 'itinerary_updated',
      itinerary_id: itineraryId,
      reason: 'paid',
    }),
  );
}

/** The checkout events payments/connect's Stripe webhook dispatches here. */
export const CHECKOUT_WEBHOOK_HANDLERS: Record<string, CheckoutWebhookHandler> = {
  'checkout.session.completed': completed,
  'checkout.session.async_payment_succeeded': completed,
  'checkout.session.expired': expired,
  'checkout.session.async_payment_failed': expired,
};
