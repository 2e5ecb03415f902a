import type { StaffRole } from '@camp/shared/staff';
import { STAFF_ROLES } from '@camp/shared/staff';
import type { StaffPasswordInput } from '@camp/shared/auth';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { hashPassword } from '../../../lib/password.js';
import { enqueueMail } from '../../mail/index.js';
import { STAFF_LINK_MESSAGES, consumeToken, createToken } from '../one-time-tokens.js';
import * as repo from '../../../data/accounts/repository.js';
import { RESET_TTL_MS, greetingName, link } from './shared.js';

/** An invitation's link stays good a week: the person may not read their mail at once. */
export const STAFF_INVITATION_TTL_MS = 7 * 24 * 3600_000;

/** The web page where a specialist or an admin chooses a password from a mailed link. */
export function staffPasswordUrl(ctx: AppContext, token: string): string {
  return link(ctx, `/staff/set-password/${token}`);
}

/**
 * Mails a specialist or an admin a link to choose a password, in the caller's transaction: an
 * invitation (valid a week) or a password reset (valid as long as any reset link). They are the
 * password-reset tokens of every account; only the newest link of a person works.
 */
export async function sendStaffPasswordLink(
  tx: DbOrTx,
  ctx: AppContext,
  user: repo.UserRow,
  kind: 'invitation' | 'reset',
): Promise<void> {
  await repo.useAllTokens(tx, user.id, 'password_reset', ctx.now());
  const ttl = kind === 'invitation' ? STAFF_INVITATION_TTL_MS : RESET_TTL_MS;
  const token = await createToken(tx, ctx, user.id, 'password_reset', ttl);
  const url = staffPasswordUrl(ctx, token);
  const name = greetingName(user);
  await enqueueMail(
    tx,
    ctx,
    kind === 'invitation'
      ? {
          to: user.email,
          template: 'staff_invitation',
          data: { name, url, role: user.role === 'Admin' ? 'an administrator' : 'a specialist' },
        }
      : { to: user.email, template: 'password_reset', data: { name, url } },
  );
}

/** Links a staff member will no longer need (deactivated: an open invitation must not work). */
export async function voidStaffPasswordLinks(tx: DbOrTx, ctx: AppContext, userId: number) {
  await repo.useAllTokens(tx, userId, 'password_reset', ctx.now());
}

/**
 * POST /api/v1/staff/passwords: a specialist or an admin chooses a password with the mailed link
 * (an invitation or a reset). The link proves the address; every earlier session ends. The
 * person then signs in on their role's page; the answer says which.
 */
export async function setStaffPassword(
  ctx: AppContext,
  input: StaffPasswordInput,
): Promise<{ role: StaffRole }> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const user = await ctx.db.transaction(async (tx) => {
    const found = await consumeToken(
      tx,
      ctx,
      'password_reset',
      input.token,
      STAFF_ROLES,
      STAFF_LINK_MESSAGES,
    );
    // Deactivation voids the links; this covers one used in the same instant.
    if (found.deactivatedAt) throw AppError.unprocessable(STAFF_LINK_MESSAGES.invalid);
    await repo.useAllTokens(tx, found.id, 'password_reset', now);
    await repo.clearFailures(tx, found.email);
    return repo.updateUserAndRevokeTokens(tx, found.id, {
      passwordHash,
      temporaryPassword: false,
      confirmedAt: found.confirmedAt ?? now,
    });
  });
  return { role: user.role as StaffRole };
}
