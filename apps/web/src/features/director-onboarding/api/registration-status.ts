import { queryOptions } from '@tanstack/react-query';
import { onboardingStatusSchema, type OnboardingStatus } from '@camp/shared/provider-profile';
import { apiFetch } from '../../../lib/api-client';
import { onboardingKeys } from './keys';

/** POST /api/v1/camp_directors/registration_status: the spec's "Update registration status". */
export async function refreshRegistrationStatus(signal?: AbortSignal): Promise<OnboardingStatus> {
  const res = await apiFetch<unknown>('/api/v1/camp_directors/registration_status', {
    method: 'POST',
    signal,
  });
  return onboardingStatusSchema.parse(res);
}

/** The refreshed status; `pollMs` re-asks while the director waits on the team or Stripe. */
export function registrationStatusQueryOptions(pollMs?: number) {
  return queryOptions({
    queryKey: onboardingKeys.status(),
    queryFn: ({ signal }) => refreshRegistrationStatus(signal),
    refetchInterval: pollMs ?? false,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}
