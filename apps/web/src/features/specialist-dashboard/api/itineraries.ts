import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ItineraryStatus } from '@camp/shared/enums';
import {
  dashboardListSchema,
  type DashboardList,
  type DashboardSort,
} from '@camp/shared/specialist-dashboard';
import { apiFetch } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/v1/specialists/itineraries?by_status=&page=&sort= → { itineraries, pagy }. */
export async function fetchDashboard(
  status: ItineraryStatus,
  page: number,
  sort: DashboardSort,
  signal?: AbortSignal,
): Promise<DashboardList> {
  const res = await apiFetch<unknown>('/api/v1/specialists/itineraries', {
    query: { by_status: status, page, ...(sort === 'newest' ? {} : { sort }) },
    signal,
  });
  return dashboardListSchema.parse(res);
}

export function dashboardQueryOptions(status: ItineraryStatus, page: number, sort: DashboardSort) {
  return queryOptions({
    queryKey: dashboardKeys.page(status, page, sort),
    queryFn: ({ signal }) => fetchDashboard(status, page, sort, signal),
    placeholderData: keepPreviousData,
  });
}
