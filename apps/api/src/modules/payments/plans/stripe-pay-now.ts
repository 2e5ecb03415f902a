import { checkoutCancelPath } from '@camp/shared/checkout';
import {
  PAYMENT_PLAN_MESSAGES as M,
  instalmentPaidPath,
  planCardSavedPath,
  type ChangePlanCardResponse,
  type PayInstalmentRedirect,
} from '@camp/shared/payment-plan';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { stripeClient, type Stripe } from '../../../lib/stripe.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import * as plansRepo from '../../../data/commerce/payment-plans.js';
import * as paymentsRepo from '../../../data/itineraries/payments.js';
import { publishItineraryEvent } from '../../realtime/index.js';
import { checkoutOfPlan, settleInstalment } from './instalments.js';
import {
  CARD_SESSION_KIND,
  PAY_NOW_SESSION_KIND,
  closeSession,
  createCardSession,
  createInstalmentSession,
  savedCardOf,
  setupCardOf,
} from './stripe-plans.js';

// 'Pay now' for a failed instalment of a Stripe plan (decision 0071): a
// payment-mode Stripe Checkout Session for that instalment, where the parent pays with the saved
// card or a new one (3-D Secure passes there, not off-session). Its checkout.session.completed
// settles the instalment once, as the job does, and its card becomes the plan's.

/** Stripe refuses a session shorter than 30 minutes; one more covers the call's own delay. */
const SESSION_MINUTES = 31;

const PROVIDER_UNREACHABLE = 'We could not reach Stripe. Please try again in a moment.';

type Step =
  | { kind: 'reuse'; url: string }
  | {
      kind: 'create';
      attempt: number;
      expiresAt: Date;
      session: Parameters<typeof createInstalmentSession>[1];
    };

/**
 * POST /api/v1/payment/plans/{id}/instalments/{instalment_id}/pay with Stripe keys: answers the
 * Stripe Checkout page of a failed instalment of the parent's Stripe plan (another parent's
 * 404, an instalment not failed 409). A session still open is answered again: a second click or
 * tab never opens a second one. Null when Stripe is not configured or the plan is the built-in
 * provider's (service.payInstalmentNow then handles it, unchanged).
 */
export async function startStripePayNow(
  ctx: AppContext,
  user: CurrentUser,
  planId: number,
  instalmentId: number,
): Promise<PayInstalmentRedirect | null> {
  const stripe = stripeClient(ctx.config);
  if (!stripe) return null;
  // The plan's and instalment's row locks serialise the parent's clicks; the attempt is stored
  // before Stripe is called, so the job already leaves this instalment alone while it is open.
  const step = await ctx.db.transaction(async (tx): Promise<Step | null> => {
    const plan = await plansRepo.findPlan(tx, { id: planId }, true);
    if (!plan || plan.parentId !== user.id || plan.status === 'pending')
      throw AppError.notFound(M.planNotFound);
    const instalment = await plansRepo.findInstalment(tx, instalmentId, true);
    if (!instalment || instalment.planId !== plan.id) throw AppError.notFound(M.instalmentNotFound);
    if (plan.provider !== 'stripe' || !plan.customerId) return null;
    if (instalment.status !== 'failed') throw AppError.conflict(M.notFailed);
    const now = ctx.now();
    if (instalment.payNowExpiresAt && instalment.payNowExpiresAt > now) {
      if (instalment.payNowUrl) return { kind: 'reuse', url: instalment.payNowUrl };
      // An attempt whose answer was never stored (a crash, or a click racing this one): the
      // same attempt with the same parameters, so Stripe answers its session again.
      return create(
        tx,
        ctx,
        plan,
        instalment,
        instalment.payNowAttempts,
        instalment.payNowExpiresAt,
      );
    }
    if (instalment.payNowSessionId) {
      // The last session ended: make sure it can no longer be paid before opening another.
      const last = await closeSession(stripe, instalment.payNowSessionId).catch((err: unknown) => {
        ctx.log.error({ err, instalmentId }, 'pay-now: the last Checkout Session was not closed');
        throw AppError.base(502, PROVIDER_UNREACHABLE, 'provider_unavailable');
      });
      if (last === 'complete') throw AppError.conflict(M.notFailed);
    }
    const attempt = instalment.payNowAttempts + 1;
    const expiresAt = new Date(now.getTime() + SESSION_MINUTES * 60_000);
    await plansRepo.markPayNowAttempt(tx, instalment.id, { attempts: attempt, expiresAt });
    return create(tx, ctx, plan, instalment, attempt, expiresAt);
  });
  if (step === null) return null;
  if (step.kind === 'reuse') return { url: step.url };
  let session: { sessionId: string; url: string };
  try {
    session = await createInstalmentSession(stripe, step.session);
  } catch (err) {
    // The attempt stays marked: the next click repeats it with the same idempotency key.
    ctx.log.error({ err, instalmentId }, 'pay-now Checkout Session failed');
    throw AppError.base(502, PROVIDER_UNREACHABLE, 'provider_unavailable');
  }
  await ctx.db.transaction((tx) =>
    plansRepo.recordPayNowSession(tx, instalmentId, step.attempt, session),
  );
  return { url: session.url };
}

