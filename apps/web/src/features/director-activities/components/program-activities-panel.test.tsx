import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACTIVITY_SHARED_DELETE_MESSAGE,
  type DirectorActivity,
  type DirectorActivityList,
} from '@camp/shared/director-activity';
import { Toaster, toast } from '../../../components/ui/toaster';
import { renderWithShell } from '../../../test-utils';
import { FILTER_DEBOUNCE_MS, ProgramActivitiesPanel } from './program-activities-panel';
import { apiError, recordRequests, server, type SeenRequest } from '../../../test-server';
import { activitiesApi } from '../test-handlers';

function activity(overrides: Partial<DirectorActivity>): DirectorActivity {
  return {
    id: 1,
    activity_provider_id: 3,
    provider_name: 'Forest Explorers',
    name: 'Junior Rangers',
    url: 'https://camp.example.com/rangers',
    price: 1250.5,
    fee: 0,
    start_date: '2027-06-07',
    end_date: '2027-06-11',
    date: ['2027-06-07', '2027-06-11'],
    meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    start_time: '09:00',
    end_time: '15:30',
    sku: 'P3-ORIGINAL',
    parent_sku: null,
    parent_activity_id: null,
    duplicated_status: false,
    has_duplicates: true,
    unpublished_at: null,
    location: '100 Main St, Raleigh, NC 27601',
    latitude: null,
    longitude: null,
    camp_type: 'Day',
    description: 'Trails and maps.',
    other_info: null,
    grade_level_start: 1,
    grade_level_end: 3,
    age_level: [6, 9],
    interest_ids: [1],
    interests: [{ id: 1, name: 'Sports' }],
    skill_development: [11],
    skill_developments: [{ id: 11, name: 'Soccer' }],
    media_link: 'https://camp.example.com/video',
    optional_media_link: null,
    total_seats: 20,
    reserved_seats: 20,
    available_seats: 0,
    instructor: null,
    camp_info_time: null,
    camp_info_title: null,
    details: 'Meet at the lodge.',
    what_to_bring: null,
    duration: 5,
    ...overrides,
  };
}

const ORIGINAL = activity({});
const DUPLICATE = activity({
  id: 2,
  name: 'Junior Rangers (week 2)',
  sku: 'P3-DUPLICATE',
  parent_sku: 'P3-ORIGINAL',
  parent_activity_id: 1,
  duplicated_status: true,
  has_duplicates: false,
  start_date: '2027-06-14',
  end_date: '2027-06-14',
  date: ['2027-06-14', '2027-06-14'],
});

const listBody = (activities: DirectorActivity[], page = 1, pages = 2): DirectorActivityList => ({
  activities,
  pagy: { count: activities.length, pages, page },
  activity_provider: { id: 3, name: 'Forest Explorers', location: ORIGINAL.location },
});

/** The program's list answered by `list` (given the request's URL), and Delete by `remove`. */
function serveActivities(
  list: (url: URL) => DirectorActivityList,
  remove: () => Response = () => new Response(null, { status: 204 }),
) {
  server.use(
    activitiesApi.programActivities((_body, request) => list(new URL(request.url))),
    activitiesApi.remove(remove),
    activitiesApi.imports({ imports: [] }),
  );
  return recordRequests();
}

const listCalls = (seen: SeenRequest[]) =>
  seen.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('/activities'));

