import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY } from '@camp/shared/messages';
import { makeParentItinerary } from '../../../test-itineraries';
import { server } from '../../../test-server';
import { renderWithShell } from '../../../test-utils';
import { activityPaymentApi } from '../test-handlers';
import { approvedItinerary, withCanceledArt } from '../test-fixtures';
import { PaymentsPage } from './payments-page';

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

  it('says so when no itinerary is approved yet', async () => {
    server.use(
      activityPaymentApi.itineraries({ itineraries: [makeParentItinerary({ status: 'review' })] }),
    );
    renderWithShell(<PaymentsPage />, { path: '/profile/payment' });
    expect(await screen.findByText(EMPTY.noApprovedItineraries)).toBeTruthy();
  });
});
