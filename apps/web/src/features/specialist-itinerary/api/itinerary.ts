import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  specialistItineraryResponseSchema,
  type SpecialistItinerary,
} from '@camp/shared/specialist-itinerary';
import { apiFetch } from '../../../lib/api-client';
import { itineraryKeys } from './keys';

export const itineraryPath = (id: number) => `/api/v1/specialists/itineraries/${id}`;

/** GET /api/v1/specialists/itineraries/{id} → { itinerary }. */
export async function fetchItinerary(
  id: number,
  signal?: AbortSignal,
): Promise<SpecialistItinerary> {
  const res = await apiFetch<unknown>(itineraryPath(id), { signal });
  return specialistItineraryResponseSchema.parse(res).itinerary;
}

export function itineraryQueryOptions(id: number) {
  return queryOptions({
    queryKey: itineraryKeys.detail(id),
    queryFn: ({ signal }) => fetchItinerary(id, signal),
  });
}

/** Every write answers the whole itinerary: the page shows it without a refetch. */
export function storeItinerary(queryClient: QueryClient, itinerary: SpecialistItinerary) {
  queryClient.setQueryData(itineraryKeys.detail(itinerary.id), itinerary);
}
