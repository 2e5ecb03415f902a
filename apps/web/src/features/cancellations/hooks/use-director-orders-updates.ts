import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { directorOrdersEventSchema, directorOrdersIdentifier } from '@camp/shared/realtime';
import { CableConnection, cableUrl } from '../../../lib/cable';
import { useSession } from '../../../lib/session';
import { cancellationKeys } from '../api/cancellation-requests';

/**
 * The director's orders channel (DirectorOrdersChannel, keyed by the session on the server): a
 * cancellation asked, withdrawn, refunded or declined refetches the requests and the orders.
 * After a reconnect they refetch too, since events may have been missed meanwhile.
 */
export function useDirectorOrdersUpdates() {
  const session = useSession();
  const token = session?.role === 'CampDirector' ? session.token : null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    const refetch = () =>
      Promise.all(
        [cancellationKeys.all, ['director-orders']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    const connection = new CableConnection({
      url: cableUrl(token),
      onMessage: (_identifier, message) => {
        if (directorOrdersEventSchema.safeParse(message).success) void refetch();
      },
      onResumed: () => void refetch(),
    });
    connection.setSubscriptions([directorOrdersIdentifier()]);
    return () => connection.close();
  }, [token, queryClient]);
}
