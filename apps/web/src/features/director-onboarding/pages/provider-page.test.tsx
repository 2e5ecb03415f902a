import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { Toaster, toast } from '../../../components/ui/toaster';
import { RequireRole } from '../../../app/guards/require-role';
import { directorGate } from '../gate';
import { ProviderPage } from './provider-page';
import { apiError, recordRequests, server, type SeenRequest } from '../../../test-server';
import { onboardingApi, onboardingStatus } from '../test-handlers';

/**
 * Under the area's real gate, which leaves the page as soon as the session's status changes; the
 * toaster sits outside the routes, as in the app shell.
 */
function renderPage() {
  render(<Toaster />);
  return renderWithShell(
    <RequireRole role="CampDirector" gate={directorGate}>
      <ProviderPage />
    </RequireRole>,
    {
      path: '/camp-director/provider',
      routes: [{ path: '/camp-director/congratulations', element: <p>congratulations</p> }],
    },
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  // Paste rather than type: one input event per field keeps the test quick on a busy machine.
  const type = async (name: RegExp, value: string) => {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(value);
  };
  await type(/^Organization name/, 'Lake Camps LLC');
  await type(/^Phone number/, '(919) 555-0142');
  await type(/^Address/, '12 Lakeview Rd');
  await type(/^City/, 'Raleigh');
  await type(/^State/, 'NC');
  await type(/^Zip Code/, '27601');
  await type(/^Website/, 'lakecamps.example.com');
  await type(/^TaxID/, '12-3456789');
  await type(/^Description/, 'Lake camps');
}

describe('ProviderPage', () => {
  let seen: SeenRequest[];
  beforeEach(() => {
    seen = recordRequests();
    setSession(
      makeSession({
        role: 'CampDirector',
        name: 'Nina Lake',
        zoho_profile: 'needs_provider_profile',
      }),
    );
  });
  afterEach(() => {
    toast.clear();
    clearSession();
  });

  it('shows the shared schema messages and sends nothing while invalid', async () => {
    const user = userEvent.setup();
    renderPage();
    expect((screen.getByRole('textbox', { name: /^Contact name/ }) as HTMLInputElement).value).toBe(
      'Nina Lake',
    );
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    for (const message of [
      'Organization name is required',
      'Address required',
      'City required',
      'State required',
      'Zip Code required',
      'Phone number is required',
      'Website required',
      'Description is required',
      'TaxID is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(seen).toEqual([]);
  });

  it('submits, stores the new status in the session, goes to congratulations and says so', async () => {
    const user = userEvent.setup();
    server.use(
      onboardingApi.submitProviderProfile(
        onboardingStatus({
          status: 'awaiting_validation',
          onboarding_step: 'show_congratulations',
        }),
      ),
    );
    const { router } = renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/camp-director/congratulations'),
    );
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/camp_directors/profile_form_fillings',
    });
    expect(seen[0]!.body).toMatchObject({
      provider_profile: {
        organisation_name: 'Lake Camps LLC',
        phone_number: '+19195550142',
        website: 'https://lakecamps.example.com',
      },
    });
    expect(getSession()?.zoho_profile).toBe('awaiting_validation');
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your provider profile was sent to our team.',
    );
  });

  it('after a rejection opens with the profile as sent and the reason, and resubmits it corrected', async () => {
    setSession(makeSession({ role: 'CampDirector', name: 'Nina Lake', zoho_profile: 'rejected' }));
    const sent = {
      organisation_name: 'Lake Camps LLC',
      contact_name: 'Nina Lake',
      address: '12 Lakeview Rd',
      city: 'Raleigh',
      state: 'NC',
      zip_code: '27601',
      phone_number: '+19195550142',
      website: 'https://lakecamps.example.com',
      description: 'Lake camps',
      tax_id: '12-3456789',
      years_in_operation: 4,
      insurance_info: null,
      licensing_info: null,
      submitted_at: '2026-11-01T10:00:00.000Z',
    };
    server.use(
      onboardingApi.submitProviderProfile(
        onboardingStatus({
          status: 'awaiting_validation',
          onboarding_step: 'show_congratulations',
        }),
      ),
      onboardingApi.providerProfile({
        ...onboardingStatus({
          status: 'rejected',
          onboarding_step: 'show_congratulations',
          rejection_reason: 'The TaxID does not match the organization.',
        }),
        provider_profile: sent,
      }),
    );
    const user = userEvent.setup();
    const { router } = renderPage();
    expect(await screen.findByText('The TaxID does not match the organization.')).toBeTruthy();
    const taxId = screen.getByRole('textbox', { name: /^TaxID/ }) as HTMLInputElement;
    await waitFor(() => expect(taxId.value).toBe('12-3456789'));
    expect((screen.getByRole('textbox', { name: /^Phone number/ }) as HTMLInputElement).value).toBe(
      '(919) 555-0142',
    );
    await user.clear(taxId);
    await user.paste('98-7654321');
    await user.click(screen.getByRole('button', { name: 'Resubmit for review' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/camp-director/congratulations'),
    );
    const post = seen.find((request) => request.method === 'POST')!;
    expect(post.body).toMatchObject({
      provider_profile: { organisation_name: 'Lake Camps LLC', tax_id: '98-7654321' },
    });
    expect(getSession()?.zoho_profile).toBe('awaiting_validation');
  });

  it('maps server errors back onto the fields and the form', async () => {
    const user = userEvent.setup();
    const answers = [
      apiError(422, { tax_id: ['TaxID is required'] }),
      apiError(409, { _base: ['Your provider profile has already been submitted.'] }),
    ];
    server.use(onboardingApi.submitProviderProfile(() => answers.shift()!));
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('TaxID is required')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(
      await screen.findByText('Your provider profile has already been submitted.'),
    ).toBeTruthy();
  });
});
