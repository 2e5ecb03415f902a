import { queryOptions, useQuery } from '@tanstack/react-query';
import { campTypeListSchema } from '@camp/shared/taxonomy';
import { apiFetch } from './api-client';

export const CAMP_TYPES_URL = '/api/v1/camp_types';

/**
 * GET /api/v1/camp_types: the camp types offered for new choices (retired ones left out), in
 * list order. Admins edit the list, so every form and filter reads it here, never from code.
 */
export const campTypesQuery = queryOptions({
  queryKey: ['camp-types'],
  queryFn: async ({ signal }) =>
    campTypeListSchema.parse(await apiFetch<unknown>(CAMP_TYPES_URL, { signal, anonymous: true }))
      .camp_types,
  staleTime: 60_000,
});

export function useCampTypes() {
  return useQuery(campTypesQuery);
}
