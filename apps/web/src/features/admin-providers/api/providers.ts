import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RegistrationStatus } from '@camp/shared/enums';
import type { AdminProvider } from '@camp/shared/provider-profile';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { adminProviderKeys } from './keys';

export interface AdminProviderList {
  providers: AdminProvider[];
  pagy: { count: number; pages: number; page: number };
}

/** GET /api/v1/admins/providers?status=&page= (10 a page, oldest submission first). */
export function fetchProviders(
  status: RegistrationStatus,
  page: number,
  signal?: AbortSignal,
): Promise<AdminProviderList> {
  return apiFetch<AdminProviderList>('/api/v1/admins/providers', {
    query: { status, page },
    signal,
  });
}

export function providersQueryOptions(status: RegistrationStatus, page: number) {
  return queryOptions({
    queryKey: adminProviderKeys.list(status, page),
    queryFn: ({ signal }) => fetchProviders(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admins/providers/export?status=: the tab's providers as a CSV download. */
export function downloadProvidersCsv(status: RegistrationStatus): Promise<void> {
  return downloadFile('/api/v1/admins/providers/export', { status }, 'providers.csv');
}
