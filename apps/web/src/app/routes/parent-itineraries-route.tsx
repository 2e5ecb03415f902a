import { ChatPanel } from '../../features/mia/components/chat-panel';
import { parentItinerariesQueryOptions } from '../../features/parent-itineraries/api/itineraries';
import { ItinerariesPage } from '../../features/parent-itineraries/pages/itineraries-page';
import { getSession } from '../../lib/session';
import { queryClient } from '../providers';

/**
 * /profile/itineraries: the parent's itineraries (parent-itineraries), each with MIA's chat
 * panel (mia) below it, composed here so the features stay apart.
 */
export function ParentItinerariesRoute() {
  return <ItinerariesPage itineraryExtra={(it) => <ChatPanel itineraryId={it.id} />} />;
}

/**
 * The route's loader: asks for the list as soon as the route's code has loaded, beside the
 * page's first render rather than after it (the page reads it from the cache). Only for a
 * signed-in parent (the guard sends anyone else away); it does not wait for the answer.
 */
export function prefetchParentItineraries(): null {
  if (getSession()?.role === 'Parent') {
    void queryClient.prefetchQuery(parentItinerariesQueryOptions());
  }
  return null;
}
