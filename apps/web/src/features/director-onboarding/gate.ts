import type { Session } from '@camp/shared/auth';
import type { PaymentAccountStatus, RegistrationStatus } from '@camp/shared/enums';
import { paths } from '../../lib/paths';

/** Paths of the camp-director area that the onboarding gate knows. */
export const DIRECTOR_PATHS = {
  base: paths.director.home,
  programs: paths.director.programs,
  provider: paths.director.provider,
  congratulations: paths.director.congratulations,
  stripe: paths.director.stripe,
  checkStatus: paths.director.checkStatus,
  stripePending: paths.director.stripePending,
  stripeFailure: paths.director.stripeFailure,
  localOnboarding: paths.director.localOnboarding,
  localAccount: paths.director.localAccount,
} as const;

/** The pages outside the gate: check-status, stripe-pending and stripe-failure. */
const UNGATED: readonly string[] = [
  DIRECTOR_PATHS.checkStatus,
  DIRECTOR_PATHS.stripePending,
  DIRECTOR_PATHS.stripeFailure,
];

/** Where a validated director sets up the payment account (the simulator stands in for Stripe). */
const PAYMENT_SETUP: readonly string[] = [DIRECTOR_PATHS.stripe, DIRECTOR_PATHS.localOnboarding];

/** Onboarding pages a director with a ready payment account has no more use for. */
const DONE_WITH: readonly string[] = [
  DIRECTOR_PATHS.stripe,
  DIRECTOR_PATHS.congratulations,
  DIRECTOR_PATHS.provider,
  DIRECTOR_PATHS.localOnboarding,
];

export type GateSession = Pick<Session, 'zoho_profile' | 'stripe_account_status'>;

const normalise = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : pathname;

/**
 * The camp-director status gate (docs/decisions/0013): where a
 * director goes instead of `pathname`, or null to show it.
 * - needs provider profile → provider page;
 * - awaiting validation → congratulations;
 * - rejected → congratulations (which explains the rejection), except the provider page, where
 *   the director corrects and resubmits the profile;
 * - validated, payment account not ready (not_connected, pending) → stripe page;
 * - validated, payment account failed → stripe-failure (the stripe page stays open to retry);
 * - validated and ready → stripe, congratulations (and provider, local onboarding) go to programs;
 *   every other page shows.
 * check-status, stripe-pending and stripe-failure are never gated.
 */
export function directorGate(session: GateSession, pathname: string): { to: string } | null {
  const path = normalise(pathname);
  if (UNGATED.includes(path)) return null;
  const stay = (target: string) => (path === target ? null : { to: target });
  const registration = (session.zoho_profile ?? 'needs_provider_profile') as RegistrationStatus;
  switch (registration) {
    case 'awaiting_validation':
      return stay(DIRECTOR_PATHS.congratulations);
    case 'rejected':
      // The provider page stays open to correct and resubmit the profile (decision 0032).
      return path === DIRECTOR_PATHS.provider ? null : stay(DIRECTOR_PATHS.congratulations);
    case 'validated': {
      const payment = (session.stripe_account_status ?? 'not_connected') as PaymentAccountStatus;
      if (payment === 'ready') {
        return DONE_WITH.includes(path) ? { to: DIRECTOR_PATHS.programs } : null;
      }
      if (PAYMENT_SETUP.includes(path)) return null;
      if (payment === 'failed') return { to: DIRECTOR_PATHS.stripeFailure };
      // The two not-ready values (not_connected, pending).
      return { to: DIRECTOR_PATHS.stripe };
    }
    default:
      return stay(DIRECTOR_PATHS.provider);
  }
}

/** Whether check-status asks the server for a fresh status (needs profile, or a payment account
 * that is not ready yet: the director may be coming back from the provider's onboarding). */
export function checkStatusShouldRefresh(session: GateSession): boolean {
  const registration = session.zoho_profile ?? 'needs_provider_profile';
  if (registration === 'needs_provider_profile') return true;
  return registration === 'validated' && session.stripe_account_status !== 'ready';
}

/**
 * Where check-status goes with the (refreshed) status: a validated director to the page for
 * the payment account's state, everyone else to congratulations, whose gate takes it from there
 * (needs provider profile → provider page).
 */
export function checkStatusDestination(session: GateSession): string {
  if (session.zoho_profile === 'needs_provider_profile' || session.zoho_profile === null) {
    return DIRECTOR_PATHS.provider;
  }
  if (session.zoho_profile !== 'validated') return DIRECTOR_PATHS.congratulations;
  switch (session.stripe_account_status) {
    case 'ready':
      return DIRECTOR_PATHS.programs;
    case 'pending':
      return DIRECTOR_PATHS.stripePending;
    case 'failed':
      return DIRECTOR_PATHS.stripeFailure;
    default:
      return DIRECTOR_PATHS.stripe;
  }
}
