import type { Readable } from 'node:stream';
import { COUPON_EXPORT_MAX_ROWS, type CouponFilterQuery } from '@camp/shared/admin-coupons';
import type { AppContext } from '../../../../context.js';
import * as couponsRepo from '../../../../data/commerce/coupons.js';
import { toAdminCoupon } from '../view.js';
import { toCsv } from '../../../../lib/csv.js';

export const COUPON_CSV_COLUMNS = [
  'id',
  'code',
  'status',
  'kind',
  'percent_off',
  'amount_off',
  'applies_to',
  'max_uses',
  'per_family_limit',
  'times_used',
  'held',
  'remaining',
  'expires_at',
  'created_at',
] as const;

/**
 * GET /api/v1/admins/coupons/export: the filtered coupons as CSV, newest first, at most
 * COUPON_EXPORT_MAX_ROWS rows, read in one statement (one snapshot; toCsv keeps formulas from
 * running).
 */
export async function exportCoupons(ctx: AppContext, query: CouponFilterQuery): Promise<Readable> {
  const now = ctx.now();
  const rows = await couponsRepo.listCoupons(
    ctx.db,
    { code: query.code, status: query.status },
    { offset: 0, limit: COUPON_EXPORT_MAX_ROWS, sort: 'created_at', order: 'desc' },
    now,
  );
  return toCsv(
    COUPON_CSV_COLUMNS,
    rows.map((row) => {
      const c = toAdminCoupon(row, now);
      return [
        c.id,
        c.code,
        c.status,
        c.kind,
        c.percent_off ?? '',
        c.amount_off ?? '',
        c.applies_to.length ? c.applies_to.join(' ') : 'all',
        c.max_uses ?? '',
        c.per_family_limit,
        c.times_used,
        c.held,
        c.remaining ?? '',
        c.expires_at ?? '',
        c.created_at,
      ];
    }),
  );
}
