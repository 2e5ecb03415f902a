import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CatalogActivity, CatalogSearchResponse } from '@camp/shared/catalog-search';
import type { DashboardItinerary } from '@camp/shared/specialist-dashboard';
import type {
  SpecialistActivityDetail,
  SpecialistProviderDetail,
} from '@camp/shared/specialist-details';
import type { SpecialistItinerary } from '@camp/shared/specialist-itinerary';
import { Toaster, toast } from '../../components/ui/toaster';
import { recordRequests, server } from '../../test-server';
import { renderWithShell } from '../../test-utils';
import { miaApi } from '../../features/mia/test-handlers';
import { SpecialistItineraryRoute } from './specialist-itinerary-route';
import { SpecialistSearchRoute } from './specialist-search-route';

// The specialist routes compose three features: the itinerary page gets the dashboard's
// approve/cancel dialogs, and every activity card (search results and itinerary block) gets the
// note buttons and detail links of specialist-details.

function catalogActivity(over: Partial<CatalogActivity> = {}): CatalogActivity {
  return {
    id: 41,
    activity_provider_id: 7,
    provider_name: 'Oak Grove Camp',
    name: 'Lake Week',
    url: 'https://camp.example/41',
    price: 250,
    fee: 0,
    start_date: '2027-06-14',
    end_date: '2027-06-18',
    date: ['2027-06-14', '2027-06-18'],
    meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    start_time: '09:00',
    end_time: '15:00',
    sku: 'SKU41',
    duplicated_status: false,
    location: '1 Main St, Raleigh, NC 27601',
    latitude: null,
    longitude: null,
    camp_type: 'Day',
    description: null,
    other_info: null,
    grade_level_start: 3,
    grade_level_end: 5,
    age_level: [8, 10],
    interest_ids: [],
    interests: [],
    skill_development: [],
    skill_developments: [],
    media_link: 'https://camp.example/a.jpg',
    optional_media_link: null,
    total_seats: 10,
    reserved_seats: 2,
    available_seats: 8,
    specialist_notes: 'Great lake, small groups',
    provider_specialist_notes: null,
    discounts: null,
    distance: null,
    instructor: null,
    camp_info_time: null,
    camp_info_title: null,
    details: null,
    what_to_bring: null,
    duration: 5,
    ...over,
  };
}

function providerDetail(over: Partial<SpecialistProviderDetail> = {}): SpecialistProviderDetail {
  return {
    id: 7,
    name: 'Oak Grove Camp',
    email: 'hello@oak.example',
    website: 'https://oak.example',
    phone_number: null,
    location: 'Raleigh, NC',
    logo_url: null,
    description: null,
    faq: null,
    waiver_form_url: null,
    interests: [],
    special_needs_array: [],
    special_needs: {},
    personal_growth: null,
    financial_aid_description: null,
    financial_aid_percent: null,
    financial_aid_link: null,
    cancellation_policy: 'Full refund up to 14 days before.',
    specialist_notes: null,
    ...over,
  };
}

function activityDetail(over: Partial<SpecialistActivityDetail> = {}): SpecialistActivityDetail {
  return {
    id: 101,
    name: 'Soccer Week',
    activity_provider: { id: 1, name: 'Riverside Sports' },
    provider_name: 'Riverside Sports',
    url: 'https://camp.example/101',
    price: 300,
    fee: 0,
    start_date: '2027-06-14',
    end_date: '2027-06-18',
    meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    start_time: '09:00',
    end_time: '12:00',
    duration: 5,
    sku: 'RS-1',
    parent_sku: null,
    duplicated_status: false,
    camp_type: 'Day',
    location: 'Raleigh, NC',
    latitude: null,
    longitude: null,
    description: null,
    other_info: null,
    grade_level_start: null,
    grade_level_end: null,
    age_level: null,
    interests: [],
    skill_development: [],
    media_link: 'https://camp.example/a.jpg',
    optional_media_link: null,
    total_seats: 10,
    reserved_seats: 2,
    available_seats: 8,
    instructor: null,
    camp_info_time: null,
    camp_info_title: null,
    details: null,
    what_to_bring: null,
    specialist_notes: 'Coach is great',
    ...over,
  };
}

