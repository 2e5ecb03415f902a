import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { itineraryEventSchema, specialistItinerariesIdentifier } from '@camp/shared/realtime';
import { CableConnection, cableUrl, type CableOptions } from '../../../lib/cable';
import { useSession } from '../../../lib/session';
import { dashboardKeys } from '../api/keys';

export interface SpecialistUpdatesOptions {
  /** Query keys refetched on an event besides the dashboard's (the itinerary page's). */
  alsoRefetch?: readonly QueryKey[];
  /** Test seam and tuning of the connection (the browser's WebSocket by default). */
  cable?: Pick<CableOptions, 'WebSocketImpl' | 'baseDelayMs' | 'maxDelayMs' | 'staleMs'>;
}

/**
 * The specialist's real-time channel (SpecialistItinerariesChannel, no key): while a specialist
 * is signed in, one websocket hears every itinerary_updated event (a parent accepted, asked for
 * changes, a friend answered...) and the dashboard and itinerary queries refetch. After a
 * reconnect they refetch too, since events may have been missed meanwhile. Signing out closes it.
 */
export function useSpecialistUpdates({ alsoRefetch = [], cable }: SpecialistUpdatesOptions = {}) {
  const session = useSession();
  const token = session?.role === 'Specialist' && session.confirmed ? session.token : null;
  const queryClient = useQueryClient();
  // Read once per connection: a caller passing new arrays each render does not reconnect.
  const options = useRef({ alsoRefetch, cable });

  useEffect(() => {
    if (!token) return;
    const { alsoRefetch: extra, cable: tuning } = options.current;
    const refetch = () =>
      Promise.all(
        [dashboardKeys.all, ...extra].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    const connection = new CableConnection({
      ...tuning,
      url: cableUrl(token),
      onMessage: (_identifier, message) => {
        if (itineraryEventSchema.safeParse(message).success) void refetch();
      },
      onResumed: () => void refetch(),
    });
    connection.setSubscriptions([specialistItinerariesIdentifier()]);
    return () => connection.close();
  }, [token, queryClient]);
}
