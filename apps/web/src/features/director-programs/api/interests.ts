import { queryOptions } from '@tanstack/react-query';
import { interestOptionsSchema, type InterestOptions } from '@camp/shared/director-program';
import { apiFetch } from '../../../lib/api-client';
import { programKeys } from './keys';

/** GET /api/v1/camp_directors/interests → { program_interests, activity_interests }. */
export async function fetchInterestOptions(signal?: AbortSignal): Promise<InterestOptions> {
  const res = await apiFetch<unknown>('/api/v1/camp_directors/interests', { signal });
  return interestOptionsSchema.parse(res);
}

export function interestOptionsQueryOptions() {
  return queryOptions({
    queryKey: programKeys.interests,
    queryFn: ({ signal }) => fetchInterestOptions(signal),
    // Reference data: it changes only with a new release.
    staleTime: 60 * 60_000,
  });
}
