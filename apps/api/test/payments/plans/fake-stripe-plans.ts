import { stripeError, type FakeStripeReply, type FakeStripeRequest } from '../../fake-stripe.js';
import { CHARGE_FEE, FakeStripeCheckout } from '../checkout/fake-stripe-checkout.js';

/**
 * Stripe's Customers and PaymentIntents (create, confirm off-session; retrieve with the saved
 * payment method and the charge's fee) on top of the checkout fake, in Stripe's shapes. A
 * payment method in `declining` is refused as Stripe refuses a card: 402 with a card_error.
 */
export class FakeStripePlans extends FakeStripeCheckout {
  readonly customers = new Map<string, Record<string, unknown>>();
  readonly intents = new Map<string, Record<string, unknown>>();
  /** Payment methods whose off-session charges are declined. */
  readonly declining = new Set<string>();
  /** The card each deposit's PaymentIntent saved ('pm_card_visa' unless set). */
  savedMethod = 'pm_card_visa';
  private readonly byKey = new Map<string, FakeStripeReply>();
  private n = 0;

  protected override route(request: FakeStripeRequest): FakeStripeReply | null {
    const { method, path, form, headers } = request;
    const key = String(headers['idempotency-key'] ?? '');
    if (method === 'POST' && (path === '/v1/customers' || path === '/v1/payment_intents')) {
      // Stripe answers a repeated idempotency key with the first answer, error or not.
      const known = key ? this.byKey.get(`${path}:${key}`) : undefined;
      if (known) return known;
      const reply = path === '/v1/customers' ? this.customer(form) : this.intent(form);
      if (key) this.byKey.set(`${path}:${key}`, reply);
      return reply;
    }
    const get = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (method === 'GET' && get) {
      const id = get[1]!;
      const known = this.intents.get(id);
      return {
        status: 200,
        body: {
          id,
          object: 'payment_intent',
          status: 'succeeded',
          amount: known?.amount ?? 0,
          customer: known?.customer ?? null,
          payment_method: {
            id: (known?.payment_method as string | undefined) ?? this.savedMethod,
            object: 'payment_method',
            type: 'card',
            card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
          },
          latest_charge: {
            id: `ch_for_${id}`,
            object: 'charge',
            balance_transaction: {
              id: `txn_${id}`,
              object: 'balance_transaction',
              fee: CHARGE_FEE,
            },
          },
        },
      };
    }
    return super.route(request);
  }

  private customer(form: Record<string, string>): FakeStripeReply {
    const id = `cus_${(this.n += 1)}`;
    const customer = { id, object: 'customer', email: form.email ?? null, metadata: {} };
    this.customers.set(id, customer);
    return { status: 200, body: customer };
  }

  private intent(form: Record<string, string>): FakeStripeReply {
    const id = `pi_plan_${(this.n += 1)}`;
    const pm = form.payment_method ?? '';
    if (this.declining.has(pm)) {
      return stripeError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      });
    }
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency,
      customer: form.customer,
      payment_method: pm,
      confirm: form.confirm,
      off_session: form.off_session,
      status: 'succeeded',
      transfer_group: form.transfer_group ?? null,
      latest_charge: `ch_for_${id}`,
    };
    this.intents.set(id, intent);
    return { status: 200, body: intent };
  }
}
