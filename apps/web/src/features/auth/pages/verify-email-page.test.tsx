import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import type { VerifyPageState } from '../redirects';
import {
  ForgotPasswordVerifyPage,
  RESEND_DEBOUNCE_MS,
  SignUpVerifyPage,
} from './verify-email-page';

type FetchArgs = [string, RequestInit | undefined];

function renderPage(page: 'sign-up' | 'password', state?: VerifyPageState) {
  const router = createMemoryRouter(
    [
      { path: '/sign-up/verify', element: <SignUpVerifyPage /> },
      { path: '/forgot-password/verify', element: <ForgotPasswordVerifyPage /> },
    ],
    {
      initialEntries: [
        { pathname: page === 'sign-up' ? '/sign-up/verify' : '/forgot-password/verify', state },
      ],
    },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Verification Email Sent page', { timeout: 20_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

  beforeEach(() => {
    fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>((url) =>
      Promise.resolve(
        url.startsWith('/api/v1/config')
          ? Response.json({ google_client_id: null, mailbox_enabled: false })
          : Response.json({ message: 'sent' }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  const resendCalls = () =>
    fetchMock.mock.calls.filter(([url]) => url.includes('resend_confirmation'));

  it('shows the stored address and sends one resend, 800 ms after the click', async () => {
    writeStorage(STORAGE_KEYS.email, 'pat@example.com');
    renderPage('sign-up');
    expect(screen.getByRole('heading', { name: 'Verification Email Sent' })).toBeTruthy();
    expect(screen.getByText('pat@example.com')).toBeTruthy();
    expect(screen.getByText('After confirmation you are logged in automatically.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Resend email' });
    const started = Date.now();
    // Synchronous clicks, so a slow machine cannot let the debounce elapse before the first check.
    // A double click: the button is busy until the call is made, so the second does nothing.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(resendCalls()).toHaveLength(0);
    await waitFor(() => expect(resendCalls()).toHaveLength(1), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(RESEND_DEBOUNCE_MS - 50);
    const [url, init] = resendCalls()[0]!;
    expect(url).toBe('/api/v1/parents/resend_confirmation');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'pat@example.com' });
    await new Promise((r) => setTimeout(r, RESEND_DEBOUNCE_MS + 100));
    expect(resendCalls()).toHaveLength(1);
  });

  it('resends through the director endpoint when the state says director', async () => {
    writeStorage(STORAGE_KEYS.email, 'dana@example.com');
    renderPage('sign-up', { isDirector: true });
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    await waitFor(() => expect(resendCalls()).toHaveLength(1), { timeout: 3000 });
    expect(resendCalls()[0]![0]).toBe('/api/v1/camp_directors/resend_confirmation');
  });

  it('hides Resend email when the state says hide or no address is stored', () => {
    writeStorage(STORAGE_KEYS.email, 'pat@example.com');
    renderPage('sign-up', { hide: true });
    expect(screen.queryByRole('button', { name: 'Resend email' })).toBeNull();
  });

  it('hides Resend email without a stored address', () => {
    renderPage('sign-up');
    expect(screen.getByText(/your e-mail address/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend email' })).toBeNull();
  });

  it('describes the reset mail on the forgot-password page', () => {
    writeStorage(STORAGE_KEYS.email, 'pat@example.com');
    renderPage('password', { hide: true });
    expect(screen.getByText(/We sent a link to reset your password to/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend email' })).toBeNull();
  });
});
