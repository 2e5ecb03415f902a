import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  directorActivityResponseSchema,
  type DirectorActivity,
} from '@camp/shared/director-activity';
import { apiFetch } from '../../../lib/api-client';
import { activityKeys } from './keys';
import type { ActivityBody } from './types';

/** POST /api/v1/camp_directors/duplicate_activities with { activity: { parent_activity_id, ... } }. */
export async function duplicateActivity(
  parentActivityId: number,
  activity: ActivityBody,
): Promise<DirectorActivity> {
  const res = await apiFetch<unknown>('/api/v1/camp_directors/duplicate_activities', {
    method: 'POST',
    body: { activity: { ...activity, parent_activity_id: parentActivityId } },
  });
  return directorActivityResponseSchema.parse(res).activity;
}

export function useDuplicateActivityMutation(parentActivityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activity: ActivityBody) => duplicateActivity(parentActivityId, activity),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
