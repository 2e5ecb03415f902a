import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  checkoutDeclineMessage,
  localCheckoutOutcome,
  localCheckoutPaySchema,
} from '@camp/shared/checkout';
import { cardBrand, cardDigits, DECLINE_MESSAGES, localCardBehaviour } from '@camp/shared/payment';
import {
  PAYMENT_PLAN,
  PAYMENT_PLAN_MESSAGES as M,
  nextRetryAt,
  paymentPlanSchedule,
  type PaymentPlan,
  type PaymentPlanSchedule,
  type PaymentPlansResponse,
} from '@camp/shared/payment-plan';
import { allocateFee } from '@camp/shared/payouts';
import type { AppContext } from '../../context.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { stripeClient } from '../../lib/stripe.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { parseOr422 } from '../../plugins/errors.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as commerceRepo from '../../data/commerce/repository.js';
import * as cancellationsRepo from '../../data/commerce/cancellations.js';
import * as checkoutsRepo from '../../data/commerce/checkouts.js';
import * as plansRepo from '../../data/commerce/payment-plans.js';
import * as payoutsRepo from '../../data/commerce/payouts.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import * as paymentsRepo from '../../data/itineraries/payments.js';
import { enqueueMail } from '../mail/service.js';
import { publishItineraryEvent } from '../specialist-itineraries/realtime.js';
import { bookCharge, type ChargedItem } from '../activity-checkout/charges.js';
import {
  PAY_NOW_GRACE_MS,
  chargeOffSession,
  closeSession,
  createCustomer,
  savedCardOf,
  type ChargeResult,
} from './stripe-plans.js';

// Payment plans (issue 16 item 9; decision 0065): a deposit through the itinerary's checkout,
// then instalments charged by a periodic job to the card kept from it, failures e-mailed and
// retried, the last failure defaulting the plan; each charge is booked in the payouts ledger.

const today = (now: Date) => now.toISOString().slice(0, 10);
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

// ---- starting: called by the checkout (activity-checkout) -------------------------------------

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

// ---- the deposit: called inside the checkout's fulfilment ------------------------------------

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

