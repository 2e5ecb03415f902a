import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_HOLD_MINUTES,
  CHECKOUT_MESSAGES as M,
  checkoutCancelPath,
  checkoutDeclineMessage,
  checkoutSuccessPath,
  localCheckoutOutcome,
  hasSeatFor,
  localCheckoutPath,
  notStarted,
  providerCanBePaid,
  type CheckoutSessionRequest,
  type CheckoutSessionResponse,
  type LocalCheckout,
  type LocalCheckoutCancelResponse,
  type LocalCheckoutPayResponse,
} from '@camp/shared/checkout';
import type { z } from 'zod';
import type { localCheckoutPaySchema } from '@camp/shared/checkout';
import type { AppContext } from '../../context.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Stripe } from '../../lib/stripe.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { enqueueMail } from '../mail/service.js';
import { publishItineraryEvent } from '../specialist-itineraries/realtime.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as commerceRepo from '../../data/commerce/repository.js';
import * as catalogRepo from '../../data/catalog/repository.js';
import * as checkoutsRepo from '../../data/commerce/checkouts.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import * as paymentsRepo from '../../data/itineraries/payments.js';
import * as plans from '../payment-plans/service.js';
import { bookCharge } from './charges.js';
import { checkoutGatewayFor } from './gateway.js';
import { replacingCheckout } from '../waitlist/service.js';
import { refundLateCompletion } from '../activity-refunds/service.js';
import {
  heldPlaces,
  providerFacts,
  seatFacts,
  releaseCheckoutSeats,
  retakeSeatsOfLateCompletion,
  statusOfLine,
  takeCheckoutSeats,
} from './seats.js';

// One checkout for an itinerary (issue 16; decisions 0056-0058): starting it, the built-in
// provider's page API, and fulfilment and expiry, which Stripe's webhooks and the built-in
// provider's events both run.

const today = (now: Date) => now.toISOString().slice(0, 10);

const amountOf = (line: paymentsRepo.PaymentLine) => line.priceCents + line.feeCents;

/** Why a chosen line cannot be paid now (422 under itinerary_activity_ids), or null. */
function refusal(line: paymentsRepo.PaymentLine, now: Date): string | null {
  if (line.paymentStatus === 'paid') return M.alreadyPaid;
  if (!providerCanBePaid(providerFacts(line))) return M.providerNotReady;
  // Seats are not judged here: takeCheckoutSeats takes them, atomically (decision 0062).
  if (!notStarted({ startDate: line.startDate, today: today(now) })) return M.started;
  return null;
}

const sameItems = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

type Prepared =
  | { kind: 'reuse'; open: checkoutsRepo.CheckoutRow }
  | {
      kind: 'new';
      checkout: checkoutsRepo.CheckoutRow;
      chosen: paymentsRepo.PaymentLine[];
      replaced: string[];
      /** A payment plan's deposit (decision 0065). */
      depositCents?: number;
    };

/**
 * POST /api/v1/payment/checkout_sessions. The itinerary's row lock serialises a family's
 * checkouts: the same choice again (a double click, two tabs) answers the open checkout; another
 * choice replaces it (its hold ends). Nothing is held or charged on any refusal.
 */
