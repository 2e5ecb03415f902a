import type { PaymentAccountStatus, OnboardingStep } from '@camp/shared/enums';
import type { Config } from '../../../config.js';
import { stripeClient, type Stripe } from '../../../lib/stripe.js';

/** Where the provider sends the director back to (web routes of the camp-director area). */
export const ONBOARDING_PATHS = {
  /** The link expired or was already used: start again from the Stripe explainer page. */
  refresh: '/camp-director/stripe',
  /** Onboarding left (finished or not): refresh the status and route by it. */
  return: '/camp-director/check-status',
  /** The built-in simulator that stands in for Stripe's hosted onboarding. */
  local: '/camp-director/local-onboarding',
  /** The built-in simulator's account page (what Stripe's Express dashboard is for Stripe). */
  localAccount: '/camp-director/local-account',
} as const;

export interface AccountLinkRequest {
  userId: number;
  email: string;
  businessName: string | null;
  website: string | null;
  /** The connected account already created for this director, if any. */
  accountId: string | null;
}

export interface AccountLink {
  /** The connected account (created now when the request had none); null in local mode. */
  accountId: string | null;
  url: string;
}

/**
 * A payment-account (Connect) provider: Stripe Express, or the built-in local simulator when no
 * Stripe keys are configured (every external part has a working embedded default).
 */
export interface PaymentAccounts {
  readonly kind: 'stripe' | 'local';
  /** An onboarding link for the director, creating the connected account when needed. */
  createAccountLink(request: AccountLinkRequest): Promise<AccountLink>;
  /** The account's current status as the provider reports it (null: nothing to ask). */
  retrieveStatus(accountId: string): Promise<PaymentAccountStatus | null>;
  /**
   * Where the director of a ready account manages it: a one-time login link to Stripe's
   * Express dashboard, or the simulator's account page. Null when there is no account to open.
   */
  createDashboardLink(accountId: string | null): Promise<string | null>;
}

/** Stripe says "being verified" with these disabled reasons; anything else needs the director. */
const UNDER_REVIEW = new Set(['requirements.pending_verification', 'under_review']);

/**
 * A Connect account's status from Stripe's account object: charges and payouts enabled → ready;
 * details not submitted yet → not_connected (the director left onboarding early); submitted and
 * disabled for any reason but review → failed; submitted and waiting → pending.
 */
export function paymentStatusFromAccount(
  account: Pick<Stripe.Account, 'charges_enabled' | 'payouts_enabled' | 'details_submitted'> & {
    requirements?: { disabled_reason?: string | null } | null;
  },
): PaymentAccountStatus {
  if (account.charges_enabled && account.payouts_enabled) return 'ready';
  if (!account.details_submitted) return 'not_connected';
  const reason = account.requirements?.disabled_reason ?? null;
  if (reason && !UNDER_REVIEW.has(reason)) return 'failed';
  return 'pending';
}

/** The onboarding step a validated director is at, from the payment account's status. */
export function onboardingStepForPayment(status: PaymentAccountStatus): OnboardingStep {
  switch (status) {
    case 'ready':
      return 'connect_completed';
    case 'pending':
      return 'waiting_for_stripe_connect_completion';
    default:
      return 'waiting_for_details';
  }
}

export function stripePaymentAccounts(stripe: Stripe, appUrl: string): PaymentAccounts {
  return {
    kind: 'stripe',
    async createAccountLink(request) {
      let accountId = request.accountId;
      if (!accountId) {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            email: request.email,
            business_type: 'company',
            business_profile: {
              ...(request.businessName ? { name: request.businessName } : {}),
              ...(request.website ? { url: request.website } : {}),
            },
            capabilities: {
              card_payments: { requested: true },
              transfers: { requested: true },
            },
            metadata: { user_id: String(request.userId) },
          },
          // Two clicks at once must not open two accounts: Stripe answers a repeated key with
          // the first result.
          { idempotencyKey: `camp-connect-account-${request.userId}` },
        );
        accountId = account.id;
      }
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: `${appUrl}${ONBOARDING_PATHS.refresh}`,
        return_url: `${appUrl}${ONBOARDING_PATHS.return}`,
        type: 'account_onboarding',
      });
      return { accountId, url: link.url };
    },
    async retrieveStatus(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return paymentStatusFromAccount(account);
    },
    async createDashboardLink(accountId) {
      if (!accountId) return null;
      // Express accounts have no Stripe password: a login link signs the director in once.
      const link = await stripe.accounts.createLoginLink(accountId);
      return link.url;
    },
  };
}

export function localPaymentAccounts(appUrl: string): PaymentAccounts {
  return {
    kind: 'local',
    createAccountLink: async () =>
      Promise.resolve({ accountId: null, url: `${appUrl}${ONBOARDING_PATHS.local}` }),
    // The simulator writes its outcome directly; there is no remote account to ask.
    retrieveStatus: async () => Promise.resolve(null),
    createDashboardLink: async () => Promise.resolve(`${appUrl}${ONBOARDING_PATHS.localAccount}`),
  };
}

/** Stripe when a secret key is configured, the local simulator otherwise. */
export function paymentAccountsFor(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE' | 'APP_URL'>,
): PaymentAccounts {
  const stripe = stripeClient(config);
  return stripe
    ? stripePaymentAccounts(stripe, config.APP_URL)
    : localPaymentAccounts(config.APP_URL);
}
