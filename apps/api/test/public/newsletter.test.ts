import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NEWSLETTER_INVALID } from '@camp/shared/newsletter';
import { newsletterSubscriptions } from '../../src/db/schema/newsletter-subscriptions.js';
import { RATE_LIMITS } from '../../src/plugins/rate-limit.js';
import { createTestApp, type TestApp } from '../test-app.js';

const URL = '/api/v1/newsletter_subscriptions';

describe('POST /api/v1/newsletter_subscriptions', () => {
  let t: TestApp;
  // Each test signs up from its own address so the per-IP e-mail rate limit does not interfere.
  let ip = 0;
  const nextIp = () => `10.0.1.${++ip}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.delete(newsletterSubscriptions);
  });

  const post = (payload: unknown, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress });

  const rows = () => t.db.select().from(newsletterSubscriptions);

  it('subscribes an address, stored trimmed and lowercased', async () => {
    const res = await post({ email: '  Parent.One@Example.COM ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: 'parent.one@example.com', subscribed: true });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'parent.one@example.com', unsubscribedAt: null });
    expect(stored[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('accepts the same address twice without a second row or an error', async () => {
    const first = await post({ email: 'twice@example.com' });
    const second = await post({ email: 'TWICE@example.com' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ email: 'twice@example.com', subscribed: true });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.email).toBe('twice@example.com');
  });

  it('re-activates an address that had unsubscribed', async () => {
    await post({ email: 'back@example.com' });
    await t.db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, 'back@example.com'));
    const res = await post({ email: 'back@example.com' });
    expect(res.statusCode).toBe(201);
    const [row] = await rows();
    expect(row!.unsubscribedAt).toBeNull();
  });

  it('uses the spec message for a bad address', () => {
    expect(NEWSLETTER_INVALID).toBe('Please correct the marked field(s) below.');
  });

  it.each([
    ['an invalid address', { email: 'not-an-email' }],
    ['an address without a domain', { email: 'parent@' }],
    ['an empty address', { email: '   ' }],
    ['a missing address', {}],
  ])('rejects %s with 422 and the form message, storing nothing', async (_label, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { email: [NEWSLETTER_INVALID] } });
    expect(await rows()).toHaveLength(0);
  });

  it('rejects a non-string address with 422 on the email field, storing nothing', async () => {
    const res = await post({ email: 42 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: object }).errors)).toEqual(['email']);
    expect(await rows()).toHaveLength(0);
  });

  it('limits sign-ups from one client with the e-mail rate limit', async () => {
    const address = nextIp();
    for (let i = 0; i < RATE_LIMITS.email.max; i++) {
      const res = await post({ email: `limit${i}@example.com` }, address);
      expect(res.statusCode).toBe(201);
    }
    const blocked = await post({ email: 'one-too-many@example.com' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      errors: { _base: [expect.stringMatching(/Too many requests/)] },
    });
    expect(await rows()).toHaveLength(RATE_LIMITS.email.max);
    // Another client is not affected.
    expect((await post({ email: 'other-client@example.com' })).statusCode).toBe(201);
  });
});