export async function startCheckout(
  ctx: AppContext,
  user: CurrentUser,
  input: CheckoutSessionRequest,
): Promise<CheckoutSessionResponse> {
  const gateway = checkoutGatewayFor(ctx);
  const now = ctx.now();
  const prepared = await ctx.db.transaction(async (tx): Promise<Prepared> => {
    const it = await itinerariesRepo.findItinerary(tx, input.itinerary_id, true, user.id);
    if (!it) throw AppError.notFound(M.itineraryNotFound);
    if (it.status !== 'approved') throw AppError.conflict(M.notApproved);
    const lines = await paymentsRepo.paymentLinesOf(tx, [it.id]);
    let chosen: paymentsRepo.PaymentLine[] = [];
    if (input.itinerary_activity_ids) {
      const byId = new Map(lines.map((l) => [l.id, l]));
      for (const id of input.itinerary_activity_ids) {
        const line = byId.get(id);
        if (!line) throw AppError.field('itinerary_activity_ids', M.notInItinerary);
        const why = refusal(line, now);
        if (why) throw AppError.field('itinerary_activity_ids', why);
        chosen.push(line);
      }
    }
    const opens = await checkoutsRepo.openCheckoutsOf(tx, user.id, it.id);
    if (!input.itinerary_activity_ids) {
      // Every payable one: a full activity is not, unless the family's own open checkout
      // already holds its seat (the replacement below gives it back and takes it again) or a
      // waitlist offer holds it for them (decision 0063). A hold matters only for a full one, so
      // the holds are read only when one is full (two queries fewer on the usual start).
      const full = lines.filter((l) => refusal(l, now) === null && !hasSeatFor(seatFacts(l)));
      const held =
        full.length > 0
          ? await heldPlaces(
              tx,
              full.map((l) => l.id),
              now,
            )
          : new Set<number>();
      chosen = lines.filter(
        (l) => statusOfLine(l, it.status, today(now), held.has(l.id)) === 'available_for_payment',
      );
      if (chosen.length === 0) {
        // Say which activity is full rather than "nothing to pay" when that is the reason.
        throw AppError.field(
          'itinerary_activity_ids',
          full[0] ? M.noSeatsLeft(full[0].name) : M.nothingToPay,
        );
      }
    }
    const ids = chosen.map((l) => l.id);
    // In instalments: the schedule's rule (422 under plan when not offered); the deposit is charged now.
    const schedule =
      input.plan === 'instalments'
        ? plans.scheduleFor(
            chosen.map((l) => ({ amountCents: amountOf(l), startDate: l.startDate })),
            now,
          )
        : null;
    const replaced: string[] = [];
    const replacedItems: checkoutsRepo.CheckoutItemRow[] = [];
    for (const open of opens) {
      const items = await checkoutsRepo.itemsOf(tx, open.id);
      // Another request is still opening the provider's page for it: never end a checkout
      // that may become payable under us.
      if (!open.url) throw AppError.conflict(M.inProgress);
      if (
        open.expiresAt > now &&
        sameItems(
          items.map((i) => i.itineraryActivityId),
          ids,
        ) &&
        (await plans.isPlanCheckout(tx, open.id)) === (schedule !== null)
      )
        return { kind: 'reuse', open };
      replacedItems.push(...items);
    }
    // Giving seats back and taking others in one transaction: lock every row involved in one
    // order first, so two families swapping activities cannot deadlock (decision 0062).
    if (replacedItems.length > 0)
      await catalogRepo.lockActivities(tx, [
        ...replacedItems.map((i) => i.activityId),
        ...chosen.map((l) => l.activityId),
      ]);
    // The seats of activities chosen again are retaken, not offered to a waitlist (0063).
    if (opens.length > 0)
      replacingCheckout(
        tx,
        chosen.map((l) => l.id),
      );
    for (const open of opens) {
      await expireCheckout(tx, ctx, open.id);
      if (open.providerSessionId) replaced.push(open.providerSessionId);
    }
    const token = `cs_local_${randomBytes(12).toString('hex')}`;
    const checkout = await checkoutsRepo.insertCheckout(
      tx,
      {
        token,
        provider: gateway.kind,
        parentId: user.id,
        itineraryId: it.id,
        amountCents: schedule?.depositCents ?? chosen.reduce((sum, l) => sum + amountOf(l), 0),
        expiresAt: new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000),
        // The built-in provider's page is known now; Stripe's once its session exists.
        url: gateway.kind === 'local' ? `${ctx.config.APP_URL}${localCheckoutPath(token)}` : null,
      },
      chosen.map((l) => ({
        itineraryActivityId: l.id,
        activityId: l.activityId,
        providerUserId: l.directorId,
        amountCents: amountOf(l),
      })),
    );
    if (schedule) await plans.createPendingPlan(tx, checkout, schedule);
    // Last, so the activity rows' locks (the contended part) are held only until the commit.
    await takeCheckoutSeats(
      tx,
      ctx,
      { parentId: user.id, itineraryId: it.id },
      chosen.map((l) => ({ itineraryActivityId: l.id, activityId: l.activityId, name: l.name })),
    );
    return { kind: 'new', checkout, chosen, replaced, depositCents: schedule?.depositCents };
  });
  if (prepared.kind === 'reuse') return answer(prepared.open);
  const { checkout, chosen, replaced, depositCents } = prepared;
  for (const id of replaced) await gateway.expireSession(id);
  try {
    const customerId =
      depositCents === undefined
        ? undefined
        : await plans.stripeCustomerFor(ctx, checkout, user.email);
    const created = await gateway.createSession({
      customerId,
      chargeCents: depositCents,
      token: checkout.token,
      itineraryId: checkout.itineraryId,
      customerEmail: user.email,
      expiresAt: checkout.expiresAt,
      successUrl: `${ctx.config.APP_URL}${checkoutSuccessPath(
        gateway.kind === 'stripe' ? '{CHECKOUT_SESSION_ID}' : checkout.token,
      ).replace('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}')}`,
      cancelUrl: `${ctx.config.APP_URL}${checkoutCancelPath(checkout.itineraryId)}`,
      lines: chosen.map((l) => ({
        name: `${l.name} (${l.providerName})`,
        amountCents: amountOf(l),
        itineraryActivityId: l.id,
      })),
    });
    const url = created.url;
    // The built-in provider's page was stored with the checkout: no second transaction.
    if (created.providerSessionId !== null || url !== checkout.url)
      await ctx.db.transaction((tx) =>
        checkoutsRepo.setProviderSession(tx, checkout.id, {
          providerSessionId: created.providerSessionId ?? checkout.token,
          url,
        }),
      );
    return { url, checkout_session_id: created.providerSessionId ?? checkout.token };
  } catch (err) {
    // The provider could not open its page: the hold ends at once, and its seats with it.
    await ctx.db.transaction((tx) => expireCheckout(tx, ctx, checkout.id));
    throw err;
  }
}

