import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  onboardingStatusSchema,
  type LocalOnboardingOutcome,
  type OnboardingStatus,
} from '@camp/shared/provider-profile';
import { apiFetch } from '../../../lib/api-client';
import { onboardingKeys } from './keys';
import { applyOnboardingStatus } from './session-sync';

/** POST /api/v1/payment/connect/local_onboarding (only without Stripe keys; 404 otherwise). */
export async function completeLocalOnboarding(
  outcome: LocalOnboardingOutcome,
): Promise<OnboardingStatus> {
  const res = await apiFetch<unknown>('/api/v1/payment/connect/local_onboarding', {
    method: 'POST',
    body: { outcome },
  });
  return onboardingStatusSchema.parse(res);
}

export function useCompleteLocalOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLocalOnboarding,
    onSuccess: (status) => {
      queryClient.setQueryData(onboardingKeys.status(), status);
      applyOnboardingStatus(status);
    },
  });
}
