import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { PARENT_ITINERARY_MESSAGES } from '@camp/shared/parent-itinerary';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, setSession } from '../../../lib/session';
import { makeActivityCard, makeParentItinerary } from '../../../test-itineraries';
import { recordRequests, server } from '../../../test-server';
import { makeSession, renderWithShell } from '../../../test-utils';
import { parentItinerariesApi } from '../test-handlers';
import { ItinerariesPage } from './itineraries-page';

/** The API of the page: the list, and PUT/POST answering from `onPut` / `onInvite`. */
function serve(
  list: ParentItinerary[],
  {
    onPut,
    onInvite,
  }: {
    onPut?: (id: number, body: unknown) => Response;
    onInvite?: (body: unknown) => Response;
  } = {},
) {
  const seen = recordRequests();
  server.use(
    http.get('*/api/v1/parents/itineraries', () => HttpResponse.json({ itineraries: list })),
    http.put('*/api/v1/parents/itineraries/:id', async ({ params, request }) =>
      onPut
        ? onPut(Number(params.id), await request.json())
        : new HttpResponse(null, { status: 500 }),
    ),
    http.post('*/api/v1/parents/invite_friends', async ({ request }) =>
      onInvite ? onInvite(await request.json()) : new HttpResponse(null, { status: 500 }),
    ),
    // The camp's check-in times of an itinerary with a paid place: Ben's (2) was checked in.
    parentItinerariesApi.attendance((_, request) => ({
      attendance: request.url.includes('/itineraries/2/')
        ? [
            {
              activity_id: list.find((i) => i.id === 2)!.itinerary_activities[0]!.activity.id,
              date: '2027-06-15',
              checked_in: { at: '2027-06-15T13:05:00.000Z', by: 'Dana Director' },
              checked_out: { at: '2027-06-15T19:10:00.000Z', by: 'Dana Director' },
              pickup: { name: 'Jordan Fox', relation: 'Grandfather' },
            },
          ]
        : [],
    })),
  );
  return seen;
}

function renderPage(path = '/profile/itineraries') {
  setSession(makeSession({ package_type: 'Premium', premium: true, first_name: 'Pat' }));
  return renderWithShell(
    <>
      <ItinerariesPage />
      <Toaster />
    </>,
    {
      path,
      routes: [
        { path: '/profile/itineraries/:id', element: <h1>Comment page</h1> },
        { path: '/profile/payment/:id', element: <h1>Payment summary</h1> },
      ],
    },
  );
}

afterEach(() => {
  clearSession();
  toast.clear();
});