const answer = (c: checkoutsRepo.CheckoutRow): CheckoutSessionResponse => ({
  url: c.url!,
  checkout_session_id: c.providerSessionId ?? c.token,
});

// ---- the built-in provider's page ---------------------------------------------------------

/** The parent's own local checkout, or 404 (another parent's reads as missing). */
async function ownLocalCheckout(tx: DbOrTx, token: string, userId: number, lock = false) {
  const checkout = await checkoutsRepo.findCheckout(tx, { token }, lock);
  if (!checkout || checkout.parentId !== userId || checkout.provider !== 'local')
    throw AppError.notFound(M.checkoutNotFound);
  return checkout;
}

const urls = (ctx: AppContext, c: checkoutsRepo.CheckoutRow) => ({
  return_url: `${ctx.config.APP_URL}${checkoutSuccessPath(c.token)}`,
  cancel_url: `${ctx.config.APP_URL}${checkoutCancelPath(c.itineraryId)}`,
});

export async function getLocalCheckout(
  ctx: AppContext,
  user: CurrentUser,
  token: string,
): Promise<{ checkout: LocalCheckout }> {
  if (checkoutGatewayFor(ctx).kind !== 'local') throw AppError.notFound(M.checkoutNotFound);
  return ctx.db.transaction(async (tx) => {
    let checkout = await ownLocalCheckout(tx, token, user.id);
    // A page opened after the hold ended shows it expired (the sweep may not have run yet).
    if (checkout.status === 'open' && checkout.expiresAt <= ctx.now())
      checkout = (await expireCheckout(tx, ctx, checkout.id)) ?? checkout;
    const items = await checkoutsRepo.itemsOf(tx, checkout.id);
    const lines = new Map(
      (await paymentsRepo.paymentLinesOf(tx, [checkout.itineraryId])).map((l) => [l.id, l]),
    );
    return {
      checkout: {
        id: checkout.token,
        status: checkout.status,
        amount_cents: checkout.amountCents,
        currency: 'usd',
        expires_at: checkout.expiresAt.toISOString(),
        ...urls(ctx, checkout),
        // A plan's deposit shows what it charges now per activity (decision 0065).
        items: (await plans.chargedNow(tx, checkout.id, items)).map((i) => {
          const line = lines.get(i.itineraryActivityId);
          return {
            itinerary_activity_id: i.itineraryActivityId,
            name: `${i.label}${line?.name ?? ''}`,
            provider_name: line?.providerName ?? '',
            child_name: line?.childName ?? '',
            amount_cents: i.amountCents,
          };
        }),
      },
    };
  });
}

