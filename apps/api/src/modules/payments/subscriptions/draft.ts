import { SUBSCRIPTION_MESSAGES } from '@camp/shared/payment';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { isPaidPremium } from '../../auth/index.js';
import type { PackageRow } from '../packages/service.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as repo from '../../../data/commerce/repository.js';
import type { PaymentGateway } from './gateway.js';
import { ORPHAN_GRACE_MS, resolveOrphan } from './orphans.js';
import { couponAppliesTo, discountCents, trialMonths } from './pricing.js';
import { couponInvalid, usableCoupon } from './refusals.js';

// A package payment's checks and its draft order (the subscribe use case's first steps).

export interface PaymentPlan {
  coupon: repo.CouponRow | null;
  discountCents: number;
  amountCents: number;
  trialMonths: number;
}

/**
 * The checks before a payment (run before contacting the provider, and again under the
 * parent's lock): not already paid Premium, the one-time package not bought already, a usable
 * coupon. The payment running already is checked under the lock only (openDraft).
 */
export async function planPayment(
  db: DbOrTx,
  userId: number,
  pkg: PackageRow,
  promocode: string | null,
  now: Date,
): Promise<PaymentPlan> {
  const latest = await repo.findLatestOrder(db, userId);
  if (isPaidPremium(latest)) {
    throw AppError.conflict(SUBSCRIPTION_MESSAGES.alreadyPremium);
  }
  if (pkg.name === 'one_time' && (await repo.hasOneTimeOrder(db, userId))) {
    throw AppError.conflict(SUBSCRIPTION_MESSAGES.alreadyOneTime);
  }
  let coupon: repo.CouponRow | null = null;
  if (promocode) {
    coupon = await usableCoupon(db, userId, promocode, now);
    if (!couponAppliesTo(coupon, pkg.name)) throw couponInvalid();
  }
  const off = coupon ? discountCents(coupon, pkg.priceCents) : 0;
  return {
    coupon,
    discountCents: off,
    amountCents: pkg.priceCents - off,
    trialMonths: trialMonths(coupon, pkg.name),
  };
}

/**
 * Takes one use of the coupon for the draft just inserted. The conditional update keeps the
 * total within the maximum and locks the coupon's row until the draft commits; the family's
 * uses are counted again under that lock (the new draft included), so two payments of one
 * family cannot both pass the per-family limit even where the parent's lock is missing.
 */
async function holdCouponUse(tx: DbOrTx, coupon: repo.CouponRow, userId: number): Promise<void> {
  if (!(await repo.reserveCouponUse(tx, coupon.id))) throw couponInvalid();
  if ((await repo.familyUses(tx, coupon.id, userId)) > coupon.perFamilyLimit) throw couponInvalid();
}

/** The constraint a refused order insert broke, when it is one of the order's uniqueness rules. */
function orderConflict(err: unknown): AppError | null {
  const pg = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const e = pg.code ? pg : (pg.cause ?? {});
  if (e.code !== '23505') return null;
  if (e.constraint === 'orders_one_time_per_user_uq') {
    return AppError.conflict(SUBSCRIPTION_MESSAGES.alreadyOneTime);
  }
  if (e.constraint === 'orders_one_draft_per_user_uq') {
    return AppError.conflict(SUBSCRIPTION_MESSAGES.inProgress);
  }
  return null;
}

/**
 * Opens the payment's draft order in one transaction under the parent's lock: the checks again,
 * then the draft (the schema allows one draft per parent and one open or paid one-time order, so
 * whatever the timing a second payment of the same purchase cannot start), then the coupon use
 * held for it. A draft left by a request that died is resolved here rather than block the parent.
 */
export async function openDraft(
  ctx: AppContext,
  gateway: PaymentGateway,
  user: repo.UserRow,
  pkg: PackageRow,
  promocode: string | null,
): Promise<{ order: repo.OrderRow; plan: PaymentPlan }> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await accountsRepo.lockParentProfile(tx, user.id);
      const now = ctx.now();
      if (await repo.findDraftOrder(tx, user.id)) {
        const orphan = await repo.claimOrphanDraft(tx, new Date(now.getTime() - ORPHAN_GRACE_MS), {
          userId: user.id,
        });
        if (!orphan || !(await resolveOrphan(tx, ctx, orphan))) {
          throw AppError.conflict(SUBSCRIPTION_MESSAGES.inProgress);
        }
      }
      // After the orphan: the coupon use it held is back.
      const planned = await planPayment(tx, user.id, pkg, promocode, now);
      const draft = await repo.insertOrder(tx, {
        userId: user.id,
        packageId: pkg.id,
        status: 'draft',
        amountCents: planned.amountCents,
        discountCents: planned.discountCents,
        couponId: planned.coupon?.id ?? null,
        provider: gateway.kind,
        oneTime: pkg.name === 'one_time',
        createdAt: now,
      });
      if (planned.coupon) await holdCouponUse(tx, planned.coupon, user.id);
      return { order: draft, plan: planned };
    });
  } catch (err) {
    throw orderConflict(err) ?? err;
  }
}
