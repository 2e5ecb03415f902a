import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  onboardingStatusSchema,
  type OnboardingStatus,
  type ProviderProfile,
} from '@camp/shared/provider-profile';
import { apiFetch } from '../../../lib/api-client';
import { onboardingKeys } from './keys';
import { applyOnboardingStatus } from './session-sync';

/** The submitted provider profile as the API answers it (null: not given). */
export interface ProviderProfileView {
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
}

export type ProviderProfileResponse = OnboardingStatus & { provider_profile: ProviderProfileView };

const PATH = '/api/v1/camp_directors/profile_form_fillings';

/** GET /api/v1/camp_directors/profile_form_fillings. */
export function fetchProviderProfile(signal?: AbortSignal): Promise<ProviderProfileResponse> {
  return apiFetch<ProviderProfileResponse>(PATH, { signal });
}

export function providerProfileQueryOptions() {
  return queryOptions({
    queryKey: onboardingKeys.providerProfile(),
    queryFn: ({ signal }) => fetchProviderProfile(signal),
  });
}

/** POST /api/v1/camp_directors/profile_form_fillings → the new registration status. */
export async function submitProviderProfile(body: ProviderProfile): Promise<OnboardingStatus> {
  const res = await apiFetch<unknown>(PATH, { method: 'POST', body: { provider_profile: body } });
  return onboardingStatusSchema.parse(res);
}

/** Submits the profile and stores the new status in the session (the gate moves on). */
export function useSubmitProviderProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProviderProfile,
    onSuccess: async (status) => {
      queryClient.setQueryData(onboardingKeys.status(), status);
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.providerProfile() });
      applyOnboardingStatus(status);
    },
  });
}
