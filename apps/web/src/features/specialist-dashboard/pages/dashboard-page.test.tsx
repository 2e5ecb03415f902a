import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ITINERARY_STATUSES, type ItineraryStatus } from '@camp/shared/enums';
import {
  DASHBOARD_MESSAGES,
  DASHBOARD_PAGE_SIZE,
  formatDashboardDate,
  type DashboardItinerary,
  type DashboardList,
} from '@camp/shared/specialist-dashboard';
import type { ScheduleCheck } from '@camp/shared/schedule-check';
import { Toaster, toast } from '../../../components/ui/toaster';
import { makeSpecialistItinerary } from '../../../test-itineraries';
import { renderWithShell } from '../../../test-utils';
import { DashboardPage } from './dashboard-page';
import { recordRequests, server } from '../../../test-server';
import { dashboardApi } from '../test-handlers';

let nextId = 1;
function makeItinerary(over: Partial<DashboardItinerary> = {}): DashboardItinerary {
  const id = nextId++;
  return {
    id,
    status: 'draft',
    parent_name: `Parent ${id}`,
    parent: {
      name: `Parent ${id}`,
      email: `p${id}@example.com`,
      package_type: 'Premium',
      order_status: 'paid',
    },
    child_name: `Child ${id}`,
    questionnaire: { id, submitted_at: '2026-06-03T13:05:00.000Z' },
    specialist: null,
    paid: true,
    assignable: true,
    created_at: '2026-06-03T13:05:00.000Z',
    updated_at: '2026-06-03T13:05:00.000Z',
    service: {
      business_hours_elapsed: 2,
      intro_target_hours: 8,
      first_itinerary_target_hours: 16,
      intro_overdue: false,
      first_itinerary_overdue: false,
      overdue: false,
    },
    ...over,
  };
}

/**
 * A small model of the server: statuses change with apply/PUT, lists and counts follow; an
 * itinerary read (the approve dialog's schedule checks) answers `checks`.
 */
function serveDashboard(rows: DashboardItinerary[], checks: ScheduleCheck[] = []) {
  const idOf = (request: Request) => Number(/\/itineraries\/(\d+)/.exec(request.url)![1]);
  const move = (id: number, action: 'assign' | 'approve' | 'cancel') => {
    const row = rows.find((r) => r.id === id)!;
    row.status =
      action === 'assign' ? 'in_progress' : action === 'approve' ? 'approved' : 'canceled';
    return { itinerary: row };
  };
  server.use(
    dashboardApi.apply((_body, request) => move(idOf(request), 'assign')),
    dashboardApi.update((body, request) => move(idOf(request), body.itinerary_action)),
    dashboardApi.itinerary((_body, request) => ({
      itinerary: makeSpecialistItinerary({ id: idOf(request), schedule_checks: checks }),
    })),
    dashboardApi.list((_body, request) => {
      const url = new URL(request.url);
      const status = (url.searchParams.get('by_status') ?? 'draft') as ItineraryStatus;
      let list = rows.filter((r) => r.status === status);
      if (url.searchParams.get('sort') === 'overdue') {
        list = [...list].sort((a, b) => Number(b.service.overdue) - Number(a.service.overdue));
      }
      const pages = Math.max(Math.ceil(list.length / DASHBOARD_PAGE_SIZE), 1);
      const page = Math.min(Number(url.searchParams.get('page') ?? 1), pages);
      return {
        itineraries: list.slice((page - 1) * DASHBOARD_PAGE_SIZE, page * DASHBOARD_PAGE_SIZE),
        pagy: {
          count: list.length,
          page,
          pages,
          vars: {
            statuses: Object.fromEntries(
              ITINERARY_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length]),
            ) as DashboardList['pagy']['vars']['statuses'],
          },
        },
      };
    }),
  );
  return recordRequests();
}

function render(path = '/specialist') {
  return renderWithShell(
    <>
      <DashboardPage />
      <Toaster />
    </>,
    { path },
  );
}

const items = async () =>
  within(await screen.findByRole('list', { name: 'Itineraries' })).getAllByRole('listitem');

