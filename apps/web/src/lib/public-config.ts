import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export interface PublicConfig {
  google_client_id: string | null;
  stripe_publishable_key: string | null;
  tile_url: string;
  mailbox_enabled: boolean;
  app_url: string;
}

/**
 * GET /api/v1/config: runtime settings (the Google client id decides the Google button, the Stripe
 * publishable key the checkout's card form). Read once per page load.
 */
export function fetchPublicConfig(): Promise<PublicConfig> {
  return apiFetch<PublicConfig>('/api/v1/config', { anonymous: true });
}

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: fetchPublicConfig,
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
