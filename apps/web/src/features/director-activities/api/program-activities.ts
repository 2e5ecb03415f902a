import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  directorActivityListSchema,
  type DirectorActivityList,
} from '@camp/shared/director-activity';
import { apiFetch } from '../../../lib/api-client';
import { activityKeys, type ActivityListFilters } from './keys';

export type { ActivityListFilters };

export const EMPTY_FILTERS: ActivityListFilters = { page: 1, sku: '', startDate: '', endDate: '' };

/**
 * GET /api/v1/camp_directors/activity_providers/{id}/activities?page=&by_sku_search=
 * &by_start_date=&by_end_date= → { activities, pagy, activity_provider }.
 */
export async function fetchProgramActivities(
  programId: number,
  filters: ActivityListFilters,
  signal?: AbortSignal,
): Promise<DirectorActivityList> {
  const res = await apiFetch<unknown>(
    `/api/v1/camp_directors/activity_providers/${programId}/activities`,
    {
      query: {
        page: filters.page,
        by_sku_search: filters.sku.trim(),
        by_start_date: filters.startDate,
        by_end_date: filters.endDate,
      },
      signal,
    },
  );
  return directorActivityListSchema.parse(res);
}

export function programActivitiesQuery(programId: number, filters: ActivityListFilters) {
  return queryOptions({
    queryKey: activityKeys.list(programId, filters),
    queryFn: ({ signal }) => fetchProgramActivities(programId, filters, signal),
    placeholderData: keepPreviousData,
  });
}
