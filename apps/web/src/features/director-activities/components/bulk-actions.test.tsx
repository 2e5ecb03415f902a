import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookedRefusal, type ActivityImport } from '@camp/shared/activity-import';
import type { DirectorActivity, DirectorActivityList } from '@camp/shared/director-activity';
import { Toaster, toast } from '../../../components/ui/toaster';
import { renderWithShell } from '../../../test-utils';
import { ProgramActivitiesPanel } from './program-activities-panel';
import { apiError, recordRequests, server } from '../../../test-server';
import { activitiesApi } from '../test-handlers';

const base = {
  activity_provider_id: 3,
  provider_name: 'Forest Explorers',
  url: 'https://camp.example.com/a',
  price: 100,
  fee: 0,
  start_date: '2027-06-07',
  end_date: '2027-06-11',
  date: ['2027-06-07', '2027-06-11'],
  meeting_days: ['mon'],
  start_time: '09:00',
  end_time: '15:00',
  parent_sku: null,
  parent_activity_id: null,
  duplicated_status: false,
  has_duplicates: false,
  unpublished_at: null,
  location: '100 Main St, Raleigh, NC 27601',
  latitude: null,
  longitude: null,
  camp_type: 'Day',
  description: 'Fun.',
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
  reserved_seats: 0,
  available_seats: 20,
  instructor: null,
  camp_info_time: null,
  camp_info_title: null,
  details: null,
  what_to_bring: null,
  duration: 5,
} as unknown as DirectorActivity;

const act = (id: number, name: string): DirectorActivity => ({
  ...base,
  id,
  name,
  sku: `P3-${id}`,
});
const ROWS = [act(1, 'Kayak'), act(2, 'Chess'), act(3, 'Drums')];

const list = (activities: DirectorActivity[]): DirectorActivityList => ({
  activities,
  pagy: { count: activities.length, pages: 1, page: 1 },
  activity_provider: { id: 3, name: 'Forest Explorers', location: base.location },
});

const IMPORT: ActivityImport = {
  id: 41,
  activity_count: 3,
  created_at: '2026-11-20T15:00:00Z',
  undone_at: null,
};

function render() {
  renderWithShell(
    <>
      <ProgramActivitiesPanel programId={3} />
      <Toaster />
    </>,
  );
}

describe('selecting activities and deleting them together', () => {
  afterEach(() => toast.clear());

  it('sends the selected ids after the confirmation and says how many were deleted', async () => {
    server.use(
      activitiesApi.programActivities(list(ROWS)),
      activitiesApi.imports({ imports: [] }),
      activitiesApi.bulkDelete((body) => ({ deleted: body.ids.length })),
    );
    const seen = recordRequests();
    render();
    const bulk = await screen.findByRole('button', { name: 'Delete selected' });
    expect((bulk as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Kayak' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Drums' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 selected activities?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 activities were deleted')).toBeTruthy();
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.path, r.body])).toEqual([
      ['/api/v1/camp_directors/activity_providers/3/activities/bulk_delete', { ids: [1, 3] }],
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete selected' })).toBeTruthy(),
    );
  });

  it('unpublishes the selected activities beside the delete', async () => {
    server.use(
      activitiesApi.programActivities(list(ROWS)),
      activitiesApi.imports({ imports: [] }),
      activitiesApi.bulkUnpublish((body) => ({ changed: (body.ids as number[]).length })),
    );
    const seen = recordRequests();
    render();
    const unpublish = await screen.findByRole('button', { name: 'Unpublish selected' });
    expect((unpublish as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Chess' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish selected (1)' }));
    expect(await screen.findByText('1 activity was unpublished')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['/api/v1/camp_directors/activity_providers/3/activities/bulk_unpublish', { ids: [2] }],
    ]);
  });

  it('selects all on the page, and shows the refusal naming the booked activities', async () => {
    const refusal = bookedRefusal(['Chess']);
    server.use(
      activitiesApi.programActivities(list(ROWS)),
      activitiesApi.imports({ imports: [] }),
      activitiesApi.bulkDelete(apiError(422, { ids: [refusal] })),
    );
    render();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 selected activities?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
  });
});

describe('undoing an import', () => {
  afterEach(() => toast.clear());

  it('lists the imports and undoes one after the confirmation', async () => {
    let undone = false;
    server.use(
      activitiesApi.programActivities(list(ROWS)),
      activitiesApi.imports(() => ({
        imports: [{ ...IMPORT, undone_at: undone ? '2026-11-21T10:00:00Z' : null }],
      })),
      activitiesApi.undoImport(() => {
        undone = true;
        return { deleted: 3 };
      }),
    );
    const seen = recordRequests();
    render();
    const section = within(await screen.findByRole('region', { name: 'Imports' }));
    await userEvent.click(await section.findByRole('button', { name: /^Undo the import of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this import?' });
    expect(within(dialog).getByText(/All 3 activities it created will be deleted/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByText('The import was undone: 3 activities deleted')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/v1/camp_directors/imports/41/undo',
    ]);
    expect(await section.findByText(/^Undone /)).toBeTruthy();
    expect(section.queryByRole('button', { name: /^Undo the import of/ })).toBeNull();
  });

  it('shows the refusal naming the booked activities', async () => {
    const refusal = bookedRefusal(['Kayak', 'Drums']);
    server.use(
      activitiesApi.programActivities(list(ROWS)),
      activitiesApi.imports({ imports: [IMPORT] }),
      activitiesApi.undoImport(apiError(422, { ids: [refusal] })),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^Undo the import of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this import?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
  });
});
