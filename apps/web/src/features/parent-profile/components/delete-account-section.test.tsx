import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, getSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { DeleteAccountSection } from './delete-account-section';
import { apiError, recordRequests, server } from '../../../test-server';
import { parentProfileApi } from '../test-handlers';

function renderSection() {
  setSession(makeSession({ id: 42 }));
  return renderWithShell(
    <>
      <DeleteAccountSection userId={42} />
      <Toaster />
    </>,
    {
      path: '/profile',
      routes: [
        {
          path: '/',
          element: (
            <>
              <p>Home page</p>
              <Toaster />
            </>
          ),
        },
      ],
    },
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('<DeleteAccountSection />', () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
    toast.clear();
  });

  it('asks to type DELETE, then deletes, signs out, goes home and shows the toast', async () => {
    server.use(
      parentProfileApi.deleteAccount({ message: 'Your account was successfully deleted!' }),
    );
    const seen = recordRequests();
    const { router } = renderSection();
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const input = within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' });
    await userEvent.type(input, 'delete');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, 'DELETE');
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(confirm);

    expect((await screen.findByRole('status')).textContent).toBe(
      'Your account was successfully deleted!',
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'DELETE', path: '/api/v1/parents?id=42' });
    expect(getSession()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('Cancel closes the dialog without calling the server', async () => {
    const seen = recordRequests();
    renderSection();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen).toEqual([]);
    expect(getSession()?.id).toBe(42);
    // Opened again, it asks again.
    const again = await openDialog();
    expect((within(again).getByRole('textbox') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal in the dialog and keeps the session", async () => {
    server.use(
      parentProfileApi.deleteAccount(
        apiError(403, { _base: ['You can only delete your own account.'] }),
      ),
    );
    const { router } = renderSection();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You can only delete your own account.',
    );
    expect(getSession()?.id).toBe(42);
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
