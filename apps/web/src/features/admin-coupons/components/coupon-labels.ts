import type { AdminCoupon, CouponKind, CouponStatus } from '@camp/shared/admin-coupons';
import { PACKAGE_PERIOD_LABELS } from '@camp/shared/enums';
import { formatCents } from '../../../lib/format';

export const STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  used_up: 'Used up',
  expired: 'Expired',
  deactivated: 'Deactivated',
};

export const KIND_LABELS: Record<CouponKind, string> = {
  percent_off: 'Percent off',
  amount_off: 'Amount off',
  first_month_free: 'First month free',
};

/** What the code takes off: "25% off", "$5.50 off" or "First month free". */
export function discountLabel(c: AdminCoupon): string {
  if (c.kind === 'first_month_free') return 'First month free';
  if (c.kind === 'percent_off') return `${c.percent_off ?? 0}% off`;
  return `${formatCents(Math.round((c.amount_off ?? 0) * 100))} off`;
}

export const plansLabel = (c: AdminCoupon): string =>
  c.applies_to.length ? c.applies_to.map((p) => PACKAGE_PERIOD_LABELS[p]).join(', ') : 'All plans';
