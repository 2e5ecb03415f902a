import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/v1/payment/connect/account_links: where the director sets up the payment account
 * (Stripe's hosted onboarding, or the local simulator page when Stripe is not configured).
 */
export function createAccountLink(): Promise<{ url: string }> {
  return apiFetch<{ url: string }>('/api/v1/payment/connect/account_links', { method: 'POST' });
}

export function useCreateAccountLink() {
  return useMutation({ mutationFn: createAccountLink });
}
