import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  payoutsResponseSchema,
  type PayoutLedgerSort,
  type PayoutsResponse,
} from '@camp/shared/payouts';
import {
  providerPayoutSchema,
  providerPayoutsResponseSchema,
  type ProviderPayout,
  type ProviderPayoutOrder,
  type ProviderPayoutsQuery,
} from '@camp/shared/admin-payments';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** A page of the back office's ledger: every provider's (provider_user_id null) or one's. */
export interface AdminLedgerQuery {
  page: number;
  per_page: number;
  sort: PayoutLedgerSort;
  order: 'asc' | 'desc';
  provider_user_id: number | null;
}

/** Query keys of the payouts ledgers. */
export const payoutKeys = {
  all: ['payouts'] as const,
  director: (page: number) => [...payoutKeys.all, 'director', page] as const,
  admin: (query: AdminLedgerQuery) => [...payoutKeys.all, 'admin', query] as const,
};

/** GET /api/v1/camp_directors/payouts?page= → the director's own ledger. */
export async function fetchDirectorPayouts(
  page: number,
  signal?: AbortSignal,
): Promise<PayoutsResponse> {
  const res = await apiFetch<unknown>('/api/v1/camp_directors/payouts', {
    query: { page },
    signal,
  });
  return payoutsResponseSchema.parse(res);
}

/** GET /api/v1/admins/payouts?page=&per_page=&sort=&order=&provider_user_id= → the ledger. */
export async function fetchAdminPayouts(
  query: AdminLedgerQuery,
  signal?: AbortSignal,
): Promise<PayoutsResponse> {
  const { provider_user_id, ...rest } = query;
  const res = await apiFetch<unknown>('/api/v1/admins/payouts', {
    query: provider_user_id === null ? rest : { ...rest, provider_user_id },
    signal,
  });
  return payoutsResponseSchema.parse(res);
}

export function directorPayoutsQueryOptions(page: number) {
  return queryOptions({
    queryKey: payoutKeys.director(page),
    queryFn: ({ signal }) => fetchDirectorPayouts(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function adminPayoutsQueryOptions(query: AdminLedgerQuery) {
  return queryOptions({
    queryKey: payoutKeys.admin(query),
    queryFn: ({ signal }) => fetchAdminPayouts(query, signal),
    placeholderData: keepPreviousData,
  });
}

// ---- per provider, with holds (decision 0095) ----------------------------------------------------

const PROVIDERS = '/api/v1/admins/payouts/providers';

export const providerPayoutKeys = {
  all: ['payouts', 'providers'] as const,
  page: (query: ProviderPayoutsQuery) => [...providerPayoutKeys.all, query] as const,
};

/** GET /api/v1/admins/payouts/providers?page=&per_page=&sort=&order= → a page of providers. */
export function providerPayoutsQueryOptions(query: ProviderPayoutsQuery) {
  return queryOptions({
    queryKey: providerPayoutKeys.page(query),
    queryFn: async ({ signal }) =>
      providerPayoutsResponseSchema.parse(
        await apiFetch<unknown>(PROVIDERS, { query: { ...query }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export async function holdPayouts(providerUserId: number, reason: string): Promise<ProviderPayout> {
  return providerPayoutSchema.parse(
    await apiFetch<unknown>(`${PROVIDERS}/${providerUserId}/hold`, {
      method: 'POST',
      body: { reason },
    }),
  );
}

export async function releasePayouts(providerUserId: number): Promise<ProviderPayout> {
  return providerPayoutSchema.parse(
    await apiFetch<unknown>(`${PROVIDERS}/${providerUserId}/hold`, { method: 'DELETE' }),
  );
}

/** GET /api/v1/admins/payouts/export?provider_user_id=: the ledger as filtered, as a CSV download. */
export function downloadLedgerCsv(providerUserId: number | null): Promise<void> {
  return downloadFile(
    '/api/v1/admins/payouts/export',
    providerUserId === null ? {} : { provider_user_id: providerUserId },
    'payouts-ledger.csv',
  );
}

/** GET /api/v1/admins/payouts/providers/export: every provider, in the list's order, as CSV. */
export function downloadProviderPayoutsCsv(order: ProviderPayoutOrder): Promise<void> {
  return downloadFile(`${PROVIDERS}/export`, { ...order }, 'payouts-per-provider.csv');
}
