import type { ParentItineraryActivityCard } from '@camp/shared/parent-itinerary';
import type { DbOrTx } from '../../../db/client.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import { parentActivityCards } from '../parent/views.js';
import { getItineraryDetail } from '../specialist/detail.js';

/**
 * The activity cards a friend sees: the parent's own card (one assembly for both views), for
 * the invitation's activities that are still on the itinerary only, in the itinerary's order.
 */
export async function sharedActivityCards(
  db: DbOrTx,
  itineraryId: number,
  activityIds: number[],
  viewer: Pick<CurrentUser, 'role'>,
): Promise<ParentItineraryActivityCard[]> {
  if (activityIds.length === 0) return [];
  const shared = new Set(activityIds);
  const cards = parentActivityCards(await getItineraryDetail(db, itineraryId), viewer);
  return [...cards.values()].filter((card) => shared.has(card.id));
}
