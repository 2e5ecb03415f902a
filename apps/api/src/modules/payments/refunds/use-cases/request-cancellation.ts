import {
  CANCELLATION_MESSAGES as M,
  type CancellationRequestCreate,
  type CancellationRequestResponse,
} from '@camp/shared/refunds';
import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { enqueueMail } from '../../../mail/index.js';
import * as accountsRepo from '../../../../data/accounts/repository.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import * as cancellationsRepo from '../../../../data/commerce/cancellations.js';
import * as placesRepo from '../../../../data/itineraries/cancellations.js';
import { paidThroughPlan, planOfPlace } from '../plan-refunds.js';
import { announce, describe, toRequest, usd } from '../requests.js';

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The payment the place was paid with: fulfilment stores `<payment>:<itinerary activity>`. */
const paymentOf = (providerPaymentId: string) =>
  providerPaymentId.slice(0, providerPaymentId.lastIndexOf(':')) || providerPaymentId;

/**
 * POST /api/v1/parents/cancellation_requests. Another family's activity and an unknown one are
 * 404; an unpaid or started one 422; a second open request for the same activity 409 (the
 * partial unique index decides, so two at once make one request).
 */
export async function requestCancellation(
  ctx: AppContext,
  parent: CurrentUser,
  input: CancellationRequestCreate,
): Promise<CancellationRequestResponse> {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const place = await cancelablePlace(tx, parent, input.itinerary_activity_id, now);
    const created = await insertRequest(tx, parent, place, input.reason);
    await auditRepo.insert(tx, {
      actorId: parent.id,
      entityType: 'cancellation_requests',
      entityId: created.id,
      action: 'cancellation_requested',
      fromStatus: null,
      toStatus: 'pending',
      data: { itinerary_activity_id: place.id, reason: input.reason },
    });
    await mailDirector(tx, ctx, { parent, reason: input.reason }, created, place.directorId);
    return created;
  });
  announce(ctx, row, 'cancellation_requested');
  return { cancellation_request: toRequest(row, parent.name) };
}

/** The parent's own paid place, not started yet (locked), or 404 / 422. */
async function cancelablePlace(
  tx: DbOrTx,
  parent: CurrentUser,
  itineraryActivityId: number,
  now: Date,
) {
  const place = await placesRepo.findPlace(tx, itineraryActivityId, true);
  if (!place || place.parentId !== parent.id) throw AppError.notFound(M.activityNotFound);
  if (
    place.paymentStatus !== 'paid' ||
    place.amountCents === null ||
    !place.paymentProvider ||
    !place.providerPaymentId
  )
    throw AppError.field('itinerary_activity_id', M.notPaid);
  if (place.startDate !== null && place.startDate <= today(now))
    throw AppError.field('itinerary_activity_id', M.started);
  return {
    ...place,
    amountCents: place.amountCents,
    paymentProvider: place.paymentProvider,
    providerPaymentId: place.providerPaymentId,
  };
}

/** The pending request with what was paid for the place; 409 when one is already open. */
async function insertRequest(
  tx: DbOrTx,
  parent: CurrentUser,
  place: Awaited<ReturnType<typeof cancelablePlace>>,
  reason: string,
): Promise<cancellationsRepo.CancellationRow> {
  // A place bought through a payment plan was paid by several charges, each its own sale: what
  // was paid for it so far is the sum of its sales over the plan's paid charges (decision 0070).
  const payment = paymentOf(place.providerPaymentId);
  const plan = await planOfPlace(tx, payment);
  const paidCents = plan
    ? (await paidThroughPlan(tx, plan, place.id, false)).paidCents
    : place.amountCents;
  const created = await cancellationsRepo.insertRequest(tx, {
    itineraryActivityId: place.id,
    itineraryId: place.itineraryId,
    activityId: place.activityId,
    parentId: parent.id,
    providerUserId: place.directorId,
    reason,
    cancellationPolicy: place.cancellationPolicy || null,
    activityName: place.activityName,
    providerName: place.providerName,
    childName: place.childName,
    startDate: place.startDate,
    paidCents,
    paymentProvider: place.paymentProvider,
    paymentIntentId: payment,
    paymentPlanId: plan?.id ?? null,
  });
  if (!created) throw AppError.conflict(M.alreadyRequested);
  return created;
}

/** The program's director hears of the request (with its reason and what was paid). */
async function mailDirector(
  tx: DbOrTx,
  ctx: AppContext,
  { parent, reason }: { parent: CurrentUser; reason: string },
  created: cancellationsRepo.CancellationRow,
  directorId: number | null,
): Promise<void> {
  const director = directorId ? await accountsRepo.findUserById(tx, directorId) : null;
  if (!director) return;
  await enqueueMail(tx, ctx, {
    to: director.email,
    template: 'cancellation_requested',
    data: {
      name: director.name,
      url: `${ctx.config.APP_URL}/camp-director/orders`,
      activity: describe(created),
      parent_name: parent.name || 'A parent',
      reason,
      amount: usd(created.paidCents),
    },
  });
}
