import type { Stripe } from '../../lib/stripe.js';

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

/** The card the deposit's PaymentIntent saved (setup_future_usage), with what a page shows. */
export async function savedCardOf(
  stripe: Stripe,
  paymentIntentId: string,
): Promise<{ paymentMethodId: string; brand: string; last4: string } | null> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
    expand: ['payment_method'],
  });
  const pm = intent.payment_method;
  if (!pm) return null;
  if (typeof pm === 'string') return { paymentMethodId: pm, brand: 'card', last4: '' };
  return {
    paymentMethodId: pm.id,
    brand: pm.card?.brand ?? 'card',
    last4: pm.card?.last4 ?? '',
  };
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
