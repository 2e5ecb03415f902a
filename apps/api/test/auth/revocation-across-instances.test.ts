// Sign-out, a password change and an account deletion end a session at once on every instance
// (docs/decisions/0034): two apps, each with its own pool, on one database. No waiting: the
// request right after the change, on the other instance, is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call, freshIp, makeUser, signIn } from './helpers.js';

describe('token revocation across two instances', () => {
  let two: TestApps;
  let t: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    two = await createTestApps(2);
    [t, b] = two.apps as [TestApp, TestApp];
  });
  afterAll(async () => {
    await two?.close();
  });

  const verifyOn = async (app: FastifyInstance, token: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/v1/sessions/verify',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: freshIp(),
      })
    ).json<{ expired: boolean }>();

  /** A signed-in parent whose token both instances accept (so each has verified it once). */
  async function liveSession() {
    const user = await makeUser(t);
    const session = await signIn(t, 'Parent', user);
    expect(await verifyOn(t.app, session.token)).toMatchObject({ expired: false });
    expect(await verifyOn(b.app, session.token)).toMatchObject({ expired: false });
    return { user, token: session.token };
  }

  it('sign-out on one instance ends the token on the other, and only that token', async () => {
    const { user, token } = await liveSession();
    const other = await signIn(t, 'Parent', user);
    const res = await call(t, 'DELETE', '/api/v1/sessions', undefined, { token });
    expect(res.statusCode, res.body).toBe(204);
    expect(await verifyOn(b.app, token)).toEqual({ expired: true });
    expect(await verifyOn(b.app, other.token)).toMatchObject({ expired: false });
  });

  it('a password change on the other instance ends every earlier token here', async () => {
    const { user, token } = await liveSession();
    const res = await b.app.inject({
      method: 'POST',
      url: '/api/v1/parents/passwords',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: freshIp(),
      payload: {
        current_password: user.password,
        password: 'changed-pass-1',
        password_confirmation: 'changed-pass-1',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await verifyOn(t.app, token)).toEqual({ expired: true });
    // The session the change answered with works on both.
    const fresh = res.json<{ token: string }>().token;
    expect(await verifyOn(t.app, fresh)).toMatchObject({ expired: false });
  });

  it('deleting the account on one instance ends its tokens on the other', async () => {
    const { user, token } = await liveSession();
    const res = await call(t, 'DELETE', '/api/v1/parents', undefined, {
      token,
      query: { id: String(user.id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await verifyOn(b.app, token)).toEqual({ expired: true });
    const guarded = await b.app.inject({
      method: 'POST',
      url: '/api/v1/parents/passwords',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: freshIp(),
      payload: {
        current_password: user.password,
        password: 'changed-pass-1',
        password_confirmation: 'changed-pass-1',
      },
    });
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json().errors._base).toEqual(['Session has expired. Please sign-in to account']);
  });
});