function assertOpen(checkout: checkoutsRepo.CheckoutRow): void {
  if (checkout.status === 'complete') throw AppError.conflict(M.checkoutComplete);
  if (checkout.status === 'expired') throw AppError.conflict(M.checkoutExpired);
}

/**
 * POST /api/v1/payment/local_checkout/{id}/pay. A refused card changes nothing (the hold stays
 * until the checkout expires, so the parent can try another card); a good one emits
 * checkout.session.completed through the same handler as Stripe's webhook.
 */
export async function payLocalCheckout(
  ctx: AppContext,
  user: CurrentUser,
  token: string,
  card: z.output<typeof localCheckoutPaySchema>,
): Promise<LocalCheckoutPayResponse> {
  if (checkoutGatewayFor(ctx).kind !== 'local') throw AppError.notFound(M.checkoutNotFound);
  const outcome = localCheckoutOutcome(card.card_number);
  const paid = await ctx.db.transaction(async (tx) => {
    const checkout = await ownLocalCheckout(tx, token, user.id, true);
    assertOpen(checkout);
    if (checkout.expiresAt <= ctx.now()) {
      await expireCheckout(tx, ctx, checkout.id);
      return 'expired' as const;
    }
    if (outcome === 'three_d_secure') {
      if (card.three_d_secure === undefined)
        return { status: 402, field: 'three_d_secure', message: M.authenticationRequired };
      if (card.three_d_secure === 'fail')
        return { status: 402, field: '_base', message: M.authenticationFailed };
    } else if (outcome !== 'succeeds') {
      return { status: 402, field: '_base', message: checkoutDeclineMessage(outcome) };
    }
    // A plan's deposit keeps this card for the instalments (never the number).
    await plans.keepLocalCard(tx, checkout, card);
    const paymentId = `pi_local_${randomBytes(12).toString('hex')}`;
    const event = localEvent('checkout.session.completed', checkout, paymentId);
    await handleCheckoutEvent(tx, ctx, event, 'local');
    return checkout;
  });
  if (paid === 'expired') throw AppError.conflict(M.checkoutExpired);
  if ('status' in paid && typeof paid.status === 'number') {
    const refused = paid as { status: number; field: string; message: string };
    throw new AppError(
      refused.status,
      refused.field === '_base'
        ? { _base: [refused.message] }
        : { [refused.field]: [refused.message], _base: [refused.message] },
      'payment_failed',
    );
  }
  const checkout = paid as checkoutsRepo.CheckoutRow;
  publishItineraryEvent(ctx, {
    type: 'itinerary_updated',
    itinerary_id: checkout.itineraryId,
    reason: 'paid',
  });
  return { status: 'complete', redirect_url: urls(ctx, checkout).return_url };
}

