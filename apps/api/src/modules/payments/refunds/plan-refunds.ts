import { splitRefund, spreadRefund } from '@camp/shared/refunds';
import type { AppContext } from '../../../context.js';
import type { DbOrTx, Tx } from '../../../db/client.js';
import * as cancellationsRepo from '../../../data/commerce/cancellations.js';
import * as payoutsRepo from '../../../data/commerce/payouts.js';
import * as plansRepo from '../../../data/commerce/payment-plans.js';
import { planItems, shareOf } from '../plans/shares.js';
import { reverseSale } from '../payouts/service.js';
import type { RefundGateway } from '../gateways/refund-gateway.js';

// Cancellations of places bought through a payment plan (decision 0070). Such a place is paid by
// several charges (the deposit, then each instalment), each its own payment and its own ledger
// sale (decision 0065). A refund therefore goes charge by charge, newest first, one refund and
// one transfer reversal per charge touched, and the plan stops collecting the activity's part
// of what is still to come. Everything here runs in the decision's transaction, under the
// plan's row lock, which every charge of the plan also takes (the job's claim, 'Pay now').

/** The plan a paid place was bought through: the one whose deposit was its payment. */
export function planOfPlace(
  tx: DbOrTx,
  depositPaymentId: string,
  lock = false,
): Promise<plansRepo.PlanRow | null> {
  return plansRepo.planOfDepositPayment(tx, depositPaymentId, lock);
}

interface PaidCharge {
  sale: payoutsRepo.LedgerEntryRow;
  instalment: plansRepo.InstalmentRow;
}

/**
 * The place's sales over the plan's paid charges that still stand, newest charge first (by when
 * it was paid, then sequence: a failed instalment paid late is newer than one paid on time),
 * with what they add up to: what the family paid for it so far. Locked for a decision (which
 * holds the plan's lock first); a parent's request only reads them, so it never takes the
 * sales' locks before the place's, the reverse of a decision's order.
 */
export async function paidThroughPlan(
  tx: DbOrTx,
  plan: plansRepo.PlanRow,
  itineraryActivityId: number,
  lock: boolean,
): Promise<{ charges: PaidCharge[]; paidCents: number }> {
  const instalments = new Map(
    (await plansRepo.instalmentsOf(tx, [plan.id]))
      .filter((i) => i.status === 'paid')
      .map((i) => [i.id, i]),
  );
  const sales = await payoutsRepo.openPlanSales(
    tx,
    itineraryActivityId,
    [...instalments.keys()],
    lock,
  );
  const charges = sales
    .map((sale) => ({ sale, instalment: instalments.get(sale.planInstalmentId!)! }))
    .sort(
      (a, b) =>
        (b.instalment.paidAt?.getTime() ?? 0) - (a.instalment.paidAt?.getTime() ?? 0) ||
        b.instalment.sequence - a.instalment.sequence,
    );
  return { charges, paidCents: charges.reduce((s, c) => s + c.sale.grossCents, 0) };
}

/**
 * The refunds of an approved request over the plan's charges: the amount spread newest charge
 * first (`spreadRefund`), one refund per charge touched against that charge's payment, and with
 * Stripe one reversal of the provider's share (`splitRefund`) of that charge's transfer. The
 * idempotency keys name the request and the charge, so a decision retried after Stripe refused
 * one of them gets the same refunds back. Throws when the provider refuses (the caller rolls
 * back and answers 502). Answers the refunds, recorded in cancellation_refunds.
 */
export async function refundPlanCharges(
  tx: DbOrTx,
  gateway: RefundGateway,
  r: cancellationsRepo.CancellationRow,
): Promise<(cancellationsRepo.NewCancellationRefund & { chargeCents: number })[]> {
  if (!r.paymentPlanId || !r.itineraryActivityId) return [];
  const plan = await plansRepo.findPlan(tx, { id: r.paymentPlanId }, true);
  if (!plan) return [];
  const { charges } = await paidThroughPlan(tx, plan, r.itineraryActivityId, true);
  const parts = spreadRefund(
    charges.map((c) => c.sale.grossCents),
    r.refundAmountCents ?? 0,
  );
  const metadata = { cancellation_request_id: String(r.id) };
  const refunds: (cancellationsRepo.NewCancellationRefund & { chargeCents: number })[] = [];
  for (const [n, { sale, instalment }] of charges.entries()) {
    const amount = parts[n]!;
    if (amount === 0 || !instalment.providerPaymentId) continue;
    const { id: refundId } = await gateway.refund({
      paymentIntentId: instalment.providerPaymentId,
      amountCents: amount,
      idempotencyKey: `camp-refund-${r.id}-${instalment.id}`,
      metadata,
    });
    let transferReversalId: string | null = null;
    const share = -splitRefund(sale, amount).netCents;
    if (gateway.kind === 'stripe' && sale.transferId && share > 0)
      ({ id: transferReversalId } = await gateway.reverseTransfer({
        transferId: sale.transferId,
        amountCents: share,
        idempotencyKey: `camp-reversal-${r.id}-${instalment.id}`,
        metadata,
      }));
    refunds.push({
      cancellationRequestId: r.id,
      saleEntryId: sale.id,
      planInstalmentId: instalment.id,
      paymentIntentId: instalment.providerPaymentId,
      amountCents: amount,
      refundId,
      transferReversalId,
      chargeCents: instalment.amountCents,
    });
  }
  await cancellationsRepo.insertRefunds(
    tx,
    refunds.map(({ chargeCents: _, ...row }) => row),
  );
  return refunds;
}

