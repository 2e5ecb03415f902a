import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeRequest } from '@camp/shared/change-request';
import {
  parentItineraryResponseSchema,
  type ParentItinerary,
  type ParentItineraryList,
  type ParentItineraryUpdateInput,
} from '@camp/shared/parent-itinerary';
import { apiFetch } from '../../../lib/api-client';
import { parentItineraryKeys } from './keys';

/**
 * PUT /api/v1/parents/itineraries/{id} { id, itinerary } → { itinerary }: accept (review →
 * accepted) or ask for changes (→ alternate_request with change_requests_attributes).
 */
export async function updateParentItinerary(
  id: number,
  itinerary: ParentItineraryUpdateInput['itinerary'],
): Promise<ParentItinerary> {
  const res = await apiFetch<unknown>(`/api/v1/parents/itineraries/${id}`, {
    method: 'PUT',
    body: { id, itinerary },
  });
  return parentItineraryResponseSchema.parse(res).itinerary;
}

/** The answer replaces the itinerary in the list and its own query; then both refetch. */
function useItineraryUpdate<V>(
  id: number,
  toBody: (v: V) => ParentItineraryUpdateInput['itinerary'],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => updateParentItinerary(id, toBody(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(parentItineraryKeys.detail(id), saved);
      queryClient.setQueryData<ParentItineraryList>(
        parentItineraryKeys.list(),
        (list) =>
          list && { itineraries: list.itineraries.map((it) => (it.id === id ? saved : it)) },
      );
    },
    // A 409 means the itinerary moved on meanwhile (the specialist, another tab): show the
    // fresh state, whose actions explain what is possible now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentItineraryKeys.all }),
  });
}

/** 'Accept Itinerary', keeping the schedule's clashes the parent acknowledged ('Keep both'). */
export function useAcceptItineraryMutation(id: number) {
  return useItineraryUpdate<number[][]>(id, (acknowledged) => ({
    status: 'accepted',
    ...(acknowledged.length ? { acknowledged_clashes: acknowledged } : {}),
  }));
}

/** The comment page's submit: every change request added on the page, at once. */
export function useRequestChangesMutation(id: number) {
  return useItineraryUpdate<ChangeRequest[]>(id, (changeRequests) => ({
    status: 'alternate_request',
    change_requests_attributes: changeRequests,
  }));
}
