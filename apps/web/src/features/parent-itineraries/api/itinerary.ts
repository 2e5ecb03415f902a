import { queryOptions } from '@tanstack/react-query';
import { parentItineraryResponseSchema, type ParentItinerary } from '@camp/shared/parent-itinerary';
import { apiFetch } from '../../../lib/api-client';
import { parentItineraryKeys } from './keys';

/** GET /api/v1/parents/itineraries/{id} → { itinerary } (404 for another family's). */
export async function fetchParentItinerary(
  id: number,
  signal?: AbortSignal,
): Promise<ParentItinerary> {
  const res = await apiFetch<unknown>(`/api/v1/parents/itineraries/${id}`, { signal });
  return parentItineraryResponseSchema.parse(res).itinerary;
}

export function parentItineraryQueryOptions(id: number) {
  return queryOptions({
    queryKey: parentItineraryKeys.detail(id),
    queryFn: ({ signal }) => fetchParentItinerary(id, signal),
  });
}
