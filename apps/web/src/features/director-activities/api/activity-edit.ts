import { queryOptions } from '@tanstack/react-query';
import {
  directorActivityResponseSchema,
  type DirectorActivity,
} from '@camp/shared/director-activity';
import { apiFetch } from '../../../lib/api-client';
import { activityKeys } from './keys';

/** GET /api/v1/camp_directors/activities/{activityId}/edit → { activity }. */
export async function fetchActivityForEdit(
  activityId: number,
  signal?: AbortSignal,
): Promise<DirectorActivity> {
  const res = await apiFetch<unknown>(`/api/v1/camp_directors/activities/${activityId}/edit`, {
    signal,
  });
  return directorActivityResponseSchema.parse(res).activity;
}

export function activityEditQuery(activityId: number) {
  return queryOptions({
    queryKey: activityKeys.detail(activityId),
    queryFn: ({ signal }) => fetchActivityForEdit(activityId, signal),
    // The form starts from what the server has now.
    staleTime: 0,
  });
}
