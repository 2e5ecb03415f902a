import {
  ADMIN_COUPON_MESSAGES,
  type AdminCoupon,
  type CouponCreate,
} from '@camp/shared/admin-coupons';
import { toCents } from '@camp/shared/number';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import * as couponsRepo from '../../../../data/commerce/coupons.js';
import { auditTerms, toAdminCoupon } from '../view.js';

const DAY_MS = 86_400_000;

/** The stored terms of what the admin chose; a first month free is MYTRIAL's terms. */
function termsOf(
  input: CouponCreate,
): Pick<couponsRepo.NewCoupon, 'discountType' | 'amount' | 'freeMonths'> {
  switch (input.kind) {
    case 'percent_off':
      return { discountType: 'percent', amount: input.percent_off!, freeMonths: 0 };
    case 'amount_off':
      return { discountType: 'fixed', amount: toCents(input.amount_off!), freeMonths: 0 };
    case 'first_month_free':
      return { discountType: 'percent', amount: 100, freeMonths: 1 };
  }
}

/**
 * POST /api/v1/admins/coupons: a new code and its audit record, in one transaction. The code is
 * stored uppercased, so it is unique in any case (a taken code is a 422 on `code`, also when two
 * admins create it at once). `expires_on` is the last day it works: it stops at the end of that
 * UTC day, which must not have passed.
 */
export async function createCoupon(
  ctx: AppContext,
  admin: CurrentUser,
  input: CouponCreate,
): Promise<AdminCoupon> {
  const now = ctx.now();
  const expiresAt = input.expires_on
    ? new Date(Date.parse(`${input.expires_on}T00:00:00Z`) + DAY_MS)
    : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw AppError.field('expires_on', ADMIN_COUPON_MESSAGES.expiryPast);
  }
  return ctx.db.transaction(async (tx) => {
    const row = await couponsRepo.insertCoupon(tx, {
      code: input.code,
      ...termsOf(input),
      appliesTo: input.applies_to,
      maxRedemptions: input.max_uses ?? null,
      perFamilyLimit: input.per_family_limit,
      expiresAt,
      active: true,
    });
    if (!row) throw AppError.field('code', ADMIN_COUPON_MESSAGES.codeTaken);
    await auditRepo.insert(tx, {
      actorId: admin.id,
      entityType: 'coupons',
      entityId: row.id,
      action: 'coupon_created',
      toStatus: 'active',
      data: { before: null, after: auditTerms(row) },
    });
    return toAdminCoupon(row, now);
  });
}
