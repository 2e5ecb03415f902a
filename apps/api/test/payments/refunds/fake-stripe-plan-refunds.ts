import {
  stripeError,
  stripeRefund,
  type FakeStripeReply,
  type FakeStripeRequest,
} from '../../fake-stripe.js';
import { reverseTransfer } from './fake-stripe-refunds.js';
import { FakeStripePlans } from '../plans/fake-stripe-plans.js';

/**
 * Stripe for plans' refunds (decision 0070): the plans fake (Customers, off-session
 * PaymentIntents, Checkout, Transfers) plus Refunds and Transfer Reversals, in Stripe's shapes.
 * A repeated idempotency key answers the first result, as Stripe does. A refund above what is
 * left of its PaymentIntent's charge (when the fake knows the amount), or a reversal above what
 * is left of its transfer, is Stripe's invalid_request_error; so is a refund of a PaymentIntent
 * in `refusing` (a test's way to make Stripe refuse one charge of several).
 */
export class FakeStripePlanRefunds extends FakeStripePlans {
  readonly refunds = new Map<string, Record<string, unknown>>();
  readonly reversals = new Map<string, Record<string, unknown>>();
  /** PaymentIntents whose refunds Stripe refuses. */
  readonly refusing = new Set<string>();
  /** Amounts of charges the plans fake did not create (the deposit's Checkout Session). */
  readonly charged = new Map<string, number>();
  private refundSeq = 0;

  protected override route(request: FakeStripeRequest): FakeStripeReply | null {
    const { method, path, form, headers } = request;
    const key = String(headers['idempotency-key'] ?? '');
    if (method === 'POST' && path === '/v1/refunds') {
      const known = this.refunds.get(key);
      if (known) return { status: 200, body: known };
      const pi = form.payment_intent ?? '';
      if (this.refusing.has(pi))
        return stripeError(400, {
          type: 'invalid_request_error',
          message: `Charge ch_for_${pi} cannot be refunded right now.`,
        });
      const amount = (this.intents.get(pi)?.amount as number | undefined) ?? this.charged.get(pi);
      const refunded = [...this.refunds.values()]
        .filter((r) => r.payment_intent === pi)
        .reduce((s, r) => s + Number(r.amount), 0);
      if (amount !== undefined && Number(form.amount) > amount - refunded)
        return stripeError(400, {
          type: 'invalid_request_error',
          message: `Refund amount ($${Number(form.amount) / 100}) is greater than unrefunded amount on charge ($${(amount - refunded) / 100})`,
          param: 'amount',
        });
      const refund = stripeRefund(`re_${(this.refundSeq += 1)}`, form);
      this.refunds.set(key, refund);
      return { status: 200, body: refund };
    }
    const reversal = reverseTransfer(this, request, () => `trr_${(this.refundSeq += 1)}`);
    if (reversal) return reversal;
    return super.route(request);
  }
}
