import { useMutation } from '@tanstack/react-query';
import {
  checkoutSessionResponseSchema,
  type CheckoutSessionRequestInput,
  type CheckoutSessionResponse,
} from '@camp/shared/checkout';
import { apiFetch } from '../../../lib/api-client';
import { pageExit } from '../leave-page';

/**
 * POST /api/v1/payment/checkout_sessions { itinerary_id, itinerary_activity_ids } → 201 { url,
 * checkout_session_id }: the seats are held and the checkout opened; the browser goes to `url`.
 */
export async function createCheckoutSession(
  body: CheckoutSessionRequestInput,
): Promise<CheckoutSessionResponse> {
  const res = await apiFetch<unknown>('/api/v1/payment/checkout_sessions', {
    method: 'POST',
    body,
  });
  return checkoutSessionResponseSchema.parse(res);
}

/** Pay: open the checkout, then the browser goes to its page (Stripe's, or the built-in one). */
export function useStartCheckoutMutation() {
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: (res) => pageExit.leave(res.url),
  });
}
