import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { failOrder } from './orders.js';
import * as repo from './repository.js';

// Drafts whose charging request died (process killed, connection lost) between opening the order
// and settling it (docs/decisions/0030-concurrency-and-idempotency.md).

/**
 * A draft must be this old before anyone may resolve it. The request commits its draft and then
 * takes the draft's row lock for the charge; this covers the moment in between (a wait for a
 * pooled connection included). While the lock is held, the draft is never touched.
 */
export const ORPHAN_GRACE_MS = 60_000;

export interface OrphanReport {
  failed: number;
}

/**
 * Settles a claimed orphan (locked by the caller) as failed and gives its coupon use back.
 * Local provider: the charge is recorded only by the settlement, in the transaction that held
 * the lock, so an unlocked draft was never charged. Stripe: the charge may have gone through
 * before the request died; the order fails now (the parent is not blocked) and the webhook that
 * reports the payment (its metadata carries the order id) still marks it paid.
 */
export async function resolveOrphan(
  tx: DbOrTx,
  ctx: AppContext,
  order: repo.OrderRow,
): Promise<boolean> {
  const failed = await failOrder(tx, order.id, ['draft']);
  if (failed) {
    ctx.log.warn(
      { orderId: order.id, userId: order.userId, provider: order.provider },
      'orphaned draft order failed',
    );
  }
  return failed !== null;
}

/**
 * One pass of the orphan job: every orphan draft (with `userId`, that parent's), each claimed
 * with SKIP LOCKED, so passes on several instances at once take different drafts.
 */
export async function resolveOrphanOrders(ctx: AppContext, userId?: number): Promise<OrphanReport> {
  const report: OrphanReport = { failed: 0 };
  const skip: number[] = [];
  for (;;) {
    const before = new Date(ctx.now().getTime() - ORPHAN_GRACE_MS);
    const done = await ctx.db.transaction(async (tx) => {
      const order = await repo.claimOrphanDraft(tx, before, {
        skip,
        ...(userId === undefined ? {} : { userId }),
      });
      if (!order) return false;
      skip.push(order.id);
      if (await resolveOrphan(tx, ctx, order)) report.failed += 1;
      return true;
    });
    if (!done) return report;
  }
}
