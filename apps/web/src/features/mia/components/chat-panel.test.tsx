import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_MESSAGE_REQUIRED, type ChatPostResponse } from '@camp/shared/chat';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, setSession } from '../../../lib/session';
import { apiError, recordRequests, server } from '../../../test-server';
import { makeSession, renderWithShell, stubMatchMedia } from '../../../test-utils';
import { chatPage, makeChatMessage, miaApi } from '../test-handlers';
import { CHAT_PLACEHOLDER, SEND_BUTTON_LABEL } from './chat-input';
import { HANDOVER_LABEL, HANDOVER_SENT, TYPING_LABEL } from './chat-message-item';
import { ChatPanel, EARLIER_LABEL, EMPTY_CHAT_TEXT } from './chat-panel';

const ITINERARY = 7;

function render() {
  return renderWithShell(
    <>
      <ChatPanel itineraryId={ITINERARY} />
      <Toaster />
    </>,
  );
}

/** POST answers the question and MIA's empty, streaming answer; `hold` delays the answer. */
function stubSend({ hold }: { hold?: Promise<void> } = {}) {
  let n = 0;
  server.use(
    miaApi.send(async ({ message }): Promise<ChatPostResponse> => {
      if (hold) await hold;
      n += 1;
      return {
        message: makeChatMessage({ id: 500 + 2 * n, text: message.text.trim() }),
        reply: makeChatMessage({
          id: 501 + 2 * n,
          text: '',
          sender_role: 'assistant',
          role: 'assistant',
          status: 'streaming',
        }),
      };
    }),
  );
}

const posts = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((r) => r.method === 'POST' && r.path === '/api/v1/openai/messages');

const field = () => screen.getByPlaceholderText(CHAT_PLACEHOLDER);
const sendButton = () => screen.getByRole('button', { name: SEND_BUTTON_LABEL });

/** The texts of the questions sent, in order. */
const sentTexts = (seen: ReturnType<typeof recordRequests>) =>
  posts(seen).map((r) => (r.body as { message: { text: string } }).message.text);

/**
 * Types `text` at the end of the field, sends with the button and waits for one more POST. A
 * send disables the button until it ends, so a send begun earlier was seen before this one (or
 * instead of it): the texts seen then are every question the panel sent. A test waits for this
 * rather than for a while to pass.
 */
async function sendWithButton(
  user: ReturnType<typeof userEvent.setup>,
  seen: ReturnType<typeof recordRequests>,
  text: string,
) {
  const before = posts(seen).length;
  await user.type(field(), text);
  await user.click(sendButton());
  await waitFor(() => expect(posts(seen).length).toBeGreaterThan(before));
}

beforeEach(() => {
  setSession(makeSession());
  server.use(miaApi.messages(chatPage([])));
});
afterEach(() => {
  act(() => clearSession());
  toast.clear();
  vi.unstubAllGlobals();
});

