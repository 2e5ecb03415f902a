import { queryOptions } from '@tanstack/react-query';
import { questionnaireListSchema, type Questionnaire } from '@camp/shared/questionnaire';
import { apiFetch } from './api-client';

/**
 * The signed-in parent's questionnaires (one per child, drafts included). Here rather than in a
 * feature because the questionnaire and the profile's children section both read the list, and
 * one query key lets a submit on one refresh the other.
 */
export const parentQuestionnaireKeys = {
  all: ['questionnaires'] as const,
  list: () => [...parentQuestionnaireKeys.all, 'list'] as const,
};

/** GET /api/v1/parents/questionnaires → { questionnaires }. */
export async function fetchQuestionnaires(signal?: AbortSignal): Promise<Questionnaire[]> {
  const res = await apiFetch<unknown>('/api/v1/parents/questionnaires', { signal });
  return questionnaireListSchema.parse(res).questionnaires;
}

export function questionnairesQueryOptions() {
  return queryOptions({
    queryKey: parentQuestionnaireKeys.list(),
    queryFn: ({ signal }) => fetchQuestionnaires(signal),
  });
}
