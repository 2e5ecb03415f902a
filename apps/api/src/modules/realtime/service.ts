import type { AppContext } from '../../context.js';
import { resolveToken, type CurrentUser } from '../../plugins/auth.js';
import type { VerifiedClaims } from '../../lib/jwt.js';
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
  return resolved.status === 'ok' ? { user: resolved.user, claims: resolved.claims } : null;
}

/**
 * Who may hear an itinerary's channel: its parent (confirmed, as for GET
 * /api/v1/parents/itineraries), and specialists, who may read every itinerary (decision 0022).
 * Anyone else, and an itinerary that does not exist, is refused alike.
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
  return user.role === 'Specialist' || itinerary.parentId === user.id;
}
