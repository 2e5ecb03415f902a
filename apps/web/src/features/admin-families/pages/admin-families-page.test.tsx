import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FamilyListResponse, FamilySummary } from '@camp/shared/admin-families';
import { Toaster, toast } from '../../../components/ui/toaster';
import { setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { apiError, recordRequests, server } from '../../../test-server';
import { familiesApi } from '../test-handlers';
import { AdminFamiliesPage } from './admin-families-page';

function family(over: Partial<FamilySummary> = {}): FamilySummary {
  return {
    id: 12,
    name: 'Jamie Fox',
    email: 'jamie@example.com',
    phone_number: '+19195550123',
    children: ['Riley', 'Sam'],
    package: 'monthly',
    created_at: '2026-11-01T10:00:00.000Z',
    last_sign_in_at: null,
    ...over,
  };
}

const page = (families: FamilySummary[], count = families.length): FamilyListResponse => ({
  families,
  pagy: { count, pages: Math.max(1, Math.ceil(count / 25)), page: 1 },
});

function renderPage(path = '/admin/families') {
  return renderWithShell(
    <>
      <AdminFamiliesPage />
      <Toaster />
    </>,
    { path },
  );
}

beforeEach(() => {
  setSession(makeSession({ id: 1, role: 'Admin', name: 'Ada Admin' }));
  toast.clear();
});

describe('AdminFamiliesPage', () => {
  it("lists families with children and plan, links each to its page, and searches by a child's name from page 1", async () => {
    const seen = recordRequests();
    server.use(
      familiesApi.list(
        page([family(), family({ id: 13, name: 'Noa Park', package: null, children: [] })]),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderPage('/admin/families?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Families' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Families' });
    const link = await within(grid).findByRole('link', { name: 'Jamie Fox' });
    expect(link.getAttribute('href')).toBe('/admin/families/12');
    expect(within(grid).getByText('Riley, Sam')).toBeTruthy();
    expect(within(grid).getByText('Monthly')).toBeTruthy();
    expect(within(grid).getByText('Not Subscribed')).toBeTruthy();

    await user.type(screen.getByLabelText('Parent, e-mail or child'), 'riley');
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'Monthly' }));
    await user.click(await screen.findByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=riley&package=monthly'));
    await waitFor(() =>
      expect(seen.map((r) => r.path)).toContain(
        '/api/v1/admins/families?q=riley&package=monthly&page=1&per_page=25&sort=created_at&order=desc',
      ),
    );
  });

  it('says so when the address holds a filter the API would refuse, and offers no export', async () => {
    server.use(familiesApi.list(page([])));
    renderPage('/admin/families?package=gold');
    expect(await screen.findByText(/holds a filter that is not valid/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows a failed load with a way to try again', async () => {
    server.use(familiesApi.list(apiError(500, { _base: ['Something went wrong'] })));
    renderPage();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
