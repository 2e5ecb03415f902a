import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedActivitiesResult } from '@camp/shared/activity-import';
import type { ProviderProfile } from '@camp/shared/provider-profile';
import type {
  AdminProgramActivityList,
  AdminProviderDetail,
  AdminProviderImport,
  AdminProviderProgram,
  PublicationResult,
} from '@camp/shared/provider-standing';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { adminProviderKeys } from './keys';

const BASE = '/api/v1/admins/providers';

export function providerDetailQueryOptions(userId: number) {
  return queryOptions({
    queryKey: adminProviderKeys.detail(userId),
    queryFn: ({ signal }) => apiFetch<AdminProviderDetail>(`${BASE}/${userId}`, { signal }),
  });
}

export function providerProgramsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: adminProviderKeys.programs(userId),
    queryFn: ({ signal }) =>
      apiFetch<{ programs: AdminProviderProgram[] }>(`${BASE}/${userId}/programs`, { signal }),
  });
}

export function programActivitiesQueryOptions(programId: number, page: number) {
  return queryOptions({
    queryKey: adminProviderKeys.activities(programId, page),
    queryFn: ({ signal }) =>
      apiFetch<AdminProgramActivityList>(`/api/v1/admins/programs/${programId}/activities`, {
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function providerImportsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: adminProviderKeys.imports(userId),
    queryFn: ({ signal }) =>
      apiFetch<{ imports: AdminProviderImport[] }>(`${BASE}/${userId}/imports`, { signal }),
  });
}

/** Every change here refreshes the provider's page (and the queue). */
function useProviderMutation<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProviderKeys.all }),
  });
}

export type StandingAction = 'suspend' | 'reinstate' | 'terminate' | 'cancel-termination';

export function useStandingAction(userId: number) {
  return useProviderMutation(({ action, reason }: { action: StandingAction; reason?: string }) => {
    switch (action) {
      case 'suspend':
        return apiFetch<AdminProviderDetail>(`${BASE}/${userId}/suspension`, {
          method: 'POST',
          body: { reason },
        });
      case 'reinstate':
        return apiFetch<AdminProviderDetail>(`${BASE}/${userId}/reinstatement`, {
          method: 'POST',
        });
      case 'terminate':
        return apiFetch<AdminProviderDetail>(`${BASE}/${userId}/termination`, {
          method: 'POST',
        });
      case 'cancel-termination':
        return apiFetch<AdminProviderDetail>(`${BASE}/${userId}/termination`, {
          method: 'DELETE',
        });
    }
  });
}

export function useEditProviderProfile(userId: number) {
  return useProviderMutation((profile: ProviderProfile) =>
    apiFetch<AdminProviderDetail>(`${BASE}/${userId}/profile`, {
      method: 'PUT',
      body: { provider_profile: profile },
    }),
  );
}

export function useProgramPublication() {
  return useProviderMutation(({ programId, publish }: { programId: number; publish: boolean }) =>
    apiFetch<AdminProviderProgram>(
      `/api/v1/admins/programs/${programId}/${publish ? 'publish' : 'unpublish'}`,
      { method: 'POST' },
    ),
  );
}

export function useActivitiesPublication() {
  return useProviderMutation(
    ({ programId, ids, publish }: { programId: number; ids: number[]; publish: boolean }) =>
      apiFetch<PublicationResult>(
        `/api/v1/admins/programs/${programId}/activities/${publish ? 'publish' : 'unpublish'}`,
        { method: 'POST', body: { ids } },
      ),
  );
}

/** POST /api/v1/admins/imports/:id/undo (decision 0091). */
export function useUndoImport() {
  return useProviderMutation((importId: number) =>
    apiFetch<DeletedActivitiesResult>(`/api/v1/admins/imports/${importId}/undo`, {
      method: 'POST',
    }),
  );
}

/** Saves the provider's programs as programs.csv. */
export function downloadProgramsCsv(userId: number): Promise<void> {
  return downloadFile(`${BASE}/${userId}/programs/export`, undefined, 'programs.csv');
}

/** Saves all of a program's activities (not only the page shown) as activities.csv. */
export function downloadActivitiesCsv(programId: number): Promise<void> {
  return downloadFile(
    `/api/v1/admins/programs/${programId}/activities/export`,
    undefined,
    'activities.csv',
  );
}

/** Saves the imports into the provider's programs as imports.csv. */
export function downloadImportsCsv(userId: number): Promise<void> {
  return downloadFile(`${BASE}/${userId}/imports/export`, undefined, 'imports.csv');
}
