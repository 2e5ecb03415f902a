import {
  CANCELLATION_MESSAGES as M,
  type CancellationDecisionInput,
  type CancellationRequestResponse,
} from '@camp/shared/refunds';
import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { enqueueMail } from '../../../mail/index.js';
import * as accountsRepo from '../../../../data/accounts/repository.js';
import * as plansRepo from '../../../../data/commerce/payment-plans.js';
import * as cancellationsRepo from '../../../../data/commerce/cancellations.js';
import { paidThroughPlan } from '../plan-refunds.js';
import { refund } from '../refund.js';
import { announce, audit, describe, toRequest, usd } from '../requests.js';

/**
 * PUT …/cancellation_requests/{id}: approve (refund, default the full amount paid, never more)
 * or decline. Another director's request is 404. The move out of pending is one conditional
 * update: of two deciders at once, one wins and the other gets 409. An approval refunds inside
 * the same transaction; if the provider refuses, everything rolls back and the request stays
 * pending (a retry reuses the idempotency key, so Stripe never refunds twice).
 */
export async function decideRequest(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
  input: CancellationDecisionInput,
): Promise<CancellationRequestResponse> {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const request = await cancellationsRepo.findRequest(tx, id);
    if (!request || (user.role !== 'Admin' && request.providerUserId !== user.id))
      throw AppError.notFound(M.notFound);
    if (request.status !== 'pending') throw AppError.conflict(M.notPending);
    const note = input.note ? input.note : null;
    if (input.decision === 'decline') {
      const declined = await cancellationsRepo.transition(tx, id, 'pending', {
        status: 'declined',
        decisionNote: note,
        decidedById: user.id,
        decidedAt: now,
      });
      if (!declined) throw AppError.conflict(M.notPending);
      await audit(tx, user.id, declined, 'pending', 'cancellation_declined');
      await mailDecision(tx, ctx, declined, false);
      return declined;
    }
    const paid = await paidNow(tx, request);
    const amount = input.refund_amount_cents ?? paid;
    if (amount > paid) throw AppError.field('refund_amount_cents', M.overPaid);
    const approved = await cancellationsRepo.transition(tx, id, 'pending', {
      status: 'approved',
      paidCents: paid,
      refundAmountCents: amount,
      decisionNote: note,
      decidedById: user.id,
      decidedAt: now,
    });
    if (!approved) throw AppError.conflict(M.notPending);
    await audit(tx, user.id, approved, 'pending', 'cancellation_approved');
    await mailDecision(tx, ctx, approved, true);
    return refund(tx, ctx, approved);
  });
  announce(ctx, row, row.status === 'declined' ? 'cancellation_declined' : 'refunded');
  // The decision's answer names the parent as the list and the parent's own answers do.
  const parent = await accountsRepo.findUserById(ctx.db, row.parentId);
  return { cancellation_request: toRequest(row, parent?.name ?? null) };
}

/**
 * What the request may refund: what was paid. For a place in a payment plan it is read again
 * under the plan's row lock (taken first, as every charge of the plan takes it): an instalment
 * charged since the parent asked is paid too, and none is charged until this decision commits.
 */
async function paidNow(tx: DbOrTx, r: cancellationsRepo.CancellationRow): Promise<number> {
  if (!r.paymentPlanId || !r.itineraryActivityId) return r.paidCents;
  const plan = await plansRepo.findPlan(tx, { id: r.paymentPlanId }, true);
  // Another decider may have decided (and refunded the sales) while this one waited for the
  // lock: that is 409, not a paid amount of 0 that would make any approval 'more than paid'.
  if ((await cancellationsRepo.findRequest(tx, r.id))?.status !== 'pending')
    throw AppError.conflict(M.notPending);
  if (!plan) return r.paidCents;
  return (await paidThroughPlan(tx, plan, r.itineraryActivityId, true)).paidCents;
}

async function mailDecision(
  tx: DbOrTx,
  ctx: AppContext,
  r: cancellationsRepo.CancellationRow,
  approved: boolean,
) {
  const parent = await accountsRepo.findUserById(tx, r.parentId);
  if (!parent || parent.deletedAt) return;
  await enqueueMail(tx, ctx, {
    to: parent.email,
    template: 'cancellation_decided',
    data: {
      name: parent.name,
      url: `${ctx.config.APP_URL}/profile/itineraries`,
      activity: describe(r),
      approved,
      amount: usd(r.refundAmountCents ?? 0),
      note: r.decisionNote,
    },
  });
}
