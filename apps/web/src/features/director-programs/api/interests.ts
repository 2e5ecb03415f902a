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
    // Reference data: it changes only when an admin edits the taxonomy.
    staleTime: 60 * 60_000,
  });
}

/**
 * The program interest options with the program's own retired ones added (marked "retired"): a
 * retired interest is no longer offered for new choices, but a program that has it still shows
 * it and keeps it when saved.
 */
export function withProgramInterests(
  options: InterestOptions['program_interests'],
  program: { interests: { id: number; name: string }[] },
): InterestOptions['program_interests'] {
  const offered = new Set(options.map((o) => o.id));
  const retired = program.interests
    .filter((i) => !offered.has(i.id))
    .map((i) => ({ id: i.id, name: `${i.name} (retired)` }));
  return retired.length === 0 ? options : [...options, ...retired];
}
