import type { ProviderPayout, ProviderPayoutsResponse } from '@camp/shared/admin-payments';
import type { PayoutsResponse } from '@camp/shared/payouts';
import { apiRoute, type Answer } from '../../test-server';

/** The payouts ledger endpoints, answered with the shared types. */
export const payoutsApi = {
  /** GET /api/v1/camp_directors/payouts?page=. */
  director: (answer: Answer<null, PayoutsResponse>) =>
    apiRoute('get', '/api/v1/camp_directors/payouts', answer),
  /** GET /api/v1/admins/payouts?page=&provider_user_id=. */
  admin: (answer: Answer<null, PayoutsResponse>) =>
    apiRoute('get', '/api/v1/admins/payouts', answer),
  /** GET /api/v1/admins/payouts/export?provider_user_id= → the ledger as CSV. */
  export: (answer: Answer<null, unknown>) =>
    apiRoute('get', '/api/v1/admins/payouts/export', answer),
  /** GET /api/v1/admins/payouts/providers?page=&per_page=&sort=&order=: a page of providers. */
  providers: (answer: Answer<null, ProviderPayoutsResponse>) =>
    apiRoute('get', '/api/v1/admins/payouts/providers', answer),
  /** GET /api/v1/admins/payouts/providers/export?sort=&order= → every provider as CSV. */
  providersExport: (answer: Answer<null, unknown>) =>
    apiRoute('get', '/api/v1/admins/payouts/providers/export', answer),
  hold: (answer: Answer<unknown, ProviderPayout>) =>
    apiRoute('post', '/api/v1/admins/payouts/providers/:id/hold', answer),
  release: (answer: Answer<null, ProviderPayout>) =>
    apiRoute('delete', '/api/v1/admins/payouts/providers/:id/hold', answer),
};
