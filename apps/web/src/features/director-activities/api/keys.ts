/** The filters of the director's activity list (part of its query key). */
export interface ActivityListFilters {
  page: number;
  /** Part of a SKU. */
  sku: string;
  /** YYYY-MM-DD or ''. */
  startDate: string;
  endDate: string;
}

/** Query keys of the director's activities; mutations invalidate `all`. */
export const activityKeys = {
  all: ['director-activities'] as const,
  lists: (programId: number) => [...activityKeys.all, 'list', programId] as const,
  list: (programId: number, filters: ActivityListFilters) =>
    [...activityKeys.lists(programId), filters] as const,
  detail: (activityId: number) => [...activityKeys.all, 'detail', activityId] as const,
  interests: () => [...activityKeys.all, 'interest-options'] as const,
};
