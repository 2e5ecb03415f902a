import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatAnswerResponse } from '@camp/shared/chat';
import { apiFetch } from '../../../lib/api-client';
import { chatQuestionsPath } from './chat-questions';
import { miaKeys } from './keys';

/**
 * POST …/chat_questions/{message_id}/answer { answer: { text } } → { question, answer }: the
 * specialist's answer, added to the parent's conversation (the parent sees it over the
 * ChatChannel).
 */
export function answerChatQuestion(input: {
  itineraryId: number;
  messageId: number;
  text: string;
}): Promise<ChatAnswerResponse> {
  return apiFetch<ChatAnswerResponse>(
    `${chatQuestionsPath(input.itineraryId)}/${input.messageId}/answer`,
    { method: 'POST', body: { answer: { text: input.text } } },
  );
}

/** The answered question leaves the pending list. */
export function useAnswerChatQuestionMutation(itineraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { messageId: number; text: string }) =>
      answerChatQuestion({ itineraryId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: miaKeys.questions(itineraryId) }),
  });
}
