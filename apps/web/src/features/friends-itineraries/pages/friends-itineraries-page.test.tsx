import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FriendItinerary } from '@camp/shared/friends-itinerary';
import { INVITE_MESSAGES, INVITE_TEXT_MAX } from '@camp/shared/invite';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, getSession, setSession } from '../../../lib/session';
import {
  makeActivityCard,
  makeChildQuestionnaire,
  makeFriendItinerary,
} from '../../../test-itineraries';
import { apiError, recordRequests, server } from '../../../test-server';
import { friendsItinerariesApi } from '../test-handlers';
import { makeSession, renderWithShell } from '../../../test-utils';
import type { Questionnaire } from '@camp/shared/questionnaire';
import { FriendsItinerariesPage } from './friends-itineraries-page';

/** A small model of the API: answers change the list as the server does (declined ones leave). */
function serve(
  initial: FriendItinerary[],
  questionnaires: Questionnaire[] = [],
  { refuse }: { refuse?: string } = {},
) {
  let list = initial;
  const seen = recordRequests();
  server.use(
    friendsItinerariesApi.list(() => ({ friends_itineraries: list })),
    friendsItinerariesApi.answer((body, request) => {
      if (refuse) return apiError(409, { _base: [refuse] });
      const id = Number(new URL(request.url).pathname.split('/').pop());
      const item = list.find((f) => f.id === id)!;
      const saved = { ...item, status: body.status, comment: body.comment ?? null };
      list = list.flatMap((f) =>
        f.id !== saved.id ? [f] : body.status === 'declined' ? [] : [saved],
      );
      return { friends_itinerary: saved };
    }),
    http.get('*/api/v1/parents/questionnaires', () => HttpResponse.json({ questionnaires })),
    http.get('*/api/v1/sessions/verify', () =>
      HttpResponse.json({
        expired: false,
        session: makeSession({
          invited_to_itinerary: false,
          invited: false,
          friends_itineraries: true,
        }),
      }),
    ),
  );
  return seen;
}

function renderPage(over: Parameters<typeof makeSession>[0] = {}) {
  setSession(makeSession({ friends_itineraries: true, ...over }));
  return renderWithShell(
    <>
      <FriendsItinerariesPage />
      <Toaster />
    </>,
    { path: '/profile/itineraries-friends' },
  );
}

afterEach(() => {
  clearSession();
  toast.clear();
});

