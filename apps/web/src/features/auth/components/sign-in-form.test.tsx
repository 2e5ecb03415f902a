import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../../lib/storage';
import { makeSession, renderWithShell } from '../../../test-utils';
import { SignInForm } from './sign-in-form';
import { apiError, recordRequests, server } from '../../../test-server';
import type { SignInAccount } from '../api/sessions';
import { authApi } from '../test-handlers';

const invalid = () => apiError(401, { _base: ['Invalid email or password.'] });

/** The account's sign-in answers `responses` in turn, then refuses the password. */
function serveSignIn(account: SignInAccount, ...responses: (() => Response)[]) {
  server.use(authApi.signIn(account, () => (responses.shift() ?? invalid)()));
  return recordRequests();
}

async function submit(email: string, password: string) {
  const emailBox = screen.getByRole('textbox', { name: 'Email' });
  await userEvent.clear(emailBox);
  await userEvent.type(emailBox, email);
  const passwordBox = screen.getByLabelText(/^Password/);
  await userEvent.clear(passwordBox);
  await userEvent.type(passwordBox, password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('<SignInForm />', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('shows the spec messages once fields are touched and lower-cases the e-mail as typed', async () => {
    serveSignIn('parent');
    renderWithShell(<SignInForm account="parent" onSignedIn={() => undefined} />);
    const emailBox = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(emailBox, 'Pat@Example');
    expect((emailBox as HTMLInputElement).value).toBe('pat@example');
    expect(screen.queryByText('Invalid email')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
  });

  it('counts failures, shows the security check from the fifth and keeps Sign in disabled', async () => {
    const seen = serveSignIn('parent');
    renderWithShell(<SignInForm account="parent" onSignedIn={() => undefined} />);
    for (let i = 1; i <= 5; i++) {
      await submit('pat@example.com', `wrong-${i}`);
      await waitFor(() => expect(readStorage(STORAGE_KEYS.signInAttempts)).toBe(String(i)));
    }
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Quick security check' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/v1/parents/sessions' });
    expect(seen[0]!.body).toEqual({
      email: 'pat@example.com',
      password: 'wrong-1',
    });
  });

  it('shows the security check at once when the server asks for it', async () => {
    serveSignIn('specialist', () =>
      apiError(422, { altcha: ['Please complete the human verification.'] }),
    );
    renderWithShell(<SignInForm account="specialist" onSignedIn={() => undefined} />);
    await submit('sam@example.com', 'whatever-1');
    expect(await screen.findByRole('group', { name: 'Quick security check' })).toBeTruthy();
    expect(screen.getByText('Please complete the human verification.')).toBeTruthy();
  });

  it('resets the counter on success and hands over the session', async () => {
    writeStorage(STORAGE_KEYS.signInAttempts, '3');
    const session = makeSession({ role: 'CampDirector' });
    const seen = serveSignIn('director', () => Response.json(session));
    const onSignedIn = vi.fn();
    renderWithShell(<SignInForm account="director" onSignedIn={onSignedIn} />);
    await submit('dana@example.com', 'right-password');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    expect(readStorage(STORAGE_KEYS.signInAttempts)).toBe('0');
    expect(seen[0]!.path).toBe('/api/v1/camp_directors/sessions');
  });

  it('maps field errors from the server onto the fields', async () => {
    serveSignIn('admin', () => apiError(422, { email: ['Invalid email'] }));
    renderWithShell(<SignInForm account="admin" onSignedIn={() => undefined} />);
    await submit('ann@example.com', 'secret-1');
    const emailBox = await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(emailBox.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid email')).toBeTruthy();
  });
});
