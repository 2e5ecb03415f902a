import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itinerariesIdentifier } from '@camp/shared/realtime';
import { FakeWebSocket } from '../test-websocket';
import { CableConnection, cableUrl } from './cable';

const A = itinerariesIdentifier(1);
const B = itinerariesIdentifier(2);
const event = { type: 'itinerary_updated', itinerary_id: 1, reason: 'sent' };

let cable: CableConnection | null = null;
const onMessage = vi.fn();
const onResumed = vi.fn();

function start(opts: { staleMs?: number } = {}) {
  cable = new CableConnection({
    url: 'ws://localhost/cable?token=t',
    onMessage,
    onResumed,
    WebSocketImpl: FakeWebSocket as unknown as typeof WebSocket,
    baseDelayMs: 1000,
    maxDelayMs: 8000,
    ...opts,
  });
  return cable;
}

beforeEach(() => {
  vi.useFakeTimers();
  // No jitter: delays are exactly 1 s, 2 s, 4 s …
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  FakeWebSocket.reset();
  onMessage.mockReset();
  onResumed.mockReset();
});
afterEach(() => {
  cable?.close();
  cable = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('cableUrl', () => {
  it('puts the token in the query of this host’s /cable, wss on https', () => {
    expect(cableUrl('a b+c', 'http://localhost:5173/profile')).toBe(
      'ws://localhost:5173/cable?token=a+b%2Bc',
    );
    expect(cableUrl('tok', 'https://camp.example/x?y=1')).toBe(
      'wss://camp.example/cable?token=tok',
    );
  });
});

describe('CableConnection', () => {
  it('subscribes after the welcome and follows the wanted set', () => {
    start().setSubscriptions([A, B]);
    const socket = FakeWebSocket.last;
    expect(socket.url).toBe('ws://localhost/cable?token=t');
    socket.open({ welcome: false });
    expect(socket.sent).toEqual([]);
    socket.receive({ type: 'welcome' });
    expect(socket.sent).toEqual([
      { command: 'subscribe', identifier: A },
      { command: 'subscribe', identifier: B },
    ]);
    cable!.setSubscriptions([B, itinerariesIdentifier(3)]);
    expect(socket.sent.slice(2)).toEqual([
      { command: 'unsubscribe', identifier: A },
      { command: 'subscribe', identifier: itinerariesIdentifier(3) },
    ]);
  });

  it('hands over messages of wanted subscriptions only and ignores junk', () => {
    start().setSubscriptions([A]);
    const socket = FakeWebSocket.last;
    socket.open();
    socket.receive({ type: 'confirm_subscription', identifier: A });
    socket.receive({ identifier: A, message: event });
    socket.receive({ identifier: B, message: event });
    socket.receive('not json');
    socket.receive({ what: 'ever' });
    socket.receive({ type: 'ping', message: 1 });
    expect(onMessage.mock.calls).toEqual([[A, event]]);
    // The first connection's confirmations are not a resume.
    expect(onResumed).not.toHaveBeenCalled();
  });

  it('reconnects with growing delays, resubscribes, and reports the resume', () => {
    start().setSubscriptions([A]);
    FakeWebSocket.last.open();
    FakeWebSocket.last.serverClose(1006);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.sockets).toHaveLength(2);
    // Refused before any welcome: the next try waits longer.
    FakeWebSocket.last.serverClose(1006);
    vi.advanceTimersByTime(1999);
    expect(FakeWebSocket.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.sockets).toHaveLength(3);

    const socket = FakeWebSocket.last;
    socket.open();
    expect(socket.sent).toEqual([{ command: 'subscribe', identifier: A }]);
    socket.receive({ type: 'confirm_subscription', identifier: A });
    expect(onResumed).toHaveBeenCalledWith(A);
    // A welcome resets the backoff.
    socket.serverClose(1001);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.sockets).toHaveLength(4);
  });

  it('caps the delay', () => {
    start();
    for (let i = 0; i < 6; i++) {
      FakeWebSocket.last.serverClose(1006);
      vi.advanceTimersByTime(8000);
    }
    expect(FakeWebSocket.sockets).toHaveLength(7);
  });

  it.each([
    ['closed with 1008', (s: FakeWebSocket) => s.serverClose(1008)],
    [
      'told not to reconnect',
      (s: FakeWebSocket) => {
        s.receive({ type: 'disconnect', reason: 'unauthorized', reconnect: false });
        s.serverClose(1000);
      },
    ],
  ])('gives up when %s', (_, refuse) => {
    const c = start();
    refuse(FakeWebSocket.last);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(c.active).toBe(false);
  });

  it('drops a connection that has gone quiet and reconnects', () => {
    start({ staleMs: 9000 });
    const socket = FakeWebSocket.last;
    socket.open();
    vi.advanceTimersByTime(6000);
    socket.receive({ type: 'ping', message: 1 });
    vi.advanceTimersByTime(6000);
    expect(socket.readyState).toBe(FakeWebSocket.OPEN);
    vi.advanceTimersByTime(6000);
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.sockets).toHaveLength(2);
  });

  it('reconnects at once when the browser comes back online', () => {
    start();
    FakeWebSocket.last.serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.last.serverClose(1006);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.sockets).toHaveLength(3);
  });

  it('close() closes the socket normally and stays closed', () => {
    const c = start();
    const socket = FakeWebSocket.last;
    socket.open();
    c.close();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });
});
