import { nextRetryAt } from '@camp/shared/payment-plan';
import type { AppContext } from '../../../context.js';
import type { DbOrTx, Tx } from '../../../db/client.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import * as plansRepo from '../../../data/commerce/payment-plans.js';
import * as paymentsRepo from '../../../data/itineraries/payments.js';
import { enqueueMail } from '../../mail/index.js';
import { bookCharge } from '../charges/charges.js';
import { planItems, shareOf } from './shares.js';

// A payment plan's instalments (decision 0065): each one paid (booked in the payouts ledger) or
// failed (e-mailed and retried, the last failure defaulting the plan).

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

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
export async function failInstalment(
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

export async function checkoutOfPlan(tx: DbOrTx, plan: plansRepo.PlanRow) {
  const checkout = await checkoutsRepo.findCheckout(tx, { id: plan.checkoutSessionId });
  if (!checkout) throw new Error(`payment plan ${plan.id} without its checkout`);
  return checkout;
}
