import Stripe from 'stripe';
import type { Config } from '../config.js';

export type { Stripe };

/** Stripe is used when its secret key is configured; otherwise the built-in local provider. */
export function stripeEnabled(config: Pick<Config, 'STRIPE_SECRET_KEY'>): boolean {
  return config.STRIPE_SECRET_KEY !== undefined;
}

const clients = new WeakMap<object, Stripe>();

/**
 * The one Stripe client of an app (payments and Connect onboarding share it), or null when no
 * secret key is configured. STRIPE_API_BASE points the client at another host (the tests' fake
 * Stripe server); requests then keep Stripe's paths, form encoding and auth header.
 */
export function stripeClient(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>,
): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const cached = clients.get(config);
  if (cached) return cached;
  const options: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Camp Concierge' },
  };
  if (config.STRIPE_API_BASE) {
    const base = new URL(config.STRIPE_API_BASE);
    options.host = base.hostname;
    options.protocol = base.protocol === 'http:' ? 'http' : 'https';
    options.port = base.port || (base.protocol === 'http:' ? 80 : 443);
  }
  const client = new Stripe(config.STRIPE_SECRET_KEY, options);
  clients.set(config, client);
  return client;
}

/**
 * Verifies a webhook's `stripe-signature` against the raw body and returns the event; throws
 * Stripe's signature error when it does not match (the caller answers 400).
 */
export function verifyWebhookEvent(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>,
  rawBody: Buffer,
  signature: string,
  secret: string,
): Stripe.Event {
  const client = stripeClient(config);
  if (!client) throw new Error('Stripe is not configured');
  return client.webhooks.constructEvent(rawBody, signature, secret);
}
