import { z } from 'zod';
import type { QueryClient } from '@tanstack/react-query';
import { CHAT_CHANNEL, type ChatMessageView } from '@camp/shared/chat';
import { chatIdentifier } from '@camp/shared/realtime';
import { appendChatDelta, storeChatMessage } from '../api/chat-cache';
import { miaKeys } from '../api/keys';

/** The itinerary an identifier of the chat channel names, or null for another channel. */
function itineraryOf(identifier: string): number | null {
  try {
    const parsed = JSON.parse(identifier) as { channel?: unknown; itinerary_id?: unknown };
    if (parsed.channel !== CHAT_CHANNEL) return null;
    const id = Number(parsed.itinerary_id);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

// The client's view of a ChatEvent: strict about what it reads, lenient about the rest.
const messageSchema = z.looseObject({
  id: z.number().int().positive(),
  itinerary_id: z.number().int().positive(),
  text: z.string(),
  sender_role: z.enum(['Parent', 'Specialist', 'assistant']),
  role: z.enum(['user', 'assistant']),
  status: z.enum(['complete', 'streaming', 'failed']),
  handover: z
    .object({ status: z.enum(['pending', 'answered']), requested_at: z.string() })
    .nullable(),
  created_at: z.string(),
});
const chatEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('chat_delta'),
    message_id: z.number().int().positive(),
    delta: z.string(),
  }),
  z.object({ type: z.literal('chat_message'), message: messageSchema }),
]);

/**
 * Applies an event of the chat channel to the conversation in the query cache: a piece of the
 * answer is appended to it as it is written, a whole message replaces what was there. Writing
 * the cache (not only invalidating it) is what makes the answer appear as it is written
 * (decision 0069). Events of other channels and malformed ones are ignored.
 */
export function applyChatEvent(
  queryClient: QueryClient,
  identifier: string,
  message: unknown,
): void {
  const itineraryId = itineraryOf(identifier);
  if (itineraryId === null) return;
  const event = chatEventSchema.safeParse(message);
  if (!event.success) return;
  if (event.data.type === 'chat_delta') {
    appendChatDelta(queryClient, itineraryId, event.data.message_id, event.data.delta);
  } else if (event.data.message.itinerary_id === itineraryId) {
    storeChatMessage(queryClient, event.data.message satisfies ChatMessageView);
  }
}

/** After a reconnect pieces may have been missed: the conversation is read again. */
export function refetchChat(queryClient: QueryClient, identifier: string): void {
  const itineraryId = itineraryOf(identifier);
  if (itineraryId !== null)
    void queryClient.invalidateQueries({ queryKey: miaKeys.messages(itineraryId) });
}

/** The chat channel as the parent area plugs it into the parent's socket. */
export function chatChannel(queryClient: QueryClient) {
  return {
    identifier: chatIdentifier,
    onMessage: (identifier: string, message: unknown) =>
      applyChatEvent(queryClient, identifier, message),
    onResumed: (identifier: string) => refetchChat(queryClient, identifier),
  };
}
