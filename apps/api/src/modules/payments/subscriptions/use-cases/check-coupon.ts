import type { PackageName } from '@camp/shared/enums';
import { toCents } from '@camp/shared/number';
import type { CouponCheckResponse } from '@camp/shared/payment';
import type { AppContext } from '../../../../context.js';
import * as packages from '../../packages/service.js';
import { couponAppliesTo, couponFaceValue, discountCents } from '../pricing.js';
import { couponInvalid, usableCoupon } from '../refusals.js';

/**
 * POST /api/v1/payment/coupons: what the code takes off `price`. With `plan`, the code must
 * apply to it; without, to a plan sold at that price (decision 0016).
 */
export async function checkCoupon(
  ctx: AppContext,
  userId: number,
  input: { promocode: string; price: number; plan?: PackageName | undefined },
): Promise<CouponCheckResponse> {
  const coupon = await usableCoupon(ctx.db, userId, input.promocode, ctx.now());
  const priceCents = toCents(input.price);
  let applies: boolean;
  if (input.plan) {
    applies = couponAppliesTo(coupon, input.plan);
  } else if (coupon.appliesTo.length === 0) {
    applies = true;
  } else {
    const plans = await packages.listActivePackages(ctx.db);
    applies = plans.some((p) => p.priceCents === priceCents && couponAppliesTo(coupon, p.name));
  }
  if (!applies) throw couponInvalid();
  return {
    discount_amount: couponFaceValue(coupon),
    discount_type: coupon.discountType,
    recalculated_price: (priceCents - discountCents(coupon, priceCents)) / 100,
  };
}