describe('<DashboardPage />', () => {
  afterEach(() => {
    toast.clear();
  });

  it('shows one tab per status with its count, New selected, dates as MMM D, YYYY, H:mm A', async () => {
    serveDashboard([
      makeItinerary(),
      makeItinerary(),
      makeItinerary({ status: 'in_progress' }),
      makeItinerary({ status: 'accepted' }),
    ]);
    render();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    await waitFor(() =>
      expect(tabs.map((t) => t.textContent)).toEqual([
        'New (2)',
        'In Progress (1)',
        'Review (0)',
        'Alternate Request (0)',
        'Accepted (1)',
        'Approved (0)',
        'Canceled (0)',
      ]),
    );
    expect(screen.getByRole('tab', { name: 'New (2)' }).getAttribute('aria-selected')).toBe('true');
    expect(await items()).toHaveLength(2);
    expect(screen.getAllByText(formatDashboardDate('2026-06-03T13:05:00.000Z')).length).toBe(2);
    // Each row opens the itinerary review page.
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links.filter((h) => /^\/specialist\/itineraries\/\d+$/.test(h ?? ''))).toHaveLength(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Accepted (1)' }));
    await waitFor(async () => expect(await items()).toHaveLength(1));
    expect(screen.getByRole('button', { name: /^Approve/ })).toBeTruthy();
  });

  it("shows 'Not Paid' instead of 'Assign to me' for a parent without a paid order", async () => {
    serveDashboard([
      makeItinerary({ parent_name: 'Unpaid Parent', paid: false, assignable: false }),
    ]);
    render();
    const [card] = await items();
    expect(within(card!).getByText('Not Paid')).toBeTruthy();
    expect(within(card!).queryByRole('button', { name: /Assign to me/ })).toBeNull();
  });

  it("'Assign to me' moves the itinerary to In progress: it leaves the list and the counts change", async () => {
    const rows = [makeItinerary({ child_name: 'Ella' }), makeItinerary()];
    const requests = serveDashboard(rows);
    render();
    await screen.findByRole('tab', { name: 'New (2)' });
    await userEvent.click(screen.getByRole('button', { name: 'Assign to me: Ella' }));
    expect(await screen.findByText(DASHBOARD_MESSAGES.assigned)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'New (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'In Progress (1)' })).toBeTruthy();
    await waitFor(async () => expect(await items()).toHaveLength(1));
    expect(requests.some((r) => r.url.pathname.endsWith(`/${rows[0]!.id}/apply`))).toBe(true);
  });

  it("cancel asks first: 'Repeal' keeps it, confirming cancels it", async () => {
    const rows = [makeItinerary({ child_name: 'Owen' })];
    const requests = serveDashboard(rows);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel: Owen' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure want to cancel this itinerary?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Repeal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel: Owen' }));
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel itinerary' }));
    expect(await screen.findByText(DASHBOARD_MESSAGES.canceled)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Canceled (1)' })).toBeTruthy();
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ itinerary_action: 'cancel' });
  });

  it('approve goes through its confirm dialog from the Accepted tab', async () => {
    const rows = [makeItinerary({ status: 'accepted', child_name: 'Noah' })];
    const requests = serveDashboard(rows);
    render('/specialist?status=accepted');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve: Noah' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure want to approve this itinerary?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(DASHBOARD_MESSAGES.approved)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Approved (1)' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ itinerary_action: 'approve' });
  });

  it("approve lists the itinerary's clashes and waits for each to be kept", async () => {
    const overlap: ScheduleCheck = {
      kind: 'overlap',
      message:
        'Soccer Week and Pottery Days take place at the same time on Feb 5, 2027, between 11:00 AM and 12:00 PM.',
      activity_ids: [101, 102],
      dates: { start: '2027-02-05', end: '2027-02-05' },
    };
    const travel: ScheduleCheck = {
      kind: 'travel',
      message:
        'Pottery Days ends at 1:00 PM and Lake Week starts at 1:15 PM on Feb 5, 2027: they are 30 km apart.',
      activity_ids: [102, 103],
      dates: { start: '2027-02-05', end: '2027-02-05' },
    };
    const rows = [makeItinerary({ status: 'accepted', child_name: 'Noah' })];
    const requests = serveDashboard(rows, [overlap, travel]);
    render('/specialist?status=accepted');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve: Noah' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure want to approve this itinerary?',
    });
    const clashes = await within(dialog).findByRole('group', { name: 'These activities clash' });
    expect(within(clashes).getByText(overlap.message)).toBeTruthy();
    expect(within(clashes).getByText(travel.message)).toBeTruthy();
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    const [first, second] = within(clashes).getAllByRole('checkbox', { name: 'Keep both' });
    await userEvent.click(first!);
    expect(approve).toHaveProperty('disabled', true);
    await userEvent.click(second!);
    expect(approve).toHaveProperty('disabled', false);
    await userEvent.click(approve);
    expect(await screen.findByText(DASHBOARD_MESSAGES.approved)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      itinerary_action: 'approve',
      acknowledged_clashes: [
        [101, 102],
        [102, 103],
      ],
    });
    expect(
      requests.some(
        (r) => r.method === 'GET' && r.path === `/api/v1/specialists/itineraries/${rows[0]!.id}`,
      ),
    ).toBe(true);
  });

  it('flags overdue itineraries and sorts them first on request', async () => {
    const overdue = {
      business_hours_elapsed: 30,
      intro_target_hours: 8,
      first_itinerary_target_hours: 16,
      intro_overdue: true,
      first_itinerary_overdue: true,
      overdue: true,
    };
    const requests = serveDashboard([
      makeItinerary({ child_name: 'Fresh' }),
      makeItinerary({ child_name: 'Late', service: overdue }),
    ]);
    render();
    let cards = await items();
    expect(within(cards[0]!).getByText(/Fresh/)).toBeTruthy();
    expect(within(cards[1]!).getByText('Overdue')).toBeTruthy();
    expect(within(cards[1]!).getByText('30 business hours')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'Overdue first' }));
    await waitFor(async () => {
      cards = await items();
      expect(within(cards[0]!).getByText(/Late/)).toBeTruthy();
    });
    expect(requests.at(-1)!.url.searchParams.get('sort')).toBe('overdue');
  });

  it('goes back one page when a move empties the last page', async () => {
    const rows = Array.from({ length: DASHBOARD_PAGE_SIZE + 1 }, () => makeItinerary());
    serveDashboard(rows);
    const { router } = render('/specialist?page=2');
    const [only] = await items();
    await userEvent.click(within(only!).getByRole('button', { name: /Assign to me/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await items()).toHaveLength(DASHBOARD_PAGE_SIZE));
  });
});
