/** TanStack Query keys of the director-onboarding feature. */
export const onboardingKeys = {
  all: ['director-onboarding'] as const,
  status: () => [...onboardingKeys.all, 'status'] as const,
  providerProfile: () => [...onboardingKeys.all, 'provider-profile'] as const,
};
