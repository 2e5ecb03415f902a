import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  directorActivityResponseSchema,
  type DirectorActivity,
} from '@camp/shared/director-activity';
import { apiFetch } from '../../../lib/api-client';
import { activityKeys } from './keys';
import type { ActivityBody } from './types';

/** POST /api/v1/camp_directors/activity_providers/{id}/activities with { activity }. */
export async function createActivity(
  programId: number,
  activity: ActivityBody,
): Promise<DirectorActivity> {
  const res = await apiFetch<unknown>(
    `/api/v1/camp_directors/activity_providers/${programId}/activities`,
    { method: 'POST', body: { activity } },
  );
  return directorActivityResponseSchema.parse(res).activity;
}

export function useCreateActivityMutation(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activity: ActivityBody) => createActivity(programId, activity),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
