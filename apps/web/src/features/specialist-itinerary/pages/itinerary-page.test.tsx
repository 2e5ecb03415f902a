import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import {
  SPECIALIST_ITINERARY_MESSAGES,
  type SpecialistItinerary,
} from '@camp/shared/specialist-itinerary';
import { formatDashboardDate } from '@camp/shared/specialist-dashboard';
import type { ScheduleCheck } from '@camp/shared/schedule-check';
import { Toaster, toast } from '../../../components/ui/toaster';
import { blankFields } from '../../../test-itineraries';
import { renderWithShell } from '../../../test-utils';
import { ItineraryPage } from './itinerary-page';
import { apiError, recordRequests, server, type SeenRequest } from '../../../test-server';
import { specialistItineraryApi } from '../test-handlers';

function activity(
  id: number,
  over: Partial<SpecialistItinerary['itinerary_activities'][0]['activity']> = {},
): SpecialistItinerary['itinerary_activities'][0]['activity'] {
  return {
    id,
    name: `Activity ${id}`,
    provider_id: 1,
    provider_name: 'Oak Grove Camp',
    url: 'https://camp.example',
    price: 250,
    fee: 0,
    start_date: '2027-06-14',
    end_date: '2027-06-18',
    meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    start_time: '09:00',
    end_time: '12:00',
    location: 'Raleigh, NC',
    camp_type: 'Day',
    total_seats: 10,
    reserved_seats: 2,
    available_seats: 8,
    discounts: null,
    ...over,
  };
}

function makeItinerary(over: Partial<SpecialistItinerary> = {}): SpecialistItinerary {
  return {
    id: 5,
    status: 'in_progress',
    parent_name: 'Jamie Fox',
    parent: {
      id: 2,
      name: 'Jamie Fox',
      first_name: 'Jamie',
      email: 'jamie@example.com',
      phone_number: '+19195550123',
      package_type: 'Premium',
      order_status: 'paid',
    },
    child: { id: 3, first_name: 'Riley', age: 9, rising_grade_level: 4 },
    questionnaire: null,
    activity_dates: { start: '2027-06-14', end: '2027-06-18' },
    color: null,
    location: null,
    coordinates: null,
    message: null,
    specialist_notes: null,
    sent_at: null,
    specialist: { id: 1, name: 'Alex Planner', email: 'alex@example.com', photo: null },
    itinerary_activities: [
      {
        id: 11,
        payment_status: 'available_for_payment',
        start_date: null,
        activity: activity(101, { price: 300, name: 'Soccer Week' }),
        overlaps_with: [12],
      },
      {
        id: 12,
        payment_status: 'booking_available',
        start_date: null,
        activity: activity(102, {
          price: 120,
          fee: 15,
          name: 'Pottery Days',
          meeting_days: ['tue', 'thu'],
          start_time: '11:00',
          end_time: '13:00',
        }),
        overlaps_with: [11],
      },
    ],
    totals: { total: 435, online_payment: 300 },
    change_requests: [],
    parents_itineraries: [],
    schedule_checks: [],
    ...over,
  };
}

/**
 * GET /api/v1/specialists/itineraries/:id answers `itinerary`, plus the writes a test gives;
 * returns every request the app sends from here on.
 */
function serve(itinerary: SpecialistItinerary, ...writes: RequestHandler[]): SeenRequest[] {
  server.use(specialistItineraryApi.itinerary({ itinerary }), ...writes);
  return recordRequests();
}

/** The one request the app sent with `method`. */
function sent(seen: SeenRequest[], method: string) {
  const matching = seen.filter((r) => r.method === method);
  expect(matching).toHaveLength(1);
  return matching[0]!;
}

function renderAt(path: string) {
  return renderWithShell(<Toaster />, {
    path,
    routes: [
      {
        path: '/specialist/itineraries/:id',
        element: (
          <>
            <ItineraryPage />
            <Toaster />
          </>
        ),
      },
      // The app's toaster lives in the root layout, so a toast outlives the page that raised it.
      {
        path: '/specialist',
        element: (
          <>
            <h1>Dashboard</h1>
            <Toaster />
          </>
        ),
      },
      { path: '/not-found', element: <h1>Not found</h1> },
    ],
  });
}

