import type { LocalOnboardingOutcome, OnboardingStatus } from '@camp/shared/provider-profile';
import type { PaymentAccountStatus } from '@camp/shared/enums';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { stripeEnabled, verifyWebhookEvent, type Stripe } from '../../../lib/stripe.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import {
  onboardingStepForPayment,
  paymentAccountsFor,
  paymentStatusFromAccount,
} from './accounts.js';
import { PARENT_PAYMENT_WEBHOOK_HANDLERS } from '../subscriptions/webhooks.js';
import { CHECKOUT_WEBHOOK_HANDLERS } from '../checkout/events.js';
import { PAY_NOW_WEBHOOK_HANDLERS, isPayNowSessionEvent } from '../plans/stripe-pay-now.js';
import { REFUND_WEBHOOK_HANDLERS } from '../refunds/events.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as auditRepo from '../../../data/audit/repository.js';
import * as commerceRepo from '../../../data/commerce/repository.js';

export const NOT_VALIDATED_MESSAGE =
  'Your provider profile has to be validated before you can set up payments.';
export const ALREADY_READY_MESSAGE = 'Your payment account is already set up.';
export const NOT_READY_MESSAGE = 'Your payment account is not set up yet.';
export const PROVIDER_UNREACHABLE_MESSAGE =
  'We could not reach Stripe. Please try again in a moment.';

/** The answer of every onboarding call (and the session's zoho_profile/stripe_account_status). */
export function toOnboardingStatus(row: accountsRepo.DirectorProfileRow): OnboardingStatus {
  return {
    status: row.registrationStatus,
    stripe_account_status: row.paymentAccountStatus,
    onboarding_step: row.onboardingStep,
    rejection_reason: row.registrationStatus === 'rejected' ? row.rejectionReason : null,
  };
}

async function requireValidated(db: DbOrTx, userId: number, lock: boolean) {
  const row = lock
    ? await accountsRepo.lockDirectorProfile(db, userId)
    : await accountsRepo.findDirectorProfile(db, userId);
  if (!row) throw AppError.notFound();
  if (row.registrationStatus !== 'validated') throw AppError.conflict(NOT_VALIDATED_MESSAGE);
  if (row.paymentAccountStatus === 'ready') throw AppError.conflict(ALREADY_READY_MESSAGE);
  return row;
}

/**
 * Moves a director's payment account to `status` (with the matching onboarding step) and
 * records the change in the audit log; a status that does not change writes nothing.
 */
async function applyPaymentStatus(
  db: DbOrTx,
  row: accountsRepo.DirectorProfileRow,
  status: PaymentAccountStatus,
  audit: { actorId: number | null; source: string; eventId?: string },
): Promise<accountsRepo.DirectorProfileRow> {
  if (row.paymentAccountStatus === status) return row;
  const updated = await accountsRepo.updateDirectorProfile(db, row.userId, {
    paymentAccountStatus: status,
    onboardingStep: onboardingStepForPayment(status),
  });
  await auditRepo.insert(db, {
    actorId: audit.actorId,
    entityType: 'camp_director_profiles',
    entityId: row.userId,
    action: 'payment_account_status',
    fromStatus: row.paymentAccountStatus,
    toStatus: status,
    data: { source: audit.source, ...(audit.eventId ? { event_id: audit.eventId } : {}) },
  });
  return updated;
}

/**
 * POST /api/v1/payment/connect/account_links: the link where a validated director sets up the
 * payment account (Stripe Express onboarding, or the local simulator page).
 */
export async function createAccountLink(
  ctx: AppContext,
  user: CurrentUser,
): Promise<{ url: string }> {
  const profile = await requireValidated(ctx.db, user.id, false);
  const accounts = paymentAccountsFor(ctx.config);
  let link;
  try {
    link = await accounts.createAccountLink({
      userId: user.id,
      email: user.email,
      businessName: profile.organisationName,
      website: profile.website,
      accountId: profile.stripeAccountId,
    });
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'payment account link failed');
    throw AppError.base(502, PROVIDER_UNREACHABLE_MESSAGE, 'provider_unavailable');
  }
  await ctx.db.transaction(async (tx) => {
    if (link.accountId) await accountsRepo.setStripeAccountIdOnce(tx, user.id, link.accountId);
    const row = await accountsRepo.lockDirectorProfile(tx, user.id);
    // The form phase is over once a link exists: the director now owes the provider details.
    if (row && row.onboardingStep === 'form_completed') {
      await accountsRepo.updateDirectorProfile(tx, user.id, {
        onboardingStep: 'waiting_for_details',
      });
    }
  });
  return { url: link.url };
}

/**
 * POST /api/v1/payment/connect/dashboard_links: where the director of a ready payment account
 * opens it (the profile's 'Stripe' button): Stripe's Express dashboard through a one-time login
 * link, or the local simulator's account page. 409 before validation or while not ready (the
 * account link is the way then).
 */
export async function createDashboardLink(
  ctx: AppContext,
  user: CurrentUser,
): Promise<{ url: string }> {
  const profile = await accountsRepo.findDirectorProfile(ctx.db, user.id);
  if (!profile) throw AppError.notFound();
  if (profile.registrationStatus !== 'validated') throw AppError.conflict(NOT_VALIDATED_MESSAGE);
  if (profile.paymentAccountStatus !== 'ready') throw AppError.conflict(NOT_READY_MESSAGE);
  let url: string | null;
  try {
    url = await paymentAccountsFor(ctx.config).createDashboardLink(profile.stripeAccountId);
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'payment dashboard link failed');
    throw AppError.base(502, PROVIDER_UNREACHABLE_MESSAGE, 'provider_unavailable');
  }
  // Ready in Stripe mode without a Stripe account: set up with the simulator before the keys.
  if (!url) throw AppError.conflict(NOT_READY_MESSAGE);
  return { url };
}