/** POST /api/v1/payment/local_checkout/{id}/cancel: the hold ends now (checkout.session.expired). */
export async function cancelLocalCheckout(
  ctx: AppContext,
  user: CurrentUser,
  token: string,
): Promise<LocalCheckoutCancelResponse> {
  if (checkoutGatewayFor(ctx).kind !== 'local') throw AppError.notFound(M.checkoutNotFound);
  const checkout = await ctx.db.transaction(async (tx) => {
    const row = await ownLocalCheckout(tx, token, user.id, true);
    if (row.status === 'complete') throw AppError.conflict(M.checkoutComplete);
    if (row.status === 'open')
      await handleCheckoutEvent(
        tx,
        ctx,
        localEvent('checkout.session.expired', row, null),
        'local',
      );
    return row;
  });
  return { status: 'expired', redirect_url: urls(ctx, checkout).cancel_url };
}

/** The built-in provider's event, in Stripe's shape, so one handler serves both providers. */
function localEvent(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  c: checkoutsRepo.CheckoutRow,
  paymentId: string | null,
): Stripe.Event {
  return {
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: c.token,
        object: 'checkout.session',
        client_reference_id: c.token,
        payment_intent: paymentId,
        payment_status: paymentId ? 'paid' : 'unpaid',
        status: paymentId ? 'complete' : 'expired',
        amount_total: c.amountCents,
        currency: 'usd',
        metadata: { checkout_token: c.token, itinerary_id: String(c.itineraryId) },
      },
    },
  } as unknown as Stripe.Event;
}

// ---- events: fulfilment and expiry ----------------------------------------------------------

/**
 * Records the event (idempotent by event id) and handles it, inside the caller's transaction:
 * the built-in provider's path. Stripe's webhook route records the event itself and calls the
 * handlers below (CHECKOUT_WEBHOOK_HANDLERS).
 */
async function handleCheckoutEvent(
  tx: DbOrTx,
  ctx: AppContext,
  event: Stripe.Event,
  provider: 'local' | 'stripe',
): Promise<void> {
  const fresh = await commerceRepo.insertPaymentEvent(tx, {
    provider,
    eventId: event.id,
    type: event.type,
    payload: event as unknown as Record<string, unknown>,
    processedAt: ctx.now(),
  });
  if (fresh) await CHECKOUT_WEBHOOK_HANDLERS[event.type]?.(tx, event, ctx);
}

