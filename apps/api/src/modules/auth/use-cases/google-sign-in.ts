import { type Session } from '@camp/shared/auth';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { AUTH_MESSAGES } from '@camp/shared/messages';
import { verifyGoogleIdToken } from '../google.js';
import * as repo from '../../../data/accounts/repository.js';
import { issueSession } from '../session.js';
import { linkPendingInvitations } from './link-invitations.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { type AccountRole, splitName } from './shared.js';

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
        const linked = await repo.updateUser(tx, existing.id, {
          googleSub: existing.googleSub ?? identity.sub,
          confirmedAt: existing.confirmedAt ?? now,
          lastSignInAt: now,
        });
        return linkPendingInvitations(tx, linked);
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
      // Friends invited before they had an account find the invitations waiting (decision 0048).
      return linkPendingInvitations(tx, created);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(AUTH_MESSAGES.googleFailed);
    throw err;
  }
  return issueSession(ctx, user);
}
