import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { apiFetch } from '../../lib/api-client';
import { clearSession, getSession, setSession } from '../../lib/session';
import { STORAGE_KEYS } from '../../lib/storage';
import { makeSession, renderWithShell } from '../../test-utils';
import { HttpResponse, http } from 'msw';
import {
  SESSION_EXPIRED_MESSAGE,
  SessionWatcher,
  type VerifySessionResponse,
} from './session-watcher';
import { Toaster, toast } from '../ui/toaster';
import { apiError, apiRoute, recordRequests, server, type Answer } from '../../test-server';

/** GET /api/v1/sessions/verify, the check the watcher makes on start. */
const verify = (answer: Answer<null, VerifySessionResponse>) =>
  apiRoute('get', '/api/v1/sessions/verify', answer);

function mount(path = '/profile') {
  return renderWithShell(
    <>
      <SessionWatcher />
      <Toaster />
    </>,
    { path },
  );
}

describe('<SessionWatcher />', () => {
  afterEach(() => {
    act(() => toast.clear());
    clearSession();
    localStorage.clear();
  });

  it('ends an expired session: keeps the welcome flag, goes to sign-in, warns', async () => {
    setSession(makeSession({ token: 'old' }));
    localStorage.setItem(STORAGE_KEYS.welcome, 'true');
    localStorage.setItem(STORAGE_KEYS.returnPath, '/profile');
    server.use(verify({ expired: true }));
    const seen = recordRequests();
    const { router } = mount();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/v1/sessions/verify' });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.returnPath)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.welcome)).toBe('true');
    expect((await screen.findByRole('alert')).textContent).toContain(SESSION_EXPIRED_MESSAGE);
  });

  it('sends an expired camp director to the provider sign-in', async () => {
    setSession(makeSession({ role: 'CampDirector' }));
    server.use(verify({ expired: true }));
    const { router } = mount('/camp-director');
    await waitFor(() => expect(router.state.location.pathname).toBe('/camp-director/sign-in'));
  });

  it('refreshes the stored session when it is still valid', async () => {
    setSession(makeSession({ premium: false }));
    const fresh = makeSession({ premium: true, package_type: 'Premium' });
    server.use(verify({ expired: false, session: fresh }));
    const { router } = mount();
    await waitFor(() => expect(getSession()?.premium).toBe(true));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('leaves a newer session alone when the answer about the older token comes late', async () => {
    // Signed up (unconfirmed), then the confirmation link signs in again while the start-up
    // check of the first token is still on its way.
    setSession(makeSession({ token: 'unconfirmed', confirmed: false }));
    let answer: (value: VerifySessionResponse) => void = () => undefined;
    const late = new Promise<VerifySessionResponse>((resolve) => (answer = resolve));
    server.use(verify(() => late));
    const seen = recordRequests();
    mount();
    await waitFor(() => expect(seen).toHaveLength(1));
    act(() => setSession(makeSession({ token: 'confirmed', confirmed: true })));
    answer({ expired: false, session: makeSession({ token: 'unconfirmed', confirmed: false }) });
    await act(() => late.then(() => undefined));
    await act(() => Promise.resolve());
    expect(getSession()).toMatchObject({ token: 'confirmed', confirmed: true });
  });

  it('does not call the server without a stored token', () => {
    const seen = recordRequests();
    mount('/');
    expect(seen).toEqual([]);
  });

  it('keeps the session when the check cannot reach the server', async () => {
    setSession(makeSession());
    const check = vi.fn(() => HttpResponse.error());
    server.use(http.get('*/api/v1/sessions/verify', check));
    const { router } = mount();
    await waitFor(() => expect(check).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(getSession()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('ends the session once when signed-in calls answer 401', async () => {
    setSession(makeSession());
    // The start-up check answers "valid"; the later calls answer 401.
    const check = vi.fn((): VerifySessionResponse => ({ expired: false }));
    server.use(
      verify(check),
      apiRoute('get', '/api/v1/itineraries', apiError(401, { _base: ['Unauthorized'] })),
      apiRoute('get', '/api/v1/children', apiError(401, { _base: ['Unauthorized'] })),
    );
    const { router } = mount();
    await waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    await act(async () => {
      await Promise.allSettled([apiFetch('/api/v1/itineraries'), apiFetch('/api/v1/children')]);
    });
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