/** Our checkout of a Stripe (or local) Checkout Session object. */
async function checkoutOfSession(tx: DbOrTx, session: Stripe.Checkout.Session) {
  const token = session.metadata?.checkout_token ?? session.client_reference_id;
  if (!token) return null;
  const checkout = await checkoutsRepo.findCheckout(tx, { token }, true);
  // The id must match too: a session we did not create names no checkout of ours.
  if (!checkout || (checkout.providerSessionId ?? checkout.token) !== session.id) return null;
  return checkout;
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * Fulfils a paid checkout once: each item paid (amount, provider, payer, time), the checkout
 * complete, one transfer per provider (Stripe), the receipt and the directors' new-order mails.
 * A completion that arrives after the checkout expired is still fulfilled: the money was taken
 * and the family's seats are theirs (decision 0057).
 */
async function fulfil(
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
  if (checkout.status === 'expired') {
    // Its hold ended and gave the seats back (decision 0062): take them again where one is left.
    const seatless = await retakeSeatsOfLateCompletion(tx, items);
    if (seatless.length > 0) {
      // A seat is gone: nothing of it is booked; the seats retaken go back and the whole
      // payment is refunded, with a mail to the parent (decision 0064).
      await releaseCheckoutSeats(
        tx,
        ctx,
        items.filter((i) => !seatless.includes(i)),
      );
      await refundLateCompletion(tx, ctx, checkout, paymentId);
      return;
    }
    ctx.log.warn(
      { checkout: checkout.token },
      'checkout paid after it expired: fulfilled, seats taken again',
    );
  }
  const lines = new Map(
    (await paymentsRepo.paymentLinesOf(tx, [checkout.itineraryId])).map((l) => [l.id, l]),
  );
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
  // A plan's deposit pays its part of each activity (decision 0065); the rest comes later.
  const plan = await plans.depositOf(tx, checkout.id);
  const charged = plan ? plans.shareOf(paidItems, plan.deposit.amountCents) : paidItems;
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

/**
 * Ends an open checkout's hold once and gives its seats back in the same transaction; answers
 * the expired row, or null when it was not open. Every unpaid end of a hold comes here.
 */
async function expireCheckout(tx: DbOrTx, ctx: AppContext, id: number) {
  const closed = await checkoutsRepo.closeCheckout(tx, id, { status: 'expired', at: ctx.now() });
  if (closed) await releaseCheckoutSeats(tx, ctx, closed.releasedItems);
  return closed;
}

export type CheckoutWebhookHandler = (
  tx: DbOrTx,
  event: Stripe.Event,
  ctx: AppContext,
) => Promise<void>;

const completed: CheckoutWebhookHandler = async (tx, event, ctx) => {
  const session = event.data.object as Stripe.Checkout.Session;
  // A delayed method (bank debit) completes unpaid; async_payment_succeeded brings the money.
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return;
  const checkout = await checkoutOfSession(tx, session);
  if (!checkout) return;
  const intent = session.payment_intent;
  const paymentId = (typeof intent === 'string' ? intent : intent?.id) ?? session.id;
  await fulfil(tx, ctx, checkout, paymentId);
  publishAfterCommit(ctx, checkout.itineraryId);
};

const expired: CheckoutWebhookHandler = async (tx, event, ctx) => {
  const checkout = await checkoutOfSession(tx, event.data.object as Stripe.Checkout.Session);
  if (checkout?.status === 'open') await expireCheckout(tx, ctx, checkout.id);
};

/**
 * The parent's refetch hint. The webhook's transaction commits right after its handler; a hint
 * that arrives a moment early only makes the page refetch (it never carries data).
 */
function publishAfterCommit(ctx: AppContext, itineraryId: number) {
  setImmediate(() =>
    publishItineraryEvent(ctx, {
      type: 'itinerary_updated',
      itinerary_id: itineraryId,
      reason: 'paid',
    }),
  );
}

/** The checkout events payment-connect's Stripe webhook dispatches here. */
export const CHECKOUT_WEBHOOK_HANDLERS: Record<string, CheckoutWebhookHandler> = {
  'checkout.session.completed': completed,
  'checkout.session.async_payment_succeeded': completed,
  'checkout.session.expired': expired,
  'checkout.session.async_payment_failed': expired,
};

/**
 * Ends the holds of a parent whose account is being closed, inside that transaction; their
 * checkouts stay as accounting records. A Stripe page still open cannot be paid into a closed
 * account's itinerary: a late completion is fulfilled as any late one (decision 0057).
 */
export async function endCheckoutsOfParent(tx: DbOrTx, ctx: AppContext, parentId: number) {
  for (const c of await checkoutsRepo.openCheckoutsOfParent(tx, parentId))
    await expireCheckout(tx, ctx, c.id);
}

/**
 * The periodic sweep: open checkouts past their expiry end their holds (Stripe's expired event
 * does the same; whichever comes first wins, the other finds nothing open). Answers how many.
 */
export async function expireDueCheckouts(ctx: AppContext, limit = 100): Promise<number> {
  // One transaction per checkout: each gives back only its own seats (in activity order), so
  // a sweep never holds many activities' rows at once against the checkouts starting.
  let n = 0;
  for (let i = 0; i < limit; i += 1) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const [due] = await checkoutsRepo.claimExpiredCheckouts(tx, ctx.now(), 1);
      if (!due) return 'none' as const;
      return (await expireCheckout(tx, ctx, due.id)) ? ('expired' as const) : ('skipped' as const);
    });
    if (outcome === 'none') break;
    if (outcome === 'expired') n += 1;
  }
  return n;
}
