import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatPostResponse } from '@camp/shared/chat';
import { apiFetch } from '../../../lib/api-client';
import { storeSentMessages } from './chat-cache';

/**
 * POST /api/v1/openai/messages { message: { text, itinerary_id } } → 201 { message, reply }:
 * the question, and MIA's answer, empty and streaming; its text arrives on the ChatChannel.
 */
export function sendChatMessage(message: ChatMessage): Promise<ChatPostResponse> {
  return apiFetch<ChatPostResponse>('/api/v1/openai/messages', {
    method: 'POST',
    body: { message },
  });
}

/** A failure is rethrown to the caller, which keeps the text and shows the toast. */
export function useSendChatMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: ({ message, reply }) => storeSentMessages(queryClient, message, reply),
  });
}
