import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationStatus } from '@camp/shared/enums';
import type { ProviderDecision } from '@camp/shared/provider-profile';
import { apiFetch } from '../../../lib/api-client';
import { adminProviderKeys } from './keys';
import type { AdminProvider } from '@camp/shared/provider-profile';

export interface ValidationRequest {
  userId: number;
  decision: ProviderDecision;
  reason?: string;
  /** The status the admin saw: the API refuses (409) when the provider's has changed since. */
  expected_status: RegistrationStatus;
}

/** POST /api/v1/admins/providers/:userId/validation { decision, reason, expected_status }. */
export function validateProvider({ userId, ...body }: ValidationRequest): Promise<AdminProvider> {
  return apiFetch<AdminProvider>(`/api/v1/admins/providers/${userId}/validation`, {
    method: 'POST',
    body,
  });
}

export function useValidateProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProviderKeys.all }),
  });
}
