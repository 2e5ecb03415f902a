import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  localCheckoutCancelResponseSchema,
  localCheckoutPayResponseSchema,
  localCheckoutResponseSchema,
  type LocalCheckout,
  type LocalCheckoutCancelResponse,
  type LocalCheckoutPayInput,
  type LocalCheckoutPayResponse,
} from '@camp/shared/checkout';
import { apiFetch } from '../../../lib/api-client';
import { pageExit } from '../leave-page';
import { paymentKeys } from './keys';

const base = (id: string) => `/api/v1/payment/local_checkout/${encodeURIComponent(id)}`;

/** GET /api/v1/payment/local_checkout/{id} → { checkout } (the parent who started it only). */
export async function fetchLocalCheckout(id: string, signal?: AbortSignal): Promise<LocalCheckout> {
  const res = await apiFetch<unknown>(base(id), { signal });
  return localCheckoutResponseSchema.parse(res).checkout;
}

export const localCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.localCheckout(id),
    queryFn: ({ signal }) => fetchLocalCheckout(id, signal),
  });

/**
 * POST …/{id}/pay { card_number, exp_month, exp_year, cvc, three_d_secure? } → 200 { status:
 * 'complete', redirect_url }, or 402 with the decline ('Payment failed. …').
 */
export async function payLocalCheckout(
  id: string,
  body: LocalCheckoutPayInput,
): Promise<LocalCheckoutPayResponse> {
  const res = await apiFetch<unknown>(`${base(id)}/pay`, { method: 'POST', body });
  return localCheckoutPayResponseSchema.parse(res);
}

/** Paid: back to the product's return URL (the itineraries with 'Payment Successful!'). */
export function usePayLocalCheckoutMutation(id: string) {
  return useMutation({
    mutationFn: (body: LocalCheckoutPayInput) => payLocalCheckout(id, body),
    onSuccess: (res) => pageExit.leave(res.redirect_url),
  });
}

/** POST …/{id}/cancel → { status: 'expired', redirect_url }: the holds are released. */
export async function cancelLocalCheckout(id: string): Promise<LocalCheckoutCancelResponse> {
  const res = await apiFetch<unknown>(`${base(id)}/cancel`, { method: 'POST' });
  return localCheckoutCancelResponseSchema.parse(res);
}

export function useCancelLocalCheckoutMutation(id: string) {
  return useMutation({
    mutationFn: () => cancelLocalCheckout(id),
    onSuccess: (res) => pageExit.leave(res.redirect_url),
  });
}
