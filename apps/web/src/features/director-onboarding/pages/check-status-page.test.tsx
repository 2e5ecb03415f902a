import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { clearSession, getSession, setSession } from '../../../lib/session';
import { toast } from '../../../components/ui/toaster';
import { makeSession, renderWithShell } from '../../../test-utils';
import { CheckStatusPage, STATUS_REFRESH_FAILED } from './check-status-page';
import { apiError, recordRequests, server, type SeenRequest } from '../../../test-server';
import { onboardingApi, onboardingStatus as status } from '../test-handlers';

function renderAt() {
  const target = (name: string) => ({ path: `/camp-director/${name}`, element: <p>{name}</p> });
  return renderWithShell(<CheckStatusPage />, {
    path: '/camp-director/check-status',
    routes: [
      target('provider'),
      target('congratulations'),
      target('stripe'),
      target('stripe-pending'),
      target('stripe-failure'),
      target('programs'),
      { path: '/', element: <p>home</p> },
    ],
  });
}

describe('CheckStatusPage', () => {
  let seen: SeenRequest[];
  beforeEach(() => {
    seen = recordRequests();
  });
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  it('refreshes a director who needs the profile, stores the answer and goes on', async () => {
    setSession(makeSession({ role: 'CampDirector', zoho_profile: 'needs_provider_profile' }));
    server.use(onboardingApi.registrationStatus(status({ status: 'awaiting_validation' })));
    const { router } = renderAt();
    expect(screen.getByText('Checking your registration status…')).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/camp-director/congratulations'),
    );
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/camp_directors/registration_status',
    });
    expect(getSession()?.zoho_profile).toBe('awaiting_validation');
  });

  it('shows the error toast and goes home when the refresh fails', async () => {
    setSession(makeSession({ role: 'CampDirector', zoho_profile: 'needs_provider_profile' }));
    server.use(
      onboardingApi.registrationStatus(apiError(500, { _base: ['Something went wrong'] })),
    );
    const error = vi.spyOn(toast, 'error');
    const { router } = renderAt();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(error).toHaveBeenCalledWith(STATUS_REFRESH_FAILED, 'Error');
    expect(STATUS_REFRESH_FAILED).toBe('Oops something went wrong!');
    expect(getSession()?.zoho_profile).toBe('needs_provider_profile');
  });

  it('routes a validated director back from the payment provider by the refreshed state', async () => {
    for (const [payment, path] of [
      ['pending', '/camp-director/stripe-pending'],
      ['failed', '/camp-director/stripe-failure'],
      ['ready', '/camp-director/programs'],
      ['not_connected', '/camp-director/stripe'],
    ] as const) {
      setSession(
        makeSession({
          role: 'CampDirector',
          zoho_profile: 'validated',
          stripe_account_status: 'not_connected',
        }),
      );
      server.use(
        onboardingApi.registrationStatus(
          status({ status: 'validated', stripe_account_status: payment }),
        ),
      );
      const { router, unmount } = renderAt();
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(getSession()?.stripe_account_status).toBe(payment);
      unmount();
    }
  });

  it('sends any other status to congratulations without a call', async () => {
    for (const zoho_profile of ['awaiting_validation', 'rejected']) {
      setSession(makeSession({ role: 'CampDirector', zoho_profile }));
      const { router, unmount } = renderAt();
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/camp-director/congratulations'),
      );
      unmount();
    }
    expect(seen).toEqual([]);
  });
});
