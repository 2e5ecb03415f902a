import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@camp/shared/enums';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from '../../data/accounts/repository.js';

/**
 * Links sent by e-mail carry a random token; only its SHA-256 is stored, so a leaked database
 * does not give working links. Each token is single-use and expires.
 */
export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

export async function createToken(
  db: DbOrTx,
  ctx: AppContext,
  userId: number,
  purpose: repo.TokenPurpose,
  ttlMs: number,
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await repo.insertUserToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(raw),
    expiresAt: new Date(ctx.now().getTime() + ttlMs),
  });
  return raw;
}

/** What to say when a link is unknown, already used or expired. */
export interface TokenMessages {
  invalid: string;
  used: string;
  expired: string;
}

export const CONFIRMATION_TOKEN_MESSAGES: TokenMessages = {
  invalid: 'Confirmation token is invalid.',
  used: 'Email was already confirmed, please try signing in.',
  expired: 'Confirmation token has expired, please request a new one.',
};
export const RESET_TOKEN_MESSAGES: TokenMessages = {
  invalid: 'Reset password token is invalid.',
  used: 'Reset password token has already been used, please request a new one.',
  expired: 'Reset password token has expired, please request a new one.',
};
export const PASSWORDLESS_TOKEN_MESSAGES: TokenMessages = {
  invalid: 'This link is invalid.',
  used: 'This link has already been used, please sign in.',
  expired: 'This link has expired, please sign in.',
};
export const STAFF_LINK_MESSAGES: TokenMessages = {
  invalid: 'This link is invalid. Ask an administrator to send a new one.',
  used: 'This link has already been used. Sign in, or ask an administrator for a new one.',
  expired: 'This link has expired. Ask an administrator to send a new one.',
};
export const LOGIN_LINK_MESSAGES: TokenMessages = {
  invalid: 'This login link is invalid.',
  used: 'This login link has already been used, please request a new one.',
  expired: 'This login link has expired, please request a new one.',
};

/**
 * Spend a token in `tx` and return its user. Throws 422 with the message in `_base` (the web
 * shows it in a toast: it is not about a field the person typed). A token of a user whose role
 * is not `role` (or one of them) is treated as unknown, so a parent link never signs in on the
 * director side.
 */
export async function consumeToken(
  tx: DbOrTx,
  ctx: AppContext,
  purpose: repo.TokenPurpose,
  raw: string,
  role: Role | readonly Role[],
  messages: TokenMessages,
): Promise<repo.UserRow> {
  const roles: readonly Role[] = typeof role === 'string' ? [role] : role;
  const found = await repo.findUserToken(tx, purpose, hashToken(raw));
  if (!found || !roles.includes(found.user.role)) throw AppError.unprocessable(messages.invalid);
  if (found.usedAt) throw AppError.unprocessable(messages.used);
  const now = ctx.now();
  if (found.expiresAt <= now) throw AppError.unprocessable(messages.expired);
  // Conditional update: of two simultaneous requests with one link, only one gets through.
  if (!(await repo.useToken(tx, found.id, now))) throw AppError.unprocessable(messages.used);
  return found.user;
}
