import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpecialistActivityDetail } from '@camp/shared/specialist-details';
import { Toaster, toast } from '../../../components/ui/toaster';
import { renderWithShell } from '../../../test-utils';
import { ActivityPage } from './activity-page';
import { apiError, server } from '../../../test-server';
import { specialistDetailsApi } from '../test-handlers';

function makeActivity(over: Partial<SpecialistActivityDetail> = {}): SpecialistActivityDetail {
  return {
    id: 7,
    name: 'Lake Week',
    activity_provider: { id: 3, name: 'Oak Grove Camp' },
    provider_name: 'Oak Grove Camp',
    url: 'https://camp.example/lake',
    price: 300,
    fee: 0,
    start_date: '2027-06-14',
    end_date: '2027-06-18',
    meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    start_time: '09:00',
    end_time: '15:00',
    duration: 5,
    sku: 'OAK-1',
    parent_sku: null,
    duplicated_status: false,
    camp_type: 'Day',
    location: '1 Main St, Raleigh, NC 27601',
    latitude: null,
    longitude: null,
    description: 'Canoes and crafts.',
    other_info: null,
    grade_level_start: 2,
    grade_level_end: 5,
    age_level: [6, 10],
    interests: [{ id: 1, name: 'Sports' }],
    skill_development: [{ id: 2, name: 'Swimming' }],
    media_link: 'https://camp.example/a.jpg',
    optional_media_link: null,
    total_seats: 12,
    reserved_seats: 5,
    available_seats: 7,
    instructor: null,
    camp_info_time: null,
    camp_info_title: null,
    details: null,
    what_to_bring: null,
    specialist_notes: null,
    ...over,
  };
}

/** The activity as GET answers it; a note's PUT answered by `onPut`. */
function serveActivity(
  activity: SpecialistActivityDetail,
  onPut?: Parameters<typeof specialistDetailsApi.activityNote>[0],
) {
  server.use(specialistDetailsApi.activity({ activity }));
  if (onPut) server.use(specialistDetailsApi.activityNote(onPut));
}

function renderAt(path: string) {
  return renderWithShell(<Toaster />, {
    path,
    routes: [
      {
        path: '/specialist/activities/:id',
        element: (
          <>
            <ActivityPage />
            <Toaster />
          </>
        ),
      },
      { path: '/not-found', element: <h1>Not found</h1> },
    ],
  });
}

describe('<ActivityPage />', () => {
  afterEach(() => {
    toast.clear();
  });

  it('shows the activity’s details with the raw url and a link to its provider', async () => {
    serveActivity(makeActivity());
    renderAt('/specialist/activities/7?itinerary_id=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lake Week' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open url' }).getAttribute('href')).toBe(
      'https://camp.example/lake',
    );
    expect(screen.getByRole('link', { name: 'Oak Grove Camp' }).getAttribute('href')).toBe(
      '/specialist/providers/3',
    );
    expect(screen.getByRole('link', { name: 'Back to Search' }).getAttribute('href')).toBe(
      '/specialist/search?itinerary_id=4',
    );
    expect(screen.getByText('7 / 12')).toBeTruthy();
    expect(screen.getByText('$300')).toBeTruthy();
    // The one time format of every page (decision 0032), as in the director's preview.
    expect(screen.getByText('Mon–Fri · 09:00 AM – 03:00 PM')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Note for Lake Week' }).textContent).toBe('Note');
  });

  it('saves a note: toast, dialog closed and the asterisk on the button', async () => {
    const puts: unknown[] = [];
    serveActivity(makeActivity(), (body) => {
      puts.push(body);
      return { activity: makeActivity({ specialist_notes: 'Call first' }) };
    });
    renderAt('/specialist/activities/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Note for Lake Week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave a note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), '  Call   first ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText("Lake Week's note was successfully updated!")).toBeTruthy();
    expect(puts).toEqual([{ activity: { specialist_notes: 'Call first' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = screen.getByRole('button', { name: 'Note for Lake Week (has a note)' });
    expect(button.textContent).toBe('Note *');
    expect(screen.getByText('Call first')).toBeTruthy();
  });

  it('opens the dialog with the existing note and shows server errors on the field', async () => {
    serveActivity(
      makeActivity({ specialist_notes: 'Old note' }),
      apiError(422, { specialist_notes: ['Note is too long'] }),
    );
    renderAt('/specialist/activities/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /has a note/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave a note' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value,
    ).toBe('Old note');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Note is too long')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Leave a note' })).toBeTruthy();
  });

  it('goes to notFound when the activity does not load or the id is invalid', async () => {
    server.use(specialistDetailsApi.activity(apiError(404, { _base: ['Activity not found'] })));
    renderAt('/specialist/activities/999');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    renderAt('/specialist/activities/abc');
    expect(await screen.findAllByRole('heading', { name: 'Not found' })).toHaveLength(2);
  });
});
