import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CHILD_PROFILE_MESSAGES,
  childProfileSchema,
  type ChildProfile,
  type ChildProfileValues,
} from '@camp/shared/child-profile';
import { apiFetch } from '../../../lib/api-client';
import { childProfileKeys, childProfilesQueryOptions } from '../../../lib/child-profiles';
import { toast } from '../../../components/ui/toaster';

export { childProfileKeys, childProfilesQueryOptions };

/** GET /api/v1/parents/children/:id (another family's child: 404). */
export function childProfileQueryOptions(id: number) {
  return queryOptions({
    queryKey: childProfileKeys.one(id),
    queryFn: async ({ signal }) =>
      childProfileSchema.parse(
        await apiFetch<unknown>(`/api/v1/parents/children/${id}`, { signal }),
      ),
  });
}

/** POST /api/v1/parents/children, or PUT /api/v1/parents/children/:id with `id`. */
export function useSaveChildProfile(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ChildProfileValues): Promise<ChildProfile> =>
      childProfileSchema.parse(
        await apiFetch<unknown>(
          id === undefined ? '/api/v1/parents/children' : `/api/v1/parents/children/${id}`,
          { method: id === undefined ? 'POST' : 'PUT', body: values },
        ),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(childProfileKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: childProfileKeys.list() });
      toast.success(
        id === undefined
          ? CHILD_PROFILE_MESSAGES.created(saved.first_name)
          : CHILD_PROFILE_MESSAGES.updated(saved.first_name),
      );
    },
  });
}
