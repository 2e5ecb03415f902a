import {
  CURRENT_PASSWORD_INVALID,
  CURRENT_PASSWORD_REQUIRED,
  type DirectorSignUpInput,
  type ResetPasswordInput,
  type Session,
  type SignInInput,
  type SignUpInput,
} from '@camp/shared/auth';
import { randomUUID } from 'node:crypto';
import type { Role } from '@camp/shared/enums';
import type { ParentProfile } from '@camp/shared/profile';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/password.js';
import { resolveToken } from '../../plugins/auth.js';
import { AUTH_MESSAGES, SESSION_EXPIRED } from '@camp/shared/messages';
import { enqueueMail } from '../mail/service.js';
import { verifyAndSpend } from '../captcha/service.js';
import { verifyGoogleIdToken } from './google.js';
import {
  CONFIRMATION_TOKEN_MESSAGES,
  LOGIN_LINK_MESSAGES,
  PASSWORDLESS_TOKEN_MESSAGES,
  RESET_TOKEN_MESSAGES,
  consumeToken,
  createToken,
  type TokenMessages,
} from './one-time-tokens.js';
import * as repo from '../../data/accounts/repository.js';
import { buildSession, issueSession } from './session.js';

/** Roles that sign up, confirm their e-mail and reset passwords themselves. */
export type AccountRole = 'Parent' | 'CampDirector';

export const CONFIRMATION_TTL_MS = 3 * 24 * 3600_000;
export const RESET_TTL_MS = 2 * 3600_000;
export const LOGIN_LINK_TTL_MS = 3600_000;
export const PASSWORDLESS_TTL_MS = 7 * 24 * 3600_000;
/** After this many failed sign-ins for an e-mail, sign-in needs a solved challenge. */
export const CHALLENGE_AFTER_FAILURES = 5;
/** Failures older than this are forgotten. */
export const FAILURE_WINDOW_MS = 24 * 3600_000;

const USER_TYPE: Record<AccountRole, 'parent' | 'director'> = {
  Parent: 'parent',
  CampDirector: 'director',
};

// ---- e-mail links (the agreed web routes) ------------------------------------------------

function link(ctx: AppContext, path: string): string {
  return `${ctx.config.APP_URL}${path}`;
}
export function confirmationUrl(ctx: AppContext, role: AccountRole, token: string): string {
  return link(ctx, `/confirmation/${token}?user_type=${USER_TYPE[role]}`);
}
export function resetPasswordUrl(ctx: AppContext, role: AccountRole, token: string): string {
  return link(ctx, `/reset-password/${token}?user_type=${USER_TYPE[role]}`);
}
export function loginLinkUrl(ctx: AppContext, token: string): string {
  return link(ctx, `/camp-director/login-link?token=${token}`);
}
export function passwordlessUrl(ctx: AppContext, token: string): string {
  return link(ctx, `/confirmation-parent?form_id=${token}`);
}
function welcomeUrl(ctx: AppContext, role: Role): string {
  return link(ctx, role === 'CampDirector' ? '/camp-director' : '/profile');
}

function greetingName(user: repo.UserRow): string {
  return user.firstName || user.name || user.email;
}

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A full name split for the first_name / last_name session fields. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

async function sendConfirmation(db: DbOrTx, ctx: AppContext, user: repo.UserRow): Promise<void> {
  const token = await createToken(db, ctx, user.id, 'confirmation', CONFIRMATION_TTL_MS);
  await enqueueMail(db, ctx, {
    to: user.email,
    template: 'confirmation',
    data: { name: greetingName(user), url: confirmationUrl(ctx, user.role as AccountRole, token) },
  });
}

// ---- sign-up -----------------------------------------------------------------------------

type SignUpValues =
  { role: 'Parent'; input: SignUpInput } | { role: 'CampDirector'; input: DirectorSignUpInput };

/**
 * Create an unconfirmed account, its profile row and a confirmation link (e-mailed), in one
 * transaction. Returns the session (confirmed=false) so the web can go on to the verify page.
 */
