import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NOTE_TOAST_TITLE,
  SPECIALIST_DETAILS_MESSAGES as M,
  specialistActivityResponseSchema,
  specialistProviderUpdateResponseSchema,
  type SpecialistActivityDetail,
  type SpecialistProviderDetail,
  type SpecialistProviderResponse,
} from '@camp/shared/specialist-details';
import { apiFetch } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toaster';
import { activityPath } from './activity';
import { detailKeys } from './keys';
import { providerPath } from './provider';

export type NoteTarget = { kind: 'activity' | 'provider'; id: number };

/** PUT the note of an activity or a program; answers the saved note. */
export async function updateNote(
  target: NoteTarget,
  note: string | null,
): Promise<SpecialistActivityDetail | SpecialistProviderDetail> {
  if (target.kind === 'activity') {
    const res = await apiFetch<unknown>(activityPath(target.id), {
      method: 'PUT',
      body: { activity: { specialist_notes: note ?? '' } },
    });
    return specialistActivityResponseSchema.parse(res).activity;
  }
  const res = await apiFetch<unknown>(providerPath(target.id), {
    method: 'PUT',
    body: { activity_provider: { specialist_notes: note ?? '' } },
  });
  return specialistProviderUpdateResponseSchema.parse(res).activity_provider;
}

/** Saves a note, stores it in the page's data and shows the success toast (title 'Note'). */
export function useUpdateNoteMutation(target: NoteTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string | null) => updateNote(target, note),
    onSuccess: (saved) => {
      if (target.kind === 'activity') {
        queryClient.setQueryData(detailKeys.activity(target.id), saved as SpecialistActivityDetail);
      } else {
        queryClient.setQueriesData<SpecialistProviderResponse>(
          { queryKey: detailKeys.providers(target.id) },
          (old) => old && { ...old, activity_provider: saved as SpecialistProviderDetail },
        );
      }
      // The search page's cards carry notes too (its key root is 'specialist-search').
      void queryClient.invalidateQueries({ queryKey: ['specialist-search'] });
      toast.success(M.noteSaved(saved.name), NOTE_TOAST_TITLE);
    },
  });
}
