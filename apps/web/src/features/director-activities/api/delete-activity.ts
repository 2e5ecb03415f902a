import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { activityKeys } from './keys';

/** DELETE /api/v1/camp_directors/activities/{activityId} (409 with a message when refused). */
export async function deleteActivity(activityId: number): Promise<void> {
  await apiFetch<unknown>(`/api/v1/camp_directors/activities/${activityId}`, {
    method: 'DELETE',
  });
}

export function useDeleteActivityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
