import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { clearSession, getSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { recordRequests, server } from '../../../test-server';
import { onboardingApi, onboardingStatus } from '../test-handlers';
import { CongratulationsPage } from './congratulations-page';

describe('CongratulationsPage', () => {
  afterEach(() => {
    clearSession();
  });

  it('thanks a director awaiting validation and stores a newer status when the team decides', async () => {
    setSession(makeSession({ role: 'CampDirector', zoho_profile: 'awaiting_validation' }));
    server.use(
      onboardingApi.registrationStatus(
        onboardingStatus({ status: 'validated', onboarding_step: 'form_completed' }),
      ),
    );
    const seen = recordRequests();
    renderWithShell(<CongratulationsPage />, { path: '/camp-director/congratulations' });
    expect(screen.getByRole('heading', { name: 'Thank you for registering' })).toBeTruthy();
    await waitFor(() => expect(getSession()?.zoho_profile).toBe('validated'));
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/camp_directors/registration_status',
    });
  });

  it('explains a rejection with the reason and a Contact us link', async () => {
    setSession(makeSession({ role: 'CampDirector', zoho_profile: 'rejected' }));
    server.use(
      onboardingApi.registrationStatus(
        onboardingStatus({
          status: 'rejected',
          onboarding_step: 'show_congratulations',
          rejection_reason: 'We could not verify your licence.',
        }),
      ),
    );
    renderWithShell(<CongratulationsPage />, { path: '/camp-director/congratulations' });
    expect(await screen.findByText('Your registration was not accepted')).toBeTruthy();
    expect(await screen.findByText('We could not verify your licence.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    expect(screen.getByRole('link', { name: 'Correct and resubmit' }).getAttribute('href')).toBe(
      '/camp-director/provider',
    );
    expect(getSession()?.zoho_profile).toBe('rejected');
  });
});
