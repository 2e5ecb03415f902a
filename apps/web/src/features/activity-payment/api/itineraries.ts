import { queryOptions } from '@tanstack/react-query';
import {
  parentItineraryListSchema,
  parentItineraryResponseSchema,
  type ParentItinerary,
  type ParentItineraryList,
} from '@camp/shared/parent-itinerary';
import { apiFetch } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/v1/parents/itineraries → { itineraries } (payment_status and totals in each). */
export async function fetchItineraries(signal?: AbortSignal): Promise<ParentItineraryList> {
  const res = await apiFetch<unknown>('/api/v1/parents/itineraries', { signal });
  return parentItineraryListSchema.parse(res);
}

export const itinerariesQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.list(),
    queryFn: ({ signal }) => fetchItineraries(signal),
  });

/** GET /api/v1/parents/itineraries/{id} → { itinerary } (404 for another family's). */
export async function fetchItinerary(id: number, signal?: AbortSignal): Promise<ParentItinerary> {
  const res = await apiFetch<unknown>(`/api/v1/parents/itineraries/${id}`, { signal });
  return parentItineraryResponseSchema.parse(res).itinerary;
}

export const itineraryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => fetchItinerary(id, signal),
  });
