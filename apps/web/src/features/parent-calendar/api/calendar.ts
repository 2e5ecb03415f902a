import { queryOptions } from '@tanstack/react-query';
import { calendarResponseSchema, type CalendarResponse } from '@camp/shared/calendar';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** GET /api/v1/parents/calendar → the calendar's itineraries and their events. */
export async function fetchCalendar(signal?: AbortSignal): Promise<CalendarResponse> {
  const res = await apiFetch<unknown>('/api/v1/parents/calendar', { signal });
  return calendarResponseSchema.parse(res);
}

export function calendarQueryOptions() {
  return queryOptions({
    queryKey: calendarKeys.events(),
    queryFn: ({ signal }) => fetchCalendar(signal),
  });
}
