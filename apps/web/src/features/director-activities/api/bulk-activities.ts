import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityImport, DeletedActivitiesResult } from '@camp/shared/activity-import';
import type { PublicationResult } from '@camp/shared/provider-standing';
import { apiFetch } from '../../../lib/api-client';
import { activityKeys } from './keys';

/**
 * POST .../activity_providers/{id}/activities/bulk_delete: all of them or none (422 under `ids`
 * naming the booked ones).
 */
export function bulkDeleteActivities(
  programId: number,
  ids: number[],
): Promise<DeletedActivitiesResult> {
  return apiFetch<DeletedActivitiesResult>(
    `/api/v1/camp_directors/activity_providers/${programId}/activities/bulk_delete`,
    { method: 'POST', body: { ids } },
  );
}

export function useBulkDeleteMutation(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => bulkDeleteActivities(programId, ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

/**
 * POST .../activities/bulk_unpublish (bulk_publish): the selected activities leave the catalog
 * (or return to it); those already so are left as they are.
 */
export function useBulkPublicationMutation(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, publish }: { ids: number[]; publish: boolean }) =>
      apiFetch<PublicationResult>(
        `/api/v1/camp_directors/activity_providers/${programId}/activities/${publish ? 'bulk_publish' : 'bulk_unpublish'}`,
        { method: 'POST', body: { ids } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

/** GET .../activity_providers/{id}/imports: the program's bulk imports, newest first. */
export const programImportsQuery = (programId: number) =>
  queryOptions({
    queryKey: [...activityKeys.all, 'imports', programId] as const,
    queryFn: () =>
      apiFetch<{ imports: ActivityImport[] }>(
        `/api/v1/camp_directors/activity_providers/${programId}/imports`,
      ),
  });

/** POST /api/v1/camp_directors/imports/{id}/undo (422 naming booked activities, 409 if undone). */
export function useUndoImportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: number) =>
      apiFetch<DeletedActivitiesResult>(`/api/v1/camp_directors/imports/${importId}/undo`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
