import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { directorProgramListSchema, type DirectorProgramList } from '@camp/shared/director-program';
import { apiFetch } from '../../../lib/api-client';
import { programKeys } from './keys';

/** GET /api/v1/camp_directors/activity_providers?page= → { activity_providers, pagy }. */
export async function fetchPrograms(
  page: number,
  signal?: AbortSignal,
): Promise<DirectorProgramList> {
  const res = await apiFetch<unknown>('/api/v1/camp_directors/activity_providers', {
    query: { page },
    signal,
  });
  return directorProgramListSchema.parse(res);
}

export function programsQueryOptions(page: number) {
  return queryOptions({
    queryKey: programKeys.page(page),
    queryFn: ({ signal }) => fetchPrograms(page, signal),
    placeholderData: keepPreviousData,
  });
}
