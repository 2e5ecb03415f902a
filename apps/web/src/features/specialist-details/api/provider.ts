import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  specialistProviderResponseSchema,
  type SpecialistProviderResponse,
} from '@camp/shared/specialist-details';
import { apiFetch } from '../../../lib/api-client';
import { detailKeys } from './keys';

export const providerPath = (id: number) => `/api/v1/specialists/activity_providers/${id}`;

/** GET /api/v1/specialists/activity_providers/{id}?page=n[&itinerary_id=] → provider and a page. */
export async function fetchProvider(
  id: number,
  page: number,
  itineraryId: number | null,
  signal?: AbortSignal,
): Promise<SpecialistProviderResponse> {
  const query = new URLSearchParams({ page: String(page) });
  if (itineraryId) query.set('itinerary_id', String(itineraryId));
  const res = await apiFetch<unknown>(`${providerPath(id)}?${query.toString()}`, { signal });
  return specialistProviderResponseSchema.parse(res);
}

export function providerQueryOptions(id: number, page: number, itineraryId: number | null) {
  return queryOptions({
    queryKey: detailKeys.provider(id, page, itineraryId),
    queryFn: ({ signal }) => fetchProvider(id, page, itineraryId, signal),
    placeholderData: keepPreviousData,
  });
}
