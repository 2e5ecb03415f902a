import { type Session } from '@camp/shared/auth';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AUTH_MESSAGES } from '@camp/shared/messages';
import { enqueueMail } from '../../mail/index.js';
import {
  LOGIN_LINK_MESSAGES,
  PASSWORDLESS_TOKEN_MESSAGES,
  consumeToken,
  createToken,
  type TokenMessages,
} from '../one-time-tokens.js';
import * as repo from '../../../data/accounts/repository.js';
import { issueSession } from '../session.js';
import {
  type AccountRole,
  LOGIN_LINK_TTL_MS,
  PASSWORDLESS_TTL_MS,
  loginLinkUrl,
  passwordlessUrl,
  greetingName,
} from './shared.js';

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
