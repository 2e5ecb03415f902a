import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Program } from '@camp/shared/program';
import { directorProgramResponseSchema, type DirectorProgram } from '@camp/shared/director-program';
import { apiFetch } from '../../../lib/api-client';
import { programKeys } from './keys';
import { programPath } from './program';

/** PUT /api/v1/camp_directors/activity_providers/{id} { activity_provider }. */
export async function updateProgram(id: number, values: Program): Promise<DirectorProgram> {
  const res = await apiFetch<unknown>(programPath(id), {
    method: 'PUT',
    body: { activity_provider: values },
  });
  return directorProgramResponseSchema.parse(res).activity_provider;
}

export function useUpdateProgramMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Program) => updateProgram(id, values),
    onSuccess: (program) => {
      queryClient.setQueryData(programKeys.detail(id), program);
      return queryClient.invalidateQueries({ queryKey: programKeys.lists() });
    },
  });
}
