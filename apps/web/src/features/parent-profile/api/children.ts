import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childUpdatedMessage } from '@camp/shared/messages';
import { questionnaireSchema, type Questionnaire } from '@camp/shared/questionnaire';
import { apiFetch } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toaster';
import { parentQuestionnaireKeys } from '../../../lib/parent-questionnaires';

/** The child's own answers, edited on the profile (the questionnaire's 'About your child' step). */
export interface ChildUpdate {
  child_first_name: string;
  age: number;
  rising_grade_level?: number | null | undefined;
}

/** PUT /api/v1/parents/questionnaires/:id { fields } → the questionnaire (409 once frozen). */
export async function updateChild(id: number, fields: ChildUpdate): Promise<Questionnaire> {
  const res = await apiFetch<unknown>(`/api/v1/parents/questionnaires/${id}`, {
    method: 'PUT',
    body: { fields },
  });
  return questionnaireSchema.parse(res);
}

export function useUpdateChildMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ChildUpdate) => updateChild(id, fields),
    onSuccess: (saved) => {
      queryClient.setQueryData<Questionnaire[]>(parentQuestionnaireKeys.list(), (list) =>
        list?.map((q) => (q.id === saved.id ? saved : q)),
      );
      toast.success(childUpdatedMessage(saved.fields.child_first_name ?? 'Your child'));
    },
    // A 409 means the itinerary moved on meanwhile: the fresh list shows the form locked.
    onError: () => queryClient.invalidateQueries({ queryKey: parentQuestionnaireKeys.list() }),
  });
}
