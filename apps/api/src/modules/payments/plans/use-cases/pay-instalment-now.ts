import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  checkoutDeclineMessage,
  localCheckoutOutcome,
  localCheckoutPaySchema,
} from '@camp/shared/checkout';
import { PAYMENT_PLAN_MESSAGES as M, type PaymentPlan } from '@camp/shared/payment-plan';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import { stripeClient } from '../../../../lib/stripe.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { parseOr422 } from '../../../../plugins/errors.js';
import * as plansRepo from '../../../../data/commerce/payment-plans.js';
import { publishItineraryEvent } from '../../../realtime/index.js';
import { answerPlans } from '../answer.js';
import { chargeSavedCard, setLocalCard } from '../cards.js';
import { checkoutOfPlan, settleInstalment } from '../instalments.js';
import type { ChargeResult } from '../stripe-plans.js';

/**
 * POST /api/v1/payment/plans/{id}/instalments/{instalment_id}/pay: 'Pay now' for a failed
 * instalment. The built-in provider takes another card (the checkout's card form and test
 * cards), which becomes the plan's card for the rest. A Stripe plan never comes here: its parent
 * pays on a Stripe Checkout page (stripe-pay-now.ts, decision 0071); only a built-in plan left
 * from before Stripe's keys were set has its saved card charged again. A refused card changes
 * nothing but the message.
 */
export async function payInstalmentNow(
  ctx: AppContext,
  user: CurrentUser,
  planId: number,
  instalmentId: number,
  body: unknown,
): Promise<{ plan: PaymentPlan }> {
  const card = stripeClient(ctx.config) === null ? parseOr422(localCheckoutPaySchema, body) : null;
  type Outcome = { plan: PaymentPlan } | { refused: 'three_d_secure' | '_base'; message: string };
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    let plan = await plansRepo.findPlan(tx, { id: planId }, true);
    if (!plan || plan.parentId !== user.id || plan.status === 'pending')
      throw AppError.notFound(M.planNotFound);
    const instalment = await plansRepo.findInstalment(tx, instalmentId, true);
    if (!instalment || instalment.planId !== plan.id) throw AppError.notFound(M.instalmentNotFound);
    if (instalment.status !== 'failed') throw AppError.conflict(M.notFailed);
    const checkout = await checkoutOfPlan(tx, plan);
    let result: ChargeResult;
    if (card) {
      const local = localCheckoutOutcome(card.card_number);
      if (local === 'three_d_secure') {
        if (card.three_d_secure === undefined)
          return { refused: 'three_d_secure', message: CHECKOUT_MESSAGES.authenticationRequired };
        if (card.three_d_secure === 'fail')
          return { refused: '_base', message: CHECKOUT_MESSAGES.authenticationFailed };
      } else if (local !== 'succeeds') {
        return { refused: '_base', message: checkoutDeclineMessage(local) };
      }
      plan = (await setLocalCard(tx, plan, user.id, card, ['active', 'defaulted'])) ?? plan;
      result = { ok: true, paymentId: `pi_local_${randomBytes(12).toString('hex')}` };
    } else {
      result = await chargeSavedCard(
        tx,
        ctx,
        plan,
        checkout,
        instalment,
        `camp-instalment-${instalment.id}-now-${randomBytes(6).toString('hex')}`,
      );
      if (!result.ok) return { refused: '_base', message: `Payment failed. ${result.reason}` };
    }
    await settleInstalment(tx, ctx, plan, checkout, instalment, result.paymentId);
    return {
      plan: (await answerPlans(tx, [(await plansRepo.findPlan(tx, { id: plan.id }))!]))[0]!,
    };
  });
  if ('refused' in outcome) {
    throw new AppError(
      402,
      outcome.refused === '_base'
        ? { _base: [outcome.message] }
        : { three_d_secure: [outcome.message], _base: [outcome.message] },
      'payment_failed',
    );
  }
  publishItineraryEvent(ctx, {
    type: 'itinerary_updated',
    itinerary_id: outcome.plan.itinerary_id,
    reason: 'paid',
  });
  return outcome;
}
