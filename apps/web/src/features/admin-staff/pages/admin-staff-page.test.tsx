import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffDetails, StaffListResponse, StaffMember } from '@camp/shared/staff';
import { Toaster, toast } from '../../../components/ui/toaster';
import { setSession } from '../../../lib/session';
import { captureDownloads, csvAnswer, makeSession, renderWithShell } from '../../../test-utils';
import { apiError, recordRequests, server } from '../../../test-server';
import { staffApi } from '../test-handlers';
import { AdminStaffPage } from './admin-staff-page';

const ME = 1;

/** The success toasts the page asks for. */
let success: MockInstance<typeof toast.success>;

function member(over: Partial<StaffMember> = {}): StaffMember {
  return {
    id: 7,
    name: 'Morgan Lee',
    email: 'morgan@example.com',
    role: 'Specialist',
    status: 'active',
    created_at: '2026-11-01T10:00:00.000Z',
    last_sign_in_at: '2026-11-24T15:00:00.000Z',
    deactivated_at: null,
    ...over,
  };
}

const page = (staff: StaffMember[], count = staff.length): StaffListResponse => ({
  staff,
  pagy: { count, pages: Math.max(1, Math.ceil(count / 25)), page: 1 },
});

const details = (m: StaffMember): StaffDetails => ({
  ...m,
  workload: {
    draft: 0,
    in_progress: 3,
    review: 1,
    alternate_request: 0,
    accepted: 0,
    approved: 2,
    canceled: 0,
  },
  open_itineraries: [],
  two_factor_enrolled: m.role === 'Admin',
});

const me = member({ id: ME, name: 'Ada Admin', email: 'ada@example.com', role: 'Admin' });
const invited = member({
  id: 9,
  name: 'Riley Chen',
  email: 'riley@example.com',
  status: 'invited',
});

function renderPage(path = '/admin/staff') {
  return renderWithShell(
    <>
      <AdminStaffPage />
      <Toaster />
    </>,
    { path },
  );
}

beforeEach(() => {
  setSession(makeSession({ id: ME, role: 'Admin', name: 'Ada Admin' }));
  toast.clear();
  success = vi.spyOn(toast, 'success');
});
afterEach(() => {
  success.mockRestore();
});

