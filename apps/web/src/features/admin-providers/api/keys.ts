import type { RegistrationStatus } from '@camp/shared/enums';

/** TanStack Query keys of the admin providers feature. */
export const adminProviderKeys = {
  all: ['admin-providers'] as const,
  list: (status: RegistrationStatus, page: number) =>
    [...adminProviderKeys.all, 'list', status, page] as const,
};
