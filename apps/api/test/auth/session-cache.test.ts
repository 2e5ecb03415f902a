// The session cache (docs/decisions/0028-session-cache.md): a guarded request may skip reading
// its user, but never past a change — made through the API, straight in the database, or on
// another instance.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Verified = { expired: boolean; session?: { name: string } };
const verifyOn = async (app: FastifyInstance, token: string): Promise<Verified> =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/v1/sessions/verify',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
const verify = (token: string) => verifyOn(t.app, token);

/** Polls until `check` holds: a notification from the database arrives on its own connection. */
async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`still not so after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const jtiOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti;

let markers = 0;
/**
 * Waits until each app has heard every change committed so far. Signing in writes the user
 * (last_sign_in_at), and on PostgreSQL that notification may arrive after the next request has
 * cached the session, and rightly forget it. Notifications reach a listener in commit order, so
 * once a marker sent now has arrived, so have the earlier ones.
 */
async function heardAllChanges(...apps: FastifyInstance[]): Promise<void> {
  const marker = `settled-${++markers}`;
  const spies = apps.map((app) => vi.spyOn(app.ctx.sessions, 'forget'));
  try {
    await t.ctx.dbHandle.exec(`SELECT pg_notify('session_changes', 'token:${marker}')`);
    await eventually(async () =>
      spies.every((spy) =>
        spy.mock.calls.some(([change]) => 'token' in change && change.token === marker),
      ),
    );
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

async function cachedSession(...others: FastifyInstance[]) {
  const user = await makeUser(t, { name: 'Casey Cache' });
  const { token } = await signIn(t, 'Parent', user);
  await heardAllChanges(t.app, ...others);
  expect(await verify(token)).toMatchObject({ expired: false });
  expect(t.ctx.sessions.get(jtiOf(token))).toMatchObject({ id: user.id });
  return { user, token };
}

describe('session cache', () => {
  it('is on once the instance listens for changes', () => {
    expect(t.ctx.sessions.isLive).toBe(true);
  });

  it('sees a change made through the API on the next request', async () => {
    const { token } = await cachedSession();
    const res = await call(
      t,
      'PUT',
      '/api/v1/parents',
      {
        parent: {
          name: 'Casey Renamed',
          phone_number: '(919) 555-0123',
          address: '12 Elm St',
          zip_code: '27603',
        },
      },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await verify(token)).session?.name).toBe('Casey Renamed');

    expect((await call(t, 'DELETE', '/api/v1/sessions', undefined, { token })).statusCode).toBe(
      204,
    );
    expect(await verify(token)).toEqual({ expired: true });
  });

  it('ends a session whose token version is bumped straight in the database', async () => {
    const { user, token } = await cachedSession();
    await t.ctx.dbHandle.exec(
      `UPDATE users SET token_version = token_version + 1 WHERE id = ${user.id}`,
    );
    await eventually(async () => (await verify(token)).expired);
    expect(t.ctx.sessions.get(jtiOf(token))).toBeUndefined();
  });

  it('ends a session whose token is revoked or whose user is deleted straight in the database', async () => {
    const revoked = await cachedSession();
    await t.ctx.dbHandle.exec(
      `INSERT INTO revoked_tokens (jti, expires_at) VALUES ('${jtiOf(revoked.token)}', now() + interval '1 day')`,
    );
    await eventually(async () => (await verify(revoked.token)).expired);

    const deleted = await cachedSession();
    await t.ctx.dbHandle.exec(`UPDATE users SET deleted_at = now() WHERE id = ${deleted.user.id}`);
    await eventually(async () => (await verify(deleted.token)).expired);
  });
});

// Two instances on one database. Both apps run in this process, where a change made through the
// code reaches every cache at once: the changes here are made in the database, so only the
// notification can tell the other instance.
describe('session cache across instances', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    // Its own app, session cache and listening connection, on the same database and secret.
    other = await buildApp({ config: t.config, dbHandle: t.ctx.dbHandle, logger: false });
  });
  afterAll(async () => {
    await other.close();
  });

  it('forgets on the other instance a session revoked in the database', async () => {
    const { token } = await cachedSession(other);
    expect(await verifyOn(other, token)).toMatchObject({ expired: false });
    expect(other.ctx.sessions.get(jtiOf(token))).toBeDefined();

    await t.ctx.dbHandle.exec(
      `INSERT INTO revoked_tokens (jti, expires_at) VALUES ('${jtiOf(token)}', now() + interval '1 day')`,
    );
    await eventually(async () => (await verifyOn(other, token)).expired);
  });

  it('turns off while its listening connection is down, and on again when it is back', async () => {
    const { token } = await cachedSession(other);
    await t.ctx.dbHandle.exec(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await eventually(async () => !t.ctx.sessions.isLive && !other.ctx.sessions.isLive);
    // Off: nothing is served from memory, every request reads.
    expect(t.ctx.sessions.get(jtiOf(token))).toBeUndefined();
    expect(await verify(token)).toMatchObject({ expired: false });
    expect(t.ctx.sessions.size).toBe(0);

    await eventually(async () => t.ctx.sessions.isLive && other.ctx.sessions.isLive);
    expect(await verify(token)).toMatchObject({ expired: false });
    expect(t.ctx.sessions.get(jtiOf(token))).toBeDefined();
  });
});