function itinerary(over: Partial<SpecialistItinerary> = {}): SpecialistItinerary {
  return {
    id: 5,
    status: 'accepted',
    parent_name: 'Jamie Fox',
    parent: {
      id: 2,
      name: 'Jamie Fox',
      first_name: 'Jamie',
      email: 'jamie@example.com',
      phone_number: null,
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
        payment_status: 'booking_available',
        start_date: null,
        overlaps_with: [],
        activity: {
          id: 101,
          name: 'Soccer Week',
          provider_id: 1,
          provider_name: 'Riverside Sports',
          url: 'https://camp.example/101',
          price: 300,
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
        },
      },
    ],
    totals: { total: 300, online_payment: 0 },
    change_requests: [],
    schedule_checks: [],
    parents_itineraries: [],
    ...over,
  };
}

function dashboardRow(it: SpecialistItinerary): DashboardItinerary {
  return {
    id: it.id,
    status: it.status,
    parent_name: it.parent_name,
    parent: {
      name: it.parent.name,
      email: it.parent.email,
      package_type: it.parent.package_type,
      order_status: it.parent.order_status,
    },
    child_name: it.child?.first_name ?? null,
    questionnaire: null,
    specialist: null,
    paid: true,
    assignable: false,
    created_at: '2027-01-01T00:00:00.000Z',
    updated_at: '2027-01-01T00:00:00.000Z',
    service: {
      business_hours_elapsed: 1,
      intro_target_hours: 8,
      first_itinerary_target_hours: 16,
      intro_overdue: false,
      first_itinerary_overdue: false,
      overdue: false,
    },
  };
}

/** The itinerary API: GET answers the current state; PUT itinerary_action moves it. */
function serveItinerary(start: SpecialistItinerary) {
  let current = start;
  server.use(
    http.get('*/api/v1/specialists/itineraries/:id', () =>
      HttpResponse.json({ itinerary: current }),
    ),
    http.put('*/api/v1/specialists/itineraries/:id', async ({ request }) => {
      const { itinerary_action } = (await request.json()) as { itinerary_action: string };
      current = { ...current, status: itinerary_action === 'approve' ? 'approved' : 'canceled' };
      return HttpResponse.json({ itinerary: dashboardRow(current) });
    }),
    http.get('*/api/v1/specialists/activities/:id', () =>
      HttpResponse.json({ activity: activityDetail() }),
    ),
    http.put('*/api/v1/specialists/activities/:id', async ({ request }) => {
      const body = (await request.json()) as { activity: { specialist_notes: string } };
      return HttpResponse.json({
        activity: activityDetail({ specialist_notes: body.activity.specialist_notes }),
      });
    }),
    // The page's panel of the parent's questions for the specialist: none waiting.
    miaApi.questions({ questions: [] }),
  );
}

function renderItinerary() {
  return renderWithShell(<Toaster />, {
    path: '/specialist/itineraries/5',
    routes: [
      {
        path: '/specialist/itineraries/:id',
        element: (
          <>
            <SpecialistItineraryRoute />
            <Toaster />
          </>
        ),
      },
      { path: '/not-found', element: <h1>Not found</h1> },
    ],
  });
}

afterEach(() => toast.clear());