describe('AdminStaffPage', () => {
  it('lists staff with role and status, and filters through the URL from page 1', async () => {
    const seen = recordRequests();
    server.use(staffApi.list(page([me, member(), invited])));
    const user = userEvent.setup();
    const { router } = renderPage('/admin/staff?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Staff' });
    expect(await within(grid).findByText('Morgan Lee')).toBeTruthy();
    expect(within(grid).getByText('Administrator')).toBeTruthy();
    expect(within(grid).getByText('Invited')).toBeTruthy();

    await user.type(screen.getByLabelText('Name or e-mail'), 'lee');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Deactivated' }));
    await user.click(await screen.findByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=lee&status=deactivated'));
    await waitFor(() =>
      expect(seen.map((r) => r.path)).toContain(
        '/api/v1/admins/staff?q=lee&status=deactivated&page=1&per_page=25&sort=name&order=asc',
      ),
    );
  });

  it('turns the order of the sorted column through the URL, from page 1', async () => {
    const seen = recordRequests();
    server.use(staffApi.list(page([me, member()])));
    const user = userEvent.setup();
    const { router } = renderPage('/admin/staff?page=2');
    const grid = await screen.findByRole('grid', { name: 'Staff' });
    await within(grid).findByText('Morgan Lee');
    await user.click(within(grid).getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=desc'));
    await waitFor(() =>
      expect(seen.map((r) => r.path)).toContain(
        '/api/v1/admins/staff?page=1&per_page=25&sort=name&order=desc',
      ),
    );
    await user.click(within(grid).getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when the address holds a filter the API would refuse', async () => {
    server.use(staffApi.list(page([])));
    renderPage('/admin/staff?status=gone');
    expect(await screen.findByText(/holds a filter that is not valid/)).toBeTruthy();
    const exportButton = screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement;
    expect(exportButton.disabled).toBe(true);
  });

  it('invites someone, and shows the API’s refusal under the e-mail field', async () => {
    let sent: unknown = null;
    server.use(
      staffApi.list(page([me])),
      staffApi.invite((body) => {
        sent = body;
        if (body.email === 'taken@example.com') {
          return apiError(422, { email: ['An account with this e-mail already exists.'] });
        }
        return member({ id: 20, name: body.name, email: body.email, status: 'invited' });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    await user.type(within(dialog).getByLabelText(/Full name/), 'Jo New');
    await user.type(within(dialog).getByLabelText(/Email/), 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('An account with this e-mail already exists.'),
    ).toBeTruthy();

    const email = within(dialog).getByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, 'jo.new@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    // Found once the list has closed (the dialog is hidden from the tree while it is open).
    await user.click(await within(dialog).findByRole('button', { name: 'Send invitation' }));
    // The toast's call, not its text on screen: on a loaded machine the list's refetch after the
    // invitation can outlast the toast's 4 seconds before the page is looked at again.
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'We sent jo.new@example.com a link to choose a password.',
        'Invitation sent',
      ),
    );
    expect(sent).toEqual({ name: 'Jo New', email: 'jo.new@example.com', role: 'Admin' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a specialist’s itineraries by status and deactivates them after confirming', async () => {
    const seen = recordRequests();
    const morgan = member();
    server.use(
      staffApi.list(page([me, morgan])),
      staffApi.details(details(morgan)),
      staffApi.action('deactivation', member({ status: 'deactivated' })),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Morgan Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Morgan Lee' });
    const workload = await within(dialog).findByRole('region', { name: 'Itineraries by status' });
    expect(within(workload).getByText('3')).toBeTruthy();
    expect(within(workload).getByText('In Progress')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Morgan Lee?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Deactivated: every session of theirs has ended.')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/v1/admins/staff/7/deactivation',
    ]);
  });

  it('hands an overdue itinerary to another specialist, showing a refusal under the field', async () => {
    const morgan = member();
    const jordan = member({ id: 8, name: 'Jordan Park', email: 'jordan@example.com' });
    const sent: unknown[] = [];
    server.use(
      staffApi.list(page([morgan, jordan])),
      staffApi.details({
        ...details(morgan),
        open_itineraries: [
          {
            id: 41,
            status: 'in_progress',
            child_name: 'Avery',
            parent_name: 'Pat Parent',
            waiting_since: '2026-11-20T09:00:00.000Z',
            overdue: true,
          },
        ],
      }),
      staffApi.reassign((body) => {
        sent.push(body);
        return sent.length === 1
          ? apiError(422, { specialist_id: ['Choose an active specialist'] })
          : { id: 41, specialist_id: body.specialist_id };
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Morgan Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Morgan Lee' });
    const held = await within(dialog).findByRole('region', { name: 'Working on' });
    expect(within(held).getByText('Avery')).toBeTruthy();
    expect(within(held).getByText('Overdue')).toBeTruthy();

    await user.click(within(held).getByRole('button', { name: 'Reassign Avery’s itinerary' }));
    const form = await screen.findByRole('dialog', { name: 'Reassign Avery’s itinerary' });
    await user.click(within(form).getByRole('button', { name: 'Reassign' }));
    expect(await within(form).findByText('Choose a specialist')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(within(form).getByRole('combobox', { name: /New specialist/ }));
    expect(screen.queryByRole('option', { name: 'Morgan Lee' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Jordan Park' }));
    // Found once the list has closed (the dialog is hidden from the tree while it is open).
    await user.click(await within(form).findByRole('button', { name: 'Reassign' }));
    expect(await within(form).findByText('Choose an active specialist')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Reassign' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Avery’s itinerary is now with Jordan Park.',
        'Reassigned',
      ),
    );
    expect(sent).toEqual([{ specialist_id: 8 }, { specialist_id: 8 }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reassign Avery’s itinerary' })).toBeNull(),
    );
  });

  it('offers an admin neither deactivation nor a role change of their own account', async () => {
    server.use(staffApi.list(page([me])), staffApi.details(details(me)));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ada Admin' });
    expect(within(dialog).getByText(/This is your own account/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Make specialist' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Send password reset' })).toBeTruthy();
    expect(await within(dialog).findByText('Set up')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull();
  });

  it('resets another admin’s two-step sign-in after confirming, never one’s own', async () => {
    const seen = recordRequests();
    const other = member({ id: 11, name: 'Lee Lost', email: 'lee@example.com', role: 'Admin' });
    server.use(
      staffApi.list(page([me, other])),
      staffApi.details(details(other)),
      staffApi.action('two-factor-reset', other),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Lee Lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lee Lost' });
    expect(await within(dialog).findByText('Set up')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Reset Lee Lost’s two-step sign-in?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(/Two-step sign-in was reset/)).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/v1/admins/staff/11/two-factor-reset',
    ]);
  });

  it('resends an invitation, and shows a refusal as a toast', async () => {
    server.use(
      staffApi.list(page([me, invited])),
      staffApi.details(details(invited)),
      staffApi.action('invitation', apiError(409, { _base: ['Already set up.'] })),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Riley Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Riley Chen' });
    expect(within(dialog).queryByRole('button', { name: 'Send password reset' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    expect((await screen.findByText('Already set up.')).closest('[role="alert"]')).toBeTruthy();
  });

  it('exports the itineraries a specialist is working on as CSV', async () => {
    const { saved, revoked } = captureDownloads();
    const morgan = member();
    server.use(
      staffApi.list(page([morgan])),
      staffApi.details({
        ...details(morgan),
        open_itineraries: [
          {
            id: 41,
            status: 'in_progress',
            child_name: 'Avery',
            parent_name: 'Pat Parent',
            waiting_since: '2026-11-20T09:00:00.000Z',
            overdue: true,
          },
        ],
      }),
      staffApi.exportHeld(csvAnswer('itineraries.csv')),
    );
    const seen = recordRequests();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Morgan Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Morgan Lee' });
    const held = await within(dialog).findByRole('region', { name: 'Working on' });
    await user.click(within(held).getByRole('button', { name: 'Export itineraries CSV' }));
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:file-1'));
    expect(saved).toEqual(['itineraries.csv blob:file-1']);
    expect(seen.map((r) => r.path)).toContain('/api/v1/admins/staff/7/itineraries/export');
  });
});
