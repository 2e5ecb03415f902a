import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessageView, ChatMessagesPage } from '@camp/shared/chat';
import { miaKeys } from './keys';

/** The conversation as TanStack Query keeps it: page 1 (the newest) first, older pages after. */
export type ChatPages = InfiniteData<ChatMessagesPage, unknown>;

/**
 * The conversation in reading order: oldest first, each message once. Pages are counted from
 * the newest, so a message written after page 1 was read can show up again on a later page:
 * the id (the server's insert order) orders and deduplicates them.
 */
export function conversationOf(data: ChatPages | undefined): ChatMessageView[] {
  const byId = new Map<number, ChatMessageView>();
  // Page 1 last: its copy of a message (the freshest) wins.
  for (const page of [...(data?.pages ?? [])].reverse())
    for (const m of page.messages) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Replaces the message with the same id wherever it is, or adds it to the newest page. */
function upsert(
  data: ChatPages | undefined,
  message: ChatMessageView,
  merge: (old: ChatMessageView) => ChatMessageView = () => message,
): ChatPages | undefined {
  if (!data || data.pages.length === 0) return data;
  let found = false;
  const pages = data.pages.map((page) => ({
    ...page,
    messages: page.messages.map((m) => {
      if (m.id !== message.id) return m;
      found = true;
      return merge(m);
    }),
  }));
  if (!found) {
    const [first, ...rest] = pages;
    pages.splice(0, pages.length, { ...first!, messages: [...first!.messages, message] }, ...rest);
  }
  return { ...data, pages };
}

/** A message as it now is (a finished answer, the specialist's answer, a hand-over's status). */
export function storeChatMessage(queryClient: QueryClient, message: ChatMessageView): void {
  queryClient.setQueryData<ChatPages>(miaKeys.messages(message.itinerary_id), (data) =>
    upsert(data, message),
  );
}

/**
 * The question and MIA's empty answer the POST returned. Pieces of the answer may have come
 * over the socket before the POST's response: the text they built is kept.
 */
export function storeSentMessages(
  queryClient: QueryClient,
  question: ChatMessageView,
  reply: ChatMessageView,
): void {
  queryClient.setQueryData<ChatPages>(miaKeys.messages(question.itinerary_id), (data) =>
    upsert(upsert(data, question), reply, (old) =>
      old.status === 'streaming' ? { ...reply, text: old.text } : old,
    ),
  );
}

/**
 * A piece of an answer being written: appended to the answer, which is created (still
 * streaming) when the piece outruns the POST's response.
 */
export function appendChatDelta(
  queryClient: QueryClient,
  itineraryId: number,
  messageId: number,
  delta: string,
): void {
  queryClient.setQueryData<ChatPages>(miaKeys.messages(itineraryId), (data) =>
    upsert(
      data,
      {
        id: messageId,
        itinerary_id: itineraryId,
        text: delta,
        sender_role: 'assistant',
        role: 'assistant',
        status: 'streaming',
        handover: null,
        created_at: new Date().toISOString(),
      },
      // A finished answer is not written into again (a late piece after chat_message).
      (old) => (old.status === 'streaming' ? { ...old, text: old.text + delta } : old),
    ),
  );
}
