import type { Package, ParentOrder, ParentSubscription } from '@camp/shared/payment';
import type { PublicConfig } from '../../lib/public-config';
import { apiRoute, recordRequests, server, type SeenRequest } from '../../test-server';

/** The seeded packages (decision 0004) as GET /api/v1/packages answers them: cheapest first. */
export const PACKAGES: Package[] = [
  {
    id: 2,
    name: 'monthly',
    price: 12,
    price_cents: 1200,
    package_type: 'Premium',
    interval: 'month',
  },
  {
    id: 1,
    name: 'one_time',
    price: 36,
    price_cents: 3600,
    package_type: 'Basic',
    interval: 'one_time',
  },
  {
    id: 3,
    name: 'annually',
    price: 99,
    price_cents: 9900,
    package_type: 'Premium',
    interval: 'year',
  },
];

/** A monthly package bought with MYTRIAL: $0 today, trial for a month. */
export const TRIAL_ORDER: ParentOrder = {
  id: 40,
  status: 'paid',
  amount: 0,
  discount: 12,
  package: 'monthly',
  package_type: 'Premium',
  paid_at: '2026-05-01T10:00:00.000Z',
};
export const TRIAL_SUBSCRIPTION: ParentSubscription = {
  package: 'monthly',
  status: 'trialing',
  current_period_end: '2026-06-01T10:00:00.000Z',
  trial_ends_at: '2026-06-01T10:00:00.000Z',
};

export const json = (body: unknown, status = 200) =>
  Promise.resolve(Response.json(body, { status }));

type PostHandler = (body: Record<string, unknown>) => Promise<Response>;

export interface CheckoutApiOptions {
  /** POST handlers by path (each path is one MSW route; the body is the JSON the app sent). */
  post?: Partial<Record<string, PostHandler>>;
  stripeKey?: string | null;
  /** The packages answer (default: PACKAGES). */
  packages?: () => Promise<Response>;
}

/**
 * MSW handlers for what the package pages call: GET /api/v1/packages, GET /api/v1/config (with
 * `stripeKey`) and the POST routes given. A request to anything else fails the test (the test
 * server's onUnhandledRequest). Returns the requests the app sent, in order.
 */
export function serveCheckoutApi({
  post = {},
  stripeKey = null,
  packages,
}: CheckoutApiOptions = {}): SeenRequest[] {
  const config: PublicConfig = {
    google_client_id: null,
    stripe_publishable_key: stripeKey,
    tile_url: '',
    mailbox_enabled: true,
    app_url: 'http://localhost',
  };
  server.use(
    apiRoute<null, { packages: Package[] }>(
      'get',
      '/api/v1/packages',
      packages ?? { packages: PACKAGES },
    ),
    apiRoute<null, PublicConfig>('get', '/api/v1/config', config),
    ...Object.entries(post).map(([path, handler]) =>
      apiRoute<Record<string, unknown>, never>('post', path, (body) => handler!(body)),
    ),
  );
  return recordRequests();
}
