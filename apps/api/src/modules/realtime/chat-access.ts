import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import type { CurrentUser } from '../../plugins/auth.js';
import * as invitationsRepo from '../../data/itineraries/invitations.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';

export type ChatAccess = 'owner' | 'friend';

/**
 * Who may chat with MIA about an itinerary, over HTTP and on the ChatChannel alike: its own
 * parent (confirmed), or a confirmed parent who accepted an invitation to it ('friend': the
 * tools then see only the activities shared with them). Null for anyone else and for an
 * itinerary that does not exist, so another family's itinerary reads as missing.
 */
export async function chatAccess(
  db: DbOrTx,
  user: CurrentUser,
  itineraryId: number,
): Promise<{ access: ChatAccess; itinerary: itinerariesRepo.ItineraryRow } | null> {
  if (user.role !== 'Parent' || !user.confirmedAt) return null;
  const itinerary = await itinerariesRepo.findItinerary(db, itineraryId);
  if (!itinerary) return null;
  if (itinerary.parentId === user.id) return { access: 'owner', itinerary };
  return (await invitationsRepo.isAcceptedFriend(db, itineraryId, user.id))
    ? { access: 'friend', itinerary }
    : null;
}

/** The ChatChannel's check: the same rule as the API's. */
export async function mayHearChat(
  ctx: AppContext,
  user: CurrentUser,
  itineraryId: number,
): Promise<boolean> {
  return (await chatAccess(ctx.db, user, itineraryId)) !== null;
}
