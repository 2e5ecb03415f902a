import { randomBytes } from 'node:crypto';
import {
  CANCELLATION_MESSAGES as M,
  splitRefund,
  type CancellationDecisionInput,
  type CancellationRequest,
  type CancellationRequestCreate,
  type CancellationRequestResponse,
  type CancellationRequestsResponse,
  type CancellationStatus,
} from '@camp/shared/refunds';
import type { AppContext } from '../../context.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Stripe } from '../../lib/stripe.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { enqueueMail } from '../mail/service.js';
import { publishItineraryEvent } from '../specialist-itineraries/realtime.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as auditRepo from '../../data/audit/repository.js';
import * as commerceRepo from '../../data/commerce/repository.js';
import * as plansRepo from '../../data/commerce/payment-plans.js';
import * as cancellationsRepo from '../../data/commerce/cancellations.js';
import { reverseSale } from '../payouts/service.js';
import * as payoutsRepo from '../../data/commerce/payouts.js';
import type * as checkoutsRepo from '../../data/commerce/checkouts.js';
import * as placesRepo from '../../data/itineraries/cancellations.js';
import { releaseCheckoutSeats } from '../activity-checkout/seats.js';
import { refundGatewayFor, type RefundGateway } from './gateway.js';
import {
  applyPlanRefund,
  paidThroughPlan,
  planOfPlace,
  refundPlanCharges,
} from './plan-refunds.js';
import { publishDirectorOrdersEvent } from './realtime.js';

// Cancellations of paid activities and their refunds (issue 16 item 8, decision 0064): the
// parent asks under the program's cancellation policy, the program's director or an admin
// decides, and an approval refunds through the payment provider, reverses the provider's share
// (Stripe transfer reversal, or a negative ledger row carried into the next built-in payout),
// makes the place unpaid and gives its seat back, all in one transaction.

export const CANCELLATIONS_PAGE_SIZE = 20;

const today = (now: Date) => now.toISOString().slice(0, 10);

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The payment the place was paid with: fulfilment stores `<payment>:<itinerary activity>`. */
const paymentOf = (providerPaymentId: string) =>
  providerPaymentId.slice(0, providerPaymentId.lastIndexOf(':')) || providerPaymentId;

const describe = (r: cancellationsRepo.CancellationRow) =>
  `${r.activityName}${r.providerName ? ` (${r.providerName})` : ''}${r.childName ? ` for ${r.childName}` : ''}`;

function toRequest(
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

// ---- the parent -------------------------------------------------------------------------------

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
    const place = await placesRepo.findPlace(tx, input.itinerary_activity_id, true);
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
      reason: input.reason,
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
    await auditRepo.insert(tx, {
      actorId: parent.id,
      entityType: 'cancellation_requests',
      entityId: created.id,
      action: 'cancellation_requested',
      fromStatus: null,
      toStatus: 'pending',
      data: { itinerary_activity_id: place.id, reason: input.reason },
    });
    const director = place.directorId
      ? await accountsRepo.findUserById(tx, place.directorId)
      : null;
    if (director) {
      await enqueueMail(tx, ctx, {
        to: director.email,
        template: 'cancellation_requested',
        data: {
          name: director.name,
          url: `${ctx.config.APP_URL}/camp-director/orders`,
          activity: describe(created),
          parent_name: parent.name || 'A parent',
          reason: input.reason,
          amount: usd(created.paidCents),
        },
      });
    }
    return created;
  });
  announce(ctx, row, 'cancellation_requested');
  return { cancellation_request: toRequest(row, parent.name) };
}

/** GET /api/v1/parents/cancellation_requests: the family's requests, newest first. */
export async function parentRequests(
  ctx: AppContext,
  parent: CurrentUser,
  page: number,
): Promise<CancellationRequestsResponse> {
  return listPage(ctx, { parentId: parent.id }, page);
}

/** DELETE /api/v1/parents/cancellation_requests/{id}: withdraws the parent's pending request. */
export async function withdrawRequest(
  ctx: AppContext,
  parent: CurrentUser,
  id: number,
): Promise<CancellationRequestResponse> {
  const row = await ctx.db.transaction(async (tx) => {
    const request = await cancellationsRepo.findRequest(tx, id);
    if (!request || request.parentId !== parent.id) throw AppError.notFound(M.notFound);
    const withdrawn = await cancellationsRepo.transition(tx, id, 'pending', {
      status: 'withdrawn',
      decidedAt: ctx.now(),
      decidedById: parent.id,
    });
    if (!withdrawn) throw AppError.conflict(M.notPending);
    await audit(tx, parent.id, withdrawn, 'pending', 'cancellation_withdrawn');
    return withdrawn;
  });
  if (row.providerUserId)
    publishDirectorOrdersEvent(ctx, row.providerUserId, {
      type: 'director_orders_updated',
      reason: 'cancellation_withdrawn',
    });
  return { cancellation_request: toRequest(row, parent.name) };
}

