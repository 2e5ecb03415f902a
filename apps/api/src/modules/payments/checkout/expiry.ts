import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import { releaseCheckoutSeats } from '../seats/seats.js';

// The end of a checkout's hold without payment: replaced, expired, canceled or its parent's
// account closed.

/**
 * Ends an open checkout's hold once and gives its seats back in the same transaction; answers
 * the expired row, or null when it was not open. Every unpaid end of a hold comes here.
 */
export async function expireCheckout(tx: DbOrTx, ctx: AppContext, id: number) {
  const closed = await checkoutsRepo.closeCheckout(tx, id, { status: 'expired', at: ctx.now() });
  if (closed) await releaseCheckoutSeats(tx, ctx, closed.releasedItems);
  return closed;
}

/**
 * Ends the holds of a parent whose account is being closed, inside that transaction; their
 * checkouts stay as accounting records. A Stripe page still open cannot be paid into a closed
 * account's itinerary: a late completion is fulfilled as any late one (decision 0057).
 */
export async function endCheckoutsOfParent(tx: DbOrTx, ctx: AppContext, parentId: number) {
  for (const c of await checkoutsRepo.openCheckoutsOfParent(tx, parentId))
    await expireCheckout(tx, ctx, c.id);
}

/**
 * Ends every open checkout holding a place of this provider's activities (its provider was
 * suspended or terminated), inside that transaction: the parents' places are released and the
 * checkouts stay as records; a payment arriving later is handled as any late one. Answers the
 * ids ended.
 */
export async function endCheckoutsForProvider(
  tx: DbOrTx,
  ctx: AppContext,
  providerUserId: number,
): Promise<number[]> {
  const ended: number[] = [];
  for (const c of await checkoutsRepo.openCheckoutsForProvider(tx, providerUserId)) {
    if (await expireCheckout(tx, ctx, c.id)) ended.push(c.id);
  }
  return ended;
}

/**
 * The periodic sweep: open checkouts past their expiry end their holds (Stripe's expired event
 * does the same; whichever comes first wins, the other finds nothing open). Answers how many.
 */
export async function expireDueCheckouts(ctx: AppContext, limit = 100): Promise<number> {
  // One transaction per checkout: each gives back only its own seats (in activity order), so
  // a sweep never holds many activities' rows at once against the checkouts starting.
  let n = 0;
  for (let i = 0; i < limit; i += 1) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const [due] = await checkoutsRepo.claimExpiredCheckouts(tx, ctx.now(), 1);
      if (!due) return 'none' as const;
      return (await expireCheckout(tx, ctx, due.id)) ? ('expired' as const) : ('skipped' as const);
    });
    if (outcome === 'none') break;
    if (outcome === 'expired') n += 1;
  }
  return n;
}
