import { FAMILY_MESSAGES } from '@camp/shared/admin-families';
import type { PackageName } from '@camp/shared/enums';
import type { AppContext } from '../../../../context.js';
import { readAll, type DbOrTx } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import * as repo from '../../../../data/commerce/repository.js';
import * as packages from '../../packages/service.js';
import { paymentGatewayFor } from '../gateway-for.js';
import { providerUnavailable } from '../refusals.js';
import { stopSubscriptionsAtProvider } from './stop-subscriptions-at-provider.js';

/** What an audit row keeps of a family's plan before and after the operator's change. */
export interface PlanState {
  package: PackageName | null;
  /** The open (not canceled) subscriptions' plans and states. */
  subscriptions: { id: number; package_id: number; status: string }[];
}

export interface PackageChangeHooks {
  /** First in the transaction: locks the family's account; throws when it is gone. */
  lock(tx: DbOrTx): Promise<void>;
  /** Last in the transaction: the audit row. */
  record(tx: DbOrTx, before: PlanState, after: PlanState): Promise<void>;
}

async function planState(db: DbOrTx, parentId: number): Promise<PlanState> {
  const [latest, open] = await readAll(db, [
    () => repo.findLatestOrder(db, parentId),
    () => repo.listOpenSubscriptions(db, parentId, 0),
  ]);
  return {
    package: latest?.packageName ?? null,
    subscriptions: open.map((s) => ({ id: s.id, package_id: s.packageId, status: s.status })),
  };
}

/**
 * The operator changes a family's plan on the family's request (downgrade to free is only done
 * this way), or ends it (`none`):
 * - ending: open subscriptions are canceled (at the provider first) and the latest order's plan
 *   is marked ended, so the family has no package until it buys one again; no refund is made;
 * - to the one-time plan: subscriptions are canceled as above and a paid order of 0 records the
 *   new plan;
 * - to a renewing plan: open subscriptions move to it from their next renewal on (at Stripe
 *   through the payment gateway, without proration) and renew at its price; a paid order of 0
 *   records the new plan. A family with no subscription gets the plan without renewals.
 * The provider is called before the transaction: if it cannot be reached nothing changes (502).
 */
export async function changePackageOfParent(
  ctx: AppContext,
  parentId: number,
  target: PackageName | 'none',
  hooks: PackageChangeHooks,
): Promise<void> {
  const current = await planState(ctx.db, parentId);
  if ((current.package ?? 'none') === target) throw AppError.conflict(FAMILY_MESSAGES.samePackage);
  const pkg = target === 'none' ? null : await packages.findActivePackageByName(ctx.db, target);
  if (target !== 'none' && !pkg)
    throw AppError.field('package', FAMILY_MESSAGES.packageUnavailable);
  const renewing = pkg !== null && pkg.interval !== 'one_time';

  if (renewing) {
    const gateway = paymentGatewayFor(ctx);
    for (const sub of await repo.listOpenSubscriptions(ctx.db, parentId, 0)) {
      if (!sub.providerSubscriptionId || sub.provider !== gateway.kind) continue;
      try {
        await gateway.changeSubscriptionPlan(ctx, sub.providerSubscriptionId, pkg);
      } catch (err) {
        throw providerUnavailable(ctx, err, parentId);
      }
    }
  } else {
    await stopSubscriptionsAtProvider(ctx, parentId);
  }

  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await hooks.lock(tx);
    const before = await planState(tx, parentId);
    // Read again under the lock: another admin may have made the same change meanwhile.
    if ((before.package ?? 'none') === target) {
      throw AppError.conflict(FAMILY_MESSAGES.samePackage);
    }
    if (!pkg) {
      await repo.cancelSubscriptions(tx, parentId, now);
      await repo.endLatestOrder(tx, parentId, now);
    } else {
      if (renewing) {
        for (const sub of await repo.listOpenSubscriptions(tx, parentId, 0)) {
          await repo.updateSubscription(tx, sub.id, {
            packageId: pkg.id,
            priceCents: pkg.priceCents,
          });
        }
      } else {
        await repo.cancelSubscriptions(tx, parentId, now);
      }
      await repo.insertOrder(tx, {
        userId: parentId,
        packageId: pkg.id,
        status: 'paid',
        amountCents: 0,
        provider: 'local',
        paidAt: now,
      });
    }
    await hooks.record(tx, before, await planState(tx, parentId));
  });
}