const blocks = () => screen.getAllByRole('region', { name: /'s itinerary$/ });

describe('<ItinerariesPage />', () => {
  it('lists in-progress itineraries newest first, approved ones under their tab, and the empty states', async () => {
    serve([
      makeParentItinerary({
        id: 1,
        status: 'review',
        created_at: '2026-05-01T10:00:00Z',
        child: { id: 1, first_name: 'Ada', age: 8, rising_grade_level: 3 },
      }),
      makeParentItinerary({
        id: 2,
        status: 'draft',
        created_at: '2026-06-01T10:00:00Z',
        child: { id: 2, first_name: 'Ben', age: 9, rising_grade_level: 4 },
        activities: [],
        itinerary_activities: [],
      }),
      makeParentItinerary({
        id: 3,
        status: 'canceled',
        child: { id: 3, first_name: 'Cy', age: 9, rising_grade_level: 4 },
      }),
    ]);
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: "Ben's itinerary" })).toBeTruthy();
    expect(blocks().map((b) => within(b).getByRole('heading', { level: 2 }).textContent)).toEqual([
      "Ben's itinerary",
      "Ada's itinerary",
    ]);
    // A draft is displayed 'New', and an itinerary without activities says so.
    const ben = blocks()[0]!;
    expect(within(ben).getByText('New')).toBeTruthy();
    expect(
      within(ben).getByText('No activities yet, but don’t worry, we’re working on it.'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(router.state.location.search).toBe('?tab=approved');
    expect(await screen.findByText('No approved itineraries yet.')).toBeTruthy();
  });

  it('says No results when nothing is in progress', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No results')).toBeTruthy();
  });

  it('shows the specialist, their message, the schedule checks, comments and friends’ answers', async () => {
    serve([
      makeParentItinerary({
        status: 'alternate_request',
        schedule_checks: [
          {
            kind: 'overlap',
            message: 'Robotics Camp and Art Camp overlap on Jul 6.',
            activity_ids: [31, 32],
            dates: { start: '2026-07-06', end: '2026-07-06' },
          },
          {
            kind: 'gap',
            message: 'Nothing is planned for the week of Jul 13.',
            activity_ids: [],
            dates: null,
          },
        ],
        change_requests: [
          {
            id: 1,
            activity: { id: 31, name: 'Robotics Camp' },
            reason: 'Date, Price',
            more_information: 'Too early in July.',
            created_at: '2026-06-04T10:00:00Z',
            resolved_at: null,
          },
        ],
        parents_itineraries: [
          {
            id: 9,
            parent_id: 4,
            friend_name: 'Jo Friend',
            status: 'accepted',
            comment: 'Count us in!',
          },
          {
            id: 10,
            parent_id: null,
            friend_name: 'kim@example.com',
            status: 'draft',
            comment: null,
          },
        ],
        actions: {
          can_accept: false,
          can_request_changes: true,
          can_invite: false,
          blocked_reason: PARENT_ITINERARY_MESSAGES.pendingChanges,
        },
      }),
    ]);
    renderPage();
    const block = await screen.findByRole('region', { name: "Emma's itinerary" });
    const specialist = within(block).getByRole('region', { name: 'Your specialist' });
    expect(within(specialist).getByText('Sam Specialist')).toBeTruthy();
    expect(
      within(specialist).getByRole('link', { name: 'sam@example.com' }).getAttribute('href'),
    ).toBe('mailto:sam@example.com');
    expect(within(specialist).getByText('Here is a first plan for Emma.')).toBeTruthy();

    const checks = within(block).getByRole('region', { name: 'Schedule checks' });
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Robotics Camp and Art Camp overlap on Jul 6.',
      'Nothing is planned for the week of Jul 13.',
    ]);

    const comments = within(block).getByRole('region', { name: 'Your comments' });
    expect(within(comments).getByText('Too early in July.')).toBeTruthy();
    expect(within(comments).getByText('Waiting for your specialist')).toBeTruthy();

    const friends = within(block).getByRole('region', { name: 'Friends Invitation' });
    expect(within(friends).getByText('Accepted')).toBeTruthy();
    expect(within(friends).getByText('“Count us in!”')).toBeTruthy();
    expect(within(friends).getByText('Pending')).toBeTruthy();

    // Accept and Invite are disabled, with the server's reason next to them.
    const accept = within(block).getByRole('button', { name: 'Accept Itinerary' });
    const invite = within(block).getByRole('button', { name: 'Invite friends' });
    expect(accept).toHaveProperty('disabled', true);
    expect(invite).toHaveProperty('disabled', true);
    const reason = within(block).getByText(PARENT_ITINERARY_MESSAGES.pendingChanges);
    expect(accept.getAttribute('aria-describedby')).toBe(reason.closest('[id]')!.id);
    // More comments may still be added.
    expect(within(block).getByRole('link', { name: 'Request changes' }).getAttribute('href')).toBe(
      '/profile/itineraries/5',
    );
  });

  it('accepts after the confirm dialog: PUT status accepted', async () => {
    const seen = serve([makeParentItinerary()], {
      onPut: (id) =>
        HttpResponse.json({
          itinerary: makeParentItinerary({
            id,
            status: 'accepted',
            actions: {
              can_accept: false,
              can_request_changes: false,
              can_invite: true,
              blocked_reason: PARENT_ITINERARY_MESSAGES.alreadyAccepted,
            },
          }),
        }),
    });
    renderPage();
    const block = await screen.findByRole('region', { name: "Emma's itinerary" });
    await userEvent.click(within(block).getByRole('button', { name: 'Accept Itinerary' }));
    const dialog = await screen.findByRole('dialog', {
      name: PARENT_ITINERARY_MESSAGES.acceptConfirmation,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept Itinerary' }));
    expect(await screen.findByText(PARENT_ITINERARY_MESSAGES.accepted)).toBeTruthy();
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/v1/parents/itineraries/5');
    expect(put?.body).toEqual({ id: 5, itinerary: { status: 'accepted' } });
  });

  it('shows a refused accept (409) as an error toast', async () => {
    serve([makeParentItinerary()], {
      onPut: () =>
        HttpResponse.json(
          { errors: { _base: [PARENT_ITINERARY_MESSAGES.acceptNotAllowed] } },
          { status: 409 },
        ),
    });
    renderPage();
    const block = await screen.findByRole('region', { name: "Emma's itinerary" });
    await userEvent.click(within(block).getByRole('button', { name: 'Accept Itinerary' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept Itinerary' }),
    );
    expect(await screen.findByText(PARENT_ITINERARY_MESSAGES.acceptNotAllowed)).toBeTruthy();
  });

  it('invites a friend: activities required, prefilled message, toast, server errors on the fields', async () => {
    let answer: Response = HttpResponse.json(
      { errors: { email: ['You cannot invite yourself to your own itinerary.'] } },
      { status: 422 },
    );
    const seen = serve(
      [
        makeParentItinerary({
          activities: [makeActivityCard(), makeActivityCard({ id: 32, name: 'Art Camp' })],
        }),
      ],
      { onInvite: () => answer },
    );
    renderPage();
    const block = await screen.findByRole('region', { name: "Emma's itinerary" });
    await userEvent.click(within(block).getByRole('button', { name: 'Invite friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    const message = within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(message.value).toMatch(/^Hi! I'm planning Emma's camps/);
    expect(message.value).toMatch(/Pat$/);

    // Every activity starts checked; unchecking all says 'Activities is required'.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Robotics Camp' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Art Camp' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Friend's e-mail/ }),
      'Pat.Morgan@Example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Activities is required')).toBeTruthy();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Art Camp' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('You cannot invite yourself to your own itinerary.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
        itinerary_id: 5,
        email: 'pat.morgan@example.com',
        activity_ids: [32],
      }),
    );

    answer = HttpResponse.json(
      { invitation: { id: 1, email: 'jo@example.com', status: 'draft', friend_name: null } },
      { status: 201 },
    );
    const email = within(dialog).getByRole('textbox', { name: /Friend's e-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'jo@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Your invitation has been successfully sent to jo@example.com!'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Invite friends' })).toBeNull(),
    );
  });

  it('hides the review actions of a draft and says why', async () => {
    serve([
      makeParentItinerary({
        status: 'in_progress',
        actions: {
          can_accept: false,
          can_request_changes: false,
          can_invite: false,
          blocked_reason: PARENT_ITINERARY_MESSAGES.preparing,
        },
      }),
    ]);
    renderPage();
    const block = await screen.findByRole('region', { name: "Emma's itinerary" });
    expect(within(block).queryByRole('button', { name: 'Accept Itinerary' })).toBeNull();
    expect(within(block).queryByRole('button', { name: 'Invite friends' })).toBeNull();
    expect(within(block).getByText(PARENT_ITINERARY_MESSAGES.preparing)).toBeTruthy();
  });

  it("offers 'Book and pay' on an approved itinerary with payable activities, 'Pay' once some are paid, nothing when none is payable", async () => {
    const card = (id: number, name: string) => makeActivityCard({ id, name });
    const approved = (
      id: number,
      first_name: string,
      statuses: ParentItinerary['itinerary_activities'][number]['payment_status'][],
    ) => {
      const activities = statuses.map((_, i) => card(id * 10 + i, `Camp ${id}-${i}`));
      return makeParentItinerary({
        id,
        status: 'approved',
        created_at: `2026-06-0${id}T10:00:00.000Z`,
        child: { id, first_name, age: 9, rising_grade_level: 4 },
        activities,
        itinerary_activities: activities.map((a, i) => ({
          id: a.id + 100,
          itinerary_id: id,
          payment_status: statuses[i]!,
          start_date: a.start_date,
          processed: false,
          activity: a,
          cancellation:
            statuses[i] === 'canceled' ? { paid_cents: 25_000, refunded_cents: 12_500 } : null,
        })),
        actions: {
          can_accept: false,
          can_request_changes: false,
          can_invite: true,
          blocked_reason: null,
        },
      });
    };
    serve([
      approved(3, 'Ada', ['available_for_payment', 'booking_not_available']),
      approved(2, 'Ben', ['paid', 'available_for_payment']),
      approved(1, 'Cy', ['paid', 'full']),
      approved(4, 'Dee', ['paid', 'canceled']),
    ]);
    const { router } = renderPage('/profile/itineraries?tab=approved');
    const ada = await screen.findByRole('region', { name: "Ada's itinerary" });
    expect(within(ada).getByRole('link', { name: 'Book and pay' }).getAttribute('href')).toBe(
      '/profile/payment/3',
    );
    const ben = screen.getByRole('region', { name: "Ben's itinerary" });
    expect(within(ben).getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe(
      '/profile/payment/2',
    );
    expect(within(ben).getAllByText('Paid')).toHaveLength(1);
    const times = await within(ben).findByRole('region', { name: 'Check-in and check-out' });
    expect(times.textContent).toMatch(
      /Tue, Jun 15: in \d+:05 [AP]M, out \d+:10 [AP]M with Jordan Fox/,
    );
    const cy = screen.getByRole('region', { name: "Cy's itinerary" });
    expect(within(cy).queryByRole('link', { name: /pay/i })).toBeNull();
    expect(within(cy).getByText('Full')).toBeTruthy();
    expect(within(cy).queryByText('Booking Available')).toBeNull();
    // A canceled place (decision 0072) says what came back and is never payable again.
    const dee = screen.getByRole('region', { name: "Dee's itinerary" });
    expect(within(dee).getByText('Canceled · Refunded $125')).toBeTruthy();
    expect(within(dee).queryByRole('link', { name: /pay/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe(
      '/profile/payment',
    );
    await userEvent.click(within(ada).getByRole('link', { name: 'Book and pay' }));
    expect(router.state.location.pathname).toBe('/profile/payment/3');
  });

  it("opens 'Payment Successful!' on the approved tab on the payment provider's return URL", async () => {
    serve([]);
    const { router } = renderPage('/profile/itineraries?payment=success&session=cs_local_abc');
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful!' });
    // What was paid is on the approved tab, which stays once the dialog is closed.
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?payment=success&session=cs_local_abc&tab=approved',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?session=cs_local_abc&tab=approved'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Approved' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
