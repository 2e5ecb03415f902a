import { ADMIN_COUPON_MESSAGES, type AdminCoupon } from '@camp/shared/admin-coupons';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import * as couponsRepo from '../../../../data/commerce/coupons.js';
import { auditTerms, statusOf, toAdminCoupon } from '../view.js';

/**
 * POST /api/v1/admins/coupons/:id/deactivation: no parent may use the code any more (the check
 * and the checkout refuse it as any invalid code). Subscriptions and orders already bought with
 * it keep their terms, and a payment that had already taken its use completes. The row is
 * locked, so of two admins one deactivates and the other gets 409; the change and its audit
 * record commit together.
 */
export async function deactivateCoupon(
  ctx: AppContext,
  admin: CurrentUser,
  id: number,
): Promise<AdminCoupon> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const found = await couponsRepo.findCouponForUpdate(tx, id);
    if (!found) throw AppError.notFound(ADMIN_COUPON_MESSAGES.notFound);
    const row = await couponsRepo.deactivateCoupon(tx, id, now);
    if (!row) throw AppError.conflict(ADMIN_COUPON_MESSAGES.alreadyDeactivated);
    await auditRepo.insert(tx, {
      actorId: admin.id,
      entityType: 'coupons',
      entityId: id,
      action: 'coupon_deactivated',
      fromStatus: statusOf(found, now),
      toStatus: 'deactivated',
      data: { before: auditTerms(found), after: auditTerms(row) },
    });
    return toAdminCoupon(row, now);
  });
}
