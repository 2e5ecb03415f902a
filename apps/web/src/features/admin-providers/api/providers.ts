import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OnboardingStep, PaymentAccountStatus, RegistrationStatus } from '@camp/shared/enums';
import { apiFetch } from '../../../lib/api-client';
import { adminProviderKeys } from './keys';

/** One provider as GET /api/v1/admins/providers answers it. */
export interface AdminProvider {
  user_id: number;
  email: string;
  name: string;
  status: RegistrationStatus;
  onboarding_step: OnboardingStep;
  stripe_account_status: PaymentAccountStatus;
  rejection_reason: string | null;
  organisation_name: string | null;
  contact_name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  phone_number: string | null;
  website: string | null;
  description: string | null;
  tax_id: string | null;
  years_in_operation: number | null;
  insurance_info: string | null;
  licensing_info: string | null;
  submitted_at: string | null;
  validated_at: string | null;
}

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
