import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { payoutsResponseSchema, type PayoutsResponse } from '@camp/shared/payouts';
import {
  providerPayoutSchema,
  providerPayoutsResponseSchema,
  type ProviderPayout,
} from '@camp/shared/admin-payments';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** Query keys of the payouts ledgers. */
export const payoutKeys = {
  all: ['payouts'] as const,
  director: (page: number) => [...payoutKeys.all, 'director', page] as const,
  admin: (page: number, providerUserId: number | null) =>
    [...payoutKeys.all, 'admin', page, providerUserId] as const,
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

/** GET /api/v1/admins/payouts?page=&provider_user_id= → every provider's ledger (or one's). */
export async function fetchAdminPayouts(
  page: number,
  providerUserId: number | null,
  signal?: AbortSignal,
): Promise<PayoutsResponse> {
  const res = await apiFetch<unknown>('/api/v1/admins/payouts', {
    query: providerUserId === null ? { page } : { page, provider_user_id: providerUserId },
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

export function adminPayoutsQueryOptions(page: number, providerUserId: number | null) {
  return queryOptions({
    queryKey: payoutKeys.admin(page, providerUserId),
    queryFn: ({ signal }) => fetchAdminPayouts(page, providerUserId, signal),
    placeholderData: keepPreviousData,
  });
}

// ---- per provider, with holds (decision 0095) ----------------------------------------------------

const PROVIDERS = '/api/v1/admins/payouts/providers';

export const providerPayoutKeys = {
  all: ['payouts', 'providers'] as const,
};

export function providerPayoutsQueryOptions() {
  return queryOptions({
    queryKey: providerPayoutKeys.all,
    queryFn: async ({ signal }) =>
      providerPayoutsResponseSchema.parse(await apiFetch<unknown>(PROVIDERS, { signal })),
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

/** GET /api/v1/admins/payouts/providers/export: the per-provider list as a CSV download. */
export function downloadProviderPayoutsCsv(): Promise<void> {
  return downloadFile(`${PROVIDERS}/export`, {}, 'payouts-per-provider.csv');
}