async function setLocalCard(
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
 * What one charge of a plan pays per activity: its amount shared over the activities in
 * proportion to their prices (payouts' largest-remainder allocateFee), so the parts add up to
 * the charge exactly and each ledger entry is this charge's part of that activity.
 */
export function shareOf<T extends ChargedItem>(items: T[], amountCents: number): T[] {
  const shares = allocateFee(
    amountCents,
    items.map((i) => i.amountCents),
  );
  return items.map((item, n) => ({ ...item, amountCents: shares[n]! }));
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

// ---- instalments: the job and 'Pay now' ---------------------------------------------------------

/** The plan's card charged for one instalment (the idempotency key names the attempt). */
async function chargeSavedCard(
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

/**
 * The activities a plan still pays for: its checkout's items, less those whose cancellation was
 * approved (decision 0070: they left the plan, which no longer collects their part). `keep`
 * names one to count anyway (the refund taking its part off the charges still to come).
 */
export async function planItems(
  tx: DbOrTx,
  plan: plansRepo.PlanRow,
  keep?: number,
): Promise<checkoutsRepo.CheckoutItemRow[]> {
  const out = new Set(await cancellationsRepo.placesOutOfPlan(tx, plan.id));
  return (await checkoutsRepo.itemsOf(tx, plan.checkoutSessionId)).filter(
    (i) => i.itineraryActivityId === keep || !out.has(i.itineraryActivityId),
  );
}

/** What a plan pays for, in words ('Lake Week (Pine Lake Camp) for Riley'). */
async function describePlan(
  tx: DbOrTx,
  plan: plansRepo.PlanRow,
  checkout: checkoutsRepo.CheckoutRow,
) {
  const items = await planItems(tx, plan);
  const lines = new Map(
    (await paymentsRepo.paymentLinesOf(tx, [checkout.itineraryId])).map((l) => [l.id, l]),
  );
  const words = items.map((i) => {
    const l = lines.get(i.itineraryActivityId);
    return `${l?.name ?? 'Activity'} (${l?.providerName ?? ''}) for ${l?.childName ?? 'your child'}`;
  });
  return { items, words };
}

const planUrl = (ctx: AppContext, itineraryId: number) =>
  `${ctx.config.APP_URL}/profile/payment/${itineraryId}`;

/**
 * A paid instalment: marked once, its money booked per activity in the ledger (10% fee rule),
 * Stripe's transfers made, the receipt mailed; the plan is paid when nothing is left. The job,
 * 'Pay now' and Stripe's 'Pay now' webhook (stripe-pay-now.ts) all settle through it.
 */
export async function settleInstalment(
  tx: DbOrTx,
  ctx: AppContext,
  plan: plansRepo.PlanRow,
  checkout: checkoutsRepo.CheckoutRow,
  instalment: plansRepo.InstalmentRow,
  paymentId: string,
): Promise<void> {
  if (
    !(await plansRepo.markInstalmentPaid(tx, instalment.id, {
      providerPaymentId: paymentId,
      paidAt: ctx.now(),
    }))
  )
    return;
  const { items, words } = await describePlan(tx, plan, checkout);
  const charged = shareOf(items, instalment.amountCents);
  await bookCharge(tx as Tx, ctx, checkout, paymentId, charged, {
    chargeKey: `${checkout.token}-i${instalment.sequence}`,
    planInstalmentId: instalment.id,
  });
  const all = await plansRepo.instalmentsOf(tx, [plan.id]);
  const left = all.filter((i) => i.status !== 'paid' && i.id !== instalment.id);
  if (left.length === 0)
    await plansRepo.updatePlanFrom(tx, plan.id, ['active', 'defaulted'], { status: 'paid' });
  else if (plan.status === 'defaulted' && !left.some((i) => i.status === 'failed'))
    // The overdue instalment is settled: automatic charges resume for the rest.
    await plansRepo.updatePlanFrom(tx, plan.id, ['defaulted'], {
      status: 'active',
      defaultedAt: null,
    });
  const parent = await accountsRepo.findUserById(tx, plan.parentId);
  if (parent)
    await enqueueMail(tx, ctx, {
      to: parent.email,
      template: 'payment_plan_instalment_paid',
      data: {
        name: parent.name,
        url: planUrl(ctx, plan.itineraryId),
        amount: usd(instalment.amountCents),
        what: `instalment ${instalment.sequence} of ${all.length - 1}: ${words.join(', ')}`.slice(
          0,
          300,
        ),
        remaining:
          left.length === 0
            ? 'Your plan is fully paid. Thank you!'
            : `Still to pay: ${usd(left.reduce((s, i) => s + i.amountCents, 0))}.`,
      },
    });
}

/**
 * A failed automatic attempt: counted; retried after 1 and then 3 days with a mail to the
 * parent each time; after the last one the plan is defaulted (automatic charges stop) and the
 * parent and each director are told.
 */
async function failInstalment(
  tx: DbOrTx,
  ctx: AppContext,
  plan: plansRepo.PlanRow,
  checkout: checkoutsRepo.CheckoutRow,
  instalment: plansRepo.InstalmentRow,
  reason: string,
): Promise<void> {
  const now = ctx.now();
  const attempts = instalment.attempts + 1;
  const retry = nextRetryAt(attempts, now);
  await plansRepo.recordInstalmentFailure(tx, instalment.id, {
    attempts,
    nextAttemptAt: retry,
    lastError: reason.slice(0, 255),
  });
  const { items, words } = await describePlan(tx, plan, checkout);
  const parent = await accountsRepo.findUserById(tx, plan.parentId);
  const what = words.join(', ').slice(0, 300);
  const amount = usd(instalment.amountCents);
  if (retry) {
    if (parent)
      await enqueueMail(tx, ctx, {
        to: parent.email,
        template: 'payment_plan_instalment_failed',
        data: {
          name: parent.name,
          url: planUrl(ctx, plan.itineraryId),
          amount,
          what,
          reason,
          retry: longDate(retry),
        },
      });
    return;
  }
  await plansRepo.updatePlanFrom(tx, plan.id, ['active'], {
    status: 'defaulted',
    defaultedAt: now,
  });
  if (parent)
    await enqueueMail(tx, ctx, {
      to: parent.email,
      template: 'payment_plan_defaulted',
      data: { name: parent.name, url: planUrl(ctx, plan.itineraryId), amount, what, reason },
    });
  const directors = new Map<number, string[]>();
  items.forEach((item, n) => {
    if (item.providerUserId === null) return;
    directors.set(item.providerUserId, [...(directors.get(item.providerUserId) ?? []), words[n]!]);
  });
  for (const [directorId, own] of directors) {
    const director = await accountsRepo.findUserById(tx, directorId);
    if (!director) continue;
    await enqueueMail(tx, ctx, {
      to: director.email,
      template: 'payment_plan_defaulted_director',
      data: {
        name: director.name,
        url: `${ctx.config.APP_URL}/camp-director/orders`,
        parent_name: parent?.name ?? 'A parent',
        items: own,
        amount,
      },
    });
  }
}

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

export async function checkoutOfPlan(tx: DbOrTx, plan: plansRepo.PlanRow) {
  const checkout = await checkoutsRepo.findCheckout(tx, { id: plan.checkoutSessionId });
  if (!checkout) throw new Error(`payment plan ${plan.id} without its checkout`);
  return checkout;
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

// ---- the parent's pages ----------------------------------------------------------------------------

async function answerPlans(tx: DbOrTx, plans: plansRepo.PlanRow[]): Promise<PaymentPlan[]> {
  const instalments = await plansRepo.instalmentsOf(
    tx,
    plans.map((p) => p.id),
  );
  const out: PaymentPlan[] = [];
  for (const plan of plans) {
    const own = instalments.filter((i) => i.planId === plan.id);
    const checkout = await checkoutOfPlan(tx, plan);
    const items = await checkoutsRepo.itemsOf(tx, checkout.id);
    const lines = new Map(
      (await paymentsRepo.paymentLinesOf(tx, [plan.itineraryId])).map((l) => [l.id, l]),
    );
    // Per activity: what its charges paid, refunds off, and whether it left the plan (0070).
    const paid = await payoutsRepo.paidThroughCharges(
      tx,
      own.filter((i) => i.status === 'paid').map((i) => i.id),
    );
    const left = new Set(await cancellationsRepo.placesOutOfPlan(tx, plan.id));
    out.push({
      id: plan.id,
      itinerary_id: plan.itineraryId,
      status: plan.status,
      provider: plan.provider,
      total_cents: plan.totalCents,
      paid_cents: own.filter((i) => i.status === 'paid').reduce((s, i) => s + i.amountCents, 0),
      card:
        plan.cardBrand && plan.cardLast4 !== null
          ? { brand: plan.cardBrand, last4: plan.cardLast4 }
          : null,
      items: items.map((i) => ({
        itinerary_activity_id: i.itineraryActivityId,
        name: lines.get(i.itineraryActivityId)?.name ?? 'Activity',
        amount_cents: i.amountCents,
        paid_cents: paid.get(i.itineraryActivityId) ?? 0,
        canceled: left.has(i.itineraryActivityId),
      })),
      instalments: own.map((i) => ({
        id: i.id,
        sequence: i.sequence,
        due_date: i.dueDate,
        amount_cents: i.amountCents,
        status: i.status,
        attempts: i.attempts,
        next_attempt_at: i.nextAttemptAt?.toISOString() ?? null,
        paid_at: i.paidAt?.toISOString() ?? null,
        last_error: i.lastError,
      })),
    });
  }
  return out;
}

/** GET /api/v1/payment/plans?itinerary_id=: the parent's plans of their itinerary (404 another's). */
export async function listPlans(
  ctx: AppContext,
  user: CurrentUser,
  itineraryId: number,
): Promise<PaymentPlansResponse> {
  return ctx.db.transaction(async (tx) => {
    const it = await itinerariesRepo.findItinerary(tx, itineraryId, false, user.id);
    if (!it) throw AppError.notFound(CHECKOUT_MESSAGES.itineraryNotFound);
    return { plans: await answerPlans(tx, await plansRepo.plansOfItinerary(tx, user.id, it.id)) };
  });
}

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
