import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { apiFetch } from '../lib/api-client';
import { clearSession, getSession, setSession } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage';
import { makeSession, renderWithShell } from '../test-utils';
import { SESSION_EXPIRED_MESSAGE, SessionWatcher } from './session-watcher';
import { Toaster, toast } from './toaster';
import { serveApi } from '../test-server';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function mount(path = '/profile') {
  return renderWithShell(
    <>
      <SessionWatcher />
      <Toaster />
    </>,
    { path },
  );
}

describe('<SessionWatcher />', { timeout: 20_000 }, () => {
  afterEach(() => {
    act(() => toast.clear());
    clearSession();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('ends an expired session: keeps the welcome flag, goes to sign-in, warns', async () => {
    setSession(makeSession({ token: 'old' }));
    localStorage.setItem(STORAGE_KEYS.welcome, 'true');
    localStorage.setItem(STORAGE_KEYS.returnPath, '/profile');
    const fetchMock = vi.fn(() => Promise.resolve(json({ expired: true })));
    serveApi(fetchMock);
    const { router } = mount();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/sessions/verify',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.returnPath)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.welcome)).toBe('true');
    expect((await screen.findByRole('alert')).textContent).toContain(SESSION_EXPIRED_MESSAGE);
  });

  it('sends an expired camp director to the provider sign-in', async () => {
    setSession(makeSession({ role: 'CampDirector' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json({ expired: true }))),
    );
    const { router } = mount('/camp-director');
    await waitFor(() => expect(router.state.location.pathname).toBe('/camp-director/sign-in'));
  });

  it('refreshes the stored session when it is still valid', async () => {
    setSession(makeSession({ premium: false }));
    const fresh = makeSession({ premium: true, package_type: 'Premium' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json({ expired: false, session: fresh }))),
    );
    const { router } = mount();
    await waitFor(() => expect(getSession()?.premium).toBe(true));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('does not call the server without a stored token', () => {
    const fetchMock = vi.fn();
    serveApi(fetchMock);
    mount('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the session when the check cannot reach the server', async () => {
    setSession(makeSession());
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    serveApi(fetchMock);
    const { router } = mount();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(getSession()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('ends the session once when signed-in calls answer 401', async () => {
    setSession(makeSession());
    // The start-up check answers "valid"; the later calls answer 401.
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ expired: false }))
      .mockImplementation(() =>
        Promise.resolve(json({ errors: { _base: ['Unauthorized'] } }, 401)),
      );
    serveApi(fetchMock);
    const { router } = mount();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {
      await Promise.allSettled([apiFetch('/api/v1/itineraries'), apiFetch('/api/v1/children')]);
    });
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