/** What the Checkout Session of one attempt is made of (fixed by the attempt and its expiry). */
async function create(
  tx: DbOrTx,
  ctx: AppContext,
  plan: plansRepo.PlanRow,
  instalment: plansRepo.InstalmentRow,
  attempt: number,
  expiresAt: Date,
): Promise<Step> {
  const checkout = await checkoutOfPlan(tx, plan);
  const items = await checkoutsRepo.itemsOf(tx, checkout.id);
  const lines = new Map(
    (await paymentsRepo.paymentLinesOf(tx, [plan.itineraryId])).map((l) => [l.id, l]),
  );
  const names = items.map((i) => lines.get(i.itineraryActivityId)?.name ?? 'Activity');
  const count = (await plansRepo.instalmentsOf(tx, [plan.id])).length - 1;
  return {
    kind: 'create',
    attempt,
    expiresAt,
    session: {
      customerId: plan.customerId!,
      name: `Instalment ${instalment.sequence} of ${count}: ${names.join(', ')}`,
      amountCents: instalment.amountCents,
      transferGroup: checkout.token,
      metadata: {
        payment_plan_id: String(plan.id),
        plan_instalment_id: String(instalment.id),
        itinerary_id: String(plan.itineraryId),
      },
      successUrl: `${ctx.config.APP_URL}${instalmentPaidPath(plan.itineraryId)}`,
      cancelUrl: `${ctx.config.APP_URL}${checkoutCancelPath(plan.itineraryId)}`,
      expiresAt,
      idempotencyKey: `camp-instalment-${instalment.id}-pay-now-${attempt}`,
    },
  };
}

/**
 * POST /api/v1/payment/plans/{id}/card ('Change card', decision 0071): a setup-mode Stripe
 * Checkout page where the parent of an active or overdue Stripe plan saves another card (3-D
 * Secure there); its completion makes it the plan's card. Another parent's plan 404; a closed or
 * paid plan 409; a plan whose card is not Stripe's (or no Stripe keys) 409.
 */
export async function startCardChange(
  ctx: AppContext,
  user: CurrentUser,
  planId: number,
): Promise<ChangePlanCardResponse> {
  const plan = await plansRepo.findPlan(ctx.db, { id: planId });
  if (!plan || plan.parentId !== user.id || plan.status === 'pending')
    throw AppError.notFound(M.planNotFound);
  const stripe = stripeClient(ctx.config);
  if (!stripe || plan.provider !== 'stripe' || !plan.customerId)
    throw AppError.conflict(M.cardChangeStripeOnly);
  if (plan.status !== 'active' && plan.status !== 'defaulted')
    throw AppError.conflict(M.planClosed);
  try {
    return {
      url: (
        await createCardSession(stripe, {
          customerId: plan.customerId,
          metadata: { payment_plan_id: String(plan.id), itinerary_id: String(plan.itineraryId) },
          successUrl: `${ctx.config.APP_URL}${planCardSavedPath(plan.itineraryId)}`,
          cancelUrl: `${ctx.config.APP_URL}${checkoutCancelPath(plan.itineraryId)}`,
          expiresAt: new Date(ctx.now().getTime() + SESSION_MINUTES * 60_000),
        })
      ).url,
    };
  } catch (err) {
    ctx.log.error({ err, planId }, 'change-card Checkout Session failed');
    throw AppError.base(502, PROVIDER_UNREACHABLE, 'provider_unavailable');
  }
}

// ---- Stripe's events for these sessions (payments/connect's webhook dispatches them here) ------

type Handler = (tx: DbOrTx, event: Stripe.Event, ctx: AppContext) => Promise<void>;

const kindOf = (event: Stripe.Event) => {
  const object = event.data.object as { object?: string; metadata?: Record<string, string> | null };
  return object.object === 'checkout.session' ? object.metadata?.kind : undefined;
};

/**
 * Whether a checkout.session.* event is a plan's own session, 'Pay now' or 'Change card' (else
 * it is an itinerary's checkout).
 */
export function isPayNowSessionEvent(event: Stripe.Event): boolean {
  const kind = kindOf(event);
  return kind === PAY_NOW_SESSION_KIND || kind === CARD_SESSION_KIND;
}