/**
 * A parent's account closing withdraws their pending requests (no one is left to follow them
 * up; what was paid stays paid, as for a parent who keeps the place). Approved ones go on to
 * their refund, which needs no account.
 */
export async function withdrawRequestsOfParent(
  tx: DbOrTx,
  parentId: number,
  at: Date,
): Promise<void> {
  for (const row of await cancellationsRepo.withdrawPendingOfParent(tx, parentId, at))
    await audit(tx, parentId, row, 'pending', 'cancellation_withdrawn');
}

// ---- the director and the admin ------------------------------------------------------------

/** The requests a decider sees: a director their programs' only, an admin every one. */
export async function deciderRequests(
  ctx: AppContext,
  user: CurrentUser,
  query: { page: number; status?: CancellationStatus | undefined },
): Promise<CancellationRequestsResponse> {
  return listPage(
    ctx,
    {
      ...(user.role === 'Admin' ? {} : { providerUserId: user.id }),
      ...(query.status ? { status: query.status } : {}),
    },
    query.page,
  );
}

async function listPage(
  ctx: AppContext,
  filter: cancellationsRepo.RequestFilter,
  page: number,
): Promise<CancellationRequestsResponse> {
  return ctx.db.transaction(
    async (tx) => {
      const total = await cancellationsRepo.countRequests(tx, filter);
      const rows =
        total === 0
          ? []
          : await cancellationsRepo.listRequests(tx, filter, {
              limit: CANCELLATIONS_PAGE_SIZE,
              offset: (page - 1) * CANCELLATIONS_PAGE_SIZE,
            });
      return {
        cancellation_requests: rows.map((r) => toRequest(r.request, r.parentName)),
        pagy: {
          count: total,
          pages: Math.max(1, Math.ceil(total / CANCELLATIONS_PAGE_SIZE)),
          page,
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * PUT …/cancellation_requests/{id}: approve (refund, default the full amount paid, never more)
 * or decline. Another director's request is 404. The move out of pending is one conditional
 * update: of two deciders at once, one wins and the other gets 409. An approval refunds inside
 * the same transaction; if the provider refuses, everything rolls back and the request stays
 * pending (a retry reuses the idempotency key, so Stripe never refunds twice).
 */
export async function decideRequest(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
  input: CancellationDecisionInput,
): Promise<CancellationRequestResponse> {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const request = await cancellationsRepo.findRequest(tx, id);
    if (!request || (user.role !== 'Admin' && request.providerUserId !== user.id))
      throw AppError.notFound(M.notFound);
    if (request.status !== 'pending') throw AppError.conflict(M.notPending);
    const note = input.note ? input.note : null;
    if (input.decision === 'decline') {
      const declined = await cancellationsRepo.transition(tx, id, 'pending', {
        status: 'declined',
        decisionNote: note,
        decidedById: user.id,
        decidedAt: now,
      });
      if (!declined) throw AppError.conflict(M.notPending);
      await audit(tx, user.id, declined, 'pending', 'cancellation_declined');
      await mailDecision(tx, ctx, declined, false);
      return declined;
    }
    const paid = await paidNow(tx, request);
    const amount = input.refund_amount_cents ?? paid;
    if (amount > paid) throw AppError.field('refund_amount_cents', M.overPaid);
    const approved = await cancellationsRepo.transition(tx, id, 'pending', {
      status: 'approved',
      paidCents: paid,
      refundAmountCents: amount,
      decisionNote: note,
      decidedById: user.id,
      decidedAt: now,
    });
    if (!approved) throw AppError.conflict(M.notPending);
    await audit(tx, user.id, approved, 'pending', 'cancellation_approved');
    await mailDecision(tx, ctx, approved, true);
    return refund(tx, ctx, approved);
  });
  announce(ctx, row, row.status === 'declined' ? 'cancellation_declined' : 'refunded');
  return { cancellation_request: toRequest(row) };
}

/**
 * What the request may refund: what was paid. For a place in a payment plan it is read again
 * under the plan's row lock (taken first, as every charge of the plan takes it): an instalment
 * charged since the parent asked is paid too, and none is charged until this decision commits.
 */
async function paidNow(tx: DbOrTx, r: cancellationsRepo.CancellationRow): Promise<number> {
  if (!r.paymentPlanId || !r.itineraryActivityId) return r.paidCents;
  const plan = await plansRepo.findPlan(tx, { id: r.paymentPlanId }, true);
  // Another decider may have decided (and refunded the sales) while this one waited for the
  // lock: that is 409, not a paid amount of 0 that would make any approval 'more than paid'.
  if ((await cancellationsRepo.findRequest(tx, r.id))?.status !== 'pending')
    throw AppError.conflict(M.notPending);
  if (!plan) return r.paidCents;
  return (await paidThroughPlan(tx, plan, r.itineraryActivityId, true)).paidCents;
}

async function audit(
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

async function mailDecision(
  tx: DbOrTx,
  ctx: AppContext,
  r: cancellationsRepo.CancellationRow,
  approved: boolean,
) {
  const parent = await accountsRepo.findUserById(tx, r.parentId);
  if (!parent || parent.deletedAt) return;
  await enqueueMail(tx, ctx, {
    to: parent.email,
    template: 'cancellation_decided',
    data: {
      name: parent.name,
      url: `${ctx.config.APP_URL}/profile/itineraries`,
      activity: describe(r),
      approved,
      amount: usd(r.refundAmountCents ?? 0),
      note: r.decisionNote,
    },
  });
}

/**
 * The money back for an approved request, inside the decision's transaction: the refund, and
 * with Stripe the reversal of the provider's share of it on the sale's transfer. The built-in
 * provider's refund arrives as its `charge.refunded` event through the same handler as
 * Stripe's webhook; Stripe's refund is applied at once (its webhook then finds it done).
 */
async function refund(
  tx: DbOrTx,
  ctx: AppContext,
  r: cancellationsRepo.CancellationRow,
): Promise<cancellationsRepo.CancellationRow> {
  const amount = r.refundAmountCents ?? 0;
  // A zero refund (a policy that keeps everything) cancels the place without money moving.
  if (amount === 0) return (await applyRefund(tx, ctx, r, { refundId: null })) ?? r;
  const gateway = refundGatewayFor(ctx);
  if (r.paymentPlanId) return refundPlan(tx, ctx, gateway, r);
  const metadata = { cancellation_request_id: String(r.id) };
  let refundId: string;
  let transferReversalId: string | null = null;
  try {
    ({ id: refundId } = await gateway.refund({
      paymentIntentId: r.paymentIntentId,
      amountCents: amount,
      idempotencyKey: `camp-refund-${r.id}`,
      metadata,
    }));
    const sale = r.itineraryActivityId
      ? await payoutsRepo.lockOpenSale(tx, r.itineraryActivityId)
      : null;
    if (gateway.kind === 'stripe' && sale?.transferId) {
      const share = -splitRefund(sale, amount).netCents;
      if (share > 0)
        ({ id: transferReversalId } = await gateway.reverseTransfer({
          transferId: sale.transferId,
          amountCents: share,
          idempotencyKey: `camp-reversal-${r.id}`,
          metadata,
        }));
    }
  } catch (err) {
    ctx.log.error({ err, request: r.id }, 'refund failed');
    throw AppError.base(502, M.refundFailed, 'provider_unavailable');
  }
  if (gateway.kind === 'local') {
    await recordAndHandle(
      tx,
      ctx,
      localChargeRefunded(r, {
        paymentIntentId: r.paymentIntentId,
        chargeCents: r.paidCents,
        refundId,
        amount,
      }),
    );
    const done = await cancellationsRepo.findRequest(tx, r.id);
    return done ?? r;
  }
  return (await applyRefund(tx, ctx, r, { refundId, transferReversalId })) ?? r;
}

/**
 * A place paid in instalments: one refund per charge touched (decision 0070). The built-in
 * provider emits one `charge.refunded` per charge, each through the same handler as Stripe's;
 * the first applies the request, the others find it refunded. Stripe's are applied at once.
 */
async function refundPlan(
  tx: DbOrTx,
  ctx: AppContext,
  gateway: RefundGateway,
  r: cancellationsRepo.CancellationRow,
): Promise<cancellationsRepo.CancellationRow> {
  let refunds: Awaited<ReturnType<typeof refundPlanCharges>>;
  try {
    refunds = await refundPlanCharges(tx, gateway, r);
  } catch (err) {
    ctx.log.error({ err, request: r.id }, 'refund failed');
    throw AppError.base(502, M.refundFailed, 'provider_unavailable');
  }
  if (gateway.kind === 'local' && refunds.length > 0) {
    for (const refund of refunds)
      await recordAndHandle(
        tx,
        ctx,
        localChargeRefunded(r, {
          paymentIntentId: refund.paymentIntentId,
          chargeCents: refund.chargeCents,
          refundId: refund.refundId,
          amount: refund.amountCents,
        }),
      );
    return (await cancellationsRepo.findRequest(tx, r.id)) ?? r;
  }
  // The request names its first refund (the newest charge's); each one is in its refunds.
  return (await applyRefund(tx, ctx, r, { refundId: refunds[0]?.refundId ?? null })) ?? r;
}

/**
 * What a refund changes, once (the request moves from approved to refunded by a conditional
 * update): the place unpaid and its seat released, the sale's reversal in the ledger, the
 * parent's refund mail. Answers the refunded row, or null when it was already applied.
 */
async function applyRefund(
  tx: DbOrTx,
  ctx: AppContext,
  r: cancellationsRepo.CancellationRow,
  refs: { refundId: string | null; transferReversalId?: string | null },
): Promise<cancellationsRepo.CancellationRow | null> {
  const now = ctx.now();
  const done = await cancellationsRepo.transition(tx, r.id, 'approved', {
    status: 'refunded',
    refundId: refs.refundId,
    transferReversalId: refs.transferReversalId ?? null,
    refundedAt: now,
  });
  if (!done) return null;
  const amount = done.refundAmountCents ?? 0;
  if (done.itineraryActivityId) {
    // The seat a paid place holds goes back through the one seat-release path (decision 0062).
    if (await placesRepo.markUnpaid(tx, done.itineraryActivityId, now))
      await releaseCheckoutSeats(tx, ctx, [
        { activityId: done.activityId, itineraryActivityId: done.itineraryActivityId },
      ]);
    // A place paid in instalments: one reversal per charge refunded, and the plan without it.
    const sale = done.paymentPlanId
      ? null
      : await payoutsRepo.lockOpenSale(tx, done.itineraryActivityId);
    if (done.paymentPlanId) await applyPlanRefund(tx, ctx, done);
    if (sale) await reverseSale(tx as Tx, sale, amount, done.transferReversalId);
  }
  if (amount > 0) {
    const parent = await accountsRepo.findUserById(tx, done.parentId);
    if (parent && !parent.deletedAt)
      await enqueueMail(tx, ctx, {
        to: parent.email,
        template: 'refund_issued',
        data: {
          name: parent.name,
          url: `${ctx.config.APP_URL}/profile/itineraries`,
          activity: describe(done),
          amount: usd(amount),
        },
      });
  }
  return done;
}

/** The itinerary's and the director's refetch hints, after commit. */
function announce(
  ctx: AppContext,
  r: cancellationsRepo.CancellationRow,
  reason: 'cancellation_requested' | 'refunded' | 'cancellation_declined',
) {
  if (r.itineraryId)
    publishItineraryEvent(ctx, { type: 'itinerary_updated', itinerary_id: r.itineraryId, reason });
  if (r.providerUserId)
    publishDirectorOrdersEvent(ctx, r.providerUserId, { type: 'director_orders_updated', reason });
}

// ---- a payment that arrived after its checkout expired -----------------------------------------

/**
 * A Stripe completion of an expired checkout whose seats could not all be taken again
 * (decision 0062): refunded in full at once (idempotency key per checkout, so a repeated
 * completion gets the same refund back) and the parent told. Runs in the webhook's transaction;
 * if Stripe refuses, the webhook fails and Stripe delivers it again.
 */
export async function refundLateCompletion(
  tx: DbOrTx,
  ctx: AppContext,
  checkout: checkoutsRepo.CheckoutRow,
  paymentId: string,
): Promise<void> {
  const { id } = await refundGatewayFor(ctx).refund({
    paymentIntentId: paymentId,
    amountCents: checkout.amountCents,
    idempotencyKey: `camp-late-refund-${checkout.token}`,
    metadata: { checkout_token: checkout.token },
  });
  ctx.log.warn({ checkout: checkout.token, refund: id }, 'late payment without seats: refunded');
  await auditRepo.insert(tx, {
    actorId: null,
    entityType: 'checkout_sessions',
    entityId: checkout.id,
    action: 'late_payment_refunded',
    fromStatus: checkout.status,
    toStatus: checkout.status,
    data: { refund_id: id, amount_cents: checkout.amountCents },
  });
  const parent = await accountsRepo.findUserById(tx, checkout.parentId);
  if (parent && !parent.deletedAt)
    await enqueueMail(tx, ctx, {
      to: parent.email,
      template: 'late_payment_refunded',
      data: {
        name: parent.name,
        url: `${ctx.config.APP_URL}/profile/itineraries`,
        amount: usd(checkout.amountCents),
      },
    });
}

// ---- events: charge.refunded and transfer.reversed ---------------------------------------------

/** The built-in provider's event: recorded once by id, then the same handler as Stripe's. */
async function recordAndHandle(tx: DbOrTx, ctx: AppContext, event: Stripe.Event) {
  const fresh = await commerceRepo.insertPaymentEvent(tx, {
    provider: 'local',
    eventId: event.id,
    type: event.type,
    payload: event as unknown as Record<string, unknown>,
    processedAt: ctx.now(),
  });
  if (fresh) await REFUND_WEBHOOK_HANDLERS[event.type]?.(tx, event, ctx);
}

/**
 * The built-in provider's charge.refunded, in Stripe's Charge shape with its refund listed: the
 * place's payment, or one charge of its payment plan (decision 0070).
 */
function localChargeRefunded(
  r: cancellationsRepo.CancellationRow,
  refund: { paymentIntentId: string; chargeCents: number; refundId: string; amount: number },
): Stripe.Event {
  const { paymentIntentId, chargeCents, refundId, amount } = refund;
  const created = Math.floor(Date.now() / 1000);
  return {
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'charge.refunded',
    created,
    data: {
      object: {
        id: `ch_local_${paymentIntentId}`,
        object: 'charge',
        amount: chargeCents,
        amount_refunded: amount,
        currency: 'usd',
        paid: true,
        refunded: amount === chargeCents,
        payment_intent: paymentIntentId,
        refunds: {
          object: 'list',
          has_more: false,
          url: `/v1/charges/ch_local_${paymentIntentId}/refunds`,
          data: [
            {
              id: refundId,
              object: 'refund',
              amount,
              currency: 'usd',
              created,
              payment_intent: paymentIntentId,
              status: 'succeeded',
              metadata: { cancellation_request_id: String(r.id) },
            },
          ],
        },
      },
    },
  } as unknown as Stripe.Event;
}

export type RefundWebhookHandler = (
  tx: DbOrTx,
  event: Stripe.Event,
  ctx: AppContext,
) => Promise<void>;

/**
 * charge.refunded: each refund of ours it lists (by its metadata) applies to its request if that
 * is still approved; a charge that lists none (Stripe's default payload) applies the approved
 * requests of its payment. A request already refunded is left as it is, so a replay (or
 * Stripe's webhook after our own decision applied it) changes nothing.
 */
const chargeRefunded: RefundWebhookHandler = async (tx, event, ctx) => {
  const charge = event.data.object as Stripe.Charge;
  const intent = charge.payment_intent;
  const paymentId = typeof intent === 'string' ? intent : intent?.id;
  if (!paymentId) return;
  const listed = new Map(
    (charge.refunds?.data ?? [])
      .filter((refund) => refund.metadata?.cancellation_request_id)
      .map((refund) => [Number(refund.metadata!.cancellation_request_id), refund.id]),
  );
  for (const request of await cancellationsRepo.approvedOfPayment(tx, paymentId)) {
    if (listed.size > 0 && !listed.has(request.id)) continue;
    await applyRefund(tx, ctx, request, { refundId: listed.get(request.id) ?? null });
  }
};

/** transfer.reversed: notes when Stripe confirmed the reversal of a provider's share. */
const transferReversed: RefundWebhookHandler = async (tx, event, ctx) => {
  const transfer = event.data.object as Stripe.Transfer;
  const ids = (transfer.reversals?.data ?? []).map((rev) => rev.id);
  for (const request of await cancellationsRepo.findByTransferReversal(tx, ids))
    if (!request.transferReversedAt)
      await cancellationsRepo.setTransferReversed(tx, request.id, ctx.now());
  // A plan's refund reverses one transfer per charge (decision 0070): noted per refund.
  await cancellationsRepo.setRefundTransfersReversed(tx, ids, ctx.now());
};

/** The refund events payment-connect's Stripe webhook dispatches here. */
export const REFUND_WEBHOOK_HANDLERS: Record<string, RefundWebhookHandler> = {
  'charge.refunded': chargeRefunded,
  'transfer.reversed': transferReversed,
};
