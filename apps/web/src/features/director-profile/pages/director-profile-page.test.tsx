import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getSession, setSession } from '../../../lib/session';
import { Toaster, toast } from '../../../components/ui/toaster';
import { makeSession, renderWithShell } from '../../../test-utils';
import { DirectorProfilePage } from './director-profile-page';
import { apiError, recordRequests, server } from '../../../test-server';
import type { DirectorProfileResponse } from '../api/director-profile';
import { directorProfileApi } from '../test-handlers';

const PROFILE: DirectorProfileResponse = {
  first_name: 'Chris',
  last_name: 'Alston',
  email: 'Director@Demo.CampConcierge.test',
  contact_phone: '+19195550197',
};

/** The profile as GET answers it, PUT answered by `put`, and Log out; returns what was sent. */
function serveProfile(put: Parameters<typeof directorProfileApi.update>[0]) {
  server.use(
    directorProfileApi.profile(PROFILE),
    directorProfileApi.update(put),
    directorProfileApi.signOut(),
  );
  return recordRequests();
}

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('<DirectorProfilePage />', () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
    toast.clear();
  });

  it("shows the title, the Stripe button, the lower-cased read-only e-mail and 'Log out'", async () => {
    serveProfile(PROFILE);
    renderWithShell(<DirectorProfilePage />, { path: '/camp-director/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Stripe' }).getAttribute('href')).toBe(
      '/camp-director/stripe',
    );
    const email = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    expect(email.value).toBe('director@demo.campconcierge.test');
    expect(email.readOnly).toBe(true);
    await userEvent.type(email, 'x');
    expect(email.value).toBe('director@demo.campconcierge.test');
    expect(saveButton().disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /Contact phone/ }) as HTMLInputElement).value).toBe(
      '(919) 555-0197',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('keeps Save disabled until something changes, and again when it is changed back', async () => {
    serveProfile(PROFILE);
    renderWithShell(<DirectorProfilePage />, { path: '/camp-director/profile' });
    const first = await screen.findByRole('textbox', { name: /First name/ });
    expect(saveButton().disabled).toBe(true);
    await userEvent.type(first, 'x');
    expect(saveButton().disabled).toBe(false);
    await userEvent.type(first, '{Backspace}');
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it("saves, shows 'Success' / 'Your profile successfully updated.' and updates the session name", async () => {
    setSession(makeSession({ role: 'CampDirector', first_name: 'Chris', name: 'Chris Alston' }));
    const seen = serveProfile(({ camp_director: sent }) => ({
      ...PROFILE,
      first_name: sent.first_name,
      last_name: sent.last_name,
      contact_phone: sent.contact_phone,
    }));
    renderWithShell(
      <>
        <DirectorProfilePage />
        <Toaster />
      </>,
      { path: '/camp-director/profile' },
    );
    const last = await screen.findByRole('textbox', { name: /Last name/ });
    await userEvent.clear(last);
    await userEvent.type(last, '  Morgan ');
    await userEvent.click(saveButton());
    // The toast first: it hides itself after a while, which a loaded machine may reach while
    // the other checks run.
    const shown = await screen.findByRole('status');
    expect(shown.textContent).toBe('SuccessYour profile successfully updated.');
    await waitFor(() => expect(getSession()?.name).toBe('Chris Morgan'));
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      camp_director: { first_name: 'Chris', last_name: 'Morgan', contact_phone: '+19195550197' },
    });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it('shows the shared rules and the server errors on their fields', async () => {
    serveProfile(apiError(422, { contact_phone: ['Phone number is invalid'] }));
    renderWithShell(<DirectorProfilePage />, { path: '/camp-director/profile' });
    const first = await screen.findByRole('textbox', { name: /First name/ });
    await userEvent.clear(first);
    await userEvent.tab();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    await userEvent.type(first, 'Chris');
    const phone = screen.getByRole('textbox', { name: /Contact phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '919 555 0100');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Phone number is invalid')).toBeTruthy();
  });

  it('opens a ready payment account from the Stripe button instead of the set-up page', async () => {
    setSession(
      makeSession({
        role: 'CampDirector',
        zoho_profile: 'validated',
        stripe_account_status: 'ready',
      }),
    );
    serveProfile(PROFILE);
    server.use(
      directorProfileApi.dashboardLink({
        url: `${window.location.origin}/camp-director/local-account`,
      }),
    );
    const { router } = renderWithShell(<DirectorProfilePage />, { path: '/camp-director/profile' });
    expect(screen.queryByRole('link', { name: 'Stripe' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Stripe' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/camp-director/local-account'),
    );
  });

  it('leads a director whose payment account is not ready to the set-up page', () => {
    setSession(
      makeSession({
        role: 'CampDirector',
        zoho_profile: 'validated',
        stripe_account_status: 'pending',
      }),
    );
    serveProfile(PROFILE);
    renderWithShell(<DirectorProfilePage />, { path: '/camp-director/profile' });
    expect(screen.getByRole('link', { name: 'Stripe' }).getAttribute('href')).toBe(
      '/camp-director/stripe',
    );
  });

  it('logs out: clears the session and goes home', async () => {
    setSession(makeSession({ role: 'CampDirector' }));
    serveProfile(PROFILE);
    const { router } = renderWithShell(<DirectorProfilePage />, { path: '/camp-director/profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
