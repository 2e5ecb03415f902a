import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput } from '@camp/shared/newsletter';
import { apiFetch } from '../../../lib/api-client';

export interface NewsletterSubscription {
  email: string;
  subscribed: true;
}

/** POST /api/v1/newsletter_subscriptions: idempotent, a repeated address succeeds too. */
export function subscribeToNewsletter(input: NewsletterInput): Promise<NewsletterSubscription> {
  return apiFetch<NewsletterSubscription>('/api/v1/newsletter_subscriptions', {
    method: 'POST',
    body: input,
    anonymous: true,
  });
}

export function useNewsletterSignup() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
