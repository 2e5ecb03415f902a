import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/v1/payment/connect/dashboard_links: where the director of a ready payment account
 * opens it (a one-time login link to Stripe's Express dashboard, or the local simulator's
 * account page).
 */
export function createDashboardLink(): Promise<{ url: string }> {
  return apiFetch<{ url: string }>('/api/v1/payment/connect/dashboard_links', { method: 'POST' });
}

export function useCreateDashboardLink() {
  return useMutation({ mutationFn: createDashboardLink });
}
