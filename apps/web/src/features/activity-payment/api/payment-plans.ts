import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocalCheckoutPayInput } from '@camp/shared/checkout';
import {
  changePlanCardResponseSchema,
  payInstalmentAnswerSchema,
  paymentPlansResponseSchema,
  type PayInstalmentAnswer,
  type PaymentPlan,
} from '@camp/shared/payment-plan';
import { apiFetch } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/v1/payment/plans?itinerary_id= → { plans } (decision 0065). */
export async function fetchPaymentPlans(
  itineraryId: number,
  signal?: AbortSignal,
): Promise<PaymentPlan[]> {
  const res = await apiFetch<unknown>(`/api/v1/payment/plans?itinerary_id=${itineraryId}`, {
    signal,
  });
  return paymentPlansResponseSchema.parse(res).plans;
}

/** Under the itineraries' keys: a payment's real-time event refreshes the plans as well. */
export const paymentPlansQueryOptions = (itineraryId: number) =>
  queryOptions({
    queryKey: [...paymentKeys.detail(itineraryId), 'plans'] as const,
    queryFn: ({ signal }) => fetchPaymentPlans(itineraryId, signal),
  });

/**
 * POST /api/v1/payment/plans/{id}/instalments/{instalment_id}/pay: 'Pay now' for a failed
 * instalment. With the built-in provider's card form → { plan }, or 402 with the decline; a
 * Stripe plan (no card) → { url } of Stripe's Checkout page (decision 0071).
 */
export function usePayInstalmentMutation(itineraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: {
      planId: number;
      instalmentId: number;
      card?: LocalCheckoutPayInput;
    }): Promise<PayInstalmentAnswer> => {
      const res = await apiFetch<unknown>(
        `/api/v1/payment/plans/${v.planId}/instalments/${v.instalmentId}/pay`,
        { method: 'POST', body: v.card ?? {} },
      );
      return payInstalmentAnswerSchema.parse(res);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.detail(itineraryId) }),
  });
}

/**
 * POST /api/v1/payment/plans/{id}/card: 'Change card' of a Stripe plan → { url } of Stripe's
 * setup-mode Checkout page (decision 0071); the webhook saves the card, the return refreshes.
 */
export function useChangePlanCardMutation() {
  return useMutation({
    mutationFn: async (planId: number) => {
      const res = await apiFetch<unknown>(`/api/v1/payment/plans/${planId}/card`, {
        method: 'POST',
        body: {},
      });
      return changePlanCardResponseSchema.parse(res);
    },
  });
}