describe('<ItineraryPage />', () => {
  afterEach(() => {
    toast.clear();
  });

  it('shows every section, the totals with the Stripe part and overlap flags', async () => {
    serve(
      makeItinerary({
        status: 'alternate_request',
        change_requests: [
          {
            id: 1,
            activity: { id: 101, name: 'Soccer Week' },
            reason: 'Date,Price',
            more_information: 'Too expensive',
            created_at: '2027-01-01T00:00:00.000Z',
            resolved_at: null,
          },
        ],
        parents_itineraries: [
          { id: 1, parent_id: null, friend_name: 'Kim', status: 'draft', comment: null },
          {
            id: 2,
            parent_id: 9,
            friend_name: 'Lee',
            status: 'declined',
            comment: 'Busy that week',
          },
        ],
      }),
    );
    renderAt('/specialist/itineraries/5');
    expect(await screen.findByRole('heading', { name: 'Parent info' })).toBeTruthy();
    expect(screen.getByText('jamie@example.com')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Child info' })).toBeTruthy();
    expect(screen.getByText('4th')).toBeTruthy();
    const requests = screen.getByRole('region', { name: 'Change requests' });
    expect(within(requests).getByText('Reasons: Date, Price')).toBeTruthy();
    const invitations = screen.getByRole('region', { name: "Jamie's invitations" });
    expect(
      within(invitations).getByText('A Jamie has sent an invitation to this itinerary to a Kim'),
    ).toBeTruthy();
    expect(
      within(invitations).getByText('A Lee declined the invitation to this itinerary.'),
    ).toBeTruthy();
    expect(within(invitations).getByText('“Busy that week”')).toBeTruthy();
    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(within(totals).getByText('Total: $435')).toBeTruthy();
    expect(within(totals).getByText('Online payment via Stripe: $300')).toBeTruthy();
    expect(screen.getByText('Overlaps with Pottery Days')).toBeTruthy();
    expect(screen.getByText('Overlaps with Soccer Week')).toBeTruthy();
    // Each activity's dates, the days it meets and its hours.
    const planned = screen.getByRole('list', { name: 'Itinerary activities' });
    expect(
      within(planned).getByText('Jun 14, 2027 – Jun 18, 2027 · Tue, Thu · 11:00 AM – 01:00 PM'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Questionnaires' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit itinerary' }).getAttribute('href')).toBe(
      '/specialist/search?itinerary_id=5',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeTruthy();
  });

  it('hides the Stripe line and change requests when there are none, and offers Start planning', async () => {
    serve(
      makeItinerary({
        itinerary_activities: [],
        totals: { total: 0, online_payment: 0 },
        activity_dates: null,
      }),
    );
    renderAt('/specialist/itineraries/5');
    expect(await screen.findByText('No added courses yet.')).toBeTruthy();
    expect(screen.queryByText(/Online payment via Stripe/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Change requests' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Start planning' })).toBeTruthy();
  });

  it('removes an activity and shows the itinerary the server answers', async () => {
    const before = makeItinerary();
    const after = makeItinerary({
      itinerary_activities: [{ ...before.itinerary_activities[1]!, overlaps_with: [] }],
      totals: { total: 135, online_payment: 0 },
    });
    const seen = serve(before, specialistItineraryApi.removeActivity({ itinerary: after }));
    renderAt('/specialist/itineraries/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Soccer Week' }));
    expect(await screen.findByText('Total: $135')).toBeTruthy();
    expect(screen.queryByText('Soccer Week')).toBeNull();
    expect(sent(seen, 'DELETE').path).toBe('/api/v1/specialists/itinerary_activities/11');
  });

  it('in approve mode asks before sending, sends, then goes to the dashboard', async () => {
    const seen = serve(
      makeItinerary(),
      specialistItineraryApi.send({ itinerary: makeItinerary({ status: 'review' }) }),
    );
    const { router } = renderAt('/specialist/itineraries/5?mode=approve');
    expect(await screen.findByRole('link', { name: 'Back to Search' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Send itinerary to parent' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure want to send itinerary to parent?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/specialist'));
    const post = sent(seen, 'POST');
    expect(post.path).toBe('/api/v1/specialists/itineraries/5/send_to_parent');
    expect(post.body).toEqual({ alternate_request: false });
  });

  it('sends the message to the parent and confirms with the toast', async () => {
    const seen = serve(
      makeItinerary(),
      specialistItineraryApi.message(({ message }) => ({
        itinerary: makeItinerary({ message }),
      })),
    );
    renderAt('/specialist/itineraries/5');
    const field = await screen.findByRole('textbox', { name: 'Message to the parent' });
    await userEvent.type(field, '  Hello   Jamie ');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The message was successfully sent!')).toBeTruthy();
    const post = sent(seen, 'POST');
    expect(post.path).toBe('/api/v1/specialists/itineraries/5/message');
    expect(post.body).toEqual({ message: 'Hello Jamie' });
  });

  it('shows the server refusal of a message under the field', async () => {
    serve(
      makeItinerary(),
      specialistItineraryApi.message(apiError(422, { message: ['Message is too long'] })),
    );
    renderAt('/specialist/itineraries/5');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Message to the parent' }),
      'Hi',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message is too long')).toBeTruthy();
    expect(screen.queryByText('The message was successfully sent!')).toBeNull();
  });

  it('goes to notFound for an invalid id or a failed load', async () => {
    const seen = serve(makeItinerary());
    const { router } = renderAt('/specialist/itineraries/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    // An id that is not a number is not asked for.
    expect(seen).toEqual([]);
    server.use(
      specialistItineraryApi.itinerary(
        apiError(404, { _base: [SPECIALIST_ITINERARY_MESSAGES.notFound] }),
      ),
    );
    const second = renderAt('/specialist/itineraries/77');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/not-found'));
    expect(sent(seen, 'GET').path).toBe('/api/v1/specialists/itineraries/77');
  });

  it('shows each change request with its comment, when it was sent, and pending or resolved', async () => {
    serve(
      makeItinerary({
        status: 'alternate_request',
        change_requests: [
          {
            id: 1,
            activity: { id: 101, name: 'Soccer Week' },
            reason: 'Date,Location',
            more_information: 'We are away that week',
            created_at: '2027-01-02T15:30:00.000Z',
            resolved_at: null,
          },
          {
            id: 2,
            activity: { id: 102, name: 'Pottery Days' },
            reason: 'Price',
            more_information: 'Cheaper please',
            created_at: '2026-12-20T10:00:00.000Z',
            resolved_at: '2026-12-22T09:15:00.000Z',
          },
        ],
      }),
    );
    renderAt('/specialist/itineraries/5');
    const requests = await screen.findByRole('region', { name: 'Change requests' });
    const [pending, resolved] = within(requests).getAllByTestId('change-request');
    expect(within(pending!).getByText('Soccer Week')).toBeTruthy();
    expect(within(pending!).getByText('Reasons: Date, Location')).toBeTruthy();
    expect(within(pending!).getByText('Comment: We are away that week')).toBeTruthy();
    expect(
      within(pending!).getByText(`Sent ${formatDashboardDate('2027-01-02T15:30:00.000Z')}`),
    ).toBeTruthy();
    expect(within(pending!).getByText('Pending')).toBeTruthy();
    expect(within(resolved!).getByText('Comment: Cheaper please')).toBeTruthy();
    expect(
      within(resolved!).getByText(`Resolved ${formatDashboardDate('2026-12-22T09:15:00.000Z')}`),
    ).toBeTruthy();
    expect(within(resolved!).queryByText('Pending')).toBeNull();
  });

  it("shows the schedule checks' sentences as the API wrote them", async () => {
    serve(
      makeItinerary({
        schedule_checks: [
          {
            kind: 'overlap',
            message:
              'Soccer Week and Pottery Days take place at the same time from Jun 14 to Jun 18, 2027, between 11:00 AM and 12:00 PM.',
            activity_ids: [101, 102],
            dates: { start: '2027-06-14', end: '2027-06-18' },
          },
          {
            kind: 'gap',
            message: 'Nothing is planned from Jun 21 to Jun 27, 2027.',
            activity_ids: [],
            dates: { start: '2027-06-21', end: '2027-06-27' },
          },
        ],
      }),
    );
    renderAt('/specialist/itineraries/5');
    const checks = await screen.findByRole('region', { name: 'Schedule checks' });
    expect(
      within(checks).getByText(
        'Soccer Week and Pottery Days take place at the same time from Jun 14 to Jun 18, 2027, between 11:00 AM and 12:00 PM.',
      ),
    ).toBeTruthy();
    expect(
      within(checks).getByText('Nothing is planned from Jun 21 to Jun 27, 2027.'),
    ).toBeTruthy();
  });

  it('says the schedule has no problem when the API finds none', async () => {
    serve(makeItinerary());
    renderAt('/specialist/itineraries/5');
    const checks = await screen.findByRole('region', { name: 'Schedule checks' });
    expect(
      within(checks).getByText('No overlaps, impossible journeys or empty weeks.'),
    ).toBeTruthy();
  });

  it('sends an alternate request again with the alternate_request flag', async () => {
    const seen = serve(
      makeItinerary({ status: 'alternate_request' }),
      specialistItineraryApi.send({ itinerary: makeItinerary({ status: 'review' }) }),
    );
    const { router } = renderAt('/specialist/itineraries/5?mode=approve');
    await userEvent.click(await screen.findByRole('button', { name: 'Send itinerary to parent' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/specialist'));
    const post = sent(seen, 'POST');
    expect(post.path).toBe('/api/v1/specialists/itineraries/5/send_to_parent');
    expect(post.body).toEqual({ alternate_request: true });
  });

  it('with a clash, sends only once it is kept, with the pair, and says it was sent', async () => {
    const overlap: ScheduleCheck = {
      kind: 'overlap',
      message:
        'Soccer Week and Pottery Days take place at the same time from Jun 14 to Jun 18, 2027, between 11:00 AM and 12:00 PM.',
      activity_ids: [101, 102],
      dates: { start: '2027-06-14', end: '2027-06-18' },
    };
    const seen = serve(
      makeItinerary({ schedule_checks: [overlap] }),
      specialistItineraryApi.send({ itinerary: makeItinerary({ status: 'review' }) }),
    );
    const { router } = renderAt('/specialist/itineraries/5?mode=approve');
    await userEvent.click(await screen.findByRole('button', { name: 'Send itinerary to parent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send itinerary to parent' });
    const clashes = within(dialog).getByRole('group', { name: 'These activities clash' });
    expect(within(clashes).getByText(overlap.message)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Send' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.click(within(clashes).getByRole('checkbox', { name: 'Keep both' }));
    await userEvent.click(confirm);
    expect(await screen.findByText(SPECIALIST_ITINERARY_MESSAGES.itinerarySent)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/specialist'));
    expect(sent(seen, 'POST').body).toEqual({
      alternate_request: false,
      acknowledged_clashes: [[101, 102]],
    });
  });

  it('shows the questionnaire with the address, never the computed latitude and longitude', async () => {
    serve(
      makeItinerary({
        questionnaire: {
          id: 9,
          fields: {
            ...blankFields(),
            child_first_name: 'Riley',
            address_street: '1 Glenwood Ave, Raleigh, NC',
            zip_code: '27603',
            latitude: 35.7796,
            longitude: -78.6382,
          },
        },
      }),
    );
    renderAt('/specialist/itineraries/5');
    const section = await screen.findByRole('region', { name: 'Questionnaires' });
    expect(within(section).getByText('Address')).toBeTruthy();
    expect(within(section).getByText('1 Glenwood Ave, Raleigh, NC')).toBeTruthy();
    expect(within(section).getByText('27603')).toBeTruthy();
    expect(within(section).queryByText(/Latitude|Longitude/)).toBeNull();
    expect(within(section).queryByText(/35\.7796|-78\.6382/)).toBeNull();
  });
});
