import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  onboardingStatusSchema,
  type LocalOnboardingOutcome,
  type OnboardingStatus,
} from '@camp/shared/provider-profile';
import { apiFetch } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toaster';
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

export const PAYMENT_ACCOUNT_READY_MESSAGE = 'Your payment account is ready.';

/**
 * Completes (or simulates another outcome of) the set-up and stores the new status in the
 * session. The toast is shown here because the session change makes the gate leave the page,
 * and TanStack Query drops the page's mutate() callbacks once it is unmounted.
 */
export function useCompleteLocalOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLocalOnboarding,
    onSuccess: (status, outcome) => {
      queryClient.setQueryData(onboardingKeys.status(), status);
      if (outcome === 'complete' && status.stripe_account_status === 'ready') {
        toast.success(PAYMENT_ACCOUNT_READY_MESSAGE);
      }
      applyOnboardingStatus(status);
    },
  });
}
