import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentAccountStatus } from '@camp/shared/enums';
import type { ProviderProfileResponse } from '@camp/shared/provider-profile';
import { Toaster, toast } from '../../../components/ui/toaster';
import { RequireRole } from '../../../app/guards/require-role';
import { clearSession, getSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { directorGate } from '../gate';
import { LocalOnboardingPage } from './local-onboarding-page';
import { apiError, recordRequests, server } from '../../../test-server';
import { onboardingApi, onboardingStatus } from '../test-handlers';

const PROFILE: ProviderProfileResponse = {
  ...onboardingStatus({
    status: 'validated',
    onboarding_step: 'waiting_for_stripe_connect_completion',
  }),
  provider_profile: {
    organisation_name: 'Lake Camps LLC',
    contact_name: 'Nina Lake',
    phone_number: '+19195550142',
    address: '12 Lakeview Rd',
    city: 'Raleigh',
    state: 'NC',
    zip_code: '27601',
    website: 'https://lakecamps.example.com',
    description: 'Lake camps',
    tax_id: '12-3456789',
    years_in_operation: 4,
    insurance_info: null,
    licensing_info: null,
    submitted_at: '2026-11-01T10:00:00.000Z',
  },
};

const answer = (stripe: PaymentAccountStatus) =>
  onboardingStatus({
    status: 'validated',
    stripe_account_status: stripe,
    onboarding_step:
      stripe === 'ready' ? 'connect_completed' : 'waiting_for_stripe_connect_completion',
  });

/**
 * Under the area's real gate, which leaves the page as soon as the session's status changes; the
 * toaster sits outside the routes, as in the app shell.
 */
function renderPage() {
  render(<Toaster />);
  return renderWithShell(
    <RequireRole role="CampDirector" gate={directorGate}>
      <LocalOnboardingPage />
    </RequireRole>,
    {
      path: '/camp-director/local-onboarding',
      routes: [
        { path: '/camp-director/programs', element: <p>programs</p> },
        { path: '/camp-director/stripe-pending', element: <p>stripe pending</p> },
        { path: '/camp-director/stripe-failure', element: <p>stripe failure</p> },
      ],
    },
  );
}

describe('LocalOnboardingPage', () => {
  beforeEach(() => {
    setSession(
      makeSession({
        role: 'CampDirector',
        name: 'Nina Lake',
        email: 'nina@lakecamps.example.com',
        zoho_profile: 'validated',
        stripe_account_status: 'not_connected',
      }),
    );
  });
  afterEach(() => {
    toast.clear();
    clearSession();
  });

  /** GET profile → the details; POST local_onboarding → `status`. */
  function serve(status: PaymentAccountStatus | Response) {
    server.use(
      onboardingApi.providerProfile(PROFILE),
      onboardingApi.localOnboarding(status instanceof Response ? status : answer(status)),
    );
  }

  it('shows the business details the director is confirming', async () => {
    serve('ready');
    renderPage();
    expect(await screen.findByText('Lake Camps LLC')).toBeTruthy();
    expect(screen.getByText('(919) 555-0142')).toBeTruthy();
    expect(screen.getByText('12 Lakeview Rd, Raleigh, NC, 27601')).toBeTruthy();
    expect(screen.getByText('nina@lakecamps.example.com')).toBeTruthy();
  });

  it('completes the set-up: session ready, programs, and the success toast', async () => {
    serve('ready');
    const seen = recordRequests();
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByText('Lake Camps LLC');
    await user.click(screen.getByRole('button', { name: 'Complete setup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/camp-director/programs'));
    expect(getSession()?.stripe_account_status).toBe('ready');
    expect(
      seen.find((request) => request.path === '/api/v1/payment/connect/local_onboarding'),
    ).toMatchObject({ method: 'POST', body: { outcome: 'complete' } });
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your payment account is ready.',
    );
  });

  it.each([
    ['Simulate failure', 'failed', '/camp-director/stripe-failure'],
    ['Simulate verification in progress', 'pending', '/camp-director/stripe-pending'],
  ] as const)(
    '%s goes to the matching page without a success toast',
    async (button, status, to) => {
      serve(status);
      const user = userEvent.setup();
      const { router } = renderPage();
      await screen.findByText('Lake Camps LLC');
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(router.state.location.pathname).toBe(to));
      expect(getSession()?.stripe_account_status).toBe(status);
      expect(screen.queryByText('Your payment account is ready.')).toBeNull();
    },
  );

  it('shows the server’s refusal and stays on the page', async () => {
    serve(apiError(404, { _base: ['Not found'] }));
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByText('Lake Camps LLC');
    await user.click(screen.getByRole('button', { name: 'Complete setup' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region.textContent).toContain('Not found'));
    expect(router.state.location.pathname).toBe('/camp-director/local-onboarding');
    expect(getSession()?.stripe_account_status).toBe('not_connected');
  });
});
