import { describe, expect, it } from 'vitest';
import {
  DIRECTOR_PATHS as P,
  checkStatusDestination,
  checkStatusShouldRefresh,
  directorGate,
  type GateSession,
} from './gate';

const s = (
  zoho_profile: string | null,
  stripe_account_status: string | null = 'not_connected',
): GateSession => ({
  zoho_profile,
  stripe_account_status,
});

const AREA_PAGES = [
  P.base,
  P.programs,
  '/camp-director/orders',
  '/camp-director/profile',
  '/camp-director/create-program',
  '/camp-director/program/3',
  P.provider,
  P.congratulations,
  P.stripe,
  P.localOnboarding,
];
const UNGATED = [P.checkStatus, P.stripePending, P.stripeFailure];

function gateAll(session: GateSession) {
  return Object.fromEntries(AREA_PAGES.map((p) => [p, directorGate(session, p)?.to ?? null]));
}

describe('directorGate', () => {
  it('sends a director who needs the provider profile to the provider page', () => {
    for (const session of [s('needs_provider_profile'), s(null, null)]) {
      const result = gateAll(session);
      expect(result[P.provider]).toBeNull();
      for (const page of AREA_PAGES.filter((p) => p !== P.provider)) {
        expect(result[page], page).toBe(P.provider);
      }
    }
  });

  it('sends a director awaiting validation to congratulations', () => {
    const result = gateAll(s('awaiting_validation'));
    expect(result[P.congratulations]).toBeNull();
    for (const page of AREA_PAGES.filter((p) => p !== P.congratulations)) {
      expect(result[page], page).toBe(P.congratulations);
    }
  });

  it('shows a rejected director the congratulations page (which explains the rejection) and the provider page to resubmit', () => {
    const result = gateAll(s('rejected'));
    expect(result[P.congratulations]).toBeNull();
    expect(result[P.provider]).toBeNull();
    for (const page of AREA_PAGES.filter((p) => p !== P.congratulations && p !== P.provider)) {
      expect(result[page], page).toBe(P.congratulations);
    }
  });

  it('sends a validated director whose payment account is not ready to the stripe page', () => {
    for (const payment of ['not_connected', 'pending', null]) {
      const result = gateAll(s('validated', payment));
      expect(result[P.stripe]).toBeNull();
      expect(result[P.localOnboarding]).toBeNull();
      for (const page of AREA_PAGES.filter((p) => p !== P.stripe && p !== P.localOnboarding)) {
        expect(result[page], `${payment} ${page}`).toBe(P.stripe);
      }
    }
  });

  it('sends a validated director whose payment account failed to stripe-failure, stripe stays open', () => {
    const result = gateAll(s('validated', 'failed'));
    expect(result[P.stripe]).toBeNull();
    expect(result[P.localOnboarding]).toBeNull();
    expect(result[P.programs]).toBe(P.stripeFailure);
    expect(result[P.congratulations]).toBe(P.stripeFailure);
  });

  it('shows a ready director the area; stripe and congratulations go to programs', () => {
    const result = gateAll(s('validated', 'ready'));
    expect(result[P.stripe]).toBe(P.programs);
    expect(result[P.congratulations]).toBe(P.programs);
    expect(result[P.provider]).toBe(P.programs);
    expect(result[P.localOnboarding]).toBe(P.programs);
    for (const page of [
      P.base,
      P.programs,
      '/camp-director/orders',
      '/camp-director/profile',
      '/camp-director/program/3',
    ]) {
      expect(result[page], page).toBeNull();
    }
  });

  it('never gates check-status, stripe-pending and stripe-failure', () => {
    for (const session of [
      s('needs_provider_profile'),
      s('awaiting_validation'),
      s('rejected'),
      s('validated', 'not_connected'),
      s('validated', 'failed'),
      s('validated', 'ready'),
    ]) {
      for (const page of UNGATED) expect(directorGate(session, page)).toBeNull();
    }
  });

  it('ignores a trailing slash', () => {
    expect(directorGate(s('awaiting_validation'), '/camp-director/congratulations/')).toBeNull();
    expect(directorGate(s('validated', 'ready'), '/camp-director/stripe/')).toEqual({
      to: P.programs,
    });
  });
});

describe('check-status', () => {
  it('refreshes while the profile is needed or the payment account is not ready', () => {
    expect(checkStatusShouldRefresh(s('needs_provider_profile'))).toBe(true);
    expect(checkStatusShouldRefresh(s('validated', 'not_connected'))).toBe(true);
    expect(checkStatusShouldRefresh(s('validated', 'pending'))).toBe(true);
    expect(checkStatusShouldRefresh(s('validated', 'failed'))).toBe(true);
    expect(checkStatusShouldRefresh(s('validated', 'ready'))).toBe(false);
    expect(checkStatusShouldRefresh(s('awaiting_validation'))).toBe(false);
    expect(checkStatusShouldRefresh(s('rejected'))).toBe(false);
  });

  it('goes to congratulations for any status but needs profile, and by payment state once validated', () => {
    expect(checkStatusDestination(s('needs_provider_profile'))).toBe(P.provider);
    expect(checkStatusDestination(s('awaiting_validation'))).toBe(P.congratulations);
    expect(checkStatusDestination(s('rejected'))).toBe(P.congratulations);
    expect(checkStatusDestination(s('validated', 'ready'))).toBe(P.programs);
    expect(checkStatusDestination(s('validated', 'pending'))).toBe(P.stripePending);
    expect(checkStatusDestination(s('validated', 'failed'))).toBe(P.stripeFailure);
    expect(checkStatusDestination(s('validated', 'not_connected'))).toBe(P.stripe);
  });
});