/** The plan and instalment the session's metadata names, locked (plan first, as 'Pay now' does). */
async function lockedOf(tx: DbOrTx, session: Stripe.Checkout.Session) {
  const planId = Number(session.metadata?.payment_plan_id);
  const instalmentId = Number(session.metadata?.plan_instalment_id);
  if (!Number.isSafeInteger(planId) || !Number.isSafeInteger(instalmentId)) return null;
  const plan = await plansRepo.findPlan(tx, { id: planId }, true);
  const instalment = plan ? await plansRepo.findInstalment(tx, instalmentId, true) : null;
  if (!plan || !instalment || instalment.planId !== plan.id) return null;
  return { plan, instalment };
}

/**
 * A paid 'Pay now' session: the instalment is settled once (marked paid from failed, booked per
 * activity with the 10% rule, one transfer per provider, the receipt), the card the session's
 * PaymentIntent saved becomes the plan's, and a defaulted plan is active again (or paid).
 */
const completed: Handler = async (tx, event, ctx) => {
  if (kindOf(event) === CARD_SESSION_KIND) return cardSaved(tx, event, ctx);
  const session = event.data.object as Stripe.Checkout.Session;
  // A delayed method completes unpaid; async_payment_succeeded brings the money.
  if (session.payment_status !== 'paid') return;
  const paymentId =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : session.payment_intent?.id;
  const found = await lockedOf(tx, session);
  if (!found || !paymentId) return;
  const { plan, instalment } = found;
  if (instalment.status === 'paid') {
    if (instalment.providerPaymentId !== paymentId)
      // Cannot happen while the job waits out the session (decision 0071); loud if it does.
      ctx.log.error(
        { instalmentId: instalment.id, paymentId, paidWith: instalment.providerPaymentId },
        'pay-now session paid for an instalment already paid',
      );
    return;
  }
  const stripe = stripeClient(ctx.config);
  const card = stripe ? await savedCardOf(stripe, paymentId) : null;
  const withCard = card
    ? await plansRepo.updatePlanFrom(tx, plan.id, ['active', 'defaulted'], {
        paymentMethodId: card.paymentMethodId,
        cardBrand: card.brand,
        cardLast4: card.last4,
      })
    : null;
  await settleInstalment(
    tx,
    ctx,
    withCard ?? plan,
    await checkoutOfPlan(tx, plan),
    instalment,
    paymentId,
  );
  // A hint to refetch; the webhook's transaction commits right after this handler.
  setImmediate(() =>
    publishItineraryEvent(ctx, {
      type: 'itinerary_updated',
      itinerary_id: plan.itineraryId,
      reason: 'paid',
    }),
  );
};

/**
 * An expired (or unpaid) 'Pay now' session: the instalment stays failed and keeps its retry
 * schedule; the session is forgotten, so the job may charge it and 'Pay now' opens a new one.
 */
const ended: Handler = async (tx, event) => {
  if (kindOf(event) === CARD_SESSION_KIND) return; // nothing was kept for it
  const session = event.data.object as Stripe.Checkout.Session;
  const found = await lockedOf(tx, session);
  if (found) await plansRepo.clearPayNow(tx, found.instalment.id, session.id);
};

/**
 * A completed 'Change card' session: the card its SetupIntent saved becomes the plan's (an
 * active or overdue plan only). A replayed event sets the same card again.
 */
const cardSaved: Handler = async (tx, event, ctx) => {
  const session = event.data.object as Stripe.Checkout.Session;
  const planId = Number(session.metadata?.payment_plan_id);
  const setupIntent =
    typeof session.setup_intent === 'string' ? session.setup_intent : session.setup_intent?.id;
  const stripe = stripeClient(ctx.config);
  if (!Number.isSafeInteger(planId) || !setupIntent || !stripe) return;
  const plan = await plansRepo.findPlan(tx, { id: planId }, true);
  // The customer must match too: a session of another customer names no plan of ours.
  if (!plan || plan.customerId !== session.customer) return;
  const card = await setupCardOf(stripe, setupIntent);
  if (!card) return;
  await plansRepo.updatePlanFrom(tx, plan.id, ['active', 'defaulted'], {
    paymentMethodId: card.paymentMethodId,
    cardBrand: card.brand,
    cardLast4: card.last4,
  });
  setImmediate(() =>
    publishItineraryEvent(ctx, {
      type: 'itinerary_updated',
      itinerary_id: plan.itineraryId,
      reason: 'paid',
    }),
  );
};

export const PAY_NOW_WEBHOOK_HANDLERS: Partial<Record<string, Handler>> = {
  'checkout.session.completed': completed,
  'checkout.session.async_payment_succeeded': completed,
  'checkout.session.expired': ended,
  'checkout.session.async_payment_failed': ended,
};
