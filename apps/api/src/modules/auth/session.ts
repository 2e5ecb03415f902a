import type { Session } from '@camp/shared/auth';
import { ACCOUNT_DEACTIVATED } from '@camp/shared/messages';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { DbOrTx } from '../../db/client.js';
import type { IssuedToken } from '../../lib/jwt.js';
import * as repo from '../../data/accounts/repository.js';
import * as commerceRepo from '../../data/commerce/repository.js';
import * as familiesRepo from '../../data/families/repository.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';

/**
 * Premium status, the one place it is decided: the latest order
 * is a paid Premium package. The session, the questionnaire limit and checkout all ask here.
 */
export function isPaidPremium(latest: commerceRepo.OrderWithPackage | null): boolean {
  return latest?.packageType === 'Premium' && latest.order.status === 'paid';
}

/** For other modules' gates (the questionnaire limit): is this parent paid Premium now? */
export async function parentIsPaidPremium(db: DbOrTx, userId: number): Promise<boolean> {
  return isPaidPremium(await commerceRepo.findLatestOrder(db, userId));
}

/**
 * The one place the Session object (sign-in, confirmation, passwordless, Google, verify) is
 * built, so every endpoint answers with the same fields computed the same way.
 */
export async function buildSession(
  db: DbOrTx,
  user: repo.UserRow,
  issued: Pick<IssuedToken, 'token' | 'exp'>,
  opts: { enrolmentOnly?: boolean } = {},
): Promise<Session> {
  const isParent = user.role === 'Parent';
  const isDirector = user.role === 'CampDirector';
  const order = isParent ? await commerceRepo.findLatestOrder(db, user.id) : null;
  const friends = isParent ? await itinerariesRepo.hasFriendItineraries(db, user.id) : false;
  const submitted = isParent ? await familiesRepo.hasSubmittedQuestionnaire(db, user.id) : false;
  const director = isDirector ? await repo.findDirectorProfile(db, user.id) : null;
  const premium = isPaidPremium(order);
  return {
    token: issued.token,
    exp: issued.exp,
    confirmed: user.confirmedAt !== null,
    id: user.id,
    role: user.role,
    email: user.email,
    name: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    address: user.address,
    zip_code: user.zipCode,
    package: order?.packageName ?? null,
    package_type: order?.packageType ?? null,
    order_status: order?.order.status ?? null,
    friends_itineraries: friends,
    from_google: user.fromGoogle,
    zoho_profile: director?.registrationStatus ?? null,
    stripe_account_status: director?.paymentAccountStatus ?? null,
    invited_to_itinerary: user.invitedToItinerary,
    // Only parents fill in questionnaires; for staff and directors the flag means nothing.
    has_not_completed_questionnaire: isParent && !submitted,
    current_password_required: user.passwordHash !== null && !user.temporaryPassword,
    invited: user.invitedToItinerary,
    premium,
    ...(opts.enrolmentOnly ? { two_factor_enrolment_required: true } : {}),
  };
}

/**
 * Issue a fresh bearer token for the user (at its current token_version) and build the session.
 * Every way of signing in ends here, after the password, link or Google token was checked: a
 * deactivated account is refused here, and only to whoever proved to be its owner. An admin's
 * session is a full one only after a second factor (`secondFactor`); without it, it opens
 * nothing but the two-step enrolment.
 */
export async function issueSession(
  ctx: AppContext,
  user: repo.UserRow,
  opts: { secondFactor?: boolean } = {},
): Promise<Session> {
  if (user.deactivatedAt) throw AppError.forbidden(ACCOUNT_DEACTIVATED);
  const mfa = opts.secondFactor === true;
  const issued = ctx.tokens.issue(
    { sub: String(user.id), role: user.role, tv: user.tokenVersion, ...(mfa ? { mfa } : {}) },
    ctx.now().getTime(),
  );
  return buildSession(ctx.db, user, issued, { enrolmentOnly: user.role === 'Admin' && !mfa });
}
