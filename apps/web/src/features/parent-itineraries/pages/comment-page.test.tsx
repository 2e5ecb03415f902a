import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { PARENT_ITINERARY_MESSAGES, type ParentItinerary } from '@camp/shared/parent-itinerary';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, setSession } from '../../../lib/session';
import { makeActivityCard, makeParentItinerary } from '../../../test-itineraries';
import { recordRequests, server } from '../../../test-server';
import { makeSession, renderWithShell } from '../../../test-utils';
import { CommentPage } from './comment-page';

function serve(itinerary: ParentItinerary | null, put?: (body: unknown) => Response) {
  const seen = recordRequests();
  server.use(
    http.get('*/api/v1/parents/itineraries/:id', () =>
      itinerary
        ? HttpResponse.json({ itinerary })
        : HttpResponse.json({ errors: { _base: ['Itinerary not found'] } }, { status: 404 }),
    ),
    http.put('*/api/v1/parents/itineraries/:id', async ({ request }) =>
      put ? put(await request.json()) : new HttpResponse(null, { status: 500 }),
    ),
  );
  return seen;
}

function renderPage(id = 5) {
  setSession(makeSession({ package_type: 'Premium', premium: true }));
  return renderWithShell(
    <>
      <Routes>
        <Route path="/profile/itineraries/:id" element={<CommentPage />} />
        <Route path="/profile/itineraries" element={<h1>Itineraries list</h1>} />
      </Routes>
      <Toaster />
    </>,
    { path: `/profile/itineraries/${id}` },
  );
}

const TWO = [makeActivityCard(), makeActivityCard({ id: 32, name: 'Art Camp' })];

afterEach(() => {
  clearSession();
  toast.clear();
});

async function fillComment(activity: string, reasons: string[], comment: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /Activity/ }));
  await userEvent.click(await screen.findByRole('option', { name: activity }));
  for (const r of reasons) await userEvent.click(await screen.findByRole('checkbox', { name: r }));
  await userEvent.type(screen.getByRole('textbox', { name: /Comment/ }), comment);
}

describe('<CommentPage />', () => {
  it.each(['draft', 'in_progress', 'accepted', 'approved', 'canceled'] as const)(
    'goes back to the itineraries page when the itinerary is %s',
    async (status) => {
      serve(makeParentItinerary({ status }));
      const { router } = renderPage();
      expect(await screen.findByRole('heading', { name: 'Itineraries list' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/profile/itineraries');
    },
  );

  it("goes back to the itineraries page for another family's itinerary (404)", async () => {
    serve(null);
    const { router } = renderPage(99);
    expect(await screen.findByRole('heading', { name: 'Itineraries list' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/itineraries');
  });

  it('checks the form with the spec messages and sends nothing', async () => {
    const seen = serve(makeParentItinerary({ activities: TWO }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Activity is required')).toBeTruthy();
    expect(screen.getByText('Check at least one checkbox')).toBeTruthy();
    expect(screen.getByText('Comment is required')).toBeTruthy();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('adds several comments and sends them at once; toast and back to the list', async () => {
    const seen = serve(makeParentItinerary({ activities: TWO }), () =>
      HttpResponse.json({ itinerary: makeParentItinerary({ status: 'alternate_request' }) }),
    );
    const { router } = renderPage();
    await screen.findByRole('form', { name: 'Comment' });
    await fillComment('Robotics Camp', ['Price', 'Date'], 'Too early in July.');
    await userEvent.click(screen.getByRole('button', { name: 'Add another comment' }));
    const pending = await screen.findByRole('region', { name: 'Comments to send' });
    expect(within(pending).getByText('Date, Price')).toBeTruthy();
    // The form is blank again for the next comment.
    expect((screen.getByRole('textbox', { name: /Comment/ }) as HTMLTextAreaElement).value).toBe(
      '',
    );

    await fillComment('Art Camp', ['Other'], 'Anything with more painting?');
    await userEvent.click(screen.getByRole('button', { name: 'Send comments' }));
    expect(await screen.findByText('The comment(s) was successfully added!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/itineraries'));
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/v1/parents/itineraries/5');
    expect(put?.body).toEqual({
      id: 5,
      itinerary: {
        status: 'alternate_request',
        change_requests_attributes: [
          { activity_id: 31, reason: 'Date, Price', more_information: 'Too early in July.' },
          { activity_id: 32, reason: 'Other', more_information: 'Anything with more painting?' },
        ],
      },
    });
  });

  it('shows a refusal from the server and stays', async () => {
    serve(makeParentItinerary({ activities: TWO }), () =>
      HttpResponse.json(
        { errors: { _base: [PARENT_ITINERARY_MESSAGES.changesNotAllowed] } },
        { status: 409 },
      ),
    );
    const { router } = renderPage();
    await screen.findByRole('form', { name: 'Comment' });
    await fillComment('Art Camp', ['Location'], 'Closer to home?');
    await userEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText(PARENT_ITINERARY_MESSAGES.changesNotAllowed)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/itineraries/5');
  });

  it('disables the form with the reason when the server says comments are not possible', async () => {
    serve(
      makeParentItinerary({
        activities: TWO,
        actions: {
          can_accept: false,
          can_request_changes: false,
          can_invite: false,
          blocked_reason: 'Your specialist is still preparing this itinerary.',
        },
      }),
    );
    renderPage();
    expect(
      await screen.findByText('Your specialist is still preparing this itinerary.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send comment' })).toHaveProperty('disabled', true);
  });
});
