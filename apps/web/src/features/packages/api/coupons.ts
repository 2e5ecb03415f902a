import { useMutation } from '@tanstack/react-query';
import type { CouponCheckInput } from '@camp/shared/coupon';
import { couponCheckResponseSchema, type CouponCheckResponse } from '@camp/shared/payment';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/v1/payment/coupons { promocode, price, plan } → { discount_amount, discount_type,
 * recalculated_price }. A refused code answers 422 with COUPON_INVALID on promocode.
 */
export async function checkCoupon(input: CouponCheckInput): Promise<CouponCheckResponse> {
  const res = await apiFetch<unknown>('/api/v1/payment/coupons', { method: 'POST', body: input });
  return couponCheckResponseSchema.parse(res);
}

export function useCheckCouponMutation() {
  return useMutation({ mutationFn: checkCoupon });
}
