/** What the auth use cases share: the e-mail links, names, the confirmation mail. */
import type { Role } from '@camp/shared/enums';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { enqueueMail } from '../../mail/index.js';
import { createToken } from '../one-time-tokens.js';
import type * as repo from '../../../data/accounts/repository.js';

/** Roles that sign up, confirm their e-mail and reset passwords themselves. */
export type AccountRole = 'Parent' | 'CampDirector';

export const CONFIRMATION_TTL_MS = 3 * 24 * 3600_000;
export const RESET_TTL_MS = 2 * 3600_000;
export const LOGIN_LINK_TTL_MS = 3600_000;
export const PASSWORDLESS_TTL_MS = 7 * 24 * 3600_000;
/** After this many failed sign-ins for an e-mail, sign-in needs a solved challenge. */
export const CHALLENGE_AFTER_FAILURES = 5;
/** How long an admin has to give the code after the password (then: sign in again). */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60_000;
/** Failures older than this are forgotten. */
export const FAILURE_WINDOW_MS = 24 * 3600_000;

const USER_TYPE: Record<AccountRole, 'parent' | 'director'> = {
  Parent: 'parent',
  CampDirector: 'director',
};

// ---- e-mail links (the agreed web routes) ------------------------------------------------

export function link(ctx: AppContext, path: string): string {
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
export function welcomeUrl(ctx: AppContext, role: Role): string {
  return link(ctx, role === 'CampDirector' ? '/camp-director' : '/profile');
}

export function greetingName(user: repo.UserRow): string {
  return user.firstName || user.name || user.email;
}

/** A full name split for the first_name / last_name session fields. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

export async function sendConfirmation(
  db: DbOrTx,
  ctx: AppContext,
  user: repo.UserRow,
): Promise<void> {
  const token = await createToken(db, ctx, user.id, 'confirmation', CONFIRMATION_TTL_MS);
  await enqueueMail(db, ctx, {
    to: user.email,
    template: 'confirmation',
    data: { name: greetingName(user), url: confirmationUrl(ctx, user.role as AccountRole, token) },
  });
}