export async function signUp(ctx: AppContext, values: SignUpValues): Promise<Session> {
  const { input } = values;
  const passwordHash = await hashPassword(input.password);
  const names =
    values.role === 'Parent'
      ? { name: values.input.name, ...splitName(values.input.name) }
      : {
          name: `${values.input.first_name} ${values.input.last_name}`,
          firstName: values.input.first_name,
          lastName: values.input.last_name,
        };
  const account = { role: values.role, email: input.email, ...names, passwordHash };
  const user = await ctx.db.transaction(async (tx) => {
    if (await notifyExistingAccount(tx, ctx, input.email, 'sign_up')) return null;
    const created = await insertAccount(tx, account);
    await sendConfirmation(tx, ctx, created);
    return created;
  });
  // A taken e-mail answers like a new one (decision 0031): an unconfirmed session of an account
  // that was not created. Its id is drawn from the users' sequence like a new account's, and
  // never used again, so the token names nobody; the mail told the holder.
  return user ? issueSession(ctx, user) : issueSession(ctx, await accountNotCreated(ctx, account));
}

/**
 * When a live account has `email`, mails its holder (template account_exists) and returns true.
 * Sign-up and the public questionnaire call this instead of answering 'has already been taken',
 * which would tell anyone who has an account (decision 0031).
 */
export async function notifyExistingAccount(
  tx: DbOrTx,
  ctx: AppContext,
  email: string,
  reason: 'sign_up' | 'questionnaire',
): Promise<boolean> {
  const existing = await repo.findLiveUserByEmail(tx, email);
  if (!existing) return false;
  await enqueueMail(tx, ctx, {
    to: existing.email,
    template: 'account_exists',
    data: { name: greetingName(existing), url: link(ctx, SIGN_IN_PATHS[existing.role]), reason },
  });
  return true;
}

const SIGN_IN_PATHS: Record<Role, string> = {
  Parent: '/sign-in',
  CampDirector: '/camp-director/sign-in',
  Specialist: '/specialist/sign-in',
  Admin: '/admin/sign-in',
};

/** Carries the row of an insert out of the transaction that rolls it back. */
class RolledBack extends Error {
  constructor(readonly row: repo.UserRow) {
    super('rolled back');
  }
}

/**
 * The row a new account with `values` would have, with every column default and an id from the
 * users' sequence, without creating it: inserted (under a placeholder e-mail, the real one is
 * taken) in a transaction that is rolled back.
 */
async function accountNotCreated(ctx: AppContext, values: repo.NewUser): Promise<repo.UserRow> {
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await repo.insertUser(tx, {
        ...values,
        email: `${randomUUID()}@not-created.invalid`,
      });
      throw new RolledBack(row);
    });
  } catch (err) {
    if (err instanceof RolledBack) return { ...err.row, email: values.email };
    throw err;
  }
  throw new Error('accountNotCreated: the transaction was not rolled back');
}

/**
 * An account and its profile row. A live account with the e-mail is a 422 on `email`; so is a
 * second sign-up with the same e-mail racing this one (the unique index decides).
 */
