import type { AdminCoupon, CouponKind, CouponStatus } from '@camp/shared/admin-coupons';
import type { CouponRow } from '../../../data/commerce/repository.js';

// A coupon as the back office shows it: its terms, its usage and where it stands now.

/** deactivated, else expired, else used up, else active (the list filter's rules). */
export function statusOf(row: CouponRow, now: Date): CouponStatus {
  if (!row.active) return 'deactivated';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (
    row.maxRedemptions !== null &&
    row.redemptionsCount + row.reservedCount >= row.maxRedemptions
  ) {
    return 'used_up';
  }
  return 'active';
}

export function kindOf(row: CouponRow): CouponKind {
  if (row.freeMonths > 0) return 'first_month_free';
  return row.discountType === 'percent' ? 'percent_off' : 'amount_off';
}

export function toAdminCoupon(row: CouponRow, now: Date): AdminCoupon {
  const percent = row.discountType === 'percent';
  return {
    id: row.id,
    code: row.code,
    kind: kindOf(row),
    percent_off: percent ? row.amount : null,
    amount_off: percent ? null : row.amount / 100,
    free_months: row.freeMonths,
    applies_to: row.appliesTo,
    max_uses: row.maxRedemptions,
    per_family_limit: row.perFamilyLimit,
    times_used: row.redemptionsCount,
    held: row.reservedCount,
    remaining:
      row.maxRedemptions === null
        ? null
        : Math.max(0, row.maxRedemptions - row.redemptionsCount - row.reservedCount),
    expires_at: row.expiresAt?.toISOString() ?? null,
    status: statusOf(row, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The terms an audit record keeps of a coupon (before and after a change). */
export function auditTerms(row: CouponRow): Record<string, unknown> {
  return {
    code: row.code,
    discount_type: row.discountType,
    amount: row.amount,
    free_months: row.freeMonths,
    applies_to: row.appliesTo,
    max_uses: row.maxRedemptions,
    per_family_limit: row.perFamilyLimit,
    expires_at: row.expiresAt?.toISOString() ?? null,
    active: row.active,
    times_used: row.redemptionsCount,
  };
}
