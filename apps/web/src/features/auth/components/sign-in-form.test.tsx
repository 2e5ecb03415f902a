import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../../lib/storage';
import { makeSession, renderWithShell } from '../../../test-utils';
import { SignInForm } from './sign-in-form';
import { serveApi } from '../../../test-server';

const invalid = () =>
  Response.json({ errors: { _base: ['Invalid email or password.'] } }, { status: 401 });

function stubFetch(...responses: (() => Response)[]) {
  const fn = vi.fn((_url: string, _init?: RequestInit) => {
    const next = responses.shift();
    return Promise.resolve(next ? next() : invalid());
  });
  serveApi(fn);
  return fn;
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

describe('<SignInForm />', { timeout: 30_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows the spec messages once fields are touched and lower-cases the e-mail as typed', async () => {
    stubFetch();
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
    const fetchMock = stubFetch();
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
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/parents/sessions');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'pat@example.com',
      password: 'wrong-1',
    });
  });

  it('shows the security check at once when the server asks for it', async () => {
    stubFetch(() =>
      Response.json(
        { errors: { altcha: ['Please complete the human verification.'] } },
        { status: 422 },
      ),
    );
    renderWithShell(<SignInForm account="specialist" onSignedIn={() => undefined} />);
    await submit('sam@example.com', 'whatever-1');
    expect(await screen.findByRole('group', { name: 'Quick security check' })).toBeTruthy();
    expect(screen.getByText('Please complete the human verification.')).toBeTruthy();
  });

  it('resets the counter on success and hands over the session', async () => {
    writeStorage(STORAGE_KEYS.signInAttempts, '3');
    const session = makeSession({ role: 'CampDirector' });
    const fetchMock = stubFetch(() => Response.json(session));
    const onSignedIn = vi.fn();
    renderWithShell(<SignInForm account="director" onSignedIn={onSignedIn} />);
    await submit('dana@example.com', 'right-password');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    expect(readStorage(STORAGE_KEYS.signInAttempts)).toBe('0');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/camp_directors/sessions');
  });

  it('maps field errors from the server onto the fields', async () => {
    stubFetch(() => Response.json({ errors: { email: ['Invalid email'] } }, { status: 422 }));
    renderWithShell(<SignInForm account="admin" onSignedIn={() => undefined} />);
    await submit('ann@example.com', 'secret-1');
    const emailBox = await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(emailBox.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid email')).toBeTruthy();
  });
});
