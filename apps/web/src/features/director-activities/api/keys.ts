import type { ActivityListFilters } from './program-activities';

/** Query keys of the director's activities; mutations invalidate `all`. */
export const activityKeys = {
  all: ['director-activities'] as const,
  lists: (programId: number) => [...activityKeys.all, 'list', programId] as const,
  list: (programId: number, filters: ActivityListFilters) =>
    [...activityKeys.lists(programId), filters] as const,
  detail: (activityId: number) => [...activityKeys.all, 'detail', activityId] as const,
  interests: () => [...activityKeys.all, 'interest-options'] as const,
};
