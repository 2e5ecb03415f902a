import type { ItineraryStatus } from '@camp/shared/enums';
import type { DashboardSort } from '@camp/shared/specialist-dashboard';

/** Query keys of the specialist's dashboard lists. */
export const dashboardKeys = {
  all: ['specialist-dashboard'] as const,
  page: (status: ItineraryStatus, page: number, sort: DashboardSort) =>
    [...dashboardKeys.all, status, page, sort] as const,
  scheduleChecks: (id: number) => [...dashboardKeys.all, 'schedule-checks', id] as const,
};
