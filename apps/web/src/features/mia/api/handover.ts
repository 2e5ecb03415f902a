import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessageView } from '@camp/shared/chat';
import { apiFetch } from '../../../lib/api-client';
import { storeChatMessage } from './chat-cache';

/**
 * POST /api/v1/openai/messages/{id}/handover → { message }: the parent's question goes to the
 * itinerary's specialist, who answers in the same conversation.
 */
export async function handOverChatMessage(id: number): Promise<ChatMessageView> {
  const res = await apiFetch<{ message: ChatMessageView }>(
    `/api/v1/openai/messages/${id}/handover`,
    { method: 'POST' },
  );
  return res.message;
}

export function useHandOverMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverChatMessage,
    onSuccess: (message) => storeChatMessage(queryClient, message),
  });
}
