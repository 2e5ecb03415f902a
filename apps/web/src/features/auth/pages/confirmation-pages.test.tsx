import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, getSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { ParentConfirmationPage } from './confirmation-pages';
import { apiError, recordRequests, server, type SeenRequest } from '../../../test-server';
import { authApi } from '../test-handlers';

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
  let seen: SeenRequest[];

  beforeEach(() => {
    seen = recordRequests();
  });
  afterEach(() => {
    act(() => toast.clear());
    clearSession();
    localStorage.clear();
  });

  it('signs the parent in with the form_id and goes to congratulations', async () => {
    const session = makeSession({ token: 'jwt-new', email: 'new.parent@example.com' });
    server.use(authApi.passwordlessSession(session));
    const { router } = renderAt('/confirmation-parent?form_id=abc123');
    expect(await screen.findByTestId('where')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/congratulations');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/parents/passwordless_sessions',
      body: { form_id: 'abc123' },
    });
    expect(getSession()?.token).toBe('jwt-new');
    expect(seen).toHaveLength(1);
  });

  it('goes home with the server message as a warning when the link fails', async () => {
    server.use(
      authApi.passwordlessSession(
        apiError(422, { _base: ['This link has already been used, please sign in.'] }),
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
    expect(seen).toEqual([]);
  });
});
