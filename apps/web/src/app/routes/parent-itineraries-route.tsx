import { ChatPanel } from '../../features/mia/components/chat-panel';
import { ItinerariesPage } from '../../features/parent-itineraries/pages/itineraries-page';

/**
 * /profile/itineraries: the parent's itineraries (parent-itineraries), each with MIA's chat
 * panel (mia) below it, composed here so the features stay apart.
 */
export function ParentItinerariesRoute() {
  return <ItinerariesPage itineraryExtra={(it) => <ChatPanel itineraryId={it.id} />} />;
}
