import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { signInAttempts } from '../../src/db/schema/sign-in-attempts.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { HOUR, call, makeUser, type MadeUser } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function challenge(): Promise<Challenge> {
  const res = await call(t, 'GET', '/api/v1/captcha/challenge');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<Challenge>();
}

/** Solve a challenge the way the browser widget does and encode its payload. */
async function solved(ch?: Challenge): Promise<string> {
  const c = ch ?? (await challenge());
  const solution = await solveChallenge({ challenge: c, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: c.parameters, signature: c.signature },
      solution,
    }),
  ).toString('base64');
}

const signInBody = (user: MadeUser, over: Record<string, unknown> = {}) => ({
  email: user.email,
  password: user.password,
  ...over,
});

async function fail(email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await call(t, 'POST', '/api/v1/parents/sessions', {
      email,
      password: 'wrong-password-1',
    });
    expect(res.statusCode).toBe(401);
  }
}

describe('GET /api/v1/captcha/challenge', () => {
  it('serves a signed PBKDF2 challenge expiring in 10 minutes', async () => {
    const c = await challenge();
    expect(c.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = c.parameters.expiresAt! * 1000 - t.ctx.now().getTime();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe('lockout after 5 failed sign-ins', () => {
  it('requires a solved challenge after 5 failures, even with the right password', async () => {
    const user = await makeUser(t);
    await fail(user.email, 5);
    const res = await call(t, 'POST', '/api/v1/parents/sessions', signInBody(user));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ altcha: ['Please complete the human verification.'] });

    const garbage = await call(
      t,
      'POST',
      '/api/v1/parents/sessions',
      signInBody(user, { altcha: 'not-base64-json' }),
    );
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors.altcha).toEqual(['Human verification failed. Please try again.']);
  });

  it('does not require it after 4 failures', async () => {
    const user = await makeUser(t);
    await fail(user.email, 4);
    const res = await call(t, 'POST', '/api/v1/parents/sessions', signInBody(user));
    expect(res.statusCode).toBe(200);
  });

  it('counts failures for e-mails without an account too', async () => {
    await fail('nobody-here@example.com', 5);
    const res = await call(t, 'POST', '/api/v1/parents/sessions', {
      email: 'nobody-here@example.com',
      password: 'whatever-1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.altcha).toBeDefined();
  });

  it('accepts a solved challenge once, resets the counter on success, refuses the replay', async () => {
    const user = await makeUser(t);
    await fail(user.email, 5);
    const payload = await solved();
    const res = await call(
      t,
      'POST',
      '/api/v1/parents/sessions',
      signInBody(user, { altcha: payload }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.db.select().from(signInAttempts).where(eq(signInAttempts.email, user.email)),
    ).toHaveLength(0);

    // Counter reset: the next sign-in needs no challenge.
    expect((await call(t, 'POST', '/api/v1/parents/sessions', signInBody(user))).statusCode).toBe(
      200,
    );

    // Replaying the same payload once a challenge is required again is refused.
    await fail(user.email, 5);
    const replay = await call(
      t,
      'POST',
      '/api/v1/parents/sessions',
      signInBody(user, { altcha: payload }),
    );
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.altcha).toEqual([
      'This human verification was already used. Please verify again.',
    ]);
  });

  it('spends the solution even when the password is wrong', async () => {
    const user = await makeUser(t);
    await fail(user.email, 5);
    const payload = await solved();
    const wrong = await call(t, 'POST', '/api/v1/parents/sessions', {
      email: user.email,
      password: 'still-wrong-1',
      altcha: payload,
    });
    expect(wrong.statusCode).toBe(401);
    const reuse = await call(
      t,
      'POST',
      '/api/v1/parents/sessions',
      signInBody(user, { altcha: payload }),
    );
    expect(reuse.statusCode).toBe(422);
    const [row] = await t.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.email, user.email));
    // Every attempt is counted before it is checked (decision 0030), the refused replay too.
    expect(row!.failedCount).toBe(7);
  });

  it('refuses a tampered or expired solution', async () => {
    const user = await makeUser(t);
    await fail(user.email, 5);
    const c = await challenge();
    const payload = await solved(c);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const tampered = structuredClone(decoded);
    tampered.challenge.parameters.cost = 1;
    const wrongKey = structuredClone(decoded);
    wrongKey.solution.derivedKey = '00'.repeat(32);
    for (const bad of [tampered, wrongKey]) {
      const res = await call(
        t,
        'POST',
        '/api/v1/parents/sessions',
        signInBody(user, {
          altcha: Buffer.from(JSON.stringify(bad)).toString('base64'),
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.altcha).toEqual(['Human verification failed. Please try again.']);
    }
    t.advance(10 * 60_000 + 1000);
    const late = await call(
      t,
      'POST',
      '/api/v1/parents/sessions',
      signInBody(user, { altcha: payload }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.altcha).toEqual(['Human verification expired. Please verify again.']);
  });

  it('applies on every sign-in endpoint and forgets failures after 24 hours', async () => {
    const director = await makeUser(t, { role: 'CampDirector' });
    for (let i = 0; i < 5; i++) {
      await call(t, 'POST', '/api/v1/camp_directors/sessions', {
        email: director.email,
        password: 'wrong-password-1',
      });
    }
    const locked = await call(t, 'POST', '/api/v1/camp_directors/sessions', signInBody(director));
    expect(locked.statusCode).toBe(422);
    t.advance(24 * HOUR + 1000);
    const later = await call(t, 'POST', '/api/v1/camp_directors/sessions', signInBody(director));
    expect(later.statusCode).toBe(200);
  });
});
