import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../context.js';
import { stripeClient, type Stripe } from '../../../lib/stripe.js';

/**
 * Where a refund goes (decision 0064): Stripe's Refunds and Transfer Reversals APIs when
 * STRIPE_SECRET_KEY is set, else the built-in provider, which refunds its own simulated charge
 * at once (its sales were never transferred: the ledger's reversal row carries the money back).
 * Idempotency keys are per cancellation request, so a decision retried after a failure gets the
 * same refund back instead of a second one.
 */
export interface RefundGateway {
  readonly kind: 'stripe' | 'local';
  refund(r: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string }>;
  /** Takes the provider's share of a refund back from its connected account. */
  reverseTransfer(r: {
    transferId: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string }>;
}

export function stripeRefundGateway(stripe: Stripe): RefundGateway {
  return {
    kind: 'stripe',
    async refund(r) {
      const refund = await stripe.refunds.create(
        { payment_intent: r.paymentIntentId, amount: r.amountCents, metadata: r.metadata },
        { idempotencyKey: r.idempotencyKey },
      );
      return { id: refund.id };
    },
    async reverseTransfer(r) {
      const reversal = await stripe.transfers.createReversal(
        r.transferId,
        { amount: r.amountCents, metadata: r.metadata },
        { idempotencyKey: r.idempotencyKey },
      );
      return { id: reversal.id };
    },
  };
}

export function localRefundGateway(): RefundGateway {
  return {
    kind: 'local',
    refund: () => Promise.resolve({ id: `re_local_${randomBytes(12).toString('hex')}` }),
    reverseTransfer: () => Promise.reject(new Error('The built-in provider makes no transfers')),
  };
}

export function refundGatewayFor(ctx: AppContext): RefundGateway {
  const stripe = stripeClient(ctx.config);
  return stripe ? stripeRefundGateway(stripe) : localRefundGateway();
}
