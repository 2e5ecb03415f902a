import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { paymentGatewayFor } from './gateway-for.js';
import { failOrder, settlePaidCharge } from './orders.js';
import * as repo from '../../../data/commerce/repository.js';

// Drafts whose charging request died (process killed, connection lost) between opening the order
// and settling it (docs/decisions/0030-concurrency-and-idempotency.md).

/**
 * A draft must be this old before anyone may resolve it. The request commits its draft and then
 * takes the draft's row lock for the charge; this covers the moment in between (a wait for a
 * pooled connection included). While the lock is held, the draft is never touched.
 */
export const ORPHAN_GRACE_MS = 60_000;

export interface OrphanReport {
  /** Orphans settled as failed (their coupon use given back). */
  failed: number;
  /** One-time orphans the provider had charged: paid, with the receipt. */
  paid: number;
  /** One-time orphans the provider is still processing: pending, a webhook settles them. */
  pending: number;
}

export type OrphanResult = keyof OrphanReport;

/**
 * What the provider did with a one-time orphan's charge, asked by its idempotency key; null when
 * it has none or cannot be asked now (then the order fails, and the webhook that reports a
 * payment, its metadata carrying the order id, still marks it paid).
 */
async function providerCharge(tx: DbOrTx, ctx: AppContext, order: repo.OrderRow) {
  const gateway = paymentGatewayFor(ctx);
  if (!order.oneTime || order.provider !== gateway.kind) return null;
  try {
    return await gateway.findCharge({ ...ctx, db: tx }, order);
  } catch (err) {
    ctx.log.error({ err, orderId: order.id }, 'could not ask the payment provider about an orphan');
    return null;
  }
}

/**
 * Settles a claimed orphan (locked by the caller), so the parent is not blocked by it. Local
 * provider: the charge is recorded only by the settlement, in the transaction that held the
 * lock, so an unlocked draft was never charged: it fails and gives its coupon use back. Stripe:
 * a one-time charge is looked up by the order's idempotency key (paid, pending or none); a
 * subscription is not looked up (decision 0030) and fails.
 */
export async function resolveOrphan(
  tx: DbOrTx,
  ctx: AppContext,
  order: repo.OrderRow,
): Promise<OrphanResult | null> {
  const charge = await providerCharge(tx, ctx, order);
  let result: OrphanResult | null;
  if (charge?.status === 'succeeded' && charge.paymentId) {
    result = (await settlePaidCharge(tx, ctx, order, charge.paymentId)) ? 'paid' : null;
  } else if (charge?.status === 'pending') {
    const pending = await repo.updateOrderFrom(tx, order.id, ['draft'], {
      status: 'pending',
      providerPaymentId: charge.paymentId,
    });
    result = pending ? 'pending' : null;
  } else {
    result = (await failOrder(tx, order.id, ['draft'])) ? 'failed' : null;
  }
  if (result) {
    ctx.log.warn(
      { orderId: order.id, userId: order.userId, provider: order.provider, result },
      'orphaned draft order resolved',
    );
  }
  return result;
}

/**
 * One pass of the orphan job: every orphan draft (with `userId`, that parent's), each claimed
 * with SKIP LOCKED, so passes on several instances at once take different drafts.
 */
export async function resolveOrphanOrders(ctx: AppContext, userId?: number): Promise<OrphanReport> {
  const report: OrphanReport = { failed: 0, paid: 0, pending: 0 };
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
      const result = await resolveOrphan(tx, ctx, order);
      if (result) report[result] += 1;
      return true;
    });
    if (!done) return report;
  }
}
