import {
  FakeStripeServer,
  type FakeStripeReply,
  type FakeStripeRequest,
} from '../../fake-stripe.js';

/** Stripe's fee on every charge of this fake (its balance transaction). */
export const CHARGE_FEE = 1_654;

/** Stripe's Checkout, PaymentIntents (with the charge's fee) and Transfers APIs. */
export class FakeStripeCheckout extends FakeStripeServer {
  sessions = new Map<string, Record<string, unknown>>();
  readonly transfers = new Map<string, Record<string, unknown>>();
  private seq = 0;

  protected route({ method, path, form, headers }: FakeStripeRequest): FakeStripeReply | null {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${(this.seq += 1)}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.client_reference_id,
        metadata: { checkout_token: form['metadata[checkout_token]'] },
        url: `https://checkout.stripe.com/c/pay/${id}`,
        expires_at: Number(form.expires_at),
      };
      this.sessions.set(id, session);
      return { status: 200, body: session };
    }
    const expire = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) {
      const session = this.sessions.get(expire[1]!);
      if (!session) return null;
      session.status = 'expired';
      return { status: 200, body: session };
    }
    const intent = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (method === 'GET' && intent) {
      return {
        status: 200,
        body: {
          id: intent[1],
          object: 'payment_intent',
          status: 'succeeded',
          latest_charge: {
            id: `ch_for_${intent[1]}`,
            object: 'charge',
            balance_transaction: { id: 'txn_1', object: 'balance_transaction', fee: CHARGE_FEE },
          },
        },
      };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      // Stripe answers a repeated idempotency key with the first result.
      const key = String(headers['idempotency-key'] ?? '');
      const known = this.transfers.get(key);
      if (known) return { status: 200, body: known };
      const transfer = {
        id: `tr_${(this.seq += 1)}`,
        object: 'transfer',
        amount: Number(form.amount),
        currency: form.currency,
        destination: form.destination,
        transfer_group: form.transfer_group,
        source_transaction: form.source_transaction ?? null,
      };
      this.transfers.set(key, transfer);
      return { status: 200, body: transfer };
    }
    return null;
  }
}
