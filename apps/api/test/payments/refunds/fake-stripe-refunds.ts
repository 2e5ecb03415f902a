import { FakeStripeCheckout } from '../checkout/fake-stripe-checkout.js';
import {
  stripeError,
  stripeRefund,
  stripeTransferReversal,
  type FakeStripeReply,
  type FakeStripeRequest,
} from '../../fake-stripe.js';

/**
 * Stripe's Checkout, Transfers, Refunds and Transfer Reversals APIs: a repeated idempotency key
 * answers the first result, as Stripe does; a refund above what is left of the charge, or a
 * reversal above what is left of the transfer, is Stripe's invalid_request_error.
 */
export class FakeStripeRefunds extends FakeStripeCheckout {
  readonly refunds = new Map<string, Record<string, unknown>>();
  readonly reversals = new Map<string, Record<string, unknown>>();
  private refundSeq = 0;

  protected override route(request: FakeStripeRequest): FakeStripeReply | null {
    const { method, path, form, headers } = request;
    const key = String(headers['idempotency-key'] ?? '');
    if (method === 'POST' && path === '/v1/refunds') {
      const known = this.refunds.get(key);
      if (known) return { status: 200, body: known };
      const refund = stripeRefund(`re_${(this.refundSeq += 1)}`, form);
      this.refunds.set(key, refund);
      return { status: 200, body: refund };
    }
    const reversal = reverseTransfer(this, request, () => `trr_${(this.refundSeq += 1)}`);
    if (reversal) return reversal;
    return super.route(request);
  }
}

/**
 * Stripe's `POST /v1/transfers/{id}/reversals` over a fake's transfers: a repeated idempotency
 * key answers the first reversal, an unknown transfer is 404, a reversal above what is left of the
 * transfer is Stripe's invalid_request_error. Null for any other request. Shared by the fakes
 * that refund (one sale, or a plan's charges), which extend different Checkout fakes.
 */
export function reverseTransfer(
  fake: {
    transfers: Map<string, Record<string, unknown>>;
    reversals: Map<string, Record<string, unknown>>;
  },
  { method, path, form, headers }: FakeStripeRequest,
  nextId: () => string,
): FakeStripeReply | null {
  const reversal = /^\/v1\/transfers\/([\w]+)\/reversals$/.exec(path);
  if (method !== 'POST' || !reversal) return null;
  const key = String(headers['idempotency-key'] ?? '');
  const known = fake.reversals.get(key);
  if (known) return { status: 200, body: known };
  const transfer = [...fake.transfers.values()].find((tr) => tr.id === reversal[1]);
  if (!transfer)
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `No such transfer: '${reversal[1]}'`,
      param: 'id',
    });
  const reversed = [...fake.reversals.values()]
    .filter((r) => r.transfer === transfer.id)
    .reduce((sum, r) => sum + Number(r.amount), 0);
  if (Number(form.amount) > Number(transfer.amount) - reversed)
    return stripeError(400, {
      type: 'invalid_request_error',
      message: 'Amount exceeds the transfer amount not yet reversed',
      param: 'amount',
    });
  const body = stripeTransferReversal(nextId(), reversal[1]!, form);
  fake.reversals.set(key, body);
  return { status: 200, body };
}
