import { questionnaireSchema, type Questionnaire } from '@camp/shared/questionnaire';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/v1/parents/questionnaires { copy_from_id?, child_id? } → 201, the new draft (blank,
 * or with the family fields of the questionnaire it copies, and the child's answers from their
 * profile). 403 with the limit message when the package allows no more questionnaires.
 */
export async function createQuestionnaire(
  copyFromId?: number,
  childId?: number,
): Promise<Questionnaire> {
  const res = await apiFetch<unknown>('/api/v1/parents/questionnaires', {
    method: 'POST',
    body: {
      ...(copyFromId === undefined ? {} : { copy_from_id: copyFromId }),
      ...(childId === undefined ? {} : { child_id: childId }),
    },
  });
  return questionnaireSchema.parse(res);
}
