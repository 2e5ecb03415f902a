import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { ITINERARIES_UPDATED_MESSAGE, itinerariesIdentifier } from '@camp/shared/realtime';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { FakeWebSocket } from '../../../test-websocket';
import { useItineraryUpdates } from './use-itinerary-updates';
import { recordRequests, server } from '../../../test-server';
import { makeParentItinerary } from '../../../test-itineraries';
import { parentItinerariesApi } from '../test-handlers';

function itinerary(id: number): ParentItinerary {
  return makeParentItinerary({ id });
}

/**
 * GET /api/v1/parents/itineraries answers the current `ids`; `seen` is every request the app
 * sends from here on.
 */
function stubList(initial: number[]) {
  const state = { ids: initial };
  server.use(parentItinerariesApi.list(() => ({ itineraries: state.ids.map(itinerary) })));
  return { state, seen: recordRequests() };
}

/** Exactly `n` requests, each the list's GET: the hook asks for nothing else. */
const listFetches = (n: number) =>
  Array.from({ length: n }, () =>
    expect.objectContaining({ method: 'GET', path: '/api/v1/parents/itineraries' }),
  );

function Listener(props: Parameters<typeof useItineraryUpdates>[0]) {
  useItineraryUpdates(props);
  return <Toaster />;
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
  toast.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Fake timers for the tests that check nothing happens later: time is stepped, not slept. */
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useItineraryUpdates', () => {
  it('listens to each of the parent’s itineraries; an event refetches and shows the toast', async () => {
    setSession(makeSession({ token: 'tok en' }));
    const { seen } = stubList([7, 9]);
    renderWithShell(<Listener />);

    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    const socket = FakeWebSocket.last;
    expect(socket.url).toBe(`ws://${window.location.host}/cable?token=tok+en`);
    act(() => socket.open());
    expect(subscribes(socket)).toEqual([
      { command: 'subscribe', identifier: itinerariesIdentifier(7) },
      { command: 'subscribe', identifier: itinerariesIdentifier(9) },
    ]);
    expect(seen).toEqual(listFetches(1));
    expect(screen.queryByText(ITINERARIES_UPDATED_MESSAGE)).toBeNull();

    act(() =>
      socket.receive({
        identifier: itinerariesIdentifier(9),
        message: { type: 'itinerary_updated', itinerary_id: 9, reason: 'sent' },
      }),
    );
    expect(await screen.findByText(ITINERARIES_UPDATED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(seen).toEqual(listFetches(2)));
    // One socket for the lifetime of the session, not one per refetch.
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });

  it('also listens to the friends’ itineraries it is given and refetches the other queries', async () => {
    setSession(makeSession());
    stubList([7]);
    const { queryClient } = renderWithShell(
      <Listener alsoRefetch={[['friends-itineraries']]} extraItineraryIds={[40, 7]} />,
    );
    // The friends' list in the cache, as 'Share with me' leaves it.
    queryClient.setQueryData(['friends-itineraries', 'list'], []);
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    const socket = FakeWebSocket.last;
    act(() => socket.open());
    expect(subscribes(socket)).toEqual([
      { command: 'subscribe', identifier: itinerariesIdentifier(7) },
      { command: 'subscribe', identifier: itinerariesIdentifier(40) },
    ]);
    act(() =>
      socket.receive({
        identifier: itinerariesIdentifier(40),
        message: { type: 'itinerary_updated', itinerary_id: 40, reason: 'approved' },
      }),
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(['friends-itineraries', 'list'])?.isInvalidated).toBe(true),
    );
  });

  it('subscribes to an itinerary that appears on a refetch', async () => {
    setSession(makeSession());
    const { state } = stubList([7]);
    renderWithShell(<Listener />);
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    const socket = FakeWebSocket.last;
    act(() => socket.open());
    state.ids = [12, 7];
    act(() =>
      socket.receive({
        identifier: itinerariesIdentifier(7),
        message: { type: 'itinerary_updated', itinerary_id: 7, reason: 'message' },
      }),
    );
    await waitFor(() =>
      expect(subscribes(socket)).toContainEqual({
        command: 'subscribe',
        identifier: itinerariesIdentifier(12),
      }),
    );
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });

  it('refetches without the toast when the event is the parent’s own move', async () => {
    fakeTimers();
    setSession(makeSession({ id: 41 }));
    const { seen } = stubList([7]);
    renderWithShell(<Listener />);
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    const socket = FakeWebSocket.last;
    act(() => socket.open());
    act(() =>
      socket.receive({
        identifier: itinerariesIdentifier(7),
        message: { type: 'itinerary_updated', itinerary_id: 7, reason: 'accepted', by: 41 },
      }),
    );
    await later(1000);
    expect(seen).toEqual(listFetches(2));
    expect(screen.queryByText(ITINERARIES_UPDATED_MESSAGE)).toBeNull();
    // A friend's answer on the same itinerary is news.
    act(() =>
      socket.receive({
        identifier: itinerariesIdentifier(7),
        message: {
          type: 'itinerary_updated',
          itinerary_id: 7,
          reason: 'invitation_answered',
          by: 52,
        },
      }),
    );
    await later(1000);
    expect(screen.getByText(ITINERARIES_UPDATED_MESSAGE)).toBeTruthy();
  });

  it('ignores a message that is not an itinerary event', async () => {
    fakeTimers();
    setSession(makeSession());
    const { seen } = stubList([7]);
    renderWithShell(<Listener />);
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    const socket = FakeWebSocket.last;
    act(() => socket.open());
    act(() => socket.receive({ identifier: itinerariesIdentifier(7), message: { hello: 1 } }));
    await later(1000);
    expect(screen.queryByText(ITINERARIES_UPDATED_MESSAGE)).toBeNull();
    expect(seen).toEqual(listFetches(1));
  });

  it('closes the socket on sign-out and does not come back', async () => {
    fakeTimers();
    setSession(makeSession());
    stubList([7]);
    renderWithShell(<Listener />);
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    const socket = FakeWebSocket.last;
    act(() => socket.open());
    act(() => clearSession());
    expect(socket.closedWith).toBe(1000);
    // Past the longest reconnect backoff (30 s): still the one socket.
    await later(60_000);
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });

  it('opens nothing for a parent without itineraries, nor for another role', async () => {
    fakeTimers();
    setSession(makeSession());
    const { seen } = stubList([]);
    const { unmount } = renderWithShell(<Listener />);
    await waitFor(() => expect(seen).toEqual(listFetches(1)));
    await later(1000);
    expect(FakeWebSocket.sockets).toHaveLength(0);
    unmount();

    setSession(makeSession({ role: 'Specialist' }));
    const other = stubList([7]);
    renderWithShell(<Listener />);
    await later(1000);
    expect(other.seen).toEqual([]);
    expect(FakeWebSocket.sockets).toHaveLength(0);
  });
});
