import { queryOptions } from '@tanstack/react-query';
import type { SpecialistChatQuestions } from '@camp/shared/chat';
import { apiFetch } from '../../../lib/api-client';
import { miaKeys } from './keys';

export const chatQuestionsPath = (itineraryId: number) =>
  `/api/v1/specialists/itineraries/${itineraryId}/chat_questions`;

/** GET /api/v1/specialists/itineraries/{id}/chat_questions → { questions } (pending, oldest first). */
export function fetchChatQuestions(
  itineraryId: number,
  signal?: AbortSignal,
): Promise<SpecialistChatQuestions> {
  return apiFetch<SpecialistChatQuestions>(chatQuestionsPath(itineraryId), { signal });
}

export function chatQuestionsQueryOptions(itineraryId: number) {
  return queryOptions({
    queryKey: miaKeys.questions(itineraryId),
    queryFn: ({ signal }) => fetchChatQuestions(itineraryId, signal),
  });
}
