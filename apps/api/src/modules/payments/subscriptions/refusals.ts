import { COUPON_INVALID } from '@camp/shared/messages';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import * as repo from '../../../data/commerce/repository.js';
import { couponUsable } from './pricing.js';

// The parent's package payments' refusals, shared by their use cases (use-cases/).

export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found';

export const ORDER_NOT_FOUND = 'Order not found';

export const PROVIDER_UNREACHABLE_MESSAGE =
  'We could not reach the payment provider. Please try again in a moment.';

/** Every refusal of a code reads the same, so the answer does not tell which codes exist. */
export const couponInvalid = () =>
  new AppError(422, { promocode: [COUPON_INVALID], _base: [COUPON_INVALID] }, 'coupon_invalid');

/**
 * The coupon when this parent may use it now (usable, and the family's uses below its
 * per-family limit), else the COUPON_INVALID refusal.
 */
export async function usableCoupon(
  db: DbOrTx,
  userId: number,
  code: string,
  now: Date,
): Promise<repo.CouponRow> {
  const coupon = await repo.findCouponByCode(db, code);
  if (!coupon || !couponUsable(coupon, now)) throw couponInvalid();
  if ((await repo.familyUses(db, coupon.id, userId)) >= coupon.perFamilyLimit) {
    throw couponInvalid();
  }
  return coupon;
}

export function providerUnavailable(ctx: AppContext, err: unknown, userId: number): AppError {
  ctx.log.error({ err, userId }, 'payment provider call failed');
  return AppError.base(502, PROVIDER_UNREACHABLE_MESSAGE, 'provider_unavailable');
}
