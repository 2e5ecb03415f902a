import type { AdminProvider, ProviderValidationInput } from '@camp/shared/provider-profile';
import { apiRoute, type Answer } from '../../test-server';
import type { AdminProviderList } from './api/providers';

/** The admin's provider endpoints, answered with the shared types. */
export const adminProvidersApi = {
  /** GET /api/v1/admins/providers?status=&page=. */
  list: (answer: Answer<null, AdminProviderList>) =>
    apiRoute('get', '/api/v1/admins/providers', answer),
  /** POST /api/v1/admins/providers/:id/validation → the provider as decided. */
  validation: (answer: Answer<ProviderValidationInput, AdminProvider>) =>
    apiRoute('post', '/api/v1/admins/providers/:id/validation', answer),
};
