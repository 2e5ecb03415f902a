import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  catalogSearchParams,
  catalogSearchResponseSchema,
  type CatalogSearchQuery,
  type CatalogSearchResponse,
} from '@camp/shared/catalog-search';
import { apiFetch } from '../../../lib/api-client';
import { searchKeys } from './keys';

/** GET /api/v1/specialists/activities with the query string the page's URL carries. */
export async function searchActivities(
  query: string,
  signal?: AbortSignal,
): Promise<CatalogSearchResponse> {
  const res = await apiFetch<unknown>(`/api/v1/specialists/activities${query ? `?${query}` : ''}`, {
    signal,
  });
  return catalogSearchResponseSchema.parse(res);
}

/** One cache entry per canonical query string, so the drawer's count and the page share it. */
export function searchQueryOptions(query: Partial<CatalogSearchQuery>) {
  const qs = catalogSearchParams(query).toString();
  return queryOptions({
    queryKey: searchKeys.results(qs),
    queryFn: ({ signal }) => searchActivities(qs, signal),
    // Keep the last results on screen while the next filters load.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
