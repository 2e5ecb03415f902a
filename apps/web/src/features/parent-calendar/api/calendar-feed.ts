import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedResponseSchema } from '@camp/shared/calendar';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from './keys';

const FEED_PATH = '/api/v1/parents/calendar_feed';

/** GET /api/v1/parents/calendar_feed → { url } (the server creates the secret on first call). */
export async function fetchCalendarFeed(signal?: AbortSignal): Promise<string> {
  const res = await apiFetch<unknown>(FEED_PATH, { signal });
  return calendarFeedResponseSchema.parse(res).url;
}

/** POST /api/v1/parents/calendar_feed → { url }: a new secret; the old URL stops at once. */
export async function resetCalendarFeed(): Promise<string> {
  const res = await apiFetch<unknown>(FEED_PATH, { method: 'POST' });
  return calendarFeedResponseSchema.parse(res).url;
}

export function calendarFeedQueryOptions() {
  return queryOptions({
    queryKey: calendarKeys.feed(),
    queryFn: ({ signal }) => fetchCalendarFeed(signal),
    // The URL changes only when reset from this page (which stores the new one).
    staleTime: Infinity,
  });
}

export function useResetCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (url) => queryClient.setQueryData(calendarKeys.feed(), url),
  });
}
