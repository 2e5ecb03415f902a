import { queryOptions } from '@tanstack/react-query';
import { friendItineraryListSchema, type FriendItinerary } from '@camp/shared/friends-itinerary';
import { apiFetch } from '../../../lib/api-client';
import { friendsItineraryKeys } from './keys';

/**
 * GET /api/v1/parents/friends_itineraries → { friends_itineraries }, newest first, declined ones
 * left out. Reading it clears the parent's invited_to_itinerary flag on the server.
 */
export async function fetchFriendsItineraries(signal?: AbortSignal): Promise<FriendItinerary[]> {
  const res = await apiFetch<unknown>('/api/v1/parents/friends_itineraries', { signal });
  return friendItineraryListSchema.parse(res).friends_itineraries;
}

export function friendsItinerariesQueryOptions() {
  return queryOptions({
    queryKey: friendsItineraryKeys.list(),
    queryFn: ({ signal }) => fetchFriendsItineraries(signal),
  });
}
