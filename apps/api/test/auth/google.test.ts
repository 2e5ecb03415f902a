import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '@camp/shared/auth';
import { users } from '../../src/db/schema/users.js';
import { campDirectorProfiles } from '../../src/db/schema/camp-director-profiles.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, userRow } from './helpers.js';
import { parentsItineraries } from '../../src/db/schema/parents-itineraries.js';
import { makeFamily } from '../factories.js';

const CLIENT_ID = '1234567890-test.apps.googleusercontent.com';

/** Google's key set, served the way https://www.googleapis.com/oauth2/v3/certs serves it. */
let jwksServer: Server;
let jwksUrl: string;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let t: TestApp;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  strangerKey = stranger.privateKey;
  const jwk: JWK = {
    ...(await exportJWK(google.publicKey)),
    kid: 'google-1',
    alg: 'RS256',
    use: 'sig',
  };
  jwksServer = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
});

interface TokenOptions {
  key?: CryptoKey;
  kid?: string;
  aud?: string;
  iss?: string;
  sub?: string;
  email?: string;
  emailVerified?: boolean | string;
  expiresIn?: string;
}

function idToken(opts: TokenOptions = {}): Promise<string> {
  return new SignJWT({
    email: opts.email ?? 'gina.google@gmail.com',
    email_verified: opts.emailVerified ?? true,
    name: 'Gina Google',
    given_name: 'Gina',
    family_name: 'Google',
    picture: 'https://lh3.googleusercontent.com/a/photo',
  })
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'google-1', typ: 'JWT' })
    .setIssuer(opts.iss ?? 'https://accounts.google.com')
    .setAudience(opts.aud ?? CLIENT_ID)
    .setSubject(opts.sub ?? '110169484474386276334')
    .setIssuedAt(Math.floor(t.ctx.now().getTime() / 1000))
    .setExpirationTime(opts.expiresIn ?? '1h')
    .sign(opts.key ?? googleKey);
}

const google = (path: string, token: string, provider = 'google') =>
  call(t, 'POST', path, { auth: { access_token: token, provider_name: provider } });

