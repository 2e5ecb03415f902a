import { metadataOf, type FakeStripeReply, type FakeStripeRequest } from '../../fake-stripe.js';
import { FakeStripePlans } from './fake-stripe-plans.js';

/**
 * The plans' fake plus what 'Pay now' uses of Stripe Checkout (decision 0071), in Stripe's
 * shapes: a Checkout Session create that answers a repeated idempotency key with the first
 * session (and refuses the key with other parameters, as Stripe does), retrieve and expire; and
 * PaymentIntents whose payment method a test names (a new card entered on Stripe's page).
 */
export class FakeStripePayNow extends FakeStripePlans {
  /** The card each PaymentIntent id was paid with (what `retrieve` expands), when set. */
  readonly intentCards = new Map<string, { id: string; brand: string; last4: string }>();
  /** The card each SetupIntent of a setup-mode session saved ('Change card'). */
  readonly setupCards = new Map<string, { id: string; brand: string; last4: string }>();
  private readonly sessionKeys = new Map<
    string,
    { form: string; session: Record<string, unknown> }
  >();
  private sessionSeq = 0;

  protected override route(request: FakeStripeRequest): FakeStripeReply | null {
    const { method, path, form, headers } = request;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const key = String(headers['idempotency-key'] ?? '');
      const known = key ? this.sessionKeys.get(key) : undefined;
      if (known) {
        if (known.form !== JSON.stringify(form))
          return {
            status: 400,
            body: {
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            },
          };
        return { status: 200, body: known.session };
      }
      const id = `cs_test_paynow_${(this.sessionSeq += 1)}`;
      const session: Record<string, unknown> = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: form.customer ?? null,
        client_reference_id: form.client_reference_id ?? null,
        amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
        currency: 'usd',
        metadata: metadataOf(form),
        payment_intent: null,
        setup_intent: form.mode === 'setup' ? `seti_for_${id}` : null,
        url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        expires_at: Number(form.expires_at),
      };
      this.sessions.set(id, session);
      if (key) this.sessionKeys.set(key, { form: JSON.stringify(form), session });
      return { status: 200, body: session };
    }
    const get = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (method === 'GET' && get) {
      const session = this.sessions.get(get[1]!);
      return session ? { status: 200, body: session } : null;
    }
    const expire = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) {
      const session = this.sessions.get(expire[1]!);
      if (session?.status === 'complete')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
            },
          },
        };
    }
    const setup = /^\/v1\/setup_intents\/([\w]+)$/.exec(path);
    const saved = setup ? this.setupCards.get(setup[1]!) : undefined;
    if (method === 'GET' && setup && saved) {
      return {
        status: 200,
        body: {
          id: setup[1],
          object: 'setup_intent',
          status: 'succeeded',
          usage: 'off_session',
          payment_method: {
            id: saved.id,
            object: 'payment_method',
            type: 'card',
            card: { brand: saved.brand, last4: saved.last4, exp_month: 9, exp_year: 2032 },
          },
        },
      };
    }
    const intent = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    const card = intent ? this.intentCards.get(intent[1]!) : undefined;
    if (method === 'GET' && intent && card) {
      return {
        status: 200,
        body: {
          id: intent[1],
          object: 'payment_intent',
          status: 'succeeded',
          payment_method: {
            id: card.id,
            object: 'payment_method',
            type: 'card',
            card: { brand: card.brand, last4: card.last4, exp_month: 4, exp_year: 2031 },
          },
          latest_charge: {
            id: `ch_for_${intent[1]}`,
            object: 'charge',
            balance_transaction: {
              id: `txn_${intent[1]}`,
              object: 'balance_transaction',
              fee: 269,
            },
          },
        },
      };
    }
    return super.route(request);
  }

  /** A setup-mode session as Stripe sends it in checkout.session.completed. */
  setUp(sessionId: string): Record<string, unknown> {
    const session = this.sessions.get(sessionId)!;
    session.status = 'complete';
    session.payment_status = 'no_payment_required';
    return { ...session };
  }

  /** The session as Stripe sends it in checkout.session.completed, paid with `intentId`. */
  paid(sessionId: string, intentId: string): Record<string, unknown> {
    const session = this.sessions.get(sessionId)!;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = intentId;
    return { ...session };
  }
}
