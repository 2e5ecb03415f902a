import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/plugins/rate-limit.js';
import { createTestApp, createTestApps, type TestApp } from '../test-app.js';
import { PASSWORD, call, freshIp, makeUser, outboxFor } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('rate limits on the accounts API', () => {
  it.each<[string, string, unknown, number]>([
    [
      'POST',
      '/api/v1/parents/sessions',
      { email: 'a@example.com', password: 'x' },
      RATE_LIMITS.signIn.max,
    ],
    [
      'POST',
      '/api/v1/camp_directors/sessions',
      { email: 'a@example.com', password: 'x' },
      RATE_LIMITS.signIn.max,
    ],
    [
      'POST',
      '/api/v1/specialists/sessions',
      { email: 'a@example.com', password: 'x' },
      RATE_LIMITS.signIn.max,
    ],
    [
      'POST',
      '/api/v1/admins/sessions',
      { email: 'a@example.com', password: 'x' },
      RATE_LIMITS.signIn.max,
    ],
    ['POST', '/api/v1/admins/sessions/two-factor', {}, RATE_LIMITS.signIn.max],
    ['POST', '/api/v1/parents/third_party_auth', {}, RATE_LIMITS.signIn.max],
    ['POST', '/api/v1/parents/passwordless_sessions', {}, RATE_LIMITS.signIn.max],
    ['POST', '/api/v1/parents', {}, RATE_LIMITS.signUp.max],
    ['POST', '/api/v1/camp_directors', {}, RATE_LIMITS.signUp.max],
    ['POST', '/api/v1/parents/resend_confirmation', {}, RATE_LIMITS.email.max],
    ['POST', '/api/v1/camp_directors/resend_confirmation', {}, RATE_LIMITS.email.max],
    ['POST', '/api/v1/parents/passwords/emails', {}, RATE_LIMITS.email.max],
    ['POST', '/api/v1/camp_directors/passwords/emails', {}, RATE_LIMITS.email.max],
    ['POST', '/api/v1/parents/confirmations', {}, RATE_LIMITS.email.max],
    ['POST', '/api/v1/camp_directors/login_link', {}, RATE_LIMITS.email.max],
  ])('%s %s is limited to %j per window', async (method, url, body, max) => {
    const res = await call(t, method as 'POST', url, body);
    expect(res.headers['x-ratelimit-limit']).toBe(String(max));
  });

  it('answers 429 on the 11th sign-in a minute from one address, not from another', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++) {
      const res = await call(
        t,
        'POST',
        '/api/v1/parents/sessions',
        { email: `u${i}@example.com`, password: 'x' },
        { ip },
      );
      expect(res.statusCode).toBe(401);
    }
    const limited = await call(
      t,
      'POST',
      '/api/v1/parents/sessions',
      { email: 'z@example.com', password: 'x' },
      { ip },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors._base[0]).toMatch(/^Too many requests\. Please try again in /);
    const other = await call(t, 'POST', '/api/v1/parents/sessions', {
      email: 'z@example.com',
      password: 'x',
    });
    expect(other.statusCode).toBe(401);
  });

  it('stops the 6th sign-up from one address before it creates anything', async () => {
    const ip = freshIp();
    const body = (i: number) => ({
      parent: {
        name: 'Rate Limited',
        email: `rl${i}@example.com`,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    for (let i = 0; i < RATE_LIMITS.signUp.max; i++) {
      expect((await call(t, 'POST', '/api/v1/parents', body(i), { ip })).statusCode).toBe(201);
    }
    const limited = await call(t, 'POST', '/api/v1/parents', body(99), { ip });
    expect(limited.statusCode).toBe(429);
    expect(await outboxFor(t, 'rl99@example.com')).toHaveLength(0);
  });

  it('stops the 6th reset e-mail from one address without sending it', async () => {
    const { email } = await makeUser(t);
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.email.max; i++) {
      const res = await call(t, 'POST', '/api/v1/parents/passwords/emails', { email }, { ip });
      expect(res.statusCode).toBe(200);
    }
    expect(await outboxFor(t, email)).toHaveLength(RATE_LIMITS.email.max);
    const limited = await call(t, 'POST', '/api/v1/parents/passwords/emails', { email }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(await outboxFor(t, email)).toHaveLength(RATE_LIMITS.email.max);
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it('multiplies every route’s limit, and still answers 429 past the scaled one', async () => {
    const scaled = await createTestApp({ RATE_LIMIT_SCALE: '3' });
    try {
      const signIn = await call(scaled, 'POST', '/api/v1/parents/sessions', {});
      expect(signIn.headers['x-ratelimit-limit']).toBe(String(RATE_LIMITS.signIn.max * 3));
      const ip = freshIp();
      for (let i = 0; i < RATE_LIMITS.email.max * 3; i++) {
        const res = await call(scaled, 'POST', '/api/v1/parents/passwords/emails', {}, { ip });
        expect(res.statusCode).not.toBe(429);
      }
      const limited = await call(scaled, 'POST', '/api/v1/parents/passwords/emails', {}, { ip });
      expect(limited.statusCode).toBe(429);
    } finally {
      await scaled.close();
    }
  });
});

describe('while Redis is down (decision 0031)', () => {
  it('still limits, per instance, in memory: the 11th sign-in from one address is a 429', async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    const down = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const ip = freshIp();
      for (let i = 0; i < RATE_LIMITS.signIn.max; i++) {
        const res = await call(down, 'POST', '/api/v1/parents/sessions', {}, { ip });
        expect(res.statusCode).toBe(422);
        expect(res.headers['x-ratelimit-remaining']).toBe(String(RATE_LIMITS.signIn.max - i - 1));
      }
      const limited = await call(down, 'POST', '/api/v1/parents/sessions', {}, { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errors._base[0]).toMatch(/^Too many requests\. Please try again in /);
      // Another address still gets through.
      expect((await call(down, 'POST', '/api/v1/parents/sessions', {})).statusCode).toBe(422);
    } finally {
      await down.close();
    }
  });

  it('counts in Redis when it answers: two instances share one count', async () => {
    // Two instances of one deployment: one database, hence one Redis prefix.
    const instances = await createTestApps(2, { REDIS_URL: 'redis://127.0.0.1:6379' });
    const [a, b] = instances.apps as [TestApp, TestApp];
    try {
      const ip = freshIp();
      const half = RATE_LIMITS.signIn.max / 2;
      for (let i = 0; i < half; i++) {
        expect((await call(a, 'POST', '/api/v1/parents/sessions', {}, { ip })).statusCode).toBe(
          422,
        );
        expect((await call(b, 'POST', '/api/v1/parents/sessions', {}, { ip })).statusCode).toBe(
          422,
        );
      }
      expect((await call(a, 'POST', '/api/v1/parents/sessions', {}, { ip })).statusCode).toBe(429);
    } finally {
      await instances.close();
    }
  });
});
