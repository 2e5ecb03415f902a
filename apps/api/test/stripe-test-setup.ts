import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { campDirectorProfiles } from '../src/db/schema/camp-director-profiles.js';
import { makeProviders } from './payments/checkout/helpers.js';
import type { FakeStripeServer } from './fake-stripe.js';
import { setNow } from './payments/plans/helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// The Stripe side of the API suites that run against a fake Stripe API (fake-stripe.ts): the
// app's keys, the test providers' connected accounts, and webhook events built, signed and
// delivered the way Stripe does. Written once so every suite exercises the same contract; each
// suite passes only what it varies (event id, timestamp, secret, raw payload).

/** Where Stripe delivers webhook events (the route under test). */
export const STRIPE_WEBHOOK_URL = '/api/v1/payment/webhooks';

/** The API version the suites' events claim (stripe 23's default); payment-connect's older one is its own. */
export const STRIPE_EVENT_API_VERSION = '2026-10-28.endive';

/**
 * Only signs: generateTestHeaderString is local HMAC work and never calls Stripe, so any key
 * will do; the key the app itself uses is in stripeTestEnv.
 */
const signer = new Stripe('sk_test_signer');

/**
 * The environment that puts a test app in Stripe mode, talking to the fake at `apiBase` and
 * accepting events signed with `webhookSecret` (each suite its own, so a mix-up shows).
 */
export function stripeTestEnv(apiBase: string, webhookSecret: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_camp',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_camp',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: apiBase,
  };
}

/** Gives one director a connected Stripe account, as a finished Connect onboarding would. */
export async function setStripeAccount(
  t: TestApp,
  director: { id: number },
  accountId: string,
): Promise<void> {
  await t.db
    .update(campDirectorProfiles)
    .set({ stripeAccountId: accountId })
    .where(eq(campDirectorProfiles.userId, director.id));
}

/**
 * Connects the two test providers' directors (payments/checkout/helpers makeProviders):
 * Pine Lake → acct_pine, Oak Hill → acct_oak, the destinations the suites' transfers assert.
 */
export async function connectTestProviders(
  t: TestApp,
  p: { pineDirector: { id: number }; oakDirector: { id: number } },
): Promise<void> {
  await setStripeAccount(t, p.pineDirector, 'acct_pine');
  await setStripeAccount(t, p.oakDirector, 'acct_oak');
}

/** The two test providers (Pine Lake, Oak Hill) and their directors. */
export type TestProviders = Awaited<ReturnType<typeof makeProviders>>;

/**
 * Starts `fake`, one app in Stripe mode against it, and the two test providers with their
 * connected accounts: what a suite's beforeAll needs before any checkout. `now` (ISO) sets the
 * app's clock before the providers are made, for suites whose dates are fixed; `env` adds to
 * the app's environment. Stop with stopStripeTestApp.
 */
export async function startStripeTestApp(
  fake: FakeStripeServer,
  webhookSecret: string,
  opts: { env?: Record<string, string>; now?: string } = {},
): Promise<{ t: TestApp; p: TestProviders }> {
  const base = await fake.start();
  const t = await createTestApp({ ...opts.env, ...stripeTestEnv(base, webhookSecret) });
  if (opts.now) setNow(t, opts.now);
  const p = await makeProviders(t);
  await connectTestProviders(t, p);
  return { t, p };
}

/** Closes the app, then the fake it talks to (the app may still be calling it until then). */
export async function stopStripeTestApp(t: TestApp, fake: FakeStripeServer): Promise<void> {
  await t.close();
  await fake.stop();
}

/** Seconds since the epoch, the unit of Stripe's `created` and signature timestamps. */
export const unixNow = (): number => Math.floor(Date.now() / 1000);

/** A Stripe Event object as Stripe sends it (the fields our webhook route may read). */
export interface StripeTestEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown };
}

/**
 * A Stripe Event of `type` about `object`. The id is the suite's: Stripe retries with the same
 * id, and the app deduplicates on it.
 */
export function stripeEvent(
  type: string,
  object: unknown,
  opts: { id: string; apiVersion?: string },
): StripeTestEvent {
  return {
    id: opts.id,
    object: 'event',
    api_version: opts.apiVersion ?? STRIPE_EVENT_API_VERSION,
    created: unixNow(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** Ids evt_…1, evt_…2, … for a suite's events (a prefix per suite keeps them apart in logs). */
export function stripeEventIds(prefix: string): () => string {
  let seq = 0;
  return () => `${prefix}${(seq += 1)}`;
}

export interface DeliverOptions {
  /** The secret to sign with; another than the app's is a forgery. */
  secret: string;
  /** The signature's time (seconds); older than 5 minutes must be refused. Default: now. */
  timestamp?: number | undefined;
  /** A ready `stripe-signature` header instead of signing, or null to send none. */
  signature?: string | null | undefined;
}

/**
 * Posts `body` to the webhook route as Stripe does: the exact bytes signed
 * (stripe.webhooks.generateTestHeaderString, Stripe's own scheme) with Stripe's content type.
 * A string is sent as is (a raw payload); anything else as its JSON.
 */
export function deliverStripeWebhook(t: TestApp, body: unknown, opts: DeliverOptions) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    opts.signature === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload,
          secret: opts.secret,
          ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
        })
      : opts.signature;
  return t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_URL,
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
}

/**
 * A suite's `deliver(type, object, opts)`: a new event each call (ids `${idPrefix}1`, 2, …
 * unless `opts.id` repeats one, as Stripe's retries do), signed with the suite's secret unless
 * `opts.secret` forges it, at `opts.timestamp` if given. `app` is read at each call because
 * suites create their app in beforeAll, after this is set up.
 */
export function stripeEventSender(app: () => TestApp, suite: { secret: string; idPrefix: string }) {
  const nextId = stripeEventIds(suite.idPrefix);
  return (
    type: string,
    object: unknown,
    opts: { id?: string; timestamp?: number; secret?: string } = {},
  ) =>
    deliverStripeWebhook(app(), stripeEvent(type, object, { id: opts.id ?? nextId() }), {
      secret: opts.secret ?? suite.secret,
      timestamp: opts.timestamp,
    });
}
