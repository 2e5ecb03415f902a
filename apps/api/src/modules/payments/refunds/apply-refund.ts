import type { AppContext } from '../../../context.js';
import type { DbOrTx, Tx } from '../../../db/client.js';
import { enqueueMail } from '../../mail/index.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as cancellationsRepo from '../../../data/commerce/cancellations.js';
import * as payoutsRepo from '../../../data/commerce/payouts.js';
import * as placesRepo from '../../../data/itineraries/cancellations.js';
import { reverseSale } from '../payouts/service.js';
import { releaseCheckoutSeats } from '../seats/seats.js';
import { applyPlanRefund } from './plan-refunds.js';
import { describe, usd } from './requests.js';

/**
 * What a refund changes, once (the request moves from approved to refunded by a conditional
 * update): the place canceled and its seat released, the sale's reversal in the ledger, the
 * parent's refund mail. Answers the refunded row, or null when it was already applied.
 */
export async function applyRefund(
  tx: DbOrTx,
  ctx: AppContext,
  r: cancellationsRepo.CancellationRow,
  refs: { refundId: string | null; transferReversalId?: string | null },
): Promise<cancellationsRepo.CancellationRow | null> {
  const now = ctx.now();
  const done = await cancellationsRepo.transition(tx, r.id, 'approved', {
    status: 'refunded',
    refundId: refs.refundId,
    transferReversalId: refs.transferReversalId ?? null,
    refundedAt: now,
  });
  if (!done) return null;
  const amount = done.refundAmountCents ?? 0;
  if (done.itineraryActivityId) {
    // The seat a paid place holds goes back through the one seat-release path (decision 0062).
    if (await placesRepo.markCanceled(tx, done.itineraryActivityId, now))
      await releaseCheckoutSeats(tx, ctx, [
        { activityId: done.activityId, itineraryActivityId: done.itineraryActivityId },
      ]);
    // A place paid in instalments: one reversal per charge refunded, and the plan without it.
    const sale = done.paymentPlanId
      ? null
      : await payoutsRepo.lockOpenSale(tx, done.itineraryActivityId);
    if (done.paymentPlanId) await applyPlanRefund(tx, ctx, done);
    if (sale) await reverseSale(tx as Tx, sale, amount, done.transferReversalId);
  }
  if (amount > 0) {
    const parent = await accountsRepo.findUserById(tx, done.parentId);
    if (parent && !parent.deletedAt)
      await enqueueMail(tx, ctx, {
        to: parent.email,
        template: 'refund_issued',
        data: {
          name: parent.name,
          url: `${ctx.config.APP_URL}/profile/itineraries`,
          activity: describe(done),
          amount: usd(amount),
        },
      });
  }
  return done;
}