async function insertAccount(
  tx: DbOrTx,
  values: repo.NewUser & { role: AccountRole },
): Promise<repo.UserRow> {
  const taken = () => AppError.field('email', AUTH_MESSAGES.emailTaken);
  if (await repo.findLiveUserByEmail(tx, values.email)) throw taken();
  let created: repo.UserRow;
  try {
    created = await repo.insertUser(tx, values);
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  if (values.role === 'Parent') await repo.insertParentProfile(tx, created.id);
  else await repo.insertDirectorProfile(tx, created.id);
  return created;
}

/**
 * For the questionnaire's visitor path, in the caller's transaction: an unconfirmed parent with
 * a generated (temporary) password, which the profile asks them to replace, and the address
 * from the questionnaire for their profile. The caller mails a passwordless link
 * (issuePasswordlessLink), which signs them in and confirms the address.
 */
export async function createParentAccountInTx(
  tx: DbOrTx,
  input: { name: string; email: string; address: string | null; zipCode: string | null },
): Promise<repo.UserRow> {
  return insertAccount(tx, {
    role: 'Parent',
    email: input.email,
    name: input.name,
    ...splitName(input.name),
    address: input.address,
    zipCode: input.zipCode,
    passwordHash: await hashPassword(generatePassword()),
    temporaryPassword: true,
  });
}

// ---- sign-in -----------------------------------------------------------------------------

/** Compared against when the e-mail is unknown, so both failures take as long. */
let dummyHash: Promise<string> | undefined;

/**
 * E-mail and password sign-in for one role. After CHALLENGE_AFTER_FAILURES failures for the
 * e-mail (counted whether or not the account exists, so the challenge reveals nothing) a solved
 * proof-of-work must come with the request. An unconfirmed account gets a session with
 * confirmed=false.
 */
export async function signIn(ctx: AppContext, role: Role, input: SignInInput): Promise<Session> {
  const now = ctx.now();
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  // Counted as a failure before the (slow) password check, atomically: guesses sent at once
  // cannot all be checked against the count before any of them is recorded.
  const attempt = await repo.countFailedAttempt(ctx.db, input.email, now, since);
  // Spent outside any transaction: a wrong password afterwards must not give the solution back.
  if (attempt > CHALLENGE_AFTER_FAILURES) await verifyAndSpend(ctx.db, ctx, input.altcha);

  const user = await repo.findLiveUserByEmail(ctx.db, input.email);
  let ok = false;
  if (user?.passwordHash) {
    ok = (await verifyPassword(user.passwordHash, input.password)) && user.role === role;
  } else {
    // No account, or a Google-only one: spend the same time so neither is told apart.
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, input.password);
  }
  // The failure was counted above.
  if (!user || !ok) throw AppError.unauthorized(AUTH_MESSAGES.invalidCredentials);
  await repo.clearFailures(ctx.db, input.email);
  const updated = await repo.updateUser(ctx.db, user.id, { lastSignInAt: now });
  return issueSession(ctx, updated);
}

// ---- e-mail confirmation -----------------------------------------------------------------

/** Confirm the e-mail with the link's token and sign the user in; sends the welcome mail. */
export async function confirmEmail(
  ctx: AppContext,
  role: AccountRole,
  rawToken: string,
): Promise<Session> {
  const now = ctx.now();
  const user = await ctx.db.transaction(async (tx) => {
    const found = await consumeToken(
      tx,
      ctx,
      'confirmation',
      rawToken,
      role,
      CONFIRMATION_TOKEN_MESSAGES,
    );
    // Older links from 'Resend email' are spent too: the address is confirmed now.
    await repo.useAllTokens(tx, found.id, 'confirmation', now);
    if (found.confirmedAt) return repo.updateUser(tx, found.id, { lastSignInAt: now });
    const confirmed = await repo.updateUser(tx, found.id, { confirmedAt: now, lastSignInAt: now });
    await enqueueMail(tx, ctx, {
      to: confirmed.email,
      template: 'welcome',
      data: { name: greetingName(confirmed), url: welcomeUrl(ctx, role) },
    });
    return confirmed;
  });
  return issueSession(ctx, user);
}

/** Always succeeds (no account enumeration); mails only an unconfirmed account of the role. */
export async function resendConfirmation(
  ctx: AppContext,
  role: AccountRole,
  email: string,
): Promise<{ message: string }> {
  const user = await repo.findLiveUserByEmail(ctx.db, email);
  if (user && user.role === role && !user.confirmedAt) {
    await ctx.db.transaction((tx) => sendConfirmation(tx, ctx, user));
  }
  return { message: AUTH_MESSAGES.resendSent };
}

// ---- passwords ---------------------------------------------------------------------------

/** Always succeeds; mails a reset link (valid RESET_TTL_MS, single use) to an account of the role. */
export async function requestPasswordReset(
  ctx: AppContext,
  role: AccountRole,
  email: string,
): Promise<{ message: string }> {
  const user = await repo.findLiveUserByEmail(ctx.db, email);
  if (user && user.role === role) {
    await ctx.db.transaction(async (tx) => {
      // Only the newest link works.
      await repo.useAllTokens(tx, user.id, 'password_reset', ctx.now());
      const token = await createToken(tx, ctx, user.id, 'password_reset', RESET_TTL_MS);
      await enqueueMail(tx, ctx, {
        to: user.email,
        template: 'password_reset',
        data: { name: greetingName(user), url: resetPasswordUrl(ctx, role, token) },
      });
    });
  }
  return { message: AUTH_MESSAGES.resetSent };
}

