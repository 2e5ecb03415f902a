import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ChatEvent, ChatMessageView } from '@camp/shared/chat';
import { chatIdentifier, itinerariesIdentifier } from '@camp/shared/realtime';
import { Toaster, toast } from '../../components/ui/toaster';
import { chatPage, makeChatMessage, miaApi } from '../../features/mia/test-handlers';
import { CHAT_PLACEHOLDER } from '../../features/mia/components/chat-input';
import { HANDOVER_LABEL, TYPING_LABEL } from '../../features/mia/components/chat-message-item';
import { parentItinerariesApi } from '../../features/parent-itineraries/test-handlers';
import { clearSession, setSession } from '../../lib/session';
import { makeParentItinerary } from '../../test-itineraries';
import { recordRequests, server } from '../../test-server';
import { makeSession } from '../../test-utils';
import { FakeWebSocket } from '../../test-websocket';
import { ParentLayout } from '../layouts/parent-layout';
import { theme } from '../theme';
import { ParentItinerariesRoute } from './parent-itineraries-route';

const ID = 7;

/** The parent area as the router composes it: the layout's socket and the itineraries page. */
function renderPage() {
  const router = createMemoryRouter(
    [
      {
        element: <ParentLayout />,
        children: [{ path: '*', element: <ParentItinerariesRoute /> }],
      },
    ],
    { initialEntries: ['/profile/itineraries'] },
  );
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const chat = (socket: FakeWebSocket, event: ChatEvent) =>
  act(() => socket.receive({ identifier: chatIdentifier(ID), message: event }));

const reply = (over: Partial<ChatMessageView> = {}) =>
  makeChatMessage({
    id: 81,
    itinerary_id: ID,
    text: '',
    sender_role: 'assistant',
    role: 'assistant',
    status: 'streaming',
    ...over,
  });

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.pingEveryMs = 1000;
  setSession(makeSession());
  server.use(
    parentItinerariesApi.list({ itineraries: [makeParentItinerary({ id: ID, status: 'review' })] }),
  );
});
afterEach(() => {
  act(() => clearSession());
  toast.clear();
  vi.unstubAllGlobals();
});

describe('MIA on the parent’s itineraries page', () => {
  it('streams the answer into the panel over the chat channel and reads out the finished one', async () => {
    server.use(
      miaApi.messages(chatPage([])),
      miaApi.send(({ message }) => ({
        message: makeChatMessage({ id: 80, itinerary_id: ID, text: message.text }),
        reply: reply(),
      })),
    );
    const user = userEvent.setup();
    renderPage();
    const panel = await screen.findByRole('region', { name: 'MIA' });
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    const socket = FakeWebSocket.last;
    act(() => socket.open());
    // One socket: the itinerary's channel and its chat channel.
    expect(socket.sent).toEqual([
      { command: 'subscribe', identifier: itinerariesIdentifier(ID) },
      { command: 'subscribe', identifier: chatIdentifier(ID) },
    ]);

    await user.type(within(panel).getByPlaceholderText(CHAT_PLACEHOLDER), 'When is soccer?{Enter}');
    expect(await within(panel).findByText(TYPING_LABEL)).toBeTruthy();

    chat(socket, { type: 'chat_delta', message_id: 81, delta: 'Soccer starts ' });
    expect(await within(panel).findByText('Soccer starts')).toBeTruthy();
    expect(within(panel).queryByText(TYPING_LABEL)).toBeNull();
    chat(socket, { type: 'chat_delta', message_id: 81, delta: 'Monday at 9:00 AM' });
    expect(await within(panel).findByText('Soccer starts Monday at 9:00 AM')).toBeTruthy();
    // Streaming: not announced piece by piece.
    const live = panel.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');

    chat(socket, {
      type: 'chat_message',
      message: reply({ text: 'Soccer starts Monday, Jun 8 at 9:00 AM.', status: 'complete' }),
    });
    expect(await within(panel).findByText('Soccer starts Monday, Jun 8 at 9:00 AM.')).toBeTruthy();
    expect(within(panel).queryByText('Soccer starts Monday at 9:00 AM')).toBeNull();
    expect(live.textContent).toBe('MIA: Soccer starts Monday, Jun 8 at 9:00 AM.');
    // Chat events are no itinerary news: no 'Your Itineraries have been updated'.
    expect(screen.queryByText('Your Itineraries have been updated')).toBeNull();
  });

  it('keeps pieces that outrun the POST’s answer, and shows the specialist’s answer when it comes', async () => {
    let answer!: () => void;
    const held = new Promise<void>((r) => (answer = r));
    server.use(
      miaApi.messages(chatPage([])),
      miaApi.send(async ({ message }) => {
        await held;
        return {
          message: makeChatMessage({ id: 80, itinerary_id: ID, text: message.text }),
          reply: reply(),
        };
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const panel = await screen.findByRole('region', { name: 'MIA' });
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    const socket = FakeWebSocket.last;
    act(() => socket.open());
    await user.type(within(panel).getByPlaceholderText(CHAT_PLACEHOLDER), 'Any refunds?{Enter}');
    chat(socket, { type: 'chat_delta', message_id: 81, delta: 'The policy says' });
    expect(await within(panel).findByText('The policy says')).toBeTruthy();
    act(() => answer());
    const items = () =>
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    // The question goes above the answer, whose text so far is kept.
    await waitFor(() =>
      expect(items()).toEqual(['YouAny refunds?' + HANDOVER_LABEL, 'MIAThe policy says']),
    );

    chat(socket, {
      type: 'chat_message',
      message: makeChatMessage({
        id: 90,
        itinerary_id: ID,
        text: 'Full refund until May 1.',
        sender_role: 'Specialist',
        role: 'assistant',
      }),
    });
    expect(await within(panel).findByText('Full refund until May 1.')).toBeTruthy();
    expect(items().at(-1)).toBe('Your specialistFull refund until May 1.');
  });

  it('reads the conversation again after a reconnect', async () => {
    server.use(miaApi.messages(chatPage([])));
    const seen = recordRequests();
    renderPage();
    await screen.findByRole('region', { name: 'MIA' });
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    const first = FakeWebSocket.last;
    act(() => first.open());
    act(() => first.receive({ type: 'confirm_subscription', identifier: chatIdentifier(ID) }));
    const chatReads = () => seen.filter((r) => r.path.startsWith('/api/v1/openai/messages'));
    await waitFor(() => expect(chatReads()).toHaveLength(1));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => first.serverClose(1006));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    vi.useRealTimers();
    const second = FakeWebSocket.last;
    expect(second).not.toBe(first);
    act(() => second.open());
    act(() => second.receive({ type: 'confirm_subscription', identifier: chatIdentifier(ID) }));
    await waitFor(() => expect(chatReads()).toHaveLength(2));
  });
});
