import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { specialistItinerariesIdentifier } from '@camp/shared/realtime';
import { clearSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { FakeWebSocket } from '../../../test-websocket';
import { dashboardKeys } from '../api/keys';
import { useSpecialistUpdates } from './use-specialist-updates';

const OTHER_KEY = ['specialist-itinerary'] as const;

/** Two queries standing for the dashboard's and the itinerary page's; counts their fetches. */
function Listener({ fetches }: { fetches: { dashboard: number; itinerary: number } }) {
  useSpecialistUpdates({ alsoRefetch: [OTHER_KEY] });
  useQuery({
    queryKey: [...dashboardKeys.all, 'draft', 1, 'newest'],
    queryFn: () => ++fetches.dashboard,
  });
  useQuery({ queryKey: [...OTHER_KEY, 'detail', 5], queryFn: () => ++fetches.itinerary });
  return null;
}

const subscribes = (socket: FakeWebSocket) =>
  socket.sent.filter((f) => (f as { command: string }).command === 'subscribe');

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.pingEveryMs = 1000;
});
afterEach(() => {
  act(() => clearSession());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useSpecialistUpdates', () => {
  it('subscribes to SpecialistItinerariesChannel; a parent’s action refetches the dashboard and itinerary', async () => {
    setSession(makeSession({ role: 'Specialist', token: 'spec-token' }));
    const fetches = { dashboard: 0, itinerary: 0 };
    renderWithShell(<Listener fetches={fetches} />);
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    const socket = FakeWebSocket.last;
    expect(socket.url).toBe(`ws://${window.location.host}/cable?token=spec-token`);
    act(() => socket.open());
    expect(subscribes(socket)).toEqual([
      { command: 'subscribe', identifier: specialistItinerariesIdentifier() },
    ]);
    await waitFor(() => expect(fetches).toEqual({ dashboard: 1, itinerary: 1 }));

    act(() =>
      socket.receive({
        identifier: specialistItinerariesIdentifier(),
        message: { type: 'itinerary_updated', itinerary_id: 5, reason: 'change_requested' },
      }),
    );
    await waitFor(() => expect(fetches).toEqual({ dashboard: 2, itinerary: 2 }));

    // Something that is not an itinerary event changes nothing.
    act(() =>
      socket.receive({ identifier: specialistItinerariesIdentifier(), message: { hello: 1 } }),
    );
    act(() =>
      socket.receive({
        identifier: specialistItinerariesIdentifier(),
        message: { type: 'itinerary_updated', itinerary_id: 5, reason: 'accepted' },
      }),
    );
    await waitFor(() => expect(fetches).toEqual({ dashboard: 3, itinerary: 3 }));
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });

  it('closes the socket on sign-out', async () => {
    setSession(makeSession({ role: 'Specialist' }));
    renderWithShell(<Listener fetches={{ dashboard: 0, itinerary: 0 }} />);
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    const socket = FakeWebSocket.last;
    act(() => socket.open());
    act(() => clearSession());
    expect(socket.closedWith).toBe(1000);
  });

  it('opens nothing for a parent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setSession(makeSession({ role: 'Parent' }));
    renderWithShell(<Listener fetches={{ dashboard: 0, itinerary: 0 }} />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(FakeWebSocket.sockets).toHaveLength(0);
  });
});