describe('<FriendsItinerariesPage />', () => {
  it('lists the shared activities only, with who shared them and their message', async () => {
    serve([
      makeFriendItinerary(),
      makeFriendItinerary({
        id: 71,
        status: 'accepted',
        comment: 'See you there',
        itinerary: {
          ...makeFriendItinerary().itinerary,
          id: 6,
          child: { name: 'Liam' },
          activities: [],
        },
      }),
    ]);
    renderPage();
    const emma = await screen.findByRole('region', { name: "Emma's itinerary" });
    expect(within(emma).getByText(/Shared by Pat Morgan \(pat.morgan@example.com\)/)).toBeTruthy();
    expect(within(emma).getByText('Join us!')).toBeTruthy();
    expect(within(emma).getByRole('article', { name: 'Robotics Camp' })).toBeTruthy();
    // A friend's card has no payment chip.
    expect(within(emma).queryByText('Booking Available')).toBeNull();
    expect(within(emma).getByRole('button', { name: 'Accept' })).toBeTruthy();

    const liam = screen.getByRole('region', { name: "Liam's itinerary" });
    expect(within(liam).getByText('No shared activities with you.')).toBeTruthy();
    expect(within(liam).getByText('You accepted')).toBeTruthy();
    expect(within(liam).getByText('Your comment: “See you there”')).toBeTruthy();
    expect(within(liam).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it("offers the parent's own children, marks which activities fit, and sends the chosen child on accepting", async () => {
    const seen = serve(
      [makeFriendItinerary()],
      [makeChildQuestionnaire(8, 'Mia', 9), makeChildQuestionnaire(9, 'Noah', 5)],
    );
    renderPage();
    await screen.findByRole('region', { name: "Emma's itinerary" });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Choose a child' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Noah' }));
    expect(await screen.findByText("Not for Noah's age")).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Choose a child' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mia' }));
    expect(await screen.findByText("Fits Mia's age")).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: "Accept Emma's itinerary?" });
    expect(
      within(dialog).getByText('Accepting adds Mia to these activities with your friend.'),
    ).toBeTruthy();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Comment (optional)' }),
      'We are in!',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText("Emma's itinerary was successfully accepted!")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/v1/parents/friends_itineraries/70');
    expect(put?.body).toEqual({ status: 'accepted', comment: 'We are in!', child_id: 8 });
    expect(await screen.findByText('You accepted')).toBeTruthy();
  });

  it('declines with a warning toast and the itinerary leaves the list', async () => {
    const seen = serve([makeFriendItinerary()]);
    renderPage();
    const emma = await screen.findByRole('region', { name: "Emma's itinerary" });
    expect(await screen.findByText("No added children's yet")).toBeTruthy();
    await userEvent.click(within(emma).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: "Decline Emma's itinerary?" });
    // No comment: the answer goes without one.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const toastEl = await screen.findByText("Emma's itinerary was successfully declined!");
    expect(toastEl.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: "Emma's itinerary" })).toBeNull(),
    );
    expect(screen.getByText('No results')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'declined' });
  });

  it('shows a refusal and keeps the invitation', async () => {
    serve([makeFriendItinerary()], [], { refuse: INVITE_MESSAGES.alreadyAnswered });
    renderPage();
    const emma = await screen.findByRole('region', { name: "Emma's itinerary" });
    await userEvent.click(within(emma).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: "Accept Emma's itinerary?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText(INVITE_MESSAGES.alreadyAnswered)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('region', { name: "Emma's itinerary" })).toBeTruthy();
  });

  it('asks before answering: cancelling the dialog sends nothing; a too long comment cannot be sent', async () => {
    const seen = serve([makeFriendItinerary()]);
    renderPage();
    const emma = await screen.findByRole('region', { name: "Emma's itinerary" });
    await userEvent.click(within(emma).getByRole('button', { name: 'Decline' }));
    let dialog = await screen.findByRole('dialog', { name: "Decline Emma's itinerary?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(emma).getByRole('button', { name: 'Accept' }));
    dialog = await screen.findByRole('dialog', { name: "Accept Emma's itinerary?" });
    const field = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(INVITE_TEXT_MAX + 1));
    expect(within(dialog).getByText(INVITE_MESSAGES.commentTooLong)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true);
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('cannot be answered while the itinerary is not open to answers', async () => {
    serve([
      makeFriendItinerary({
        itinerary: { ...makeFriendItinerary().itinerary, status: 'canceled' },
      }),
    ]);
    renderPage();
    const emma = await screen.findByRole('region', { name: "Emma's itinerary" });
    expect(within(emma).getByText(INVITE_MESSAGES.answerClosed)).toBeTruthy();
    expect(within(emma).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('clears the invited flag of the stored session once the list is read', async () => {
    const seen = serve([
      makeFriendItinerary({
        itinerary: { ...makeFriendItinerary().itinerary, activities: [makeActivityCard()] },
      }),
    ]);
    renderPage({ invited_to_itinerary: true, invited: true });
    await screen.findByRole('region', { name: "Emma's itinerary" });
    await waitFor(() => expect(getSession()?.invited_to_itinerary).toBe(false));
    expect(getSession()?.invited).toBe(false);
    expect(seen.some((r) => r.path === '/api/v1/sessions/verify')).toBe(true);
  });

  it('says No results without invitations', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No results')).toBeTruthy();
  });
});
