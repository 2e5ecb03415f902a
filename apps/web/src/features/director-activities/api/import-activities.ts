import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ImportActivitiesResult } from '@camp/shared/activity-import';
import { activityKeys } from './keys';

/**
 * The bulk-import template: a public link (it holds no data), so a plain <a href download> works
 * without the bearer token.
 */
export const ACTIVITIES_TEMPLATE_URL = '/api/v1/camp_directors/download_templates/activities';

/**
 * POST /api/v1/camp_directors/activity_providers/{id}/imports, multipart with the file in
 * `file`. A rejected file answers 422 with errors labelled 'Row N, Column' (or 'File').
 */
export function importActivities(programId: number, file: File): Promise<ImportActivitiesResult> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<ImportActivitiesResult>(
    `/api/v1/camp_directors/activity_providers/${programId}/imports`,
    { method: 'POST', body },
  );
}

export function useImportActivitiesMutation(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importActivities(programId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
