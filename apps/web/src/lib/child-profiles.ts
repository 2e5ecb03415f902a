import { queryOptions } from '@tanstack/react-query';
import { childProfileListSchema } from '@camp/shared/child-profile';
import { apiFetch } from './api-client';

/**
 * The signed-in parent's children's profiles. Here rather than in a feature because the
 * profile's children pages and the questionnaire's "choose a child" step both read the list,
 * under one query key.
 */
export const childProfileKeys = {
  all: ['child-profiles'] as const,
  list: () => [...childProfileKeys.all, 'list'] as const,
  one: (id: number) => [...childProfileKeys.all, id] as const,
};

/** GET /api/v1/parents/children → { children }. */
export function childProfilesQueryOptions() {
  return queryOptions({
    queryKey: childProfileKeys.list(),
    queryFn: async ({ signal }) =>
      childProfileListSchema.parse(await apiFetch<unknown>('/api/v1/parents/children', { signal }))
        .children,
  });
}
