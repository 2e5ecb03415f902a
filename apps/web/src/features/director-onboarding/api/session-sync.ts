import type { OnboardingStatus } from '@camp/shared/provider-profile';
import { getSession, updateSession } from '../../../lib/session';

/**
 * Stores a status the server answered in the session (zoho_profile, stripe_account_status), so
 * the area's gate routes on it at once. Only writes when something changed.
 */
export function applyOnboardingStatus(status: OnboardingStatus): void {
  const current = getSession();
  if (!current) return;
  if (
    current.zoho_profile === status.status &&
    current.stripe_account_status === status.stripe_account_status
  ) {
    return;
  }
  updateSession({
    zoho_profile: status.status,
    stripe_account_status: status.stripe_account_status,
  });
}
