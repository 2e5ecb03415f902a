import { useMutation } from '@tanstack/react-query';
import { paymentMethodSchema, type LocalCardInput, type PaymentMethod } from '@camp/shared/payment';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/v1/payment/local/payment_methods { number, exp_month, exp_year, cvc } → { id, brand,
 * last4 }: the built-in provider's stand-in for Stripe's createPaymentMethod (404 with Stripe).
 */
export async function createLocalPaymentMethod(card: LocalCardInput): Promise<PaymentMethod> {
  const res = await apiFetch<unknown>('/api/v1/payment/local/payment_methods', {
    method: 'POST',
    body: card,
  });
  return paymentMethodSchema.parse(res);
}

export function useCreateLocalPaymentMethodMutation() {
  return useMutation({ mutationFn: createLocalPaymentMethod });
}
