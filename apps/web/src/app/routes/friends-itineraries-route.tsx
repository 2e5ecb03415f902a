import { ChatPanel } from '../../features/mia/components/chat-panel';
import { FriendsItinerariesPage } from '../../features/friends-itineraries/pages/friends-itineraries-page';

/**
 * /profile/itineraries-friends ('Share with me'): the friends' itineraries (friends-itineraries)
 * and, on each one the parent accepted, MIA's chat panel (mia), which answers about the shared
 * activities only; composed here so the features stay apart.
 */
export function FriendsItinerariesRoute() {
  return (
    <FriendsItinerariesPage
      itineraryExtra={(f) =>
        f.status === 'accepted' ? <ChatPanel itineraryId={f.itinerary.id} /> : null
      }
    />
  );
}