/**
 * POST .../passwords: with `token`, reset by the e-mailed link; without it, change the password
 * of the signed-in user (`bearer`). Either way every earlier bearer token stops working and a
 * fresh session is returned.
 */
export async function resetOrChangePassword(
  ctx: AppContext,
  role: AccountRole,
  input: ResetPasswordInput,
  bearer: string | null,
): Promise<Session> {
  const now = ctx.now();
  if (input.token) {
    const token = input.token;
    const passwordHash = await hashPassword(input.password);
    const user = await ctx.db.transaction(async (tx) => {
      const found = await consumeToken(
        tx,
        ctx,
        'password_reset',
        token,
        role,
        RESET_TOKEN_MESSAGES,
      );
      await repo.useAllTokens(tx, found.id, 'password_reset', now);
      await repo.clearFailures(tx, found.email);
      // The link reached the inbox, which proves the address as well as confirming would.
      return repo.updateUserAndRevokeTokens(tx, found.id, {
        passwordHash,
        temporaryPassword: false,
        confirmedAt: found.confirmedAt ?? now,
      });
    });
    return issueSession(ctx, user);
  }
  if (!bearer) throw AppError.field('token', AUTH_MESSAGES.resetTokenRequired);
  const resolved = await resolveToken(ctx, bearer);
  if (resolved.status === 'expired') throw AppError.unauthorized(SESSION_EXPIRED);
  if (resolved.status === 'invalid') throw AppError.unauthorized();
  if (resolved.user.role !== role) throw AppError.forbidden();
  await checkCurrentPassword(resolved.user, input.current_password);
  const passwordHash = await hashPassword(input.password);
  const user = await repo.updateUserAndRevokeTokens(ctx.db, resolved.user.id, {
    passwordHash,
    temporaryPassword: false,
  });
  return issueSession(ctx, user);
}

/**
 * A signed-in change must prove the current password, so a session left open on a shared
 * computer cannot take the account over. Not asked while the account has only a generated
 * (temporary) password or none at all (Google sign-up): the spec's form has just the new
 * password and its confirmation for exactly those parents.
 */
async function checkCurrentPassword(user: repo.UserRow, given: string | undefined): Promise<void> {
  if (!user.passwordHash || user.temporaryPassword) return;
  if (!given) throw AppError.field('current_password', CURRENT_PASSWORD_REQUIRED);
  if (!(await verifyPassword(user.passwordHash, given))) {
    throw AppError.field('current_password', CURRENT_PASSWORD_INVALID);
  }
}

// ---- Google ------------------------------------------------------------------------------

/**
 * Sign in (or up) with a Google ID token. A new account is created confirmed and from_google;
 * an existing account of the same role is linked to the Google account and confirmed.
 */
