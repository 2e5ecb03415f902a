import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { activityKeys } from './keys';

const named = z.object({ id: z.number().int(), name: z.string() });
const activityInterestsSchema = z.object({
  activity_interests: z.array(named.extend({ skill_developments: z.array(named) })),
});

export type ActivityInterestOption = z.infer<
  typeof activityInterestsSchema
>['activity_interests'][number];

/**
 * GET /api/v1/camp_directors/interests → the activity form's interests (skill groups) with
 * their skills. (The programs feature reads the same endpoint for its own options.)
 */
export async function fetchActivityInterestOptions(
  signal?: AbortSignal,
): Promise<ActivityInterestOption[]> {
  const res = await apiFetch<unknown>('/api/v1/camp_directors/interests', { signal });
  return activityInterestsSchema.parse(res).activity_interests;
}

export const activityInterestOptionsQuery = () =>
  queryOptions({
    queryKey: activityKeys.interests(),
    queryFn: ({ signal }) => fetchActivityInterestOptions(signal),
    staleTime: 60 * 60 * 1000,
  });
