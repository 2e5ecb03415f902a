import { queryOptions } from '@tanstack/react-query';
import { directorProgramResponseSchema, type DirectorProgram } from '@camp/shared/director-program';
import { apiFetch } from '../../../lib/api-client';
import { programKeys } from './keys';

export const programPath = (id: number) => `/api/v1/camp_directors/activity_providers/${id}`;

/** GET /api/v1/camp_directors/activity_providers/{id} → { activity_provider }. */
export async function fetchProgram(id: number, signal?: AbortSignal): Promise<DirectorProgram> {
  const res = await apiFetch<unknown>(programPath(id), { signal });
  return directorProgramResponseSchema.parse(res).activity_provider;
}

export function programQueryOptions(id: number) {
  return queryOptions({
    queryKey: programKeys.detail(id),
    queryFn: ({ signal }) => fetchProgram(id, signal),
  });
}
