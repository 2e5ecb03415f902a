import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { questionnaireSchema, type Questionnaire } from '@camp/shared/questionnaire';
import { apiFetch } from '../../../lib/api-client';
import { getSession, updateSession } from '../../../lib/session';
import { toast } from '../../../components/ui/toaster';
import type { QuestionnaireAnswers } from '../form-values';
import { parentDraftStore } from '../draft-storage';
import { parentQuestionnaireKeys } from '../../../lib/parent-questionnaires';
import { paths } from '../../../lib/paths';

export const PLAN_SENT_MESSAGE = 'Your plan has been successfully sent for processing!';

/**
 * PUT /api/v1/parents/questionnaires/:id { fields, submit? } → the questionnaire. A draft save
 * sends any subset of fields; `submit: true` validates the whole questionnaire and creates the
 * child and a draft itinerary.
 */
export async function updateQuestionnaire(
  id: number,
  body: { fields: Partial<QuestionnaireAnswers>; submit?: boolean },
): Promise<Questionnaire> {
  const res = await apiFetch<unknown>(`/api/v1/parents/questionnaires/${id}`, {
    method: 'PUT',
    body,
  });
  return questionnaireSchema.parse(res);
}

/**
 * Submits the parent's questionnaire. On success: toast 'Your plan has been successfully sent
 * for processing!', then congratulations (to choose a package) or the profile. Done here rather
 * than in mutate()'s callbacks, which TanStack Query drops when the page unmounts.
 */
export function useSubmitQuestionnaireMutation(id: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (fields: QuestionnaireAnswers) => updateQuestionnaire(id, { fields, submit: true }),
    onSuccess: async () => {
      parentDraftStore(id).clear();
      updateSession({ has_not_completed_questionnaire: false });
      toast.success(PLAN_SENT_MESSAGE);
      await navigate(
        getSession()?.package_type ? paths.parent.profile : paths.parent.congratulations,
      );
      return queryClient.invalidateQueries({ queryKey: parentQuestionnaireKeys.all });
    },
  });
}
