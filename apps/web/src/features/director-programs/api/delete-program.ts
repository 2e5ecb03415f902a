import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { programKeys } from './keys';
import { programPath } from './program';

/** DELETE /api/v1/camp_directors/activity_providers/{id}; 409 while it has activities. */
export async function deleteProgram(id: number): Promise<void> {
  await apiFetch<unknown>(programPath(id), { method: 'DELETE' });
}

export function useDeleteProgramMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: programKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: programKeys.lists() });
    },
  });
}