export async function thirdPartySignIn(
  ctx: AppContext,
  role: AccountRole,
  input: { access_token: string; provider_name: string },
): Promise<Session> {
  const provider = input.provider_name.trim().toLowerCase();
  if (provider === 'facebook') {
    throw AppError.field('provider_name', AUTH_MESSAGES.facebookUnsupported);
  }
  if (provider !== 'google')
    throw AppError.field('provider_name', AUTH_MESSAGES.providerUnsupported);
  const clientId = ctx.config.GOOGLE_CLIENT_ID;
  if (!clientId) throw AppError.unprocessable(AUTH_MESSAGES.googleNotConfigured);
  const identity = await verifyGoogleIdToken(ctx, clientId, input.access_token);
  if (!identity) throw AppError.unauthorized(AUTH_MESSAGES.googleFailed);

  const now = ctx.now();
  let user: repo.UserRow;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const existing =
        (await repo.findLiveUserByGoogleSub(tx, identity.sub)) ??
        (await repo.findLiveUserByEmail(tx, identity.email));
      if (existing) {
        if (existing.role !== role) throw AppError.unprocessable(AUTH_MESSAGES.otherRole);
        return repo.updateUser(tx, existing.id, {
          googleSub: existing.googleSub ?? identity.sub,
          confirmedAt: existing.confirmedAt ?? now,
          lastSignInAt: now,
        });
      }
      const name =
        identity.name || [identity.givenName, identity.familyName].filter(Boolean).join(' ');
      const split = splitName(name);
      const created = await repo.insertUser(tx, {
        role,
        email: identity.email,
        name: name || identity.email,
        firstName: identity.givenName || split.firstName,
        lastName: identity.familyName || split.lastName,
        passwordHash: null,
        confirmedAt: now,
        fromGoogle: true,
        googleSub: identity.sub,
        lastSignInAt: now,
      });
      if (role === 'Parent') await repo.insertParentProfile(tx, created.id);
      else await repo.insertDirectorProfile(tx, created.id);
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(AUTH_MESSAGES.googleFailed);
    throw err;
  }
  return issueSession(ctx, user);
}

// ---- passwordless links ------------------------------------------------------------------

/**
 * For other modules (the questionnaire's account creation): a one-time sign-in link for a
 * parent, written in the caller's transaction. The caller mails it.
 */
export async function issuePasswordlessLink(
  db: DbOrTx,
  ctx: AppContext,
  userId: number,
  ttlMs = PASSWORDLESS_TTL_MS,
): Promise<{ token: string; url: string }> {
  const token = await createToken(db, ctx, userId, 'passwordless', ttlMs);
  return { token, url: passwordlessUrl(ctx, token) };
}

/** Always succeeds; mails a one-time sign-in link to a director account. */
export async function sendDirectorLoginLink(
  ctx: AppContext,
  email: string,
): Promise<{ message: string }> {
  const user = await repo.findLiveUserByEmail(ctx.db, email);
  if (user && user.role === 'CampDirector') {
    await ctx.db.transaction(async (tx) => {
      const token = await createToken(tx, ctx, user.id, 'passwordless', LOGIN_LINK_TTL_MS);
      await enqueueMail(tx, ctx, {
        to: user.email,
        template: 'login_link',
        data: { name: greetingName(user), url: loginLinkUrl(ctx, token) },
      });
    });
  }
  return { message: AUTH_MESSAGES.loginLinkSent };
}

/** Exchange a one-time link (parent form_id, director login link) for a session; confirms. */
export async function passwordlessSignIn(
  ctx: AppContext,
  role: AccountRole,
  rawToken: string,
): Promise<Session> {
  const messages: TokenMessages =
    role === 'Parent' ? PASSWORDLESS_TOKEN_MESSAGES : LOGIN_LINK_MESSAGES;
  const now = ctx.now();
  const user = await ctx.db.transaction(async (tx) => {
    const found = await consumeToken(tx, ctx, 'passwordless', rawToken, role, messages);
    return repo.updateUser(tx, found.id, {
      confirmedAt: found.confirmedAt ?? now,
      lastSignInAt: now,
    });
  });
  return issueSession(ctx, user);
}

// ---- sessions ----------------------------------------------------------------------------

/** Sign-out: that one token stops working. An already dead token needs nothing. */
export async function signOut(ctx: AppContext, bearer: string): Promise<void> {
  const resolved = await resolveToken(ctx, bearer);
  if (resolved.status !== 'ok') return;
  await repo.revokeToken(ctx.db, resolved.claims.jti, new Date(resolved.claims.exp * 1000));
  await repo.deleteExpiredRevocations(ctx.db, ctx.now());
}

export async function verifySession(
  ctx: AppContext,
  bearer: string,
): Promise<{ expired: true } | { expired: false; session: Session }> {
  const resolved = await resolveToken(ctx, bearer);
  if (resolved.status !== 'ok') return { expired: true };
  const session = await buildSession(ctx.db, resolved.user, {
    token: bearer,
    exp: resolved.claims.exp,
  });
  return { expired: false, session };
}

