import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ChatMessagesPage } from '@camp/shared/chat';
import { apiFetch } from '../../../lib/api-client';
import { miaKeys } from './keys';

/**
 * GET /api/v1/openai/messages?itinerary_id=N&page=P → one page of the conversation: page 1 is
 * the newest CHAT_PAGE_SIZE messages, each page oldest first.
 */
export function fetchChatMessages(
  itineraryId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ChatMessagesPage> {
  return apiFetch<ChatMessagesPage>('/api/v1/openai/messages', {
    query: { itinerary_id: itineraryId, page },
    signal,
  });
}

/** The conversation, newest page first; the next page is the one before it in time. */
export function chatMessagesQueryOptions(itineraryId: number) {
  return infiniteQueryOptions({
    queryKey: miaKeys.messages(itineraryId),
    queryFn: ({ pageParam, signal }) => fetchChatMessages(itineraryId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}
