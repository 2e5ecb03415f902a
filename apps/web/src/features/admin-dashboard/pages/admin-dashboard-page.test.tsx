import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDashboard } from '@camp/shared/admin-dashboard';
import { captureDownloads, csvAnswer, renderWithShell } from '../../../test-utils';
import { apiError, apiRoute, recordRequests, server } from '../../../test-server';
import { AdminDashboardPage } from './admin-dashboard-page';

const four = (a: number, b: number, c: number, d: number) => [a, b, c, d];

const dashboard: AdminDashboard = {
  weeks: ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'],
  series: {
    sign_ups: four(1, 2, 3, 4),
    questionnaires: four(0, 1, 2, 3),
    itineraries_sent: four(0, 0, 1, 2),
    bookings: four(0, 0, 0, 5),
    activity_revenue_cents: four(0, 0, 0, 137_500),
    package_revenue_cents: four(0, 4_900, 0, 9_800),
    platform_fee_cents: four(0, 0, 0, 13_750),
    refunds_cents: four(0, 0, 0, 27_500),
    first_itinerary_hit: four(0, 1, 1, 1),
    first_itinerary_missed: four(0, 0, 1, 0),
    intro_hit: four(0, 1, 1, 0),
    intro_missed: four(0, 0, 0, 1),
  },
  itineraries_by_status: {
    draft: 3,
    in_progress: 2,
    review: 1,
    alternate_request: 0,
    accepted: 0,
    approved: 4,
    canceled: 1,
  },
  itineraries_started_by_status: {
    draft: four(0, 0, 1, 2),
    in_progress: four(0, 0, 1, 1),
    review: four(0, 1, 0, 0),
    alternate_request: four(0, 0, 0, 0),
    accepted: four(0, 0, 0, 0),
    approved: four(2, 2, 0, 0),
    canceled: four(1, 0, 0, 0),
  },
  first_itinerary_target_hours: 16,
  intro_target_hours: 8,
  overdue: {
    count: 3,
    itineraries: [
      {
        id: 7,
        status: 'draft',
        child_name: 'Riley',
        parent_name: 'Kim Ray',
        parent_email: 'kim@example.com',
        specialist_name: null,
        waiting_since: '2026-11-16T15:00:00.000Z',
        business_hours_waited: 52.5,
        missed: 'introduction',
      },
      {
        id: 9,
        status: 'in_progress',
        child_name: null,
        parent_name: 'Lee Park',
        parent_email: 'lee@example.com',
        specialist_name: 'Sam Specialist',
        waiting_since: '2026-11-19T15:00:00.000Z',
        business_hours_waited: 20,
        missed: 'first_itinerary',
      },
    ],
  },
  mia_usage: {
    monthly_token_cap: 2_000_000,
    months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month) => ({
      month,
      prompt_tokens: month === '2026-11' ? 12_000 : 0,
      completion_tokens: month === '2026-11' ? 3_456 : 0,
      replies: month === '2026-11' ? 7 : 0,
    })),
    families: [
      {
        parent_id: 41,
        name: 'Kim Ray',
        email: 'kim@example.com',
        prompt_tokens: 9_000,
        completion_tokens: 2_000,
        replies: 5,
      },
      {
        parent_id: 42,
        name: '',
        email: 'lee@example.com',
        prompt_tokens: 3_000,
        completion_tokens: 1_456,
        replies: 2,
      },
    ],
  },
};

const route = (answer: Parameters<typeof apiRoute<null, AdminDashboard>>[2]) =>
  apiRoute<null, AdminDashboard>('get', '/api/v1/admins/dashboard', answer);

