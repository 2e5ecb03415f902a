import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { friendsItinerariesQueryOptions } from '../../features/friends-itineraries/api/friends-itineraries';
import { friendsItineraryKeys } from '../../features/friends-itineraries/api/keys';
import { chatChannel } from '../../features/mia/hooks/chat-channel';
import { calendarKeys } from '../../features/parent-calendar/api/keys';
import { cancellationKeys } from '../../features/cancellations/api/cancellation-requests';
import { useItineraryUpdates } from '../../features/parent-itineraries/hooks/use-itinerary-updates';

const ALSO_REFETCH = [friendsItineraryKeys.all, calendarKeys.all, cancellationKeys.all] as const;

/**
 * The signed-in parent's pages: they render as they are, and while any of them is open the
 * itinerary channel is listened to (toast and refetch when a specialist sends or writes, or a
 * friend answers). An event also refetches the friends' itineraries; the friends' itineraries
 * the parent accepted are listened to once 'Share with me' has loaded them. The list is only
 * read from the cache here, never fetched: reading it clears the invited flag on the server,
 * which only opening that page should do. MIA's chat channel of each itinerary rides on the same
 * socket (decision 0069).
 */
export function ParentLayout() {
  const friends = useQuery({ ...friendsItinerariesQueryOptions(), enabled: false });
  const accepted = (friends.data ?? [])
    .filter((f) => f.status === 'accepted')
    .map((f) => f.itinerary.id);
  const queryClient = useQueryClient();
  // MIA's answers are written over the same socket, on the chat channel of each itinerary.
  const chat = useMemo(() => chatChannel(queryClient), [queryClient]);
  useItineraryUpdates({
    alsoRefetch: ALSO_REFETCH,
    extraItineraryIds: accepted,
    perItineraryChannel: chat,
  });
  return <Outlet />;
}
