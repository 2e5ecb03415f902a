import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../../src/plugins/errors.js';
import rateLimitPlugin, {
  RATE_LIMITS,
  type RateLimitPluginOptions,
} from '../../src/plugins/rate-limit.js';
import { createTestApp } from '../test-app.js';

/** A small app with the real errors and rate-limit plugins and routes using the presets. */
async function limitedApp(opts: Partial<RateLimitPluginOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin, {
    nameSpace: `camp-test-${randomBytes(6).toString('hex')}:`,
    ...opts,
  });
  app.post('/sign-in', { config: { rateLimit: RATE_LIMITS.signIn } }, async () => ({ ok: true }));
  app.post('/sign-up', { config: { rateLimit: RATE_LIMITS.signUp } }, async () => ({ ok: true }));
  app.post('/forgot', { config: { rateLimit: RATE_LIMITS.email } }, async () => ({ ok: true }));
  app.get('/free', async () => ({ ok: true }));
  await app.ready();
  return app;
}

function post(app: FastifyInstance, url: string, remoteAddress = '203.0.113.7') {
  return app.inject({ method: 'POST', url, remoteAddress });
}

describe('rate-limit presets', () => {
  it('are the documented limits', () => {
    expect(RATE_LIMITS).toEqual({
      signIn: { max: 10, timeWindow: 60_000 },
      signUp: { max: 5, timeWindow: 600_000 },
      email: { max: 5, timeWindow: 900_000 },
      payment: { max: 20, timeWindow: 60_000 },
      invite: { max: 10, timeWindow: 900_000 },
    });
  });

  it('are registered in the real app before the route modules', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.hasDecorator('rateLimit')).toBe(true);
      // global: false, so unlimited routes carry no rate-limit headers.
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('rate limits in memory', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await limitedApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 429 in the documented error shape once an IP used up sign-in', async () => {
    for (let i = 1; i <= RATE_LIMITS.signIn.max; i++) {
      const res = await post(app, '/sign-in');
      expect(res.statusCode, `request ${i}`).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(RATE_LIMITS.signIn.max - i));
    }
    const res = await post(app, '/sign-in');
    expect(res.statusCode).toBe(429);
    const message = 'Too many requests. Please try again in 1 minute.';
    expect(res.json()).toEqual({ errors: { _base: [message] }, _base: [message] });
    expect(res.headers['retry-after']).toBe('60');
    expect(res.headers['x-ratelimit-limit']).toBe('10');

    // Another IP, another route and an unlimited route are not affected.
    expect((await post(app, '/sign-in', '198.51.100.4')).statusCode).toBe(200);
    expect((await post(app, '/sign-up')).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/free', remoteAddress: '203.0.113.7' })).statusCode,
    ).toBe(200);
  });

  it('limits calls that send e-mail to 5 per 15 minutes', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post(app, '/forgot', '192.0.2.50')).statusCode).toBe(200);
    const res = await post(app, '/forgot', '192.0.2.50');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      errors: { _base: ['Too many requests. Please try again in 15 minutes.'] },
    });
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await redisAvailable();
if (!hasRedis) console.warn(`rate-limit Redis tests skipped: no Redis at ${redisUrl}`);

describe.skipIf(!hasRedis)('rate limits in Redis', () => {
  const apps: FastifyInstance[] = [];
  let nameSpace: string;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl);
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
    const keys = await redis.keys(`${nameSpace}*`);
    if (keys.length) await redis.del(...keys);
  });
  afterAll(async () => {
    await redis.quit();
  });

  it('shares the count between API instances', async () => {
    nameSpace = `camp-test-${randomBytes(6).toString('hex')}:`;
    const a = await limitedApp({ redisUrl, nameSpace });
    const b = await limitedApp({ redisUrl, nameSpace });
    apps.push(a, b);
    for (let i = 0; i < 3; i++) expect((await post(a, '/sign-up')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await post(b, '/sign-up')).statusCode).toBe(200);
    const res = await post(a, '/sign-up');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      errors: { _base: ['Too many requests. Please try again in 10 minutes.'] },
    });
    expect((await post(b, '/sign-up')).statusCode).toBe(429);
    // The counter lives in Redis under our prefix, with the window as its expiry.
    const keys = await redis.keys(`${nameSpace}*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toContain('203.0.113.7');
    expect(await redis.get(keys[0]!)).toBe('7');
    expect(await redis.pttl(keys[0]!)).toBeGreaterThan(590_000);
  });

  it('limits in this instance’s memory when Redis is unreachable: neither locks everyone out nor lets everyone through', async () => {
    // Decision 0031 (before it, an outage let every request through).
    nameSpace = `camp-test-${randomBytes(6).toString('hex')}:`;
    const app = await limitedApp({ redisUrl: 'redis://127.0.0.1:1', nameSpace });
    apps.push(app);
    // Each answer comes without waiting on the dead connection: a request queued behind it
    // would never be answered, and the test would fail on its timeout (no clock is read).
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++) {
      expect((await post(app, '/sign-in')).statusCode).toBe(200);
    }
    expect((await post(app, '/sign-in')).statusCode).toBe(429);
  });
});