describe('AdminDashboardPage', () => {
  it('shows the itineraries by status, the target’s hit rate and each chart’s figures', async () => {
    server.use(route(dashboard));
    const user = userEvent.setup();
    renderWithShell(<AdminDashboardPage />, { path: '/admin/dashboard' });
    const now = await screen.findByRole('region', { name: 'Itineraries by status' });
    expect(within(now).getByText('New').nextSibling?.textContent).toBe('3');
    expect(within(now).getByText('Approved').nextSibling?.textContent).toBe('4');
    // 3 on time of 4 known.
    expect(
      within(now).getByText('First itinerary within 2 business days').nextSibling?.textContent,
    ).toBe('75%');
    // 2 on time of 3 known.
    expect(
      within(now).getByText('Introduction within 8 business hours').nextSibling?.textContent,
    ).toBe('67%');

    // The itineraries started each week, stacked by their status now.
    const started = screen.getByRole('region', { name: 'Itineraries started, by status now' });
    await user.click(within(started).getByText('Figures as a table'));
    const startedTable = within(started).getByRole('table');
    expect(
      within(startedTable)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Week of',
      'New',
      'In Progress',
      'Review',
      'Alternate Request',
      'Accepted',
      'Approved',
      'Canceled',
    ]);
    const firstWeek = within(startedTable).getByRole('rowheader', { name: 'Nov 2' }).closest('tr')!;
    expect([...firstWeek.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '0',
      '0',
      '0',
      '0',
      '0',
      '2',
      '1',
    ]);

    const money = screen.getByRole('region', { name: 'Money' });
    await user.click(within(money).getByText('Figures as a table'));
    const table = within(money).getByRole('table');
    const lastWeek = within(table).getByRole('rowheader', { name: 'Nov 23' }).closest('tr')!;
    expect([...lastWeek.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '$1,375',
      '$98',
      '$137.50',
      '$275',
    ]);
  });

  it('lists the itineraries overdue now, longest wait first, and says how many there are', async () => {
    server.use(route(dashboard));
    renderWithShell(<AdminDashboardPage />, { path: '/admin/dashboard' });
    const overdue = await screen.findByRole('region', { name: 'Overdue now (3)' });
    expect(within(overdue).getByText('The 2 longest waits of 3, longest first.')).toBeTruthy();
    const rows = within(within(overdue).getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent).join(' | ')),
    ).toEqual([
      expect.stringMatching(
        /^Riley \(Kim Ray\)kim@example\.com \| Introduction \| New \| Not assigned \| .+ \| 52\.5$/,
      ),
      expect.stringMatching(
        /^Lee Parklee@example\.com \| First itinerary \| In Progress \| Sam Specialist \| .+ \| 20$/,
      ),
    ]);
  });

  it('says when nothing is overdue', async () => {
    server.use(route({ ...dashboard, overdue: { count: 0, itineraries: [] } }));
    renderWithShell(<AdminDashboardPage />, { path: '/admin/dashboard' });
    const overdue = await screen.findByRole('region', { name: 'Overdue now (0)' });
    expect(within(overdue).getByText('Every family is within its service targets.')).toBeTruthy();
    expect(within(overdue).queryByRole('table')).toBeNull();
    expect(within(overdue).queryByRole('button', { name: 'Export overdue CSV' })).toBeNull();
  });

  it("shows MIA's tokens by month against the cap, and this month's families", async () => {
    server.use(route(dashboard));
    const user = userEvent.setup();
    renderWithShell(<AdminDashboardPage />, { path: '/admin/dashboard' });
    expect(
      await screen.findByText(
        '15,456 of the monthly cap of 2,000,000 tokens this month (UTC); past it, the built-in assistant answers.',
      ),
    ).toBeTruthy();
    const chart = screen.getByRole('region', { name: 'MIA tokens by month' });
    await user.click(within(chart).getByText('Figures as a table'));
    const november = within(chart).getByRole('rowheader', { name: 'Nov 2026' }).closest('tr')!;
    expect([...november.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '12,000',
      '3,456',
    ]);
    const families = screen.getByRole('region', { name: 'MIA use by family this month' });
    const rows = within(within(families).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Kim Ray', '5', '9,000', '2,000'],
      ['lee@example.com', '2', '3,000', '1,456'],
    ]);
    expect(within(families).getByRole('link', { name: 'Kim Ray' }).getAttribute('href')).toBe(
      '/admin/families/41',
    );
  });

  it('says when no cap is set and no family used the model this month', async () => {
    server.use(
      route({ ...dashboard, mia_usage: { monthly_token_cap: null, months: [], families: [] } }),
    );
    renderWithShell(<AdminDashboardPage />, { path: '/admin/dashboard' });
    expect(
      await screen.findByText('0 tokens this month (UTC); no monthly cap is set.'),
    ).toBeTruthy();
    expect(screen.getByText('No family has used the language model this month.')).toBeTruthy();
  });

  it('asks for the weeks chosen, through the URL', async () => {
    const seen = recordRequests();
    server.use(route(dashboard));
    const user = userEvent.setup();
    const { router } = renderWithShell(<AdminDashboardPage />, { path: '/admin/dashboard' });
    await screen.findByRole('region', { name: 'Families' });
    await user.click(screen.getByRole('button', { name: '26 weeks' }));
    await waitFor(() => expect(router.state.location.search).toBe('?weeks=26'));
    await waitFor(() =>
      expect(seen.map((r) => r.path)).toContain('/api/v1/admins/dashboard?weeks=26'),
    );
  });

  it('offers a retry when the dashboard cannot be loaded', async () => {
    server.use(route(apiError(500, { _base: ['Something went wrong'] })));
    renderWithShell(<AdminDashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });

  it('exports every overdue itinerary as CSV, not only those listed', async () => {
    const { saved, revoked } = captureDownloads();
    server.use(
      route(dashboard),
      apiRoute('get', '/api/v1/admins/dashboard/overdue/export', csvAnswer('overdue.csv')),
    );
    const calls = recordRequests();
    renderWithShell(<AdminDashboardPage />, { path: '/admin/dashboard' });
    const overdue = await screen.findByRole('region', { name: 'Overdue now (3)' });
    await userEvent.click(within(overdue).getByRole('button', { name: 'Export overdue CSV' }));
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:file-1'));
    expect(saved).toEqual(['overdue.csv blob:file-1']);
    expect(calls.map((c) => c.path)).toContain('/api/v1/admins/dashboard/overdue/export');
  });
});
