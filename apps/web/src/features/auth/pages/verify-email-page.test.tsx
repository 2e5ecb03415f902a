import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordRequests, server, type SeenRequest } from '../../../test-server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import type { VerifyPageState } from '../redirects';
import {
  ForgotPasswordVerifyPage,
  RESEND_DEBOUNCE_MS,
  SignUpVerifyPage,
} from './verify-email-page';

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

describe('Verification Email Sent page', () => {
  let seen: SeenRequest[];

  beforeEach(() => {
    server.use(
      http.post('*/api/v1/parents/resend_confirmation', () =>
        HttpResponse.json({ message: 'sent' }),
      ),
      http.post('*/api/v1/camp_directors/resend_confirmation', () =>
        HttpResponse.json({ message: 'sent' }),
      ),
    );
    seen = recordRequests();
  });
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  const resendCalls = () => seen.filter((r) => r.path.includes('resend_confirmation'));

  it('shows the stored address and sends one resend, 800 ms after the click', async () => {
    // Fake timers: the debounce is stepped through, never waited for. Only setTimeout is faked,
    // so promises and MSW's own scheduling run as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    writeStorage(STORAGE_KEYS.email, 'pat@example.com');
    renderPage('sign-up');
    expect(screen.getByRole('heading', { name: 'Verification Email Sent' })).toBeTruthy();
    expect(screen.getByText('pat@example.com')).toBeTruthy();
    expect(screen.getByText('After confirmation you are logged in automatically.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Resend email' });
    // A double click: the button is busy until the call is made, so the second does nothing.
    fireEvent.click(button);
    fireEvent.click(button);
    // Just before the debounce ends nothing has been sent.
    await act(() => vi.advanceTimersByTimeAsync(RESEND_DEBOUNCE_MS - 1));
    expect(resendCalls()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await expect.poll(() => resendCalls()).toHaveLength(1);
    const { path, body } = resendCalls()[0]!;
    expect(path).toBe('/api/v1/parents/resend_confirmation');
    expect(body).toEqual({ email: 'pat@example.com' });
    // A second debounce period later the double click has still sent only one.
    await act(() => vi.advanceTimersByTimeAsync(RESEND_DEBOUNCE_MS + 100));
    expect(resendCalls()).toHaveLength(1);
  });

  it('resends through the director endpoint when the state says director', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    writeStorage(STORAGE_KEYS.email, 'dana@example.com');
    renderPage('sign-up', { isDirector: true });
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    await act(() => vi.advanceTimersByTimeAsync(RESEND_DEBOUNCE_MS));
    await expect.poll(() => resendCalls()).toHaveLength(1);
    expect(resendCalls()[0]!.path).toBe('/api/v1/camp_directors/resend_confirmation');
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
