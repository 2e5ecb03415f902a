import { queryOptions } from '@tanstack/react-query';
import { parentItineraryListSchema, type ParentItineraryList } from '@camp/shared/parent-itinerary';
import { apiFetch } from '../../../lib/api-client';
import { parentItineraryKeys } from './keys';

/** GET /api/v1/parents/itineraries → { itineraries }, newest first. */
export async function fetchParentItineraries(signal?: AbortSignal): Promise<ParentItineraryList> {
  const res = await apiFetch<unknown>('/api/v1/parents/itineraries', { signal });
  return parentItineraryListSchema.parse(res);
}

export function parentItinerariesQueryOptions() {
  return queryOptions({
    queryKey: parentItineraryKeys.list(),
    queryFn: ({ signal }) => fetchParentItineraries(signal),
  });
}
