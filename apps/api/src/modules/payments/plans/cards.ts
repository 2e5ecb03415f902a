import { randomBytes } from 'node:crypto';
import { cardBrand, cardDigits, DECLINE_MESSAGES, localCardBehaviour } from '@camp/shared/payment';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { stripeClient } from '../../../lib/stripe.js';
import * as commerceRepo from '../../../data/commerce/repository.js';
import type * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import * as plansRepo from '../../../data/commerce/payment-plans.js';
import { chargeOffSession, type ChargeResult } from './stripe-plans.js';

// A payment plan's card: kept from the built-in provider's card form, and charged for an
// instalment.

export async function setLocalCard(
  tx: DbOrTx,
  plan: plansRepo.PlanRow,
  parentId: number,
  card: { card_number: string; exp_month: string; exp_year: string },
  from: plansRepo.PlanRow['status'][],
) {
  const digits = cardDigits(card.card_number);
  const saved = await commerceRepo.insertLocalCard(tx, {
    token: `pm_local_${randomBytes(12).toString('hex')}`,
    userId: parentId,
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: Number(card.exp_month),
    expYear: Number(card.exp_year.length === 2 ? `20${card.exp_year}` : card.exp_year),
    behaviour: localCardBehaviour(digits),
  });
  return plansRepo.updatePlanFrom(tx, plan.id, from, {
    paymentMethodId: saved.token,
    cardBrand: saved.brand,
    cardLast4: saved.last4,
  });
}

/** The plan's card charged for one instalment (the idempotency key names the attempt). */
export async function chargeSavedCard(
  tx: DbOrTx,
  ctx: AppContext,
  plan: plansRepo.PlanRow,
  checkout: checkoutsRepo.CheckoutRow,
  instalment: plansRepo.InstalmentRow,
  idempotencyKey: string,
): Promise<ChargeResult> {
  if (!plan.paymentMethodId) return { ok: false, reason: DECLINE_MESSAGES.card_declined };
  if (plan.provider === 'stripe') {
    const stripe = stripeClient(ctx.config);
    if (!stripe || !plan.customerId) throw new Error('A Stripe plan without Stripe or a customer');
    return chargeOffSession(stripe, {
      customerId: plan.customerId,
      paymentMethodId: plan.paymentMethodId,
      amountCents: instalment.amountCents,
      idempotencyKey,
      transferGroup: checkout.token,
      metadata: {
        checkout_token: checkout.token,
        payment_plan_id: String(plan.id),
        plan_instalment_id: String(instalment.id),
      },
    });
  }
  // The built-in provider: the saved test card's behaviour decides, as renewals do (0016).
  const card = await commerceRepo.findLocalCardByToken(tx, plan.paymentMethodId);
  const behaviour = card?.behaviour ?? 'card_declined';
  if (behaviour === 'succeeds') {
    return { ok: true, paymentId: `pi_local_${randomBytes(12).toString('hex')}` };
  }
  const code = behaviour === 'renewals_declined' ? 'card_declined' : behaviour;
  return { ok: false, reason: DECLINE_MESSAGES[code] };
}
