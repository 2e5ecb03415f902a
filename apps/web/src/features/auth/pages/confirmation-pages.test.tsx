import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { Toaster, toast } from '../../../components/toaster';
import { clearSession, getSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { ParentConfirmationPage } from './confirmation-pages';
import { serveApi } from '../../../test-server';

type FetchArgs = [string, RequestInit | undefined];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return renderWithShell(
    <>
      <ParentConfirmationPage />
      <Toaster />
    </>,
    {
      path,
      routes: [
        { path: '/', element: <Where /> },
        { path: '/congratulations', element: <Where /> },
        { path: '/sign-up/verify', element: <Where /> },
      ],
    },
  );
}

describe('/confirmation-parent', () => {
  let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

  beforeEach(() => {
    fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
    serveApi(fetchMock);
  });
  afterEach(() => {
    act(() => toast.clear());
    clearSession();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('signs the parent in with the form_id and goes to congratulations', async () => {
    const session = makeSession({ token: 'jwt-new', email: 'new.parent@example.com' });
    fetchMock.mockResolvedValue(Response.json(session));
    const { router } = renderAt('/confirmation-parent?form_id=abc123');
    expect(await screen.findByTestId('where')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/congratulations');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/parents/passwordless_sessions');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ form_id: 'abc123' });
    expect(getSession()?.token).toBe('jwt-new');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('goes home with the server message as a warning when the link fails', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { errors: { _base: ['This link has already been used, please sign in.'] } },
        { status: 422 },
      ),
    );
    const { router } = renderAt('/confirmation-parent?form_id=used');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link has already been used, please sign in.');
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()).toBeNull();
  });

  it('goes home without calling the server when the link has no form_id', async () => {
    const { router } = renderAt('/confirmation-parent');
    expect(await screen.findByTestId('where')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
