import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  waitlistEntriesResponseSchema,
  waitlistEntryResponseSchema,
  type JoinWaitlistInput,
  type WaitlistEntry,
} from '@camp/shared/waitlist';
import { apiFetch } from '../../../lib/api-client';
import { paymentKeys } from './keys';

const PATH = '/api/v1/parents/waitlist_entries';

/** GET /api/v1/parents/waitlist_entries → { waitlist_entries } (the family's, still in line). */
export async function fetchWaitlist(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  const res = await apiFetch<unknown>(PATH, { signal });
  return waitlistEntriesResponseSchema.parse(res).waitlist_entries;
}

export const waitlistQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.waitlist(),
    queryFn: ({ signal }) => fetchWaitlist(signal),
  });

/** After a join or a leave: the line and the itineraries' payment statuses may have moved. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentKeys.waitlist() }),
      queryClient.invalidateQueries({ queryKey: paymentKeys.itineraries }),
    ]);
}

/** POST { itinerary_activity_id } → 201 { waitlist_entry } with its place in line. */
export function useJoinWaitlistMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: JoinWaitlistInput) =>
      waitlistEntryResponseSchema.parse(await apiFetch<unknown>(PATH, { method: 'POST', body }))
        .waitlist_entry,
    onSettled: refresh,
  });
}

/** DELETE /{id} → 204: out of the line (an offered seat goes to the next family). */
export function useLeaveWaitlistMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiFetch<unknown>(`${PATH}/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}
