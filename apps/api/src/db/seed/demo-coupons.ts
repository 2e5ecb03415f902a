import type { Tx } from '../client.js';
import * as auditRepo from '../../data/audit/repository.js';
import * as couponsRepo from '../../data/commerce/coupons.js';
import { TRIAL_COUPON_CODE } from './reference.js';

const DAY_MS = 86_400_000;

/**
 * A few codes beside MYTRIAL so the back office's coupon list shows each status at first start:
 * a percentage on every plan, an amount off the one-time package, and one the admin deactivated.
 * Each has the admin's creation (and deactivation) in the audit trail. Nothing when other codes
 * exist already.
 */
export async function seedDemoCoupons(tx: Tx, adminId: number, now: Date): Promise<void> {
  if (await couponsRepo.hasCouponsBesides(tx, TRIAL_COUPON_CODE)) return;
  const demo: (couponsRepo.NewCoupon & { deactivated?: true })[] = [
    {
      code: 'WELCOME10',
      discountType: 'percent',
      amount: 10,
      appliesTo: [],
      maxRedemptions: 500,
      perFamilyLimit: 1,
      expiresAt: new Date(now.getTime() + 90 * DAY_MS),
    },
    {
      code: 'BASIC5',
      discountType: 'fixed',
      amount: 500,
      appliesTo: ['one_time'],
      maxRedemptions: 100,
      perFamilyLimit: 1,
      expiresAt: null,
    },
    {
      code: 'SPRING20',
      discountType: 'percent',
      amount: 20,
      appliesTo: ['annually'],
      maxRedemptions: 50,
      perFamilyLimit: 1,
      expiresAt: null,
      deactivated: true,
    },
  ];
  for (const { deactivated, ...values } of demo) {
    const row = await couponsRepo.insertCoupon(tx, { ...values, active: !deactivated });
    if (!row) continue;
    await auditRepo.insert(tx, {
      actorId: adminId,
      entityType: 'coupons',
      entityId: row.id,
      action: 'coupon_created',
      toStatus: 'active',
      data: { before: null, after: { code: row.code } },
      createdAt: now,
    });
    if (deactivated) {
      await auditRepo.insert(tx, {
        actorId: adminId,
        entityType: 'coupons',
        entityId: row.id,
        action: 'coupon_deactivated',
        fromStatus: 'active',
        toStatus: 'deactivated',
        data: { before: { active: true }, after: { active: false } },
        createdAt: now,
      });
    }
  }
}
