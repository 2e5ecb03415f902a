import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, getSession, getToken, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { ChangePasswordForm } from './change-password-form';
import { apiError, recordRequests, server } from '../../../test-server';
import { parentProfileApi } from '../test-handlers';

const NEW = 'brand-new-pass-7';

/** POST /api/v1/parents/passwords answered with `answer`; returns the requests sent. */
function servePasswords(answer: Parameters<typeof parentProfileApi.changePassword>[0]) {
  server.use(parentProfileApi.changePassword(answer));
  return recordRequests();
}

function renderForm(currentRequired: boolean) {
  setSession(makeSession({ token: 'old-token', current_password_required: currentRequired }));
  return renderWithShell(
    <>
      <ChangePasswordForm currentRequired={currentRequired} />
      <Toaster />
    </>,
    { path: '/profile' },
  );
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement;

describe('<ChangePasswordForm />', () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
    toast.clear();
  });

  it('shows the hint and the spec messages, and keeps the button disabled until valid', async () => {
    renderForm(true);
    expect(screen.getByText('Password must be between 8 and 50 characters.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await userEvent.click(field('Current password'));
    await userEvent.tab();
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    await userEvent.type(field('New password'), 'short');
    await userEvent.tab();
    expect(await screen.findByText('Password is too short!')).toBeTruthy();
    await userEvent.clear(field('New password'));
    await userEvent.type(field('New password'), 'x'.repeat(51));
    await userEvent.tab();
    expect(await screen.findByText('Password is too long!')).toBeTruthy();
    await userEvent.clear(field('New password'));
    await userEvent.type(field('New password'), NEW);
    await userEvent.type(field('Confirm new password'), `${NEW}x`);
    await userEvent.tab();
    expect(await screen.findByText('Passwords are not the same!')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await userEvent.clear(field('Confirm new password'));
    await userEvent.tab();
    expect(await screen.findByText('Password confirmation is required!')).toBeTruthy();
  });

  it("changes it with the current password, keeps the fresh session and shows 'Password was changed successfully!'", async () => {
    const seen = servePasswords(
      makeSession({ token: 'fresh-token', current_password_required: true }),
    );
    renderForm(true);
    await userEvent.type(field('Current password'), 'old-password-1');
    await userEvent.type(field('New password'), NEW);
    await userEvent.type(field('Confirm new password'), NEW);
    await waitFor(() => expect(submit().disabled).toBe(false));
    await userEvent.click(submit());

    expect((await screen.findByRole('status')).textContent).toBe(
      'Password was changed successfully!',
    );
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/v1/parents/passwords' });
    expect(seen[0]!.body).toEqual({
      current_password: 'old-password-1',
      password: NEW,
      password_confirmation: NEW,
    });
    expect(getToken()).toBe('fresh-token');
    expect(getSession()?.token).toBe('fresh-token');
    await waitFor(() => expect((field('New password') as HTMLInputElement).value).toBe(''));
  });

  it('shows a wrong current password on its field and keeps the session', async () => {
    servePasswords(apiError(422, { current_password: ['Current password is incorrect'] }));
    renderForm(true);
    await userEvent.type(field('Current password'), 'not-it-at-all');
    await userEvent.type(field('New password'), NEW);
    await userEvent.type(field('Confirm new password'), NEW);
    await waitFor(() => expect(submit().disabled).toBe(false));
    await userEvent.click(submit());
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(getToken()).toBe('old-token');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not ask for a current password the account does not have', async () => {
    const seen = servePasswords(makeSession({ token: 'fresh-token' }));
    renderForm(false);
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    await userEvent.type(field('New password'), NEW);
    await userEvent.type(field('Confirm new password'), NEW);
    await waitFor(() => expect(submit().disabled).toBe(false));
    await userEvent.click(submit());
    await screen.findByRole('status');
    expect(seen[0]!.body).toEqual({
      password: NEW,
      password_confirmation: NEW,
    });
  });
});
