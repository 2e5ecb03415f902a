import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts } from '../../src/db/schema/sign-in-attempts.js';
import { CHALLENGE_AFTER_FAILURES } from '../../src/modules/auth/use-cases/shared.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call, makeUser } from '../auth/helpers.js';

// Decision 0030: failed sign-ins through two API instances on one database, many at once.

const AT_ONCE = 20;
const SIGN_IN = '/api/v1/parents/sessions';
const CHALLENGE_NEEDED = 'Please complete the human verification.';

describe('sign-in failures through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;

  beforeAll(async () => {
    two = await createTestApps(2);
    a = two.apps[0]!;
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  const guess = (t: TestApp, email: string, password: string) =>
    call(t, 'POST', SIGN_IN, { email, password });

  it('20 wrong passwords at once: 5 are checked, the others must solve the challenge', async () => {
    const user = await makeUser(a, { role: 'Parent' });
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        guess(two.apps[i % 2]!, user.email, `wrong-password-${i}`),
      ),
    );

    const checked = responses.filter((r) => r.statusCode === 401);
    expect(checked).toHaveLength(CHALLENGE_AFTER_FAILURES);
    const challenged = responses.filter((r) => r.statusCode !== 401);
    expect(challenged).toHaveLength(AT_ONCE - CHALLENGE_AFTER_FAILURES);
    for (const r of challenged) {
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.altcha).toEqual([CHALLENGE_NEEDED]);
    }
    const [row] = await a.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.email, user.email));
    expect(row!.failedCount).toBe(AT_ONCE);

    // The right password now needs the challenge too, on either instance.
    const right = await guess(two.apps[1]!, user.email, user.password);
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.altcha).toEqual([CHALLENGE_NEEDED]);
  });

  it('the same for an e-mail without an account (the challenge tells nothing)', async () => {
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        guess(two.apps[i % 2]!, 'nobody-here@example.com', `wrong-password-${i}`),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(CHALLENGE_AFTER_FAILURES);
    expect(responses.filter((r) => r.statusCode === 422)).toHaveLength(
      AT_ONCE - CHALLENGE_AFTER_FAILURES,
    );
  });

  it('a success resets the count: the next 5 failures pass without the challenge', async () => {
    const user = await makeUser(a, { role: 'Parent' });
    for (let i = 0; i < CHALLENGE_AFTER_FAILURES - 1; i += 1) {
      expect((await guess(a, user.email, 'wrong-password-1')).statusCode).toBe(401);
    }
    expect((await guess(two.apps[1]!, user.email, user.password)).statusCode).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        guess(two.apps[i % 2]!, user.email, `wrong-password-${i}`),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(CHALLENGE_AFTER_FAILURES);
  });
});
