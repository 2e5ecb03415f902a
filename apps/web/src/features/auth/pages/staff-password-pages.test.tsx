import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Toaster, toast } from '../../../components/ui/toaster';
import { renderWithShell } from '../../../test-utils';
import { apiError, recordRequests, server } from '../../../test-server';
import { authApi } from '../test-handlers';
import { StaffPasswordLinkPage, StaffPasswordPage } from './staff-password-pages';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The link page, the form and the sign-in pages, with the toasts shown over each. */
function renderAt(path: string) {
  const page = (element: ReactNode) => (
    <>
      {element}
      <Toaster />
    </>
  );
  return renderWithShell(page(<Where />), {
    path,
    routes: [
      { path: '/staff/set-password/:token', element: page(<StaffPasswordLinkPage />) },
      { path: '/staff/set-password', element: page(<StaffPasswordPage />) },
    ],
  });
}

async function choose(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), password);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

afterEach(() => {
  act(() => toast.clear());
  localStorage.clear();
});

describe('/staff/set-password', () => {
  it('keeps the link’s token out of the address, sets the password, then the role’s sign-in', async () => {
    const seen = recordRequests();
    server.use(authApi.staffPassword({ role: 'Admin' }));
    const { router } = renderAt('/staff/set-password/tok-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/set-password'));
    await choose('brand-new-pass-1');
    expect(await screen.findByTestId('where')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      token: 'tok-123',
      password: 'brand-new-pass-1',
      password_confirmation: 'brand-new-pass-1',
    });
    expect(screen.getByText('Your password is set. Sign in with it now.')).toBeTruthy();
  });

  it('shows the API’s refusal of a used or expired link and stays', async () => {
    server.use(
      authApi.staffPassword(
        apiError(422, {
          _base: ['This link has expired. Ask an administrator to send a new one.'],
        }),
      ),
    );
    const { router } = renderAt('/staff/set-password/old');
    await choose('brand-new-pass-1');
    expect(
      await screen.findByText('This link has expired. Ask an administrator to send a new one.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/staff/set-password');
  });

  it('without a link, says where to get one', async () => {
    renderAt('/staff/set-password');
    expect(
      await screen.findByText(/Open the link from the e-mail an administrator sent/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save password' })).toBeNull();
  });
});
