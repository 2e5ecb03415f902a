import type { AdminCoupon, CouponListResponse } from '@camp/shared/admin-coupons';
import type { Package, PackagesResponse } from '@camp/shared/payment';
import { apiRoute, type Answer } from '../../test-server';

/** The back office's coupon endpoints, for this feature's tests. */
export const couponsApi = {
  list: (answer: Answer<null, CouponListResponse>) =>
    apiRoute('get', '/api/v1/admins/coupons', answer),
  create: (answer: Answer<unknown, AdminCoupon>) =>
    apiRoute('post', '/api/v1/admins/coupons', answer),
  deactivate: (answer: Answer<null, AdminCoupon>) =>
    apiRoute('post', '/api/v1/admins/coupons/:id/deactivation', answer),
  export: (answer: Answer<null, unknown>) =>
    apiRoute('get', '/api/v1/admins/coupons/export', answer),
  packages: (answer: Answer<null, PackagesResponse>) => apiRoute('get', '/api/v1/packages', answer),
  price: (answer: Answer<unknown, Package>) =>
    apiRoute('put', '/api/v1/admins/packages/:id/price', answer),
};
