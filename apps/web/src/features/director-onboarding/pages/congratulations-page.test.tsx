import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { clearSession, getSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { CongratulationsPage } from './congratulations-page';
import { serveApi } from '../../../test-server';

type FetchArgs = [string, RequestInit | undefined];

describe('CongratulationsPage', () => {
  let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
    serveApi(fetchMock);
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('thanks a director awaiting validation and stores a newer status when the team decides', async () => {
    setSession(makeSession({ role: 'CampDirector', zoho_profile: 'awaiting_validation' }));
    fetchMock.mockResolvedValue(
      Response.json({
        status: 'validated',
        stripe_account_status: 'not_connected',
        onboarding_step: 'form_completed',
        rejection_reason: null,
      }),
    );
    renderWithShell(<CongratulationsPage />, { path: '/camp-director/congratulations' });
    expect(screen.getByRole('heading', { name: 'Thank you for registering' })).toBeTruthy();
    await waitFor(() => expect(getSession()?.zoho_profile).toBe('validated'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/camp_directors/registration_status');
  });

  it('explains a rejection with the reason and a Contact us link', async () => {
    setSession(makeSession({ role: 'CampDirector', zoho_profile: 'rejected' }));
    fetchMock.mockResolvedValue(
      Response.json({
        status: 'rejected',
        stripe_account_status: 'not_connected',
        onboarding_step: 'show_congratulations',
        rejection_reason: 'We could not verify your licence.',
      }),
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
