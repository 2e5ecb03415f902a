import type { CouponListQuery, CouponListResponse } from '@camp/shared/admin-coupons';
import type { AppContext } from '../../../../context.js';
import * as couponsRepo from '../../../../data/commerce/coupons.js';
import { toAdminCoupon } from '../view.js';

/** GET /api/v1/admins/coupons: one page of the filtered coupons and how many match. */
export async function listCoupons(
  ctx: AppContext,
  query: CouponListQuery,
): Promise<CouponListResponse> {
  const now = ctx.now();
  const filter = { code: query.code, status: query.status };
  const [count, rows] = await Promise.all([
    couponsRepo.countCoupons(ctx.db, filter, now),
    couponsRepo.listCoupons(
      ctx.db,
      filter,
      {
        offset: (query.page - 1) * query.per_page,
        limit: query.per_page,
        sort: query.sort,
        order: query.order,
      },
      now,
    ),
  ]);
  return {
    coupons: rows.map((r) => toAdminCoupon(r, now)),
    pagy: { count, pages: Math.max(1, Math.ceil(count / query.per_page)), page: query.page },
  };
}
