import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '@camp/shared/enums';
import type { Session } from '@camp/shared/auth';
import { users } from '../../src/db/schema/users.js';
import { emailOutbox } from '../../src/db/schema/email-outbox.js';
import { campDirectorProfiles } from '../../src/db/schema/camp-director-profiles.js';
import { parentProfiles } from '../../src/db/schema/parent-profiles.js';
import { hashPassword } from '../../src/lib/password.js';
import { adminSecondFactors } from '../../src/db/schema/admin-second-factors.js';
import { sealSecret } from '../../src/lib/second-factor-keys.js';
import { NobleCryptoPlugin, ScureBase32Plugin, TOTP } from 'otplib';
import type { TwoFactorChallenge } from '@camp/shared/two-factor';
import type { TestApp } from '../test-app.js';

export const PASSWORD = 'correct-horse-9';

let ipCounter = 0;
/**
 * A fresh client address: rate limits count per IP, so each request gets its own unless a test
 * means to share one (the rate-limit tests pass theirs).
 */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface CallOptions {
  token?: string;
  ip?: string;
  query?: Record<string, string>;
}

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    ...(opts.query ? { query: opts.query } : {}),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    remoteAddress: opts.ip ?? freshIp(),
  });
}

export interface MadeUser {
  id: number;
  email: string;
  password: string;
}

const hashes = new Map<string, Promise<string>>();
/**
 * The argon2id hash of `password`, computed once per test process and reused: a hash of the
 * same password verifies whichever user row holds it, and argon2 is deliberately slow (about
 * 45 ms of CPU a hash; most users the tests make share the one password).
 */
function hashOnce(password: string): Promise<string> {
  let known = hashes.get(password);
  if (!known) {
    known = hashPassword(password);
    hashes.set(password, known);
  }
  return known;
}

/** A user straight in the database (the sign-up endpoint has its own tests). */
export async function makeUser(
  t: TestApp,
  opts: {
    role?: Role;
    email?: string;
    password?: string;
    confirmed?: boolean;
    name?: string;
    photoUrl?: string;
    /**
     * A CampDirector's profile: 'active' is validated by an admin with a ready payment account
     * (what the programs, activities, imports and orders endpoints require); by default a new
     * director who still needs a provider profile.
     */
    director?: 'active';
    /**
     * An Admin has two-step sign-in set up with TEST_TOTP_SECRET unless this is false (an admin
     * who still has to enrol).
     */
    twoFactor?: boolean;
  } = {},
): Promise<MadeUser> {
  const role = opts.role ?? 'Parent';
  const email =
    opts.email ?? `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = opts.password ?? PASSWORD;
  const name = opts.name ?? 'Pat Example';
  const [user] = await t.db
    .insert(users)
    .values({
      role,
      email,
      name,
      firstName: name.split(' ')[0]!,
      lastName: name.split(' ').slice(1).join(' '),
      passwordHash: await hashOnce(password),
      confirmedAt: opts.confirmed === false ? null : t.ctx.now(),
      photoUrl: opts.photoUrl ?? null,
    })
    .returning();
  if (role === 'Parent') await t.db.insert(parentProfiles).values({ userId: user!.id });
  if (role === 'Admin' && opts.twoFactor !== false) {
    await t.db.insert(adminSecondFactors).values({
      userId: user!.id,
      secretCiphertext: sealSecret(t.config.TOTP_ENCRYPTION_KEY, user!.id, TEST_TOTP_SECRET),
      confirmedAt: t.ctx.now(),
    });
  }
  if (role === 'CampDirector') {
    await t.db.insert(campDirectorProfiles).values({
      userId: user!.id,
      ...(opts.director === 'active'
        ? {
            registrationStatus: 'validated' as const,
            onboardingStep: 'connect_completed' as const,
            paymentAccountStatus: 'ready' as const,
            validatedAt: t.ctx.now(),
          }
        : {}),
    });
  }
  return { id: user!.id, email, password };
}

const SESSION_PATHS: Record<Role, string> = {
  Parent: '/api/v1/parents/sessions',
  CampDirector: '/api/v1/camp_directors/sessions',
  Specialist: '/api/v1/specialists/sessions',
  Admin: '/api/v1/admins/sessions',
};

/** The authenticator key of the admins makeUser makes. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const totp = new TOTP({ crypto: new NobleCryptoPlugin(), base32: new ScureBase32Plugin() });

/** The code of `secret` at the app's clock (plus `steps` 30-second steps). */
export function totpCode(t: TestApp, secret = TEST_TOTP_SECRET, steps = 0): Promise<string> {
  return totp.generate({ secret, epoch: Math.floor(t.ctx.now().getTime() / 1000) + steps * 30 });
}

/**
 * Signs in. An admin with two-step sign-in answers the challenge with the current code; the
 * record of the last step used is cleared first, since tests sign one admin in several times
 * within 30 seconds (the replay rule has its own tests in two-factor.test.ts).
 */
export async function signIn(t: TestApp, role: Role, user: MadeUser): Promise<Session> {
  const res = await call(t, 'POST', SESSION_PATHS[role], {
    email: user.email,
    password: user.password,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Session | TwoFactorChallenge>();
  if (!('two_factor_required' in body)) return body;
  await t.db
    .update(adminSecondFactors)
    .set({ lastUsedStep: null })
    .where(eq(adminSecondFactors.userId, user.id));
  const second = await call(t, 'POST', '/api/v1/admins/sessions/two-factor', {
    challenge_token: body.challenge_token,
    code: await totpCode(t),
  });
  expect(second.statusCode, second.body).toBe(200);
  return second.json<Session>();
}

export async function outboxFor(t: TestApp, to: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id));
}

/** The links of the newest mail of `template` sent to `to`. */
export async function lastMailLinks(t: TestApp, to: string, template: string): Promise<string[]> {
  const rows = (await outboxFor(t, to)).filter((r) => r.template === template);
  expect(rows.length, `no '${template}' mail to ${to}`).toBeGreaterThan(0);
  const links = rows[0]!.meta.links;
  return Array.isArray(links) ? links.filter((l): l is string => typeof l === 'string') : [];
}

/** The one link in the newest mail matching `pattern`, with the token it carries. */
export async function mailedLink(
  t: TestApp,
  to: string,
  template: string,
  pattern: RegExp,
): Promise<{ url: string; token: string }> {
  const links = await lastMailLinks(t, to, template);
  const url = links.find((l) => pattern.test(l));
  expect(url, `links: ${links.join(', ')}`).toBeDefined();
  const token = pattern.exec(url!)?.[1];
  expect(token).toBeTruthy();
  return { url: url!, token: token! };
}

export const CONFIRMATION_LINK =
  /^http:\/\/localhost:3000\/confirmation\/([\w-]+)\?user_type=(?:parent|director)$/;
export const RESET_LINK =
  /^http:\/\/localhost:3000\/reset-password\/([\w-]+)\?user_type=(?:parent|director)$/;
export const LOGIN_LINK = /^http:\/\/localhost:3000\/camp-director\/login-link\?token=([\w-]+)$/;

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

export const HOUR = 3600_000;
