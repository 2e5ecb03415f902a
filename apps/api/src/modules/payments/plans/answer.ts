import type { PaymentPlan } from '@camp/shared/payment-plan';
import type { DbOrTx } from '../../../db/client.js';
import * as cancellationsRepo from '../../../data/commerce/cancellations.js';
import * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import * as plansRepo from '../../../data/commerce/payment-plans.js';
import * as payoutsRepo from '../../../data/commerce/payouts.js';
import * as paymentsRepo from '../../../data/itineraries/payments.js';
import { checkoutOfPlan } from './instalments.js';

// A parent's payment plans as the API answers them.

export async function answerPlans(tx: DbOrTx, plans: plansRepo.PlanRow[]): Promise<PaymentPlan[]> {
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