describe('ChatPanel', () => {
  it('shows MIA with a BETA chip, a 500 px conversation and the question field', async () => {
    const seen = recordRequests();
    render();
    expect(screen.getByRole('heading', { name: 'MIA' })).toBeTruthy();
    expect(screen.getByText('BETA')).toBeTruthy();
    expect(await screen.findByText(EMPTY_CHAT_TEXT)).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Conversation with MIA' });
    expect(getComputedStyle(log).height).toBe('500px');
    expect(field().tagName).toBe('TEXTAREA');
    expect(seen.map((r) => r.path)).toEqual([
      `/api/v1/openai/messages?itinerary_id=${ITINERARY}&page=1`,
    ]);
  });

  it('puts the user’s own messages apart from MIA’s and the specialist’s, each named', async () => {
    server.use(
      miaApi.messages(
        chatPage([
          makeChatMessage({ id: 1, text: 'Is Monday busy?' }),
          makeChatMessage({
            id: 2,
            text: 'Soccer at 9 AM.',
            sender_role: 'assistant',
            role: 'assistant',
          }),
          makeChatMessage({
            id: 3,
            text: 'Pack a lunch.',
            sender_role: 'Specialist',
            role: 'assistant',
          }),
        ]),
      ),
    );
    render();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^YouIs Monday busy\?/),
      'MIASoccer at 9 AM.',
      'Your specialistPack a lunch.',
    ]);
  });

  describe('Enter and the send button', () => {
    it('Enter sends the trimmed question; the field empties and MIA starts typing', async () => {
      stubSend();
      const seen = recordRequests();
      const user = userEvent.setup();
      render();
      await screen.findByText(EMPTY_CHAT_TEXT);
      await user.type(field(), '  When is soccer?  ');
      await user.keyboard('{Enter}');
      expect(await screen.findByText('When is soccer?')).toBeTruthy();
      expect(screen.getByText(TYPING_LABEL)).toBeTruthy();
      expect(posts(seen).map((r) => r.body)).toEqual([
        { message: { text: 'When is soccer?', itinerary_id: ITINERARY } },
      ]);
      expect((field() as HTMLTextAreaElement).value).toBe('');
    });

    it('Shift+Enter starts a new line instead', async () => {
      stubSend();
      const seen = recordRequests();
      const user = userEvent.setup();
      render();
      await screen.findByText(EMPTY_CHAT_TEXT);
      await user.type(field(), 'First line');
      await user.keyboard('{Shift>}{Enter}{/Shift}second');
      // The key was not taken for a send (a send prevents the new line).
      expect((field() as HTMLTextAreaElement).value).toBe('First line\nsecond');
      expect(posts(seen)).toEqual([]);
      await sendWithButton(user, seen, '!');
      expect(sentTexts(seen)).toEqual(['First line\nsecond!']);
    });

    it('does not send again while the question is being sent', async () => {
      let release!: () => void;
      stubSend({ hold: new Promise<void>((r) => (release = r)) });
      const seen = recordRequests();
      const user = userEvent.setup();
      render();
      await screen.findByText(EMPTY_CHAT_TEXT);
      await user.type(field(), 'Seats left?');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(posts(seen)).toHaveLength(1));
      await user.keyboard('{Enter}{Enter}');
      expect(posts(seen)).toHaveLength(1);
      expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
      act(() => release());
      expect(await screen.findByText('Seats left?')).toBeTruthy();
      await sendWithButton(user, seen, 'And after?');
      expect(sentTexts(seen)).toEqual(['Seats left?', 'And after?']);
    });

    it('does not send when the field was never typed in', async () => {
      stubSend();
      const seen = recordRequests();
      const user = userEvent.setup();
      render();
      await screen.findByText(EMPTY_CHAT_TEXT);
      await user.click(field());
      await user.keyboard('{Enter}');
      expect(posts(seen)).toEqual([]);
      // Not even tried: a submit would have shown the blank field's message.
      expect(screen.queryByText(CHAT_MESSAGE_REQUIRED)).toBeNull();
      expect((field() as HTMLTextAreaElement).value).toBe('');
      expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
      await sendWithButton(user, seen, 'Hello');
      expect(sentTexts(seen)).toEqual(['Hello']);
    });

    it('does not send with Enter on small screens (below the theme’s sm breakpoint); the button does', async () => {
      stubMatchMedia((query) => query.includes('max-width:599.95px'));
      stubSend();
      const seen = recordRequests();
      const user = userEvent.setup();
      render();
      await screen.findByText(EMPTY_CHAT_TEXT);
      await user.type(field(), 'Cost?');
      await user.keyboard('{Enter}');
      // The key was not taken for a send (a send prevents the new line); the button's send below
      // is then the only one.
      expect(posts(seen)).toEqual([]);
      expect((field() as HTMLTextAreaElement).value).toBe('Cost?\n');
      await user.click(sendButton());
      await waitFor(() => expect(posts(seen)).toHaveLength(1));
      expect(posts(seen)[0]!.body).toEqual({ message: { text: 'Cost?', itinerary_id: ITINERARY } });
    });

    it('the button is disabled while untouched and while blank, with the spec’s message', async () => {
      const user = userEvent.setup();
      render();
      await screen.findByText(EMPTY_CHAT_TEXT);
      expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
      await user.type(field(), '   ');
      expect(await screen.findByText(CHAT_MESSAGE_REQUIRED)).toBeTruthy();
      expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
      await user.type(field(), 'ok');
      await waitFor(() => expect((sendButton() as HTMLButtonElement).disabled).toBe(false));
      expect(screen.queryByText(CHAT_MESSAGE_REQUIRED)).toBeNull();
    });
  });

  it('on failure keeps the text and shows the error toast', async () => {
    server.use(
      miaApi.send(apiError(429, { _base: ['Too many questions; try again in a minute'] })),
    );
    const user = userEvent.setup();
    render();
    await screen.findByText(EMPTY_CHAT_TEXT);
    await user.type(field(), 'What is unpaid?');
    await user.click(sendButton());
    expect(await screen.findByText('Too many questions; try again in a minute')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect((field() as HTMLTextAreaElement).value).toBe('What is unpaid?');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('loads the earlier page when scrolled to the top, above the messages shown', async () => {
    server.use(
      miaApi.messages((_body, request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return page === 1
          ? chatPage([makeChatMessage({ id: 40, text: 'Newest question' })], {
              page: 1,
              pages: 2,
              count: 31,
            })
          : chatPage([makeChatMessage({ id: 10, text: 'Oldest question' })], {
              page: 2,
              pages: 2,
              count: 31,
            });
      }),
    );
    const seen = recordRequests();
    render();
    expect(await screen.findByText('Newest question')).toBeTruthy();
    expect(screen.getByRole('button', { name: EARLIER_LABEL })).toBeTruthy();
    const log = screen.getByRole('log');
    // jsdom lays nothing out: the list's heights are played here. 1000 px of messages, scrolled
    // to the top; the earlier page adds 600 px above.
    let height = 1000;
    let top = 0;
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => height });
    Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => 500 });
    Object.defineProperty(log, 'scrollTop', {
      configurable: true,
      get: () => top,
      set: (v: number) => (top = v),
    });
    fireEvent.scroll(log);
    height = 1600;
    expect(await screen.findByText('Oldest question')).toBeTruthy();
    // The message that was at the top is still where it was: 600 px down the longer list.
    expect(top).toBe(600);
    const texts = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(texts).toEqual([
      expect.stringContaining('Oldest question'),
      expect.stringContaining('Newest question'),
    ]);
    expect(seen.map((r) => r.path)).toEqual([
      `/api/v1/openai/messages?itinerary_id=${ITINERARY}&page=1`,
      `/api/v1/openai/messages?itinerary_id=${ITINERARY}&page=2`,
    ]);
    // The last page is in: nothing more to load.
    expect(screen.queryByRole('button', { name: EARLIER_LABEL })).toBeNull();
  });

  it('sends a question to the specialist and marks it sent', async () => {
    const question = makeChatMessage({ id: 60, text: 'Can she bring her own racket?' });
    server.use(
      miaApi.messages(
        chatPage([
          question,
          makeChatMessage({
            id: 61,
            text: 'I cannot answer that.',
            sender_role: 'assistant',
            role: 'assistant',
          }),
        ]),
      ),
      miaApi.handover({
        message: {
          ...question,
          handover: { status: 'pending', requested_at: '2026-06-01T10:01:00Z' },
        },
      }),
    );
    const seen = recordRequests();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: HANDOVER_LABEL }));
    expect(await screen.findByText(HANDOVER_SENT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: HANDOVER_LABEL })).toBeNull();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/v1/openai/messages/60/handover',
    ]);
  });
});
