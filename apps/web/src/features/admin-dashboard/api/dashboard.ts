import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminDashboardSchema } from '@camp/shared/admin-dashboard';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

export function adminDashboardQueryOptions(weeks: number) {
  return queryOptions({
    queryKey: ['admin-dashboard', weeks] as const,
    queryFn: async ({ signal }) =>
      adminDashboardSchema.parse(
        await apiFetch<unknown>('/api/v1/admins/dashboard', { query: { weeks }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Saves every itinerary past a service target now (not only those listed) as overdue.csv. */
export function downloadOverdueCsv(): Promise<void> {
  return downloadFile('/api/v1/admins/dashboard/overdue/export', undefined, 'overdue.csv');
}
