import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  directorActivityResponseSchema,
  type DirectorActivity,
} from '@camp/shared/director-activity';
import { apiFetch } from '../../../lib/api-client';
import { activityKeys } from './keys';
import type { ActivityBody } from './types';

/** PUT /api/v1/camp_directors/activities/{activityId} with { activity }. */
export async function updateActivity(
  activityId: number,
  activity: ActivityBody,
): Promise<DirectorActivity> {
  const res = await apiFetch<unknown>(`/api/v1/camp_directors/activities/${activityId}`, {
    method: 'PUT',
    body: { activity },
  });
  return directorActivityResponseSchema.parse(res).activity;
}

export function useUpdateActivityMutation(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activity: ActivityBody) => updateActivity(activityId, activity),
    // An original's edit also changes its duplicates: refresh every activity query.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
