import {
  CURRENT_PASSWORD_INVALID,
  CURRENT_PASSWORD_REQUIRED,
  type ResetPasswordInput,
  type Session,
} from '@camp/shared/auth';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../../lib/password.js';
import { resolveToken } from '../../../plugins/auth.js';
import { AUTH_MESSAGES, SESSION_EXPIRED } from '@camp/shared/messages';
import { enqueueMail } from '../../mail/index.js';
import { RESET_TOKEN_MESSAGES, consumeToken, createToken } from '../one-time-tokens.js';
import * as repo from '../../../data/accounts/repository.js';
import { issueSession } from '../session.js';
import { type AccountRole, RESET_TTL_MS, resetPasswordUrl, greetingName } from './shared.js';

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
