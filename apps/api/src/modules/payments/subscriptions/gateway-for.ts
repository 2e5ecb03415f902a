import type { AppContext } from '../../../context.js';
import { stripeClient } from '../../../lib/stripe.js';
import type { PaymentGateway } from './gateway.js';
import { localGateway } from './local-gateway.js';
import { stripeGateway } from './stripe-gateway.js';

/** Stripe when it is configured, otherwise the built-in provider. */
export function paymentGatewayFor(ctx: AppContext): PaymentGateway {
  const stripe = stripeClient(ctx.config);
  return stripe ? stripeGateway(stripe) : localGateway;
}
