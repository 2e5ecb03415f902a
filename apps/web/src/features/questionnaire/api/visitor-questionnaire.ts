import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { visitorQuestionnaireResponseSchema } from '@camp/shared/questionnaire';
import { apiFetch } from '../../../lib/api-client';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import type { QuestionnaireAnswers } from '../form-values';
import { visitorDraftStore } from '../draft-storage';
import { paths } from '../../../lib/paths';

export interface VisitorQuestionnaireBody {
  parent: { name: string; email: string };
  fields: QuestionnaireAnswers;
}

/**
 * POST /api/v1/questionnaires { parent: { name, email }, fields } → 201 { email }. Creates the
 * parent's account (unconfirmed, with a temporary password) and mails a link to
 * /confirmation-parent?form_id=…; a taken e-mail answers 422 with errors.email.
 */
export async function submitVisitorQuestionnaire(
  body: VisitorQuestionnaireBody,
): Promise<{ email: string }> {
  const res = await apiFetch<unknown>('/api/v1/questionnaires', {
    method: 'POST',
    body,
    anonymous: true,
  });
  return visitorQuestionnaireResponseSchema.parse(res);
}

/**
 * On success the draft is done with; the verification page shows the address the mail went to
 * (the e-mail key of local storage, which that page reads).
 */
export function useVisitorQuestionnaireMutation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: submitVisitorQuestionnaire,
    onSuccess: async ({ email }) => {
      visitorDraftStore.clear();
      writeStorage(STORAGE_KEYS.email, email);
      await navigate(paths.signUpVerify, { state: { isDirector: false } });
    },
  });
}
