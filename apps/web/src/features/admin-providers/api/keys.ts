import type { RegistrationStatus } from '@camp/shared/enums';

/** TanStack Query keys of the admin providers feature. */
export const adminProviderKeys = {
  all: ['admin-providers'] as const,
  list: (status: RegistrationStatus, page: number) =>
    [...adminProviderKeys.all, 'list', status, page] as const,
  detail: (userId: number) => [...adminProviderKeys.all, 'detail', userId] as const,
  programs: (userId: number) => [...adminProviderKeys.all, 'programs', userId] as const,
  activities: (programId: number, page: number) =>
    [...adminProviderKeys.all, 'activities', programId, page] as const,
  imports: (userId: number) => [...adminProviderKeys.all, 'imports', userId] as const,
};
