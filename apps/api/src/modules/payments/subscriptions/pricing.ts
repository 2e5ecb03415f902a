import type { PackageInterval, PackageName } from '@camp/shared/enums';
import { isRecurringPlan } from '@camp/shared/payment';
import type { CouponRow } from '../../../data/commerce/repository.js';

// Coupon rules and period arithmetic (docs/decisions/0016-parent-payments.md). Pure functions:
// the service feeds them rows and the clock.

type CouponTerms = Pick<
  CouponRow,
  | 'active'
  | 'expiresAt'
  | 'maxRedemptions'
  | 'redemptionsCount'
  | 'reservedCount'
  | 'appliesTo'
  | 'discountType'
  | 'amount'
  | 'freeMonths'
>;

/**
 * Active, not expired and not used up (whoever asks); uses held by payments still running count
 * as used. A read only: the use itself is taken by repo.reserveCouponUse's conditional update.
 */
export function couponUsable(coupon: CouponTerms, now: Date): boolean {
  if (!coupon.active) return false;
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return false;
  if (
    coupon.maxRedemptions !== null &&
    coupon.redemptionsCount + coupon.reservedCount >= coupon.maxRedemptions
  ) {
    return false;
  }
  return true;
}

/** A coupon without a plan list applies to every plan. */
export const couponAppliesTo = (coupon: CouponTerms, plan: PackageName): boolean =>
  coupon.appliesTo.length === 0 || coupon.appliesTo.includes(plan);

/** Cents taken off a price: a percentage (rounded to the cent) or a fixed amount, at most the price. */
export function discountCents(coupon: CouponTerms, priceCents: number): number {
  const off =
    coupon.discountType === 'percent'
      ? Math.round((priceCents * coupon.amount) / 100)
      : coupon.amount;
  return Math.min(Math.max(off, 0), priceCents);
}

/** Free months a coupon gives on a plan: only recurring plans have a trial. */
export const trialMonths = (coupon: CouponTerms | null, plan: PackageName): number =>
  coupon && isRecurringPlan(plan) ? coupon.freeMonths : 0;

/** The coupon's face value as the check answers it: percent, or dollars for a fixed amount. */
export const couponFaceValue = (coupon: CouponTerms): number =>
  coupon.discountType === 'percent' ? coupon.amount : coupon.amount / 100;

/**
 * `date` plus whole months in UTC; a day past the end of the target month is clamped to its
 * last day (Jan 31 + 1 month = Feb 28/29), as card subscriptions bill.
 */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** Months in one billing period. */
export const intervalMonths = (interval: PackageInterval): number => (interval === 'year' ? 12 : 1);