// ---- accounts ----------------------------------------------------------------------------

/**
 * PUT /api/v1/parents: name (split for first_name / last_name), phone (E.164), address and ZIP
 * code. A different e-mail is refused rather than ignored, so a client that tries to change it
 * learns that it did not happen. The row is locked so a concurrent deletion cannot be undone.
 * Answers the session of the token in hand with the new values.
 */
export async function updateParentProfile(
  ctx: AppContext,
  user: repo.UserRow,
  held: { token: string; exp: number },
  input: ParentProfile,
): Promise<Session> {
  if (input.email !== undefined && input.email !== user.email) {
    throw AppError.field('email', AUTH_MESSAGES.emailReadOnly);
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const live = await repo.lockLiveUser(tx, user.id);
    if (!live) throw AppError.unauthorized(SESSION_EXPIRED);
    return repo.updateUser(tx, user.id, {
      name: input.name,
      ...splitName(input.name),
      phoneNumber: input.phone_number,
      address: input.address,
      zipCode: input.zip_code,
    });
  });
  // Same token: a profile edit is no reason to sign other devices out.
  return buildSession(ctx.db, updated, held);
}

/**
 * For the account deletion (parent-account module), inside its transaction: the user row keeps
 * its id and role for the records that must outlive it (paid orders, enrollments, audit), loses
 * every personal field, and every token stops working. Answers false when the account was
 * already gone (a second deletion racing the first).
 */
export async function closeAccountInTx(
  tx: DbOrTx,
  ctx: AppContext,
  userId: number,
): Promise<boolean> {
  const user = await repo.lockLiveUser(tx, userId);
  if (!user) return false;
  await repo.deleteUserTokens(tx, user.id);
  await repo.clearFailures(tx, user.email);
  await repo.updateUserAndRevokeTokens(tx, user.id, {
    email: `deleted-${user.id}@deleted.invalid`,
    name: 'Deleted user',
    firstName: '',
    lastName: '',
    passwordHash: null,
    temporaryPassword: false,
    fromGoogle: false,
    googleSub: null,
    phoneNumber: null,
    address: null,
    zipCode: null,
    photoUrl: null,
    invitedToItinerary: false,
    lastSignInAt: null,
    deletedAt: ctx.now(),
  });
  return true;
}

export interface DirectorProfile {
  first_name: string;
  last_name: string;
  email: string;
  contact_phone: string | null;
}

async function toDirectorProfile(ctx: AppContext, user: repo.UserRow): Promise<DirectorProfile> {
  const profile = await repo.findDirectorProfile(ctx.db, user.id);
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    contact_phone: profile?.contactPhone ?? null,
  };
}

export function getDirectorProfile(ctx: AppContext, user: repo.UserRow): Promise<DirectorProfile> {
  return toDirectorProfile(ctx, user);
}

/** Names and contact phone; the e-mail is read-only here. */
export async function updateDirectorProfile(
  ctx: AppContext,
  user: repo.UserRow,
  input: { first_name: string; last_name: string; contact_phone?: string | null | undefined },
): Promise<DirectorProfile> {
  const updated = await ctx.db.transaction(async (tx) => {
    await repo.insertDirectorProfile(tx, user.id);
    if (input.contact_phone !== undefined) {
      await repo.updateDirectorContactPhone(tx, user.id, input.contact_phone);
    }
    return repo.updateUser(tx, user.id, {
      firstName: input.first_name,
      lastName: input.last_name,
      name: `${input.first_name} ${input.last_name}`,
    });
  });
  return toDirectorProfile(ctx, updated);
}

/** What staff see of a specialist (shown on itineraries). */
export async function getSpecialist(
  ctx: AppContext,
  id: number,
): Promise<{ id: number; name: string; email: string; photo_url: string | null }> {
  const user = await repo.findLiveUserById(ctx.db, id);
  if (!user || user.role !== 'Specialist') throw AppError.notFound('Specialist not found');
  return { id: user.id, name: user.name, email: user.email, photo_url: user.photoUrl };
}
