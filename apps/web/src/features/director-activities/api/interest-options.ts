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

/**
 * The options with the activity's own interests and skills added where an admin retired them:
 * a retired entry is no longer offered for new choices, but an activity that has it still shows
 * it (marked "retired") and keeps it when saved.
 */
export function withChosenTags(
  options: ActivityInterestOption[],
  activity:
    | {
        interests: { id: number; name: string }[];
        skill_developments: { id: number; name: string; interest_id?: number | undefined }[];
      }
    | undefined,
): ActivityInterestOption[] {
  if (!activity) return options;
  const merged = options.map((o) => ({ ...o, skill_developments: [...o.skill_developments] }));
  const groups = new Map(merged.map((o) => [o.id, o]));
  for (const i of activity.interests) {
    if (groups.has(i.id)) continue;
    const group = { id: i.id, name: `${i.name} (retired)`, skill_developments: [] };
    merged.push(group);
    groups.set(i.id, group);
  }
  const offered = new Set(merged.flatMap((o) => o.skill_developments.map((s) => s.id)));
  for (const s of activity.skill_developments) {
    const group = s.interest_id === undefined ? undefined : groups.get(s.interest_id);
    if (offered.has(s.id) || !group) continue;
    group.skill_developments.push({ id: s.id, name: `${s.name} (retired)` });
  }
  return merged;
}
