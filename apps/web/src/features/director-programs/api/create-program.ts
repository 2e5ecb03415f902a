import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Program } from '@camp/shared/program';
import { directorProgramResponseSchema, type DirectorProgram } from '@camp/shared/director-program';
import { apiFetch } from '../../../lib/api-client';
import { programKeys } from './keys';

/** POST /api/v1/camp_directors/activity_providers { activity_provider }. */
export async function createProgram(values: Program): Promise<DirectorProgram> {
  const res = await apiFetch<unknown>('/api/v1/camp_directors/activity_providers', {
    method: 'POST',
    body: { activity_provider: values },
  });
  return directorProgramResponseSchema.parse(res).activity_provider;
}

export function useCreateProgramMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: (program) => {
      queryClient.setQueryData(programKeys.detail(program.id), program);
      return queryClient.invalidateQueries({ queryKey: programKeys.lists() });
    },
  });
}
