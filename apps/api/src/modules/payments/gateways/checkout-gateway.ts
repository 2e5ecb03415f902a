import { localCheckoutPath } from '@camp/shared/checkout';
import type { AppContext } from '../../../context.js';
import { stripeClient, type Stripe } from '../../../lib/stripe.js';

/** What the provider's checkout page shows and charges. */
export interface CheckoutRequest {
  token: string;
  itineraryId: number;
  customerEmail: string;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  lines: { name: string; amountCents: number; itineraryActivityId: number }[];
  /** A payment plan's deposit (decision 0065): the customer its card is saved to for the instalments. */
  customerId?: string;
  /** What the page charges when it is not the lines' sum (a plan's deposit). */
  chargeCents?: number;
}

export interface Transfer {
  destination: string;
  amountCents: number;
  /** One per (checkout, provider): a retried fulfilment gets the same transfer back. */
  idempotencyKey: string;
  transferGroup: string;
  /** The charge the money comes from (Stripe then transfers it once the charge settles). */
  sourceTransaction: string | null;
  metadata: Record<string, string>;
}

/**
 * The checkout provider (decision 0057): Stripe Checkout when STRIPE_SECRET_KEY is set, else the
 * built-in provider whose page is the web app's /pay/{token}. Both end in the same webhook
 * events and the same fulfilment.
 */
export interface CheckoutGateway {
  readonly kind: 'stripe' | 'local';
  createSession(
    request: CheckoutRequest,
  ): Promise<{ providerSessionId: string | null; url: string }>;
  /** Ends a replaced Stripe session so it can no longer be paid. */
  expireSession(providerSessionId: string): Promise<void>;
  /** The charge of a paid PaymentIntent and the provider's fee on it. */
  chargeOf(paymentIntentId: string): Promise<{ chargeId: string; feeCents: number | null } | null>;
  /** One transfer to a connected account; answers its id. */
  transfer(request: Transfer): Promise<string>;
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** A plan's deposit is one line naming the activities (Stripe's page shows what is charged now). */
const depositLine = (r: CheckoutRequest) => [
  {
    name: `Deposit: ${r.lines.map((l) => l.name).join(', ')}`.slice(0, 250),
    amountCents: r.chargeCents!,
    itineraryActivityId: r.lines[0]!.itineraryActivityId,
  },
];

export function stripeCheckoutGateway(stripe: Stripe): CheckoutGateway {
  return {
    kind: 'stripe',
    async createSession(r) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: r.token,
          ...(r.customerId ? { customer: r.customerId } : { customer_email: r.customerEmail }),
          line_items: (r.chargeCents === undefined ? r.lines : depositLine(r)).map((l) => ({
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: l.amountCents,
              product_data: {
                name: l.name,
                metadata: { itinerary_activity_id: String(l.itineraryActivityId) },
              },
            },
          })),
          payment_intent_data: {
            // A plan's deposit keeps the card for the instalments, charged off-session.
            ...(r.customerId ? { setup_future_usage: 'off_session' as const } : {}),
            transfer_group: r.token,
            metadata: { checkout_token: r.token, itinerary_id: String(r.itineraryId) },
          },
          metadata: { checkout_token: r.token, itinerary_id: String(r.itineraryId) },
          success_url: r.successUrl,
          cancel_url: r.cancelUrl,
          // Stripe refuses less than 30 minutes; a minute more than our hold covers the delay of
          // this call (a late completion is still fulfilled: the seat is the family's place).
          expires_at: unix(r.expiresAt) + 60,
        },
        { idempotencyKey: `camp-checkout-${r.token}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
      return { providerSessionId: session.id, url: session.url };
    },
    async expireSession(id) {
      try {
        await stripe.checkout.sessions.expire(id);
      } catch (err) {
        // Already complete or expired: the webhook settles it.
        if ((err as { type?: string }).type !== 'StripeInvalidRequestError') throw err;
      }
    },
    async chargeOf(paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
        expand: ['latest_charge.balance_transaction'],
      });
      const charge = intent.latest_charge;
      if (!charge) return null;
      if (typeof charge === 'string') return { chargeId: charge, feeCents: null };
      const balance = charge.balance_transaction;
      return {
        chargeId: charge.id,
        feeCents: balance && typeof balance !== 'string' ? balance.fee : null,
      };
    },
    async transfer(t) {
      const transfer = await stripe.transfers.create(
        {
          amount: t.amountCents,
          currency: 'usd',
          destination: t.destination,
          transfer_group: t.transferGroup,
          ...(t.sourceTransaction ? { source_transaction: t.sourceTransaction } : {}),
          metadata: t.metadata,
        },
        { idempotencyKey: t.idempotencyKey },
      );
      return transfer.id;
    },
  };
}

export function localCheckoutGateway(appUrl: string): CheckoutGateway {
  return {
    kind: 'local',
    createSession: (r) =>
      Promise.resolve({ providerSessionId: null, url: `${appUrl}${localCheckoutPath(r.token)}` }),
    expireSession: () => Promise.resolve(),
    chargeOf: () => Promise.resolve(null),
    // The built-in provider has no connected accounts: its payouts are the ledger's (payouts).
    transfer: () => Promise.reject(new Error('The built-in provider makes no transfers')),
  };
}

export function checkoutGatewayFor(ctx: AppContext): CheckoutGateway {
  const stripe = stripeClient(ctx.config);
  return stripe ? stripeCheckoutGateway(stripe) : localCheckoutGateway(ctx.config.APP_URL);
}
