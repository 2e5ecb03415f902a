import {
  PAYMENT_PLAN,
  PAYMENT_PLAN_MESSAGES as M,
  paymentPlanSchedule,
  type PaymentPlanSchedule,
} from '@camp/shared/payment-plan';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { stripeClient } from '../../../lib/stripe.js';
import type * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import * as plansRepo from '../../../data/commerce/payment-plans.js';
import type { ChargedItem } from '../charges/charges.js';
import { setLocalCard } from './cards.js';
import { shareOf } from './shares.js';
import { createCustomer, savedCardOf } from './stripe-plans.js';

// Payment plans (decision 0065), their start: the checkout (payments/checkout) opens a plan with
// its schedule, its deposit charged by the checkout itself; the plan becomes active, with the
// card kept from the deposit, when the checkout is fulfilled.

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The schedule of a checkout paid in instalments, or 422 under `plan` when it is not offered
 * (decision 0065's rule, the same one the booking dialog shows).
 */
export function scheduleFor(
  chosen: { amountCents: number; startDate: string }[],
  now: Date,
): PaymentPlanSchedule {
  const schedule = paymentPlanSchedule({
    totalCents: chosen.reduce((s, l) => s + l.amountCents, 0),
    earliestStartDate: chosen.map((l) => l.startDate).sort()[0] ?? '',
    today: today(now),
  });
  if (!schedule) throw AppError.field('plan', M.notEligible);
  return schedule;
}

/** The plan of a checkout being opened; it stays pending until the deposit is paid. */
export async function createPendingPlan(
  tx: DbOrTx,
  checkout: checkoutsRepo.CheckoutRow,
  schedule: PaymentPlanSchedule,
): Promise<void> {
  await plansRepo.insertPlan(
    tx,
    {
      checkoutSessionId: checkout.id,
      parentId: checkout.parentId,
      itineraryId: checkout.itineraryId,
      provider: checkout.provider,
      totalCents: schedule.totalCents,
    },
    [
      // The deposit is charged by the checkout itself, never by the job.
      { sequence: 0, dueDate: today(checkout.createdAt), amountCents: schedule.depositCents },
      ...schedule.instalments.map((i, n) => ({
        sequence: n + 1,
        dueDate: i.dueDate,
        amountCents: i.amountCents,
        // The job charges it from the start of its day (UTC).
        nextAttemptAt: new Date(`${i.dueDate}T00:00:00Z`),
      })),
    ],
  );
}

/** Whether an open checkout pays a plan's deposit (the same choice again reuses it only then). */
export async function isPlanCheckout(tx: DbOrTx, checkoutId: number): Promise<boolean> {
  return (await plansRepo.findPlan(tx, { checkoutSessionId: checkoutId })) !== null;
}

/**
 * Stripe: the customer the deposit's Checkout Session saves the card to, created once per
 * checkout and kept on the plan. Undefined when the checkout is not a plan's or without Stripe.
 */
export async function stripeCustomerFor(
  ctx: AppContext,
  checkout: checkoutsRepo.CheckoutRow,
  email: string,
): Promise<string | undefined> {
  const stripe = stripeClient(ctx.config);
  if (!stripe) return undefined;
  const plan = await plansRepo.findPlan(ctx.db, { checkoutSessionId: checkout.id });
  if (!plan) return undefined;
  const customerId = await createCustomer(stripe, {
    email,
    checkoutToken: checkout.token,
    parentId: checkout.parentId,
  });
  await ctx.db.transaction((tx) => plansRepo.setCustomer(tx, plan.id, customerId));
  return customerId;
}

/**
 * A parent closing their account (inside that transaction): their plans charge nothing more and
 * forget the card; what was paid stays in the ledger. The seats follow the itineraries (0057).
 */
export async function cancelPlansOfParent(tx: DbOrTx, parentId: number): Promise<void> {
  await plansRepo.cancelPlansOfParent(tx, parentId);
}

/**
 * The built-in provider keeps the card the deposit was paid with as the plan's (brand, last
 * four and the test card's behaviour; never the number). No-op for a checkout without a plan.
 */
export async function keepLocalCard(
  tx: DbOrTx,
  checkout: checkoutsRepo.CheckoutRow,
  card: { card_number: string; exp_month: string; exp_year: string },
): Promise<void> {
  const plan = await plansRepo.findPlan(tx, { checkoutSessionId: checkout.id }, true);
  if (!plan || plan.status !== 'pending') return;
  await setLocalCard(tx, plan, checkout.parentId, card, ['pending']);
}

/** The plan and its deposit when this checkout pays one; null for a checkout paid in full. */
export async function depositOf(
  tx: DbOrTx,
  checkoutId: number,
): Promise<{ plan: plansRepo.PlanRow; deposit: plansRepo.InstalmentRow } | null> {
  const plan = await plansRepo.findPlan(tx, { checkoutSessionId: checkoutId }, true);
  if (!plan) return null;
  const deposit = (await plansRepo.instalmentsOf(tx, [plan.id])).find((i) => i.sequence === 0);
  return deposit ? { plan, deposit } : null;
}

/**
 * What a checkout charges now per item, for its page: a plan's deposit share of each activity,
 * labelled 'Deposit (25%): ', or the items as they are (label '') for a checkout paid in full.
 */
export async function chargedNow<T extends ChargedItem>(
  tx: DbOrTx,
  checkoutId: number,
  items: T[],
): Promise<(T & { label: string })[]> {
  const plan = await plansRepo.findPlan(tx, { checkoutSessionId: checkoutId });
  if (!plan) return items.map((i) => ({ ...i, label: '' }));
  const deposit = (await plansRepo.instalmentsOf(tx, [plan.id])).find((i) => i.sequence === 0);
  if (!deposit) return items.map((i) => ({ ...i, label: '' }));
  return shareOf(items, deposit.amountCents).map((i) => ({
    ...i,
    label: `Deposit (${PAYMENT_PLAN.depositPercent}%): `,
  }));
}

/**
 * The deposit was paid (inside the checkout's fulfilment transaction): the plan becomes active
 * and its deposit paid; with Stripe the card the Checkout Session saved becomes the plan's.
 */
export async function activatePlan(
  tx: DbOrTx,
  ctx: AppContext,
  found: { plan: plansRepo.PlanRow; deposit: plansRepo.InstalmentRow },
  paymentId: string,
): Promise<void> {
  const { plan, deposit } = found;
  let card: Awaited<ReturnType<typeof savedCardOf>> = null;
  const stripe = stripeClient(ctx.config);
  if (plan.provider === 'stripe' && stripe) card = await savedCardOf(stripe, paymentId);
  await plansRepo.updatePlanFrom(tx, plan.id, ['pending'], {
    status: 'active',
    ...(card
      ? { paymentMethodId: card.paymentMethodId, cardBrand: card.brand, cardLast4: card.last4 }
      : {}),
  });
  await plansRepo.markInstalmentPaid(tx, deposit.id, {
    providerPaymentId: paymentId,
    paidAt: ctx.now(),
  });
}