const LOCAL_OUTCOME_STATUS: Record<LocalOnboardingOutcome, PaymentAccountStatus> = {
  complete: 'ready',
  pending: 'pending',
  fail: 'failed',
};

/**
 * POST /api/v1/payment/connect/local_onboarding: the built-in simulator's outcome. Only without
 * Stripe keys (404 otherwise: with Stripe configured, only Stripe says when an account is ready).
 */
export async function completeLocalOnboarding(
  ctx: AppContext,
  user: CurrentUser,
  outcome: LocalOnboardingOutcome,
): Promise<OnboardingStatus> {
  if (stripeEnabled(ctx.config)) throw AppError.notFound();
  return ctx.db.transaction(async (tx) => {
    const row = await requireValidated(tx, user.id, true);
    const updated = await applyPaymentStatus(tx, row, LOCAL_OUTCOME_STATUS[outcome], {
      actorId: user.id,
      source: 'local_onboarding',
    });
    return toOnboardingStatus(updated);
  });
}

/**
 * Asks the provider for the account's current status and stores it (the status refresh of
 * check-status). Nothing to ask in local mode, before validation or without an account.
 */
export async function syncAccountStatus(ctx: AppContext, userId: number): Promise<void> {
  const profile = await accountsRepo.findDirectorProfile(ctx.db, userId);
  if (!profile?.stripeAccountId || profile.registrationStatus !== 'validated') return;
  const accounts = paymentAccountsFor(ctx.config);
  if (accounts.kind !== 'stripe') return;
  let status: PaymentAccountStatus | null;
  try {
    status = await accounts.retrieveStatus(profile.stripeAccountId);
  } catch (err) {
    ctx.log.error({ err, userId }, 'payment account status refresh failed');
    throw AppError.base(502, PROVIDER_UNREACHABLE_MESSAGE, 'provider_unavailable');
  }
  if (!status) return;
  const next = status;
  await ctx.db.transaction(async (tx) => {
    const row = await accountsRepo.lockDirectorProfile(tx, userId);
    if (row) await applyPaymentStatus(tx, row, next, { actorId: userId, source: 'refresh' });
  });
}

type WebhookHandler = (tx: DbOrTx, event: Stripe.Event, ctx: AppContext) => Promise<void>;

/**
 * Checkout Session events: an instalment's 'Pay now' session (its metadata's kind, decision
 * 0071) goes to the payment plans, any other to the itinerary's checkout.
 */
const CHECKOUT_SESSION_HANDLERS: Partial<Record<string, WebhookHandler>> = Object.fromEntries(
  Object.entries(CHECKOUT_WEBHOOK_HANDLERS).map(([type, handler]): [string, WebhookHandler] => [
    type,
    async (tx, event, ctx) => {
      if (isPayNowSessionEvent(event)) await PAY_NOW_WEBHOOK_HANDLERS[type]?.(tx, event, ctx);
      else await handler(tx, event, ctx);
    },
  ]),
);

/**
 * Connect events this module handles, and the parent-package events (subscriptions, invoices,
 * one-time payments) payments/subscriptions handles; other event types are recorded and
 * acknowledged.
 */
const WEBHOOK_HANDLERS: Partial<Record<string, WebhookHandler>> = {
  ...PARENT_PAYMENT_WEBHOOK_HANDLERS,
  ...CHECKOUT_SESSION_HANDLERS,
  ...REFUND_WEBHOOK_HANDLERS,
  'account.updated': async (tx, event) => {
    const account = event.data.object as Stripe.Account;
    const row = await accountsRepo.lockDirectorProfile(tx, { stripeAccountId: account.id });
    if (!row) return;
    await applyPaymentStatus(tx, row, paymentStatusFromAccount(account), {
      actorId: null,
      source: 'webhook',
      eventId: event.id,
    });
  },
};

export const INVALID_SIGNATURE_MESSAGE = 'Invalid Stripe signature';

/**
 * POST /api/v1/payment/webhooks: checks the signature on the raw body, then handles each event
 * id once (the payment_events row and the change commit together, so a retry after a failure
 * is handled again, and a replay of a handled event changes nothing).
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
  if (!stripeEnabled(ctx.config) || !secret) throw AppError.notFound();
  if (!signature) throw AppError.badRequest(INVALID_SIGNATURE_MESSAGE);
  let event: Stripe.Event;
  try {
    event = verifyWebhookEvent(ctx.config, rawBody, signature, secret);
  } catch {
    throw AppError.badRequest(INVALID_SIGNATURE_MESSAGE);
  }
  let fresh: boolean;
  try {
    fresh = await ctx.db.transaction(async (tx) => {
      const inserted = await commerceRepo.insertPaymentEvent(tx, {
        eventId: event.id,
        type: event.type,
        payload: event as unknown as Record<string, unknown>,
        processedAt: ctx.now(),
      });
      if (!inserted) return false;
      await WEBHOOK_HANDLERS[event.type]?.(tx, event, ctx);
      return true;
    });
  } catch (err) {
    // Nothing of the event was stored (one transaction); any non-2xx makes Stripe deliver it
    // again. A Stripe API call of the handler that failed (a refused transfer, Stripe down)
    // carries Stripe's own 4xx status and message, which are not this request's fault and must
    // not be echoed: answer 502.
    const type = (err as { type?: unknown }).type;
    if (typeof type === 'string' && type.startsWith('Stripe')) {
      ctx.log.error({ err, eventId: event.id, type: event.type }, 'webhook handling failed');
      throw AppError.base(502, PROVIDER_UNREACHABLE_MESSAGE, 'provider_unavailable');
    }
    throw err;
  }
  return { received: true, duplicate: !fresh };
}