describe('the specialist itinerary route', () => {
  it('approves an accepted itinerary through the confirm dialog and shows it approved', async () => {
    const user = userEvent.setup();
    serveItinerary(itinerary({ status: 'accepted' }));
    const seen = recordRequests();
    renderItinerary();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure want to approve this itinerary?',
    });
    expect(within(dialog).getByText('Riley · Jamie Fox')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Status: Approved')).toBeTruthy();
    const puts = seen.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => [r.path, r.body])).toEqual([
      ['/api/v1/specialists/itineraries/5', { itinerary_action: 'approve' }],
    ]);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(await screen.findByText('The itinerary was approved.')).toBeTruthy();
  });

  it("cancels only after the confirm dialog: 'Repeal' keeps the itinerary", async () => {
    const user = userEvent.setup();
    serveItinerary(itinerary({ status: 'review' }));
    const seen = recordRequests();
    renderItinerary();
    expect(await screen.findByText('Status: Review')).toBeTruthy();
    // Approve is only for an accepted itinerary.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Are you sure want to cancel this itinerary?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Repeal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', {
      name: 'Are you sure want to cancel this itinerary?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel itinerary' }));
    expect(await screen.findByText('Status: Canceled')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { itinerary_action: 'cancel' },
    ]);
  });

  it('gives every activity of the itinerary block its detail links and note buttons', async () => {
    const user = userEvent.setup();
    serveItinerary(itinerary({ status: 'in_progress' }));
    const seen = recordRequests();
    renderItinerary();
    const tools = await screen.findByRole('group', { name: 'Notes and pages of Soccer Week' });
    expect(
      within(tools).getByRole('link', { name: 'View activity: Soccer Week' }).getAttribute('href'),
    ).toBe('/specialist/activities/101?itinerary_id=5');
    expect(
      within(tools).getByRole('link', { name: 'Provider: Riverside Sports' }).getAttribute('href'),
    ).toBe('/specialist/providers/1?itinerary_id=5');

    // The block's data has no notes: the note is read when the button is pressed.
    await user.click(within(tools).getByRole('button', { name: 'Activity note for Soccer Week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave a note' });
    const field = within(dialog).getByRole('textbox', { name: 'Note' });
    expect((field as HTMLTextAreaElement).value).toBe('Coach is great');
    await user.clear(field);
    await user.type(field, 'Bring shin guards');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("Soccer Week's note was successfully updated!")).toBeTruthy();
    expect(seen.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body])).toEqual([
      [
        '/api/v1/specialists/activities/101',
        { activity: { specialist_notes: 'Bring shin guards' } },
      ],
    ]);
    await waitFor(() =>
      expect(
        within(tools).getByRole('button', { name: 'Activity note for Soccer Week (has a note)' }),
      ).toBeTruthy(),
    );
  });
});

describe('the specialist search route', () => {
  function serveSearch(activities: CatalogActivity[]) {
    const body: CatalogSearchResponse = {
      activities,
      count: activities.length,
      count_exact: true,
      pages: 1,
      page: 1,
      vars: {
        min_price: 0,
        max_price: 900,
        camp_types: ['Day'],
        activity_providers: { '7': 'Oak Grove Camp' },
        interests: [],
        skill_development: [],
      },
    };
    server.use(
      http.get('*/api/v1/specialists/activities', () => HttpResponse.json(body)),
      http.put('*/api/v1/specialists/activity_providers/:id', async ({ request }) => {
        const sent = (await request.json()) as { activity_provider: { specialist_notes: string } };
        return HttpResponse.json({
          activity_provider: providerDetail({
            specialist_notes: sent.activity_provider.specialist_notes,
          }),
        });
      }),
    );
  }

  it('gives every result card the activity and provider note buttons and detail links', async () => {
    const user = userEvent.setup();
    serveSearch([catalogActivity()]);
    const seen = recordRequests();
    renderWithShell(
      <>
        <SpecialistSearchRoute />
        <Toaster />
      </>,
      { path: '/specialist/search' },
    );
    const tools = await screen.findByRole('group', { name: 'Notes and pages of Lake Week' });
    expect(
      within(tools).getByRole('link', { name: 'View activity: Lake Week' }).getAttribute('href'),
    ).toBe('/specialist/activities/41');
    expect(
      within(tools).getByRole('link', { name: 'Provider: Oak Grove Camp' }).getAttribute('href'),
    ).toBe('/specialist/providers/7');
    // The search result carries both notes: an asterisk marks the one that exists.
    expect(
      within(tools).getByRole('button', { name: 'Activity note for Lake Week (has a note)' })
        .textContent,
    ).toBe('Activity note *');
    const provider = within(tools).getByRole('button', {
      name: 'Provider note for Oak Grove Camp',
    });
    expect(provider.textContent).toBe('Provider note');

    await user.click(provider);
    const dialog = await screen.findByRole('dialog', { name: 'Leave a note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Friendly staff');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("Oak Grove Camp's note was successfully updated!")).toBeTruthy();
    expect(seen.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body])).toEqual([
      [
        '/api/v1/specialists/activity_providers/7',
        { activity_provider: { specialist_notes: 'Friendly staff' } },
      ],
    ]);
  });
});
