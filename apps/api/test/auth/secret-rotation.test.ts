// A rotation of JWT_SECRET with a grace period: three instances on one database, as the
// deployment is before the rotation (the old secret), during it (the new secret, the old one in
// JWT_SECRET_PREVIOUS) and after it (the new secret alone). What the old secret signed is
// accepted during the grace period and refused after it; what the new one signs is accepted
// from then on and never by the old configuration. Calendar feed URLs, which parents keep in
// their calendar apps, keep working throughout.
import { randomBytes, createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  CAPTCHA_MESSAGES,
  newChallenge,
  verifyAndSpend,
} from '../../src/modules/captcha/service.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { giveOrder } from '../factories.js';
import { call, makeUser, signIn } from './helpers.js';

const OLD = randomBytes(32).toString('hex');
const NEW = randomBytes(32).toString('hex');

/** The instances' secrets: before the rotation, during its grace period, after it. */
const STAGES: Record<string, string>[] = [
  { JWT_SECRET: OLD },
  { JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: OLD },
  { JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: '' },
];

let three: TestApps;
let before: TestApp;
let during: TestApp;
let after: TestApp;

beforeAll(async () => {
  three = await createTestApps(3, (i) => STAGES[i]!);
  [before, during, after] = three.apps as [TestApp, TestApp, TestApp];
});
afterAll(async () => {
  await three?.close();
});

const verify = async (t: TestApp, token: string) =>
  (await call(t, 'GET', '/api/v1/sessions/verify', undefined, { token })).json<{
    expired: boolean;
  }>();

describe('sessions', () => {
  it('accept a token of the old secret during the grace period only', async () => {
    const { token } = await signIn(before, 'Parent', await makeUser(before));
    expect(await verify(during, token)).toMatchObject({ expired: false });
    expect(await verify(after, token)).toEqual({ expired: true });
  });

  it('are signed with the new secret from the rotation on', async () => {
    const { token } = await signIn(during, 'Parent', await makeUser(during));
    expect(await verify(after, token)).toMatchObject({ expired: false });
    expect(await verify(before, token)).toEqual({ expired: true });
  });
});

describe('direct upload links', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  /** An upload link the instance before the rotation handed out, PUT on `on`. */
  async function putOldLink(on: TestApp) {
    const director = await makeUser(before, { role: 'CampDirector' });
    const { token } = await signIn(before, 'CampDirector', director);
    const blob = {
      filename: 'logo.png',
      byte_size: PNG.length,
      content_type: 'image/png',
      checksum: createHash('md5').update(PNG).digest('base64'),
    };
    const started = await call(
      before,
      'POST',
      '/rails/active_storage/direct_uploads',
      { blob },
      {
        token,
      },
    );
    expect(started.statusCode, started.body).toBe(200);
    const { direct_upload } = started.json<{
      direct_upload: { url: string; headers: Record<string, string> };
    }>();
    return on.app.inject({
      method: 'PUT',
      url: direct_upload.url,
      payload: PNG,
      headers: direct_upload.headers,
    });
  }

  it('made with the old secret still take the file during the grace period', async () => {
    const res = await putOldLink(during);
    expect(res.statusCode, res.body).toBe(204);
  });

  it('made with the old secret are refused after it', async () => {
    const res = await putOldLink(after);
    expect(res.statusCode, res.body).toBe(404);
  });
});

describe('captcha challenges', () => {
  /** A challenge the instance before the rotation handed out, solved as the widget does. */
  async function solvedOldChallenge(): Promise<string> {
    const challenge = await newChallenge(before.ctx);
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(
      JSON.stringify({
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution,
      }),
    ).toString('base64');
  }

  it('signed with the old secret pass during the grace period, and are refused after it', async () => {
    await expect(verifyAndSpend(during.db, during.ctx, await solvedOldChallenge())).resolves.toBe(
      undefined,
    );
    await expect(verifyAndSpend(after.db, after.ctx, await solvedOldChallenge())).rejects.toThrow(
      expect.objectContaining({ status: 422, errors: { altcha: [CAPTCHA_MESSAGES.failed] } }),
    );
  });
});

describe('calendar feed URLs', () => {
  const FEED = '/api/v1/parents/calendar_feed';

  it('keep working across the rotation, and the page shows a URL that works', async () => {
    const parent = await makeUser(before, { role: 'Parent' });
    await giveOrder(before, parent.id, 'Premium', 'paid', before.ctx.now());
    const session = async (t: TestApp) => (await signIn(t, 'Parent', parent)).token;
    const shownOn = async (t: TestApp) => {
      const res = await call(t, 'GET', FEED, undefined, { token: await session(t) });
      expect(res.statusCode, res.body).toBe(200);
      return new URL(res.json<{ url: string }>().url).pathname;
    };
    const feedOn = async (t: TestApp, path: string) => (await call(t, 'GET', path)).statusCode;

    const old = await shownOn(before);
    // During the grace period the page shows the same URL, and it answers everywhere.
    expect(await shownOn(during)).toBe(old);
    for (const t of [before, during, after]) expect(await feedOn(t, old)).toBe(200);

    // Once no accepted secret can make it again, the page shows a new URL (the old one stops).
    const fresh = await shownOn(after);
    expect(fresh).not.toBe(old);
    expect(await feedOn(after, fresh)).toBe(200);
    expect(await feedOn(after, old)).toBe(404);
    expect(await shownOn(during)).toBe(fresh);
    expect(await shownOn(after)).toBe(fresh);
  });
});
