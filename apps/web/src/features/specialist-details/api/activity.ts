import { queryOptions } from '@tanstack/react-query';
import {
  specialistActivityResponseSchema,
  type SpecialistActivityDetail,
} from '@camp/shared/specialist-details';
import { apiFetch } from '../../../lib/api-client';
import { detailKeys } from './keys';

export const activityPath = (id: number) => `/api/v1/specialists/activities/${id}`;

/** GET /api/v1/specialists/activities/{id} → { activity }. */
export async function fetchActivity(
  id: number,
  signal?: AbortSignal,
): Promise<SpecialistActivityDetail> {
  const res = await apiFetch<unknown>(activityPath(id), { signal });
  return specialistActivityResponseSchema.parse(res).activity;
}

export function activityQueryOptions(id: number) {
  return queryOptions({
    queryKey: detailKeys.activity(id),
    queryFn: ({ signal }) => fetchActivity(id, signal),
  });
}
