import { queryOptions } from '@tanstack/react-query';
import type { ScheduleCheck } from '@camp/shared/schedule-check';
import { specialistItineraryResponseSchema } from '@camp/shared/specialist-itinerary';
import { apiFetch } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/**
 * GET /api/v1/specialists/itineraries/{id} for its schedule checks: the approve dialog lists
 * the itinerary's clashes as the server judges them when the dialog opens.
 */
export async function fetchScheduleChecks(
  id: number,
  signal?: AbortSignal,
): Promise<ScheduleCheck[]> {
  const res = await apiFetch<unknown>(`/api/v1/specialists/itineraries/${id}`, { signal });
  return specialistItineraryResponseSchema.parse(res).itinerary.schedule_checks;
}

export function scheduleChecksQueryOptions(id: number) {
  return queryOptions({
    queryKey: dashboardKeys.scheduleChecks(id),
    queryFn: ({ signal }) => fetchScheduleChecks(id, signal),
    // Read afresh at each opening: the itinerary may have changed since.
    staleTime: 0,
  });
}