describe('POST /api/v1/parents/third_party_auth', () => {
  it('creates a confirmed from_google parent, then signs the same account in again', async () => {
    const res = await google('/api/v1/parents/third_party_auth', await idToken());
    expect(res.statusCode, res.body).toBe(200);
    const session = sessionSchema.parse(res.json());
    expect(session).toMatchObject({
      role: 'Parent',
      email: 'gina.google@gmail.com',
      confirmed: true,
      from_google: true,
      name: 'Gina Google',
      first_name: 'Gina',
      last_name: 'Google',
    });
    const row = await userRow(t, session.id);
    expect(row).toMatchObject({ googleSub: '110169484474386276334', passwordHash: null });

    const again = await google(
      '/api/v1/parents/third_party_auth',
      await idToken({ iss: 'accounts.google.com' }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(session.id);
    const all = await t.db.select().from(users).where(eq(users.email, 'gina.google@gmail.com'));
    expect(all).toHaveLength(1);

    // No password on a Google-made account: e-mail sign-in fails like any wrong password.
    const withPassword = await call(t, 'POST', '/api/v1/parents/sessions', {
      email: 'gina.google@gmail.com',
      password: 'anything-at-all',
    });
    expect(withPassword.statusCode).toBe(401);
    expect(withPassword.json().errors._base).toEqual(['Invalid email or password.']);
  });

  it('links an existing e-mail account of the same role and confirms it', async () => {
    const user = await makeUser(t, { email: 'linked@gmail.com', confirmed: false });
    const res = await google(
      '/api/v1/parents/third_party_auth',
      await idToken({ email: 'Linked@gmail.com', sub: 'sub-linked' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, confirmed: true, from_google: false });
    expect((await userRow(t, user.id)).googleSub).toBe('sub-linked');
  });

  it('refuses an account of another role', async () => {
    await makeUser(t, { role: 'CampDirector', email: 'director@gmail.com' });
    const res = await google(
      '/api/v1/parents/third_party_auth',
      await idToken({ email: 'director@gmail.com', sub: 'sub-director' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors._base).toEqual([
      'This e-mail address belongs to a different kind of account.',
    ]);
  });

  // Thunks: the keys exist only once beforeAll has run.
  it.each<[string, () => TokenOptions]>([
    ['a wrong audience', () => ({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['a signature by another key', () => ({ key: strangerKey })],
    ['an unknown key id', () => ({ kid: 'not-google' })],
    ['a wrong issuer', () => ({ iss: 'https://evil.example.com' })],
    ['an unverified e-mail', () => ({ emailVerified: false })],
    ['an expired token', () => ({ expiresIn: '-1m' })],
  ])('refuses %s and creates nothing', async (label, opts) => {
    const before = (await t.db.select().from(users)).length;
    const token = await idToken({ ...opts(), email: 'refused@gmail.com', sub: `sub-${label}` });
    const res = await google('/api/v1/parents/third_party_auth', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors._base).toEqual(['Google sign-in failed. Please try again.']);
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('refuses a token that is not a JWT', async () => {
    const res = await google('/api/v1/parents/third_party_auth', 'ya29.an-oauth-access-token');
    expect(res.statusCode).toBe(401);
  });

  it('refuses facebook and unknown providers, and missing fields', async () => {
    const fb = await google('/api/v1/parents/third_party_auth', 'x', 'facebook');
    expect(fb.statusCode).toBe(422);
    expect(fb.json().errors.provider_name).toEqual([
      'Facebook sign-in is not supported. Please use Google or your e-mail.',
    ]);
    const other = await google('/api/v1/parents/third_party_auth', 'x', 'myspace');
    expect(other.json().errors.provider_name).toEqual(['This sign-in provider is not supported.']);
    const missing = await call(t, 'POST', '/api/v1/parents/third_party_auth', { auth: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      access_token: ['Access token is required'],
      provider_name: ['Provider name is required'],
    });
  });
});

describe('Google sign-up of an invited friend', () => {
  it('links the invitations waiting for the address and flags the session', async () => {
    const email = 'ivy.invited@gmail.com';
    const { parent, itinerary } = await makeFamily(t, { itinerary: { status: 'review' } });
    await t.db
      .insert(parentsItineraries)
      .values({ itineraryId: itinerary.id, friendEmail: email, invitedById: parent.id });
    const res = await google(
      '/api/v1/parents/third_party_auth',
      await idToken({ email, sub: '220000000000000000001' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const session = sessionSchema.parse(res.json());
    expect(session).toMatchObject({ invited: true, friends_itineraries: true });
    const [row] = await t.db
      .select()
      .from(parentsItineraries)
      .where(eq(parentsItineraries.friendEmail, email));
    expect(row!.parentId).toBe(session.id);
  });
});

describe('POST /api/v1/camp_directors/third_party_auth', () => {
  it('creates a director with a profile row', async () => {
    const res = await google(
      '/api/v1/camp_directors/third_party_auth',
      await idToken({ email: 'camp.owner@gmail.com', sub: 'sub-owner' }),
      'Google',
    );
    expect(res.statusCode, res.body).toBe(200);
    const session = sessionSchema.parse(res.json());
    expect(session).toMatchObject({
      role: 'CampDirector',
      confirmed: true,
      zoho_profile: 'needs_provider_profile',
    });
    const profiles = await t.db
      .select()
      .from(campDirectorProfiles)
      .where(eq(campDirectorProfiles.userId, session.id));
    expect(profiles).toHaveLength(1);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('answers a clear 422', async () => {
    const plain = await createTestApp({ GOOGLE_JWKS_URL: jwksUrl });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/parents/third_party_auth',
        payload: { auth: { access_token: await idToken(), provider_name: 'google' } },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors._base).toEqual(['Google sign-in is not available on this server.']);
    } finally {
      await plain.close();
    }
  });
});
