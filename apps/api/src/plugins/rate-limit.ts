import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

/**
 * Per-route limits, keyed by the client IP (`request.ip`; IPv6 grouped by /64). Use on a route as
 * `config: { rateLimit: RATE_LIMITS.signIn }`. Each route counts separately.
 */
export const RATE_LIMITS = {
  /** Sign-in: 10 a minute per IP (the per-e-mail lockout and challenge sit on top of this). */
  signIn: { max: 10, timeWindow: 60_000 },
  /** Sign-up: 5 per 10 minutes per IP. */
  signUp: { max: 5, timeWindow: 10 * 60_000 },
  /** Calls that send e-mail (resend confirmation, forgot password, login links): 5 per 15 min. */
  email: { max: 5, timeWindow: 15 * 60_000 },
  /** Friend invitations (each e-mails an address the parent typed): 10 per 15 min per parent. */
  invite: { max: 10, timeWindow: 15 * 60_000 },
  /** Coupon checks, saved cards and payments: 20 a minute (slows code guessing and card testing). */
  payment: { max: 20, timeWindow: 60_000 },
} as const satisfies Record<string, RateLimitOptions>;

export interface RateLimitPluginOptions {
  /** Redis shared by all API instances; unset keeps counters in this process's memory. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys: the deployment's REDIS_PREFIX and `rate-limit:`. */
  nameSpace: string;
  /** Multiplies every route's `max` (RATE_LIMIT_SCALE; 1 outside journeys and load tests). */
  scale?: number;
}

/** The callback contract of @fastify/rate-limit's stores (store/LocalStore.js, RedisStore.js). */
type StoreCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
}
type StoreClass<A extends unknown[]> = new (...args: A) => Store;

// The plugin's own stores, not exported by its index: required by path (CommonJS, no types).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass<
  [continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string]
>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass<
  [continueExceeding: boolean, exponentialBackoff: boolean, cache?: number]
>;

/**
 * Counts in Redis (shared by every instance); while Redis cannot answer, counts in this
 * process's memory instead (decision 0031: fail open to a per-instance limit, not to none and not
 * to refusing everybody). A command fails at once during an outage (no offline queue), so the
 * fallback costs no waiting; counts restart from zero in each place when the other takes over.
 */
export class RedisWithLocalFallback implements Store {
  constructor(
    private readonly redis: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void {
    this.redis.incr(
      key,
      (err, res) => (err ? this.local.incr(key, cb, timeWindow, max) : cb(null, res)),
      timeWindow,
      max,
    );
  }

  read(key: string, cb: StoreCallback, timeWindow: number, max: number): void {
    this.redis.read(
      key,
      (err, res) => (err ? this.local.read(key, cb, timeWindow, max) : cb(null, res)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: object): Store {
    return new RedisWithLocalFallback(
      this.redis.child(routeOptions),
      this.local.child(routeOptions),
    );
  }
}

async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitPluginOptions) {
  const scale = opts.scale ?? 1;
  if (scale !== 1) {
    // Added before @fastify/rate-limit registers its own onRoute hook, so it reads scaled limits.
    app.addHook('onRoute', (route) => {
      const limit = (route.config as { rateLimit?: RateLimitOptions } | undefined)?.rateLimit;
      if (limit && typeof limit.max === 'number') {
        route.config = { ...route.config, rateLimit: { ...limit, max: limit.max * scale } };
      }
    });
  }
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, {
      // No queueing behind a dead connection: during an outage a command fails at once and the
      // request is let through (skipOnError) instead of hanging. ioredis keeps reconnecting.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      lazyConnect: true,
    });
    let lastLogged = 0;
    redis.on('error', (err: Error) => {
      // ioredis reports every reconnect attempt; one line a minute is enough.
      if (Date.now() - lastLogged > 60_000) {
        lastLogged = Date.now();
        app.log.warn(
          { err },
          'rate limit: Redis unavailable, requests are limited per instance meanwhile',
        );
      }
    });
    // Connect before serving so the first requests are counted; start anyway if Redis is down.
    await redis.connect().catch((err: unknown) => {
      app.log.warn({ err }, 'rate limit: cannot reach Redis yet, retrying in the background');
    });
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }

  const { nameSpace } = opts;
  const client = redis;
  await app.register(rateLimit, {
    // Only routes that ask for a limit get one.
    global: false,
    ...(client
      ? {
          // Constructed by the plugin with its settings; children per route via child().
          store: class extends RedisWithLocalFallback {
            constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
              const c = params.continueExceeding ?? false;
              const e = params.exponentialBackoff ?? false;
              super(new RedisStore(c, e, client!, nameSpace), new LocalStore(c, e));
            }
          },
        }
      : {}),
    // Neither store should fail; if one does, let the request through rather than answer 500.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      AppError.tooManyRequests(`Too many requests. Please try again in ${context.after}.`),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