describe('<ProgramActivitiesPanel />', () => {
  afterEach(() => {
    vi.useRealTimers();
    toast.clear();
  });

  it('shows the cards with their labels, buttons and the program heading', async () => {
    serveActivities(() => listBody([ORIGINAL, DUPLICATE]));
    renderWithShell(<ProgramActivitiesPanel programId={3} />);
    expect(await screen.findByRole('heading', { name: 'Forest Explorers' })).toBeTruthy();
    const [original, duplicate] = screen.getAllByRole('article');
    const o = within(original!);
    expect(o.getByText('P3-ORIGINAL')).toBeTruthy();
    expect(o.getByText('Jun 7, 2027 – Jun 11, 2027')).toBeTruthy();
    expect(o.getByText('5 days')).toBeTruthy();
    expect(o.queryByText('Duplicate', { selector: '.MuiChip-label' })).toBeNull();
    expect(o.getByRole('link', { name: /^Duplicate Junior Rangers/ })).toBeTruthy();
    // It has duplicates: Delete is disabled.
    expect((o.getByRole('button', { name: /^Delete/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(o.getByRole('link', { name: /^Edit activity/ }).getAttribute('href')).toBe(
      '/camp-director/program/3/edit-activity/1',
    );

    const d = within(duplicate!);
    expect(d.getByText('Duplicate', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(d.getByText('Parent SKU')).toBeTruthy();
    expect(d.getByText('1 day')).toBeTruthy();
    expect(d.queryByRole('link', { name: /^Duplicate/ })).toBeNull();
    expect((d.getByRole('button', { name: /^Delete/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Create activity' }).getAttribute('href')).toBe(
      '/camp-director/program/3/create-activity',
    );
  });

  it('searches after a 500 ms pause, back to page 1, and clears all', async () => {
    // Fake timers: the pause is stepped through, never waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const seen = serveActivities((url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return listBody([page === 2 ? DUPLICATE : ORIGINAL], page);
    });
    renderWithShell(<ProgramActivitiesPanel programId={3} />);
    await screen.findByText('P3-ORIGINAL');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText('P3-DUPLICATE');
    expect(listCalls(seen).at(-1)!.url.searchParams.get('page')).toBe('2');

    const before = listCalls(seen).length;
    await user.type(screen.getByRole('textbox', { name: 'Search by SKU' }), 'P3-O');
    // Typing alone does not load: one request once the typing pauses.
    await act(() => vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS - 1));
    expect(listCalls(seen)).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(listCalls(seen)).toHaveLength(before + 1));
    const searched = listCalls(seen).at(-1)!.url.searchParams;
    expect(searched.get('by_sku_search')).toBe('P3-O');
    expect(searched.get('page')).toBe('1');

    await user.type(screen.getByLabelText('From'), '2027-06-01');
    await act(() => vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS));
    await waitFor(() =>
      expect(listCalls(seen).at(-1)!.url.searchParams.get('by_start_date')).toBe('2027-06-01'),
    );

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await act(() => vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS));
    await waitFor(() => {
      const last = listCalls(seen).at(-1)!.url.searchParams;
      expect([...last.keys()]).toEqual(['page']);
    });
    expect((screen.getByRole('textbox', { name: 'Search by SKU' }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('shows the empty text', async () => {
    serveActivities(() => listBody([], 1, 1));
    renderWithShell(<ProgramActivitiesPanel programId={3} />);
    expect(await screen.findByText('There are no activities yet!')).toBeTruthy();
  });

  it("shows the server's refusal as the spec's dialog", async () => {
    serveActivities(
      () => listBody([DUPLICATE], 1, 1),
      () => apiError(409, { _base: [ACTIVITY_SHARED_DELETE_MESSAGE] }),
    );
    renderWithShell(<ProgramActivitiesPanel programId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Junior Rangers/ }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure want to delete the activity?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const refused = await screen.findByRole('dialog', { name: "You can't delete this activity" });
    expect(
      within(refused).getByText(
        "This activity has been shared with one or more parents and cannot be deleted. Change the activity's seat availability to limit further interest OR contact your Camp Concierge administrator to resolve.",
      ),
    ).toBeTruthy();
  });

  it('deletes, says so and reloads from page 1', async () => {
    const seen = serveActivities((url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return listBody([page === 2 ? DUPLICATE : ORIGINAL], page);
    });
    renderWithShell(
      <>
        <ProgramActivitiesPanel programId={3} />
        <Toaster />
      </>,
    );
    await screen.findByText('P3-ORIGINAL');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Junior Rangers/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The activity was successfully deleted')).toBeTruthy();
    await screen.findByText('P3-ORIGINAL');
    const deletes = seen.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.path)).toEqual(['/api/v1/camp_directors/activities/2']);
    expect(listCalls(seen).at(-1)!.url.searchParams.get('page')).toBe('1');
  });

  it('previews an activity as parents will see it', async () => {
    serveActivities(() => listBody([ORIGINAL], 1, 1));
    renderWithShell(<ProgramActivitiesPanel programId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Preview/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Mon–Fri · 09:00 AM – 03:30 PM')).toBeTruthy();
    expect(dialog.getAllByText('$1,251').length).toBeGreaterThan(0);
    expect(dialog.getByText('0 / 20')).toBeTruthy();
    expect(dialog.getByText('6 – 9')).toBeTruthy();
    expect(dialog.getByText('1st – 3rd')).toBeTruthy();
    expect(dialog.getByText('Jun 7, 2027 – Jun 11, 2027 (5 days)')).toBeTruthy();
  });
});
