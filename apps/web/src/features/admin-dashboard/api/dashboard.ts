import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminDashboardSchema } from '@camp/shared/admin-dashboard';
import { apiFetch } from '../../../lib/api-client';

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
