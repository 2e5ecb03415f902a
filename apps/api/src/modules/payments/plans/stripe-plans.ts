import type { Stripe } from '../../../lib/stripe.js';

// Stripe's side of a payment plan (decision 0065): the customer the deposit's Checkout Session
// saves the card to, the card it saved, and each instalment as an off-session PaymentIntent.

/** A customer for the plan, created once per checkout (idempotency key). */
export async function createCustomer(
  stripe: Stripe,
  r: { email: string; checkoutToken: string; parentId: number },
): Promise<string> {
  const customer = await stripe.customers.create(
    {
      email: r.email,
      metadata: { checkout_token: r.checkoutToken, parent_id: String(r.parentId) },
    },
    { idempotencyKey: `camp-plan-customer-${r.checkoutToken}` },
  );
  return customer.id;
}

type SavedCard = { paymentMethodId: string; brand: string; last4: string };

/** An intent's (expanded) payment method as the plan keeps it, with what a page shows. */
function cardOf(pm: string | Stripe.PaymentMethod | null): SavedCard | null {
  if (!pm) return null;
  if (typeof pm === 'string') return { paymentMethodId: pm, brand: 'card', last4: '' };
  return {
    paymentMethodId: pm.id,
    brand: pm.card?.brand ?? 'card',
    last4: pm.card?.last4 ?? '',
  };
}

/** The card the deposit's PaymentIntent saved (setup_future_usage). */
export async function savedCardOf(
  stripe: Stripe,
  paymentIntentId: string,
): Promise<SavedCard | null> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
    expand: ['payment_method'],
  });
  return cardOf(intent.payment_method);
}

export type ChargeResult = { ok: true; paymentId: string } | { ok: false; reason: string };

/**
 * Charges an instalment off-session on the saved card. A refused card answers its reason; any
 * other failure throws (the caller's transaction rolls back and the next pass retries with the
 * same idempotency key, so Stripe answers the same PaymentIntent and nothing is charged twice).
 */
export async function chargeOffSession(
  stripe: Stripe,
  r: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    idempotencyKey: string;
    transferGroup: string;
    metadata: Record<string, string>;
  },
): Promise<ChargeResult> {
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: r.amountCents,
        currency: 'usd',
        customer: r.customerId,
        payment_method: r.paymentMethodId,
        confirm: true,
        off_session: true,
        transfer_group: r.transferGroup,
        metadata: r.metadata,
      },
      { idempotencyKey: r.idempotencyKey },
    );
    if (intent.status === 'succeeded') return { ok: true, paymentId: intent.id };
    return { ok: false, reason: 'Your card requires authentication.' };
  } catch (err) {
    const e = err as { type?: string; message?: string };
    if (e.type === 'StripeCardError')
      return { ok: false, reason: e.message ?? 'Your card was declined.' };
    throw err;
  }
}

/**
 * How long after a 'Pay now' session's expiry the job still leaves its instalment alone, so a
 * payment Stripe finishes at the very end of the session is never charged again off-session.
 */
export const PAY_NOW_GRACE_MS = 60 * 60_000;

/** What Stripe's Checkout Session metadata says a 'Pay now' session is (decision 0071). */
export const PAY_NOW_SESSION_KIND = 'plan_instalment';
/** ...and a 'Change card' (setup-mode) session. */
export const CARD_SESSION_KIND = 'plan_card';

/**
 * A payment-mode Checkout Session for one failed instalment ('Pay now', decision 0071): the
 * plan's customer, one line of the instalment, the card kept for the rest of the plan
 * (setup_future_usage), the plan's transfer group. The parameters are fixed by the attempt (the
 * expiry was stored before this call), so a retried call with the same idempotency key gets the
 * same session back.
 */
export async function createInstalmentSession(
  stripe: Stripe,
  r: {
    customerId: string;
    name: string;
    amountCents: number;
    transferGroup: string;
    metadata: Record<string, string>;
    successUrl: string;
    cancelUrl: string;
    expiresAt: Date;
    idempotencyKey: string;
  },
): Promise<{ sessionId: string; url: string }> {
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      customer: r.customerId,
      client_reference_id: `plan-instalment-${r.metadata.plan_instalment_id}`,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: r.amountCents,
            product_data: { name: r.name.slice(0, 250) },
          },
        },
      ],
      payment_intent_data: {
        setup_future_usage: 'off_session',
        transfer_group: r.transferGroup,
        metadata: r.metadata,
      },
      metadata: { ...r.metadata, kind: PAY_NOW_SESSION_KIND },
      success_url: r.successUrl,
      cancel_url: r.cancelUrl,
      expires_at: Math.floor(r.expiresAt.getTime() / 1000),
    },
    { idempotencyKey: r.idempotencyKey },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
  return { sessionId: session.id, url: session.url };
}

/**
 * Makes sure a 'Pay now' session can no longer be paid: an open one is expired. Answers
 * 'complete' when it was paid (its webhook settles the instalment; nothing else may charge it).
 */
export async function closeSession(
  stripe: Stripe,
  sessionId: string,
): Promise<'complete' | 'expired'> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.status === 'complete') return 'complete';
  if (session.status === 'open') {
    const ended = await stripe.checkout.sessions.expire(sessionId);
    if (ended.status === 'complete') return 'complete';
  }
  return 'expired';
}

/**
 * A setup-mode Checkout Session where the parent saves another card for a plan ('Change card',
 * decision 0071): no money moves, so each click may open its own page; the last one completed
 * gives the plan its card.
 */
export async function createCardSession(
  stripe: Stripe,
  r: {
    customerId: string;
    metadata: Record<string, string>;
    successUrl: string;
    cancelUrl: string;
    expiresAt: Date;
  },
): Promise<{ sessionId: string; url: string }> {
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    currency: 'usd',
    customer: r.customerId,
    setup_intent_data: { metadata: r.metadata },
    metadata: { ...r.metadata, kind: CARD_SESSION_KIND },
    success_url: r.successUrl,
    cancel_url: r.cancelUrl,
    expires_at: Math.floor(r.expiresAt.getTime() / 1000),
  });
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
  return { sessionId: session.id, url: session.url };
}

/** The card a setup-mode session's SetupIntent saved. */
export async function setupCardOf(
  stripe: Stripe,
  setupIntentId: string,
): Promise<SavedCard | null> {
  const intent = await stripe.setupIntents.retrieve(setupIntentId, {
    expand: ['payment_method'],
  });
  return cardOf(intent.payment_method);
}
