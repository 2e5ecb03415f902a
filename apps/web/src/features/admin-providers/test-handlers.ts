import type { AdminProvider, ProviderValidationInput } from '@camp/shared/provider-profile';
import { apiRoute, type Answer } from '../../test-server';
import type { AdminProviderList } from './api/providers';
import type { DeletedActivitiesResult } from '@camp/shared/activity-import';
import type {
  ActivityIdsInput,
  AdminProgramActivityList,
  AdminProviderDetail,
  AdminProviderImport,
  AdminProviderProgram,
  PublicationResult,
  SuspendProviderInput,
} from '@camp/shared/provider-standing';

/** The admin's provider endpoints, answered with the shared types. */
export const adminProvidersApi = {
  /** GET /api/v1/admins/providers?status=&page=. */
  list: (answer: Answer<null, AdminProviderList>) =>
    apiRoute('get', '/api/v1/admins/providers', answer),
  /** GET /api/v1/admins/providers/export?status= → the tab's providers as CSV. */
  export: (answer: Answer<null, unknown>) =>
    apiRoute('get', '/api/v1/admins/providers/export', answer),
  /** POST /api/v1/admins/providers/:id/validation → the provider as decided. */
  validation: (answer: Answer<ProviderValidationInput, AdminProvider>) =>
    apiRoute('post', '/api/v1/admins/providers/:id/validation', answer),

  /** GET /api/v1/admins/providers/:id → the provider with its standing. */
  detail: (answer: Answer<null, AdminProviderDetail>) =>
    apiRoute('get', '/api/v1/admins/providers/:id', answer),
  suspend: (answer: Answer<SuspendProviderInput, AdminProviderDetail>) =>
    apiRoute('post', '/api/v1/admins/providers/:id/suspension', answer),
  reinstate: (answer: Answer<null, AdminProviderDetail>) =>
    apiRoute('post', '/api/v1/admins/providers/:id/reinstatement', answer),
  terminate: (answer: Answer<null, AdminProviderDetail>) =>
    apiRoute('post', '/api/v1/admins/providers/:id/termination', answer),
  cancelTermination: (answer: Answer<null, AdminProviderDetail>) =>
    apiRoute('delete', '/api/v1/admins/providers/:id/termination', answer),
  profile: (answer: Answer<{ provider_profile: Record<string, unknown> }, AdminProviderDetail>) =>
    apiRoute('put', '/api/v1/admins/providers/:id/profile', answer),
  programs: (answer: Answer<null, { programs: AdminProviderProgram[] }>) =>
    apiRoute('get', '/api/v1/admins/providers/:id/programs', answer),
  imports: (answer: Answer<null, { imports: AdminProviderImport[] }>) =>
    apiRoute('get', '/api/v1/admins/providers/:id/imports', answer),
  activities: (answer: Answer<null, AdminProgramActivityList>) =>
    apiRoute('get', '/api/v1/admins/programs/:id/activities', answer),
  /** GET …/programs/export, …/imports/export, /api/v1/admins/programs/:id/activities/export. */
  exportPrograms: (answer: Answer<null, unknown>) =>
    apiRoute('get', '/api/v1/admins/providers/:id/programs/export', answer),
  exportImports: (answer: Answer<null, unknown>) =>
    apiRoute('get', '/api/v1/admins/providers/:id/imports/export', answer),
  exportActivities: (answer: Answer<null, unknown>) =>
    apiRoute('get', '/api/v1/admins/programs/:id/activities/export', answer),
  unpublishActivities: (answer: Answer<ActivityIdsInput, PublicationResult>) =>
    apiRoute('post', '/api/v1/admins/programs/:id/activities/unpublish', answer),
  unpublishProgram: (answer: Answer<null, AdminProviderProgram>) =>
    apiRoute('post', '/api/v1/admins/programs/:id/unpublish', answer),
  undoImport: (answer: Answer<null, DeletedActivitiesResult>) =>
    apiRoute('post', '/api/v1/admins/imports/:id/undo', answer),
};
