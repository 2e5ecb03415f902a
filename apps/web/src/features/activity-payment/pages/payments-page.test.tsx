import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY } from '@camp/shared/messages';
import { makeParentItinerary } from '../../../test-itineraries';
import { apiError, recordRequests, server } from '../../../test-server';
import { pageExit } from '../leave-page';
import { renderWithShell } from '../../../test-utils';
import { activityPaymentApi } from '../test-handlers';
import { approvedItinerary, withCanceledArt } from '../test-fixtures';
import { PaymentsPage } from './payments-page';

// No program of these itineraries has a waiver (the family checkout's waiver step has its tests).
beforeEach(() => server.use(activityPaymentApi.waivers({ child_name: null, waivers: [] })));
afterEach(() => server.resetHandlers());

describe('<PaymentsPage />', () => {
  it('lists approved itineraries, newest first, with what can be paid and what is paid; Pay leads to the summary', async () => {
    server.use(
      activityPaymentApi.itineraries({
        itineraries: [
          approvedItinerary(),
          approvedItinerary(
            {
              id: 6,
              created_at: '2026-05-01T10:00:00.000Z',
              child: { id: 4, first_name: 'Liam', age: 7, rising_grade_level: 2 },
            },
            ['paid', 'paid', 'paid', 'paid'],
          ),
          makeParentItinerary({ id: 7, status: 'review' }),
        ],
      }),
    );
    const { router } = renderWithShell(<PaymentsPage />, {
      path: '/profile/payment',
      routes: [{ path: '/profile/payment/:id', element: <h1>Summary</h1> }],
    });
    const items = await screen.findAllByRole('listitem', { name: /'s itinerary$/ });
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      "Emma's itinerary",
      "Liam's itinerary",
    ]);
    const emma = items[0]!;
    expect(emma.textContent).toContain('2 activities to pay: $550');
    expect(emma.textContent).toContain('1 activity paid: $110');
    expect(emma.textContent).toContain('1 activity booked on camp pages');
    const liam = items[1]!;
    expect(within(liam).getByText('Paid')).toBeTruthy();
    expect(within(liam).getByRole('link', { name: 'View summary' })).toBeTruthy();

    await userEvent.click(within(emma).getByRole('link', { name: 'Pay $550' }));
    expect(router.state.location.pathname).toBe('/profile/payment/5');
  });

  it('names a canceled place with its refund and leaves it out of what to pay', async () => {
    server.use(activityPaymentApi.itineraries({ itineraries: [withCanceledArt()] }));
    renderWithShell(<PaymentsPage />, { path: '/profile/payment' });
    const [emma] = await screen.findAllByRole('listitem', { name: /'s itinerary$/ });
    expect(emma!.textContent).toContain('1 activity to pay: $330');
    expect(within(emma!).getByText('Art Studio: Canceled · Refunded $220')).toBeTruthy();
    expect(within(emma!).getByRole('link', { name: 'Pay $330' })).toBeTruthy();
  });

  it('two children with something to pay: "Pay for all children" opens one checkout for both', async () => {
    const leave = vi.spyOn(pageExit, 'leave').mockImplementation(() => undefined);
    const liam = approvedItinerary({
      id: 6,
      created_at: '2026-05-01T10:00:00.000Z',
      child: { id: 4, first_name: 'Liam', age: 7, rising_grade_level: 2 },
    });
    server.use(
      activityPaymentApi.itineraries({ itineraries: [approvedItinerary(), liam] }),
      activityPaymentApi.startCheckout({
        url: 'http://localhost/pay/cs_local_fam',
        checkout_session_id: 'cs_local_fam',
      }),
    );
    const seen = recordRequests();
    renderWithShell(<PaymentsPage />, { path: '/profile/payment' });
    const card = await screen.findByRole('region', { name: 'Pay for all children at once' });
    const kids = within(card).getByRole('list', { name: 'Children to pay for' });
    expect(
      within(kids)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Emma: 2 activities, $550', 'Liam: 2 activities, $550']);
    expect(card.textContent).toContain('One payment of up to $1,100');
    await userEvent.click(within(card).getByRole('button', { name: 'Pay for all children' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('http://localhost/pay/cs_local_fam'));
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ itineraries: [{ itinerary_id: 5 }, { itinerary_id: 6 }] });
    leave.mockRestore();
  });

  it('shows a refusal beside the button', async () => {
    server.use(
      activityPaymentApi.itineraries({
        itineraries: [approvedItinerary(), approvedItinerary({ id: 6 })],
      }),
      activityPaymentApi.startCheckout(
        apiError(422, { itineraries: ['An activity you chose is already paid.'] }),
      ),
    );
    renderWithShell(<PaymentsPage />, { path: '/profile/payment' });
    const card = await screen.findByRole('region', { name: 'Pay for all children at once' });
    await userEvent.click(within(card).getByRole('button', { name: 'Pay for all children' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(
      'An activity you chose is already paid.',
    );
  });

  it('one child with something to pay: no family payment', async () => {
    server.use(
      activityPaymentApi.itineraries({
        itineraries: [
          approvedItinerary(),
          approvedItinerary({ id: 6 }, ['paid', 'paid', 'paid', 'paid']),
        ],
      }),
    );
    renderWithShell(<PaymentsPage />, { path: '/profile/payment' });
    await screen.findAllByRole('listitem', { name: /'s itinerary$/ });
    expect(screen.queryByRole('region', { name: 'Pay for all children at once' })).toBeNull();
  });

  it('says so when no itinerary is approved yet', async () => {
    server.use(
      activityPaymentApi.itineraries({ itineraries: [makeParentItinerary({ status: 'review' })] }),
    );
    renderWithShell(<PaymentsPage />, { path: '/profile/payment' });
    expect(await screen.findByText(EMPTY.noApprovedItineraries)).toBeTruthy();
  });
});
