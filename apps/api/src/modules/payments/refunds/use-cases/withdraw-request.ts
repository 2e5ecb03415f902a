import { CANCELLATION_MESSAGES as M, type CancellationRequestResponse } from '@camp/shared/refunds';
import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { publishDirectorOrdersEvent } from '../../../realtime/index.js';
import * as cancellationsRepo from '../../../../data/commerce/cancellations.js';
import { audit, toRequest } from '../requests.js';

/** DELETE /api/v1/parents/cancellation_requests/{id}: withdraws the parent's pending request. */
export async function withdrawRequest(
  ctx: AppContext,
  parent: CurrentUser,
  id: number,
): Promise<CancellationRequestResponse> {
  const row = await ctx.db.transaction(async (tx) => {
    const request = await cancellationsRepo.findRequest(tx, id);
    if (!request || request.parentId !== parent.id) throw AppError.notFound(M.notFound);
    const withdrawn = await cancellationsRepo.transition(tx, id, 'pending', {
      status: 'withdrawn',
      decidedAt: ctx.now(),
      decidedById: parent.id,
    });
    if (!withdrawn) throw AppError.conflict(M.notPending);
    await audit(tx, parent.id, withdrawn, 'pending', 'cancellation_withdrawn');
    return withdrawn;
  });
  if (row.providerUserId)
    publishDirectorOrdersEvent(ctx, row.providerUserId, {
      type: 'director_orders_updated',
      reason: 'cancellation_withdrawn',
    });
  return { cancellation_request: toRequest(row, parent.name) };
}

/**
 * A parent's account closing withdraws their pending requests (no one is left to follow them
 * up; what was paid stays paid, as for a parent who keeps the place). Approved ones go on to
 * their refund, which needs no account.
 */
export async function withdrawRequestsOfParent(
  tx: DbOrTx,
  parentId: number,
  at: Date,
): Promise<void> {
  for (const row of await cancellationsRepo.withdrawPendingOfParent(tx, parentId, at))
    await audit(tx, parentId, row, 'pending', 'cancellation_withdrawn');
}
