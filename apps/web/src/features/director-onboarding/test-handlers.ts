import type {
  LocalOnboardingOutcome,
  OnboardingStatus,
  ProviderProfileInput,
  ProviderProfileResponse,
} from '@camp/shared/provider-profile';
import { apiRoute, type Answer } from '../../test-server';

/** The onboarding endpoints the director's pages call, answered with the shared types. */
export const onboardingApi = {
  /** POST /api/v1/camp_directors/registration_status (no body). */
  registrationStatus: (answer: Answer<null, OnboardingStatus>) =>
    apiRoute('post', '/api/v1/camp_directors/registration_status', answer),
  /** GET /api/v1/camp_directors/profile_form_fillings. */
  providerProfile: (answer: Answer<null, ProviderProfileResponse>) =>
    apiRoute('get', '/api/v1/camp_directors/profile_form_fillings', answer),
  /** POST /api/v1/camp_directors/profile_form_fillings. */
  submitProviderProfile: (
    answer: Answer<{ provider_profile: ProviderProfileInput }, OnboardingStatus>,
  ) => apiRoute('post', '/api/v1/camp_directors/profile_form_fillings', answer),
  /** POST /api/v1/payment/connect/local_onboarding. */
  localOnboarding: (answer: Answer<{ outcome: LocalOnboardingOutcome }, OnboardingStatus>) =>
    apiRoute('post', '/api/v1/payment/connect/local_onboarding', answer),
};

/** An onboarding status with the defaults of a director who has yet to send the profile. */
export const onboardingStatus = (over: Partial<OnboardingStatus> = {}): OnboardingStatus => ({
  status: 'needs_provider_profile',
  stripe_account_status: 'not_connected',
  onboarding_step: 'show_form',
  rejection_reason: null,
  ...over,
});