/**
 * What a refunded plan request changes besides the place (applied once, by the caller's
 * approved → refunded move): one ledger reversal per sale a refund touched, and the plan's
 * schedule without the activity.
 */
export async function applyPlanRefund(
  tx: DbOrTx,
  ctx: AppContext,
  r: cancellationsRepo.CancellationRow,
): Promise<void> {
  for (const refund of await cancellationsRepo.refundsOf(tx, r.id)) {
    const sale = await payoutsRepo.lockEntry(tx, refund.saleEntryId);
    if (!sale || sale.reversed) continue;
    // The charge is named by the sale it reverses (the unique index on a charge's instalment
    // and activity is for sales).
    await reverseSale(tx as Tx, sale, refund.amountCents, refund.transferReversalId);
  }
  if (r.paymentPlanId && r.itineraryActivityId)
    await dropFromPlan(tx, ctx, r.paymentPlanId, r.itineraryActivityId);
}

/**
 * The plan no longer collects the activity's part of the charges still to come: each unpaid
 * (scheduled or failed) instalment loses that part, computed by the rule that shares a charge
 * over the plan's activities (`shareOf`, payouts' allocateFee), so what is left is exactly what
 * the other activities would have paid of it. An instalment left with nothing is removed. When
 * no activity (with a price) is left, the plan ends `canceled`: the job claims active plans only.
 * Runs under the plan's row lock; the amounts change only while unpaid (row counts checked).
 */
async function dropFromPlan(
  tx: DbOrTx,
  ctx: AppContext,
  planId: number,
  itineraryActivityId: number,
): Promise<void> {
  const plan = await plansRepo.findPlan(tx, { id: planId }, true);
  if (!plan) return;
  // The activities the plan still pays for, counting this one until now: each charge still to
  // come was shared over them (its request is refunded by now, so name it to keep it in).
  const items = await planItems(tx, plan, itineraryActivityId);
  const self = items.find((i) => i.itineraryActivityId === itineraryActivityId);
  if (!self) return;
  const others = items.filter((i) => i !== self);
  const anyLeft = others.some((i) => i.amountCents > 0);
  let taken = 0;
  for (const instalment of await plansRepo.instalmentsOf(tx, [plan.id])) {
    if (instalment.status === 'paid') continue;
    const part = anyLeft
      ? shareOf(items, instalment.amountCents).find(
          (i) => i.itineraryActivityId === itineraryActivityId,
        )!.amountCents
      : instalment.amountCents;
    if (part === 0) continue;
    const left = instalment.amountCents - part;
    const changed =
      left === 0
        ? await plansRepo.deleteUnpaidInstalment(tx, instalment.id)
        : await plansRepo.setUnpaidInstalmentAmount(tx, instalment.id, left);
    if (!changed) throw new Error(`instalment ${instalment.id} was paid under the plan's lock`);
    taken += part;
  }
  if (taken > 0) await plansRepo.setPlanTotal(tx, plan.id, plan.totalCents - taken);
  const unpaid = (await plansRepo.instalmentsOf(tx, [plan.id])).filter((i) => i.status !== 'paid');
  if (!anyLeft) {
    await plansRepo.updatePlanFrom(tx, plan.id, ['active', 'defaulted', 'paid'], {
      status: 'canceled',
    });
    ctx.log.info({ plan: plan.id }, 'payment plan ended: no activity left');
  } else if (unpaid.length === 0) {
    await plansRepo.updatePlanFrom(tx, plan.id, ['active', 'defaulted'], { status: 'paid' });
  } else if (plan.status === 'defaulted' && !unpaid.some((i) => i.status === 'failed')) {
    // The overdue instalment was this activity's alone: automatic charges resume for the rest.
    await plansRepo.updatePlanFrom(tx, plan.id, ['defaulted'], {
      status: 'active',
      defaultedAt: null,
    });
  }
}
