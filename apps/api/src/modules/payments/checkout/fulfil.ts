import type { AppContext } from '../../../context.js';
import type { DbOrTx, Tx } from '../../../db/client.js';
import { enqueueMail } from '../../mail/index.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import * as paymentsRepo from '../../../data/itineraries/payments.js';
import * as plans from '../plans/deposit.js';
import { shareOf } from '../plans/shares.js';
import { bookCharge } from '../charges/charges.js';
import { refundLateCompletion } from '../refunds/late-completion.js';
import { releaseCheckoutSeats, retakeSeatsOfLateCompletion } from '../seats/seats.js';

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * Fulfils a paid checkout once: each item paid (amount, provider, payer, time), the checkout
 * complete, one transfer per provider (Stripe), the receipt and the directors' new-order mails.
 * A completion that arrives after the checkout expired is still fulfilled: the money was taken
 * and the family's seats are theirs (decision 0057).
 */
export async function fulfil(
  tx: DbOrTx,
  ctx: AppContext,
  checkout: checkoutsRepo.CheckoutRow,
  paymentId: string,
): Promise<void> {
  if (checkout.status === 'complete') return;
  const at = ctx.now();
  if (checkout.status === 'open') {
    await checkoutsRepo.closeCheckout(tx, checkout.id, {
      status: 'complete',
      at,
      providerPaymentId: paymentId,
    });
  }
  const items = await checkoutsRepo.itemsOf(tx, checkout.id);
  if (checkout.status === 'expired' && !(await retakeSeats(tx, ctx, checkout, items, paymentId)))
    return;
  const lines = new Map(
    (await paymentsRepo.paymentLinesOf(tx, await checkoutsRepo.itineraryIdsOf(tx, checkout))).map(
      (l) => [l.id, l],
    ),
  );
  const paidItems = await markItemsPaid(tx, ctx, checkout, items, paymentId, at);
  // A plan's deposit pays its part of each activity (decision 0065); the rest comes later.
  const plan = await plans.depositOf(tx, checkout.id);
  const charged = plan ? shareOf(paidItems, plan.deposit.amountCents) : paidItems;
  // The webhook and the built-in provider both run this inside their transaction.
  await bookCharge(
    tx as Tx,
    ctx,
    checkout,
    paymentId,
    charged,
    plan ? { planInstalmentId: plan.deposit.id } : {},
  );
  await queueMails(tx, ctx, checkout, charged, lines);
  if (plan) await plans.activatePlan(tx, ctx, plan, paymentId);
}

/**
 * A late completion: its hold ended and gave the seats back (decision 0062), so they are taken
 * again where one is left. Answers false when a seat is gone: then nothing of it is booked, the
 * seats retaken go back and the whole payment is refunded, with a mail to the parent (0064).
 */
async function retakeSeats(
  tx: DbOrTx,
  ctx: AppContext,
  checkout: checkoutsRepo.CheckoutRow,
  items: checkoutsRepo.CheckoutItemRow[],
  paymentId: string,
): Promise<boolean> {
  const seatless = await retakeSeatsOfLateCompletion(tx, items);
  if (seatless.length > 0) {
    await releaseCheckoutSeats(
      tx,
      ctx,
      items.filter((i) => !seatless.includes(i)),
    );
    await refundLateCompletion(tx, ctx, checkout, paymentId);
    return false;
  }
  ctx.log.warn(
    { checkout: checkout.token },
    'checkout paid after it expired: fulfilled, seats taken again',
  );
  return true;
}

/** Each item's itinerary activity paid once; answers the items this payment paid. */
async function markItemsPaid(
  tx: DbOrTx,
  ctx: AppContext,
  checkout: checkoutsRepo.CheckoutRow,
  items: checkoutsRepo.CheckoutItemRow[],
  paymentId: string,
  at: Date,
): Promise<checkoutsRepo.CheckoutItemRow[]> {
  const paidItems: checkoutsRepo.CheckoutItemRow[] = [];
  for (const item of items) {
    const paid = await paymentsRepo.markPaid(tx, item.itineraryActivityId, {
      amountCents: item.amountCents,
      provider: checkout.provider,
      // One payment pays several itinerary activities; the column is unique per provider.
      providerPaymentId: `${paymentId}:${item.itineraryActivityId}`,
      paidById: checkout.parentId,
      paidAt: at,
    });
    if (paid) paidItems.push(item);
    else
      ctx.log.error({ checkout: checkout.token, item: item.id }, 'itinerary activity paid twice');
  }
  return paidItems;
}

async function queueMails(
  tx: DbOrTx,
  ctx: AppContext,
  checkout: checkoutsRepo.CheckoutRow,
  items: checkoutsRepo.CheckoutItemRow[],
  lines: Map<number, paymentsRepo.PaymentLine>,
): Promise<void> {
  if (items.length === 0) return;
  const parent = await accountsRepo.findUserById(tx, checkout.parentId);
  const describe = (i: checkoutsRepo.CheckoutItemRow) => {
    const l = lines.get(i.itineraryActivityId);
    return `${l?.name ?? 'Activity'} (${l?.providerName ?? ''}) for ${l?.childName ?? 'your child'}: ${usd(i.amountCents)}`;
  };
  if (parent) {
    await enqueueMail(tx, ctx, {
      to: parent.email,
      template: 'activity_payment_receipt',
      data: {
        name: parent.name,
        url: `${ctx.config.APP_URL}/profile/itineraries`,
        total: usd(items.reduce((s, i) => s + i.amountCents, 0)),
        items: items.map(describe),
      },
    });
  }
  const directors = new Map<number, checkoutsRepo.CheckoutItemRow[]>();
  for (const i of items)
    if (i.providerUserId !== null)
      directors.set(i.providerUserId, [...(directors.get(i.providerUserId) ?? []), i]);
  for (const [directorId, own] of directors) {
    const director = await accountsRepo.findUserById(tx, directorId);
    if (!director) continue;
    await enqueueMail(tx, ctx, {
      to: director.email,
      template: 'director_new_order',
      data: {
        name: director.name,
        url: `${ctx.config.APP_URL}/camp-director/orders`,
        parent_name: parent?.name ?? 'A parent',
        items: own.map(describe),
      },
    });
  }
}
