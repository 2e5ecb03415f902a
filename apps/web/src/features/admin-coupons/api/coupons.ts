import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  adminCouponSchema,
  couponListResponseSchema,
  type AdminCoupon,
  type CouponCreateInput,
  type CouponFilterQuery,
  type CouponListQuery,
} from '@camp/shared/admin-coupons';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const COUPONS = '/api/v1/admins/coupons';

export const couponKeys = {
  all: ['admin-coupons'] as const,
  list: (query: CouponListQuery) => [...couponKeys.all, 'list', query] as const,
};

export function couponsQueryOptions(query: CouponListQuery) {
  return queryOptions({
    queryKey: couponKeys.list(query),
    queryFn: async ({ signal }) =>
      couponListResponseSchema.parse(await apiFetch<unknown>(COUPONS, { query, signal })),
    placeholderData: keepPreviousData,
    // Parents' purchases change the usage at any moment: a page shown again is asked for again.
    staleTime: 0,
  });
}

export async function createCoupon(body: CouponCreateInput): Promise<AdminCoupon> {
  return adminCouponSchema.parse(await apiFetch<unknown>(COUPONS, { method: 'POST', body }));
}

export async function deactivateCoupon(id: number): Promise<AdminCoupon> {
  return adminCouponSchema.parse(
    await apiFetch<unknown>(`${COUPONS}/${id}/deactivation`, { method: 'POST' }),
  );
}

/** Saves the filtered coupons as coupons.csv. */
export function downloadCouponsCsv(filter: CouponFilterQuery): Promise<void> {
  return downloadFile(`${COUPONS}/export`, filter, 'coupons.csv');
}
