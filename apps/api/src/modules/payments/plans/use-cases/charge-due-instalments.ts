import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import { stripeClient } from '../../../../lib/stripe.js';
import * as plansRepo from '../../../../data/commerce/payment-plans.js';
import { publishItineraryEvent } from '../../../realtime/index.js';
import { chargeSavedCard } from '../cards.js';
import { checkoutOfPlan, failInstalment, settleInstalment } from '../instalments.js';
import { PAY_NOW_GRACE_MS, closeSession } from '../stripe-plans.js';

/**
 * Decision 0071: an instalment whose Stripe 'Pay now' session was opened is charged by the job
 * only once that session can no longer be paid (an open one is expired first); a paid one is
 * left to its webhook, so the instalment is never charged twice.
 */
async function payNowSessionEnded(
  tx: DbOrTx,
  ctx: AppContext,
  instalment: plansRepo.InstalmentRow,
): Promise<boolean> {
  if (instalment.payNowExpiresAt === null) return true;
  const stripe = stripeClient(ctx.config);
  if (stripe && instalment.payNowSessionId) {
    if ((await closeSession(stripe, instalment.payNowSessionId)) === 'complete') {
      // Stripe retries the webhook for days; a pass that keeps finding this says so.
      ctx.log.warn({ instalmentId: instalment.id }, 'pay-now page paid, waiting for its webhook');
      return false;
    }
  }
  await plansRepo.clearPayNow(tx, instalment.id);
  return true;
}

/**
 * One pass of the instalment job: each due instalment of an active plan is claimed with SKIP
 * LOCKED, in its own transaction that keeps the lock through the charge, so two instances never
 * charge one instalment twice; the idempotency key (instalment and attempt) makes a retried
 * Stripe call answer the same PaymentIntent. Answers how many were charged.
 */
export async function chargeDueInstalments(ctx: AppContext, limit = 100): Promise<number> {
  const skip: number[] = [];
  let paid = 0;
  const touched = new Set<number>();
  while (skip.length < limit) {
    const done = await ctx.db.transaction(async (tx) => {
      const claimed = await plansRepo.claimDueInstalment(
        tx,
        ctx.now(),
        skip,
        new Date(ctx.now().getTime() - PAY_NOW_GRACE_MS),
      );
      if (!claimed) return null;
      const { plan, instalment } = claimed;
      skip.push(instalment.id);
      if (!(await payNowSessionEnded(tx, ctx, instalment))) return instalment.id;
      const checkout = await checkoutOfPlan(tx, plan);
      const result = await chargeSavedCard(
        tx,
        ctx,
        plan,
        checkout,
        instalment,
        `camp-instalment-${instalment.id}-${instalment.attempts + 1}`,
      );
      if (result.ok) {
        await settleInstalment(tx, ctx, plan, checkout, instalment, result.paymentId);
        paid += 1;
      } else {
        await failInstalment(tx, ctx, plan, checkout, instalment, result.reason);
      }
      touched.add(plan.itineraryId);
      return instalment.id;
    });
    if (done === null) break;
  }
  for (const itineraryId of touched)
    publishItineraryEvent(ctx, {
      type: 'itinerary_updated',
      itinerary_id: itineraryId,
      reason: 'paid',
    });
  return paid;
}
