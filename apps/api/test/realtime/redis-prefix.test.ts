import type { RealtimeEvent } from '@camp/shared/realtime';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultRedisPrefix } from '../../src/config.js';
import { realtimeChannel } from '../../src/lib/realtime-bus.js';
import { createTestApp, type TestApp } from '../test-app.js';

// Two deployments (two databases) sharing one Redis server: each has its own key prefix, derived
// from its database name, so neither hears the other's real-time events nor shares its rate-limit
// counters. Runs when REDIS_URL is set (CI runs the API suite again with it).
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('Redis prefix tests skipped: REDIS_URL is not set');

describe('the Redis prefix of a deployment', () => {
  it('defaults to one derived from the database name', () => {
    expect(defaultRedisPrefix('postgres://u:secret@db.example.com:5432/camp_staging')).toBe(
      'camp:camp_staging:',
    );
    expect(defaultRedisPrefix('postgres://db.example.com/camp%20two?sslmode=require')).toBe(
      'camp:camp_two:',
    );
    // The embedded server's database.
    expect(defaultRedisPrefix(undefined)).toBe('camp:camp:');
  });
});

describe.skipIf(!redisUrl)('two deployments on one Redis', () => {
  const url = redisUrl!;
  let a: TestApp;
  let b: TestApp;
  let observer: Redis;
  let admin: Redis;
  /** Channels on which the observer has seen a message reach Redis. */
  const seenOnRedis: string[] = [];
  const heard = { a: [] as RealtimeEvent[], b: [] as RealtimeEvent[] };

  beforeAll(async () => {
    // Each test app has its own database, hence (by default) its own prefix.
    a = await createTestApp({ REDIS_URL: url });
    b = await createTestApp({ REDIS_URL: url });
    a.ctx.realtime.subscribe((_channel, event) => heard.a.push(event));
    b.ctx.realtime.subscribe((_channel, event) => heard.b.push(event));
    observer = new Redis(url);
    observer.on('pmessage', (_pattern: string, channel: string) => seenOnRedis.push(channel));
    await observer.psubscribe('*');
    admin = new Redis(url);
  }, 60_000);

  afterAll(async () => {
    for (const t of [a, b]) {
      const keys = t ? await admin.keys(`${t.config.REDIS_PREFIX}*`) : [];
      if (keys.length) await admin.del(...keys);
    }
    await observer?.quit();
    await admin?.quit();
    await b?.close();
    await a?.close();
  });

  const event = (itineraryId: number): RealtimeEvent => ({
    type: 'itinerary_updated',
    itinerary_id: itineraryId,
    reason: 'sent',
  });

  it('uses a prefix per database', () => {
    expect(a.config.REDIS_PREFIX).not.toBe(b.config.REDIS_PREFIX);
    expect(a.ctx.realtime.kind).toBe('redis');
  });

  it('delivers each deployment’s events to its own instances only', async () => {
    // B's event reaches Redis before A publishes its own: a subscriber of both channels would
    // hear B's first, Redis delivering in the order it received them.
    b.ctx.realtime.publish('itineraries:1', event(1));
    await vi.waitFor(() => expect(seenOnRedis).toContain(realtimeChannel(b.config.REDIS_PREFIX)));
    a.ctx.realtime.publish('itineraries:1', event(2));
    await vi.waitFor(() => expect(heard.a.length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(heard.b.length).toBeGreaterThan(0));
    expect(heard.a).toEqual([event(2)]);
    expect(heard.b).toEqual([event(1)]);
  });

  it('counts rate limits per deployment, under its prefix', async () => {
    const signIn = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/parents/sessions',
        remoteAddress: '203.0.113.99',
        payload: { parent: { email: 'nobody@example.com', password: 'wrong-password-1' } },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(a)).statusCode);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
    // The same address on the other deployment has its own count.
    expect((await signIn(b)).statusCode).not.toBe(429);
    for (const t of [a, b]) {
      const keys = await admin.keys(`${t.config.REDIS_PREFIX}rate-limit:*`);
      expect(keys.length, t.config.REDIS_PREFIX).toBeGreaterThan(0);
    }
  });
});
