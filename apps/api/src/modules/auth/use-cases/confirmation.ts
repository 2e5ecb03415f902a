import { type Session } from '@camp/shared/auth';
import type { AppContext } from '../../../context.js';
import { AUTH_MESSAGES } from '@camp/shared/messages';
import { enqueueMail } from '../../mail/index.js';
import { CONFIRMATION_TOKEN_MESSAGES, consumeToken } from '../one-time-tokens.js';
import * as repo from '../../../data/accounts/repository.js';
import { issueSession } from '../session.js';
import { linkPendingInvitations } from './link-invitations.js';
import { type AccountRole, welcomeUrl, greetingName, sendConfirmation } from './shared.js';

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
    if (found.confirmedAt) {
      return linkPendingInvitations(tx, await repo.updateUser(tx, found.id, { lastSignInAt: now }));
    }
    // Invitations sent between sign-up and now are linked too (sign-up linked the earlier ones).
    const confirmed = await linkPendingInvitations(
      tx,
      await repo.updateUser(tx, found.id, { confirmedAt: now, lastSignInAt: now }),
    );
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
