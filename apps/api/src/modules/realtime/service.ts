import type { AppContext } from '../../context.js';
import { resolveToken, type CurrentUser } from '../../plugins/auth.js';
import type { VerifiedClaims } from '../../lib/jwt.js';
import * as invitationsRepo from '../../data/itineraries/invitations.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';

export type SocketSession = { user: CurrentUser; claims: VerifiedClaims };

/**
 * The socket's session: the same check as every HTTP request (signature, expiry, sign-out and
 * password-change revocation, deleted account), so a revoked token opens no socket.
 */
export async function authenticate(
  ctx: AppContext,
  token: string | null,
): Promise<SocketSession | null> {
  if (!token || token.length > 4096) return null;
  const resolved = await resolveToken(ctx, token);
  // An admin's enrolment-limited session opens nothing but the enrolment.
  return resolved.status === 'ok' && !resolved.enrolmentOnly
    ? { user: resolved.user, claims: resolved.claims }
    : null;
}

/**
 * Who may hear an itinerary's channel: its parent (confirmed, as for GET
 * /api/v1/parents/itineraries), a confirmed parent who accepted an invitation to it (the friend
 * sees it under 'Share with me' and on the calendar), and specialists, who may read every
 * itinerary (decision 0022). Anyone else, and an itinerary that does not exist, is refused alike.
 */
export async function maySubscribe(
  ctx: AppContext,
  user: CurrentUser,
  itineraryId: number,
): Promise<boolean> {
  if (user.role !== 'Parent' && user.role !== 'Specialist') return false;
  if (user.role === 'Parent' && !user.confirmedAt) return false;
  const itinerary = await itinerariesRepo.findItinerary(ctx.db, itineraryId);
  if (!itinerary) return false;
  if (user.role === 'Specialist' || itinerary.parentId === user.id) return true;
  return invitationsRepo.isAcceptedFriend(ctx.db, itineraryId, user.id);
}

/** The specialists' channel carries every itinerary's events: specialists only. */
export function maySubscribeSpecialists(user: CurrentUser): boolean {
  return user.role === 'Specialist';
}

/** MIA's ChatChannel: the API's rule (modules/mia/access.ts), one's own conversation only. */
export { mayHearChat } from './chat-access.js';
