import type { CancellationRequest, CancellationStatus } from '@camp/shared/refunds';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { publishItineraryEvent, publishDirectorOrdersEvent } from '../../realtime/index.js';
import * as auditRepo from '../../../data/audit/repository.js';
import type * as cancellationsRepo from '../../../data/commerce/cancellations.js';

// Cancellations of paid activities and their refunds (decision 0064): the
// parent asks under the program's cancellation policy, the program's director or an admin
// decides, and an approval refunds through the payment provider, reverses the provider's share
// (Stripe transfer reversal, or a negative ledger row carried into the next built-in payout),
// cancels the place (never payable again) and gives its seat back, all in one transaction.
// What the use cases (use-cases/) share: the answer's shape, the audit row, the mails' words
// and the refetch hints.

export const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

// Cancellations of paid activities and their refunds (decision 0064): the
// parent asks under the program's cancellation policy, the program's director or an admin
// decides, and an approval refunds through the payment provider, reverses the provider's share
// (Stripe transfer reversal, or a negative ledger row carried into the next built-in payout),
// cancels the place (never payable again) and gives its seat back, all in one transaction.

export const CANCELLATIONS_PAGE_SIZE = 20;

export const describe = (r: cancellationsRepo.CancellationRow) =>
  `${r.activityName}${r.providerName ? ` (${r.providerName})` : ''}${r.childName ? ` for ${r.childName}` : ''}`;

export function toRequest(
  r: cancellationsRepo.CancellationRow,
  parentName: string | null = null,
): CancellationRequest {
  return {
    id: r.id,
    status: r.status,
    itinerary_activity_id: r.itineraryActivityId,
    itinerary_id: r.itineraryId,
    activity_name: r.activityName,
    provider_name: r.providerName,
    child_name: r.childName,
    parent_name: parentName,
    start_date: r.startDate,
    cancellation_policy: r.cancellationPolicy,
    reason: r.reason,
    paid_cents: r.paidCents,
    in_instalments: r.paymentPlanId !== null,
    refund_amount_cents: r.refundAmountCents,
    decision_note: r.decisionNote,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    refunded_at: r.refundedAt?.toISOString() ?? null,
  };
}

export async function audit(
  tx: DbOrTx,
  actorId: number,
  r: cancellationsRepo.CancellationRow,
  from: CancellationStatus,
  action: string,
) {
  await auditRepo.insert(tx, {
    actorId,
    entityType: 'cancellation_requests',
    entityId: r.id,
    action,
    fromStatus: from,
    toStatus: r.status,
    data: {
      itinerary_activity_id: r.itineraryActivityId,
      refund_amount_cents: r.refundAmountCents,
      note: r.decisionNote,
    },
  });
}

/** The itinerary's and the director's refetch hints, after commit. */
export function announce(
  ctx: AppContext,
  r: cancellationsRepo.CancellationRow,
  reason: 'cancellation_requested' | 'refunded' | 'cancellation_declined',
) {
  if (r.itineraryId)
    publishItineraryEvent(ctx, { type: 'itinerary_updated', itinerary_id: r.itineraryId, reason });
  if (r.providerUserId)
    publishDirectorOrdersEvent(ctx, r.providerUserId, { type: 'director_orders_updated', reason });
}
