import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  ITINERARIES_CHANNEL,
  ITINERARIES_UPDATED_MESSAGE,
  itinerariesIdentifier,
  itineraryEventSchema,
} from '@camp/shared/realtime';
import { toast } from '../../../components/ui/toaster';
import { CableConnection, cableUrl, type CableOptions } from '../../../lib/cable';
import { useSession } from '../../../lib/session';
import { parentItinerariesQueryOptions } from '../api/itineraries';
import { parentItineraryKeys } from '../api/keys';

export interface ItineraryUpdatesOptions {
  /** Test seam and tuning of the connection (the browser's WebSocket by default). */
  cable?: Pick<CableOptions, 'WebSocketImpl' | 'baseDelayMs' | 'maxDelayMs' | 'staleMs'>;
  /**
   * Other features' queries an event also refetches (the friends' itineraries): the parent area
   * composes them here, since this feature does not know them.
   */
  alsoRefetch?: readonly QueryKey[];
  /** More itineraries to listen to: friends' itineraries the parent accepted. */
  extraItineraryIds?: readonly number[];
  /**
   * Another channel per itinerary on the same socket (MIA's chat), composed by the parent area:
   * its identifier for an itinerary, and what to do with its messages.
   */
  perItineraryChannel?: {
    identifier: (itineraryId: number) => string;
    onMessage: (identifier: string, message: unknown) => void;
    /** Its subscription is back after a reconnect: what it shows may be stale. */
    onResumed?: (identifier: string) => void;
  };
}

/** The channel an identifier names (ActionCable identifiers are JSON text). */
function channelOf(identifier: string): unknown {
  try {
    return (JSON.parse(identifier) as { channel?: unknown }).channel;
  } catch {
    return undefined;
  }
}

/**
 * The parent's real-time channel (decision 0026): while a confirmed parent is
 * signed in and has itineraries, one websocket listens to each of them. An event refetches the
 * parent's itinerary queries and shows 'Your Itineraries have been updated'; after a reconnect
 * the queries are refetched quietly, since events may have been missed meanwhile. Signing out
 * (the session goes) closes the socket.
 */
export function useItineraryUpdates({
  cable: tuning,
  alsoRefetch = [],
  extraItineraryIds = [],
  perItineraryChannel,
}: ItineraryUpdatesOptions = {}): void {
  const session = useSession();
  const token = session?.role === 'Parent' && session.confirmed ? session.token : null;
  const userId = session?.id;
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...parentItinerariesQueryOptions(), enabled: token !== null });
  const extraKey = [...new Set(extraItineraryIds)].sort((a, b) => a - b).join(',');
  const identifiers = useMemo(() => {
    const ids = new Set((data?.itineraries ?? []).map((it) => it.id));
    for (const id of extraKey ? extraKey.split(',').map(Number) : []) ids.add(id);
    const other = perItineraryChannel?.identifier;
    return [...ids].flatMap((id) =>
      other ? [itinerariesIdentifier(id), other(id)] : [itinerariesIdentifier(id)],
    );
  }, [data, extraKey, perItineraryChannel?.identifier]);
  const listening = identifiers.length > 0;
  const connection = useRef<CableConnection | null>(null);
  // Options are read once per connection; a test passing a new object each render is fine.
  const tuningRef = useRef(tuning);
  // Read when an event arrives, so a new array each render neither reconnects nor goes stale.
  const alsoRefetchRef = useRef(alsoRefetch);
  alsoRefetchRef.current = alsoRefetch;
  const otherChannelRef = useRef(perItineraryChannel);
  otherChannelRef.current = perItineraryChannel;

  useEffect(() => {
    if (!token || !listening) return;
    const refetch = () =>
      Promise.all(
        [parentItineraryKeys.all, ...alsoRefetchRef.current].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    const cable = new CableConnection({
      ...tuningRef.current,
      url: cableUrl(token),
      onMessage: (identifier, message) => {
        const other = otherChannelRef.current;
        if (other && channelOf(identifier) !== ITINERARIES_CHANNEL) {
          other.onMessage(identifier, message);
          return;
        }
        const event = itineraryEventSchema.safeParse(message);
        if (!event.success) return;
        void refetch();
        // The parent's own move (from this tab or another) is no news to them.
        if (event.data.by !== undefined && event.data.by === userId) return;
        // The toaster shows one while the same toast is on screen, so a burst is one toast.
        toast.info(ITINERARIES_UPDATED_MESSAGE);
      },
      onResumed: (identifier) => {
        const other = otherChannelRef.current;
        if (other && channelOf(identifier) !== ITINERARIES_CHANNEL) other.onResumed?.(identifier);
        else void refetch();
      },
    });
    connection.current = cable;
    return () => {
      cable.close();
      connection.current = null;
    };
  }, [token, userId, listening, queryClient]);

  // Subscriptions follow the list (a new itinerary, one gone) without reconnecting. Declared
  // after the connection's effect, so on a new connection it runs once that exists.
  useEffect(() => {
    connection.current?.setSubscriptions(identifiers);
  }, [identifiers, token, listening]);
}
