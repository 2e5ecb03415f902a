import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  onboardingStatusSchema,
  type OnboardingStatus,
  type ProviderProfile,
  type ProviderProfileResponse,
} from '@camp/shared/provider-profile';
import { apiFetch } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toaster';
import { onboardingKeys } from './keys';
import { applyOnboardingStatus } from './session-sync';

export const PROVIDER_PROFILE_SENT_MESSAGE = 'Your provider profile was sent to our team.';

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

/**
 * Submits the profile and stores the new status in the session (the gate moves on). The toast is
 * shown here, not in the page's mutate() callbacks: the session change makes the area's gate
 * leave the page, and TanStack Query drops the callbacks of an unmounted component.
 */
export function useSubmitProviderProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProviderProfile,
    onSuccess: async (status) => {
      queryClient.setQueryData(onboardingKeys.status(), status);
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.providerProfile() });
      toast.success(PROVIDER_PROFILE_SENT_MESSAGE);
      applyOnboardingStatus(status);
    },
  });
}
