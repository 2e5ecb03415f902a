import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_MESSAGES } from '@camp/shared/checkout';
import { PARENT_ITINERARY_MESSAGES } from '@camp/shared/parent-itinerary';
import { Toaster, toast } from '../../../components/ui/toaster';
import { apiError, recordRequests, server } from '../../../test-server';
import { renderWithShell } from '../../../test-utils';
import { pageExit } from '../leave-page';
import { activityPaymentApi } from '../test-handlers';
import { approvedItinerary, withCanceledArt } from '../test-fixtures';
import { PaymentSummaryPage } from './payment-summary-page';

/** The page at its route, and the itineraries page a load failure goes back to (both toast). */
function renderPage(path = '/profile/payment/5') {
  return renderWithShell(<h1>Elsewhere</h1>, {
    path,
    routes: [
      {
        path: '/profile/payment/:id',
        element: (
          <>
            <PaymentSummaryPage />
            <Toaster />
          </>
        ),
      },
      {
        path: '/profile/itineraries',
        element: (
          <>
            <h1>Itineraries page</h1>
            <Toaster />
          </>
        ),
      },
    ],
  });
}

let leavePage: MockInstance<(url: string) => void>;
beforeEach(() => {
  leavePage = vi.spyOn(pageExit, 'leave').mockImplementation(() => undefined);
  // A paid activity makes the page ask for the itinerary's payment plans (decision 0065).
  server.use(activityPaymentApi.plans({ plans: [] }));
});
afterEach(() => leavePage.mockRestore());
afterEach(() => toast.clear());
// The page also reads the family's waitlist (decision 0063; its own tests: payment-summary-waitlist).
beforeEach(() => server.use(activityPaymentApi.waitlist({ waitlist_entries: [] })));

// The page also reads the itinerary's waivers (their own tests: payment-summary-waivers).
beforeEach(() => server.use(activityPaymentApi.waivers({ child_name: null, waivers: [] })));

describe('<PaymentSummaryPage />', () => {
  it('shows each activity with its price, fee and total, the chips, and the totals', async () => {
    server.use(activityPaymentApi.itinerary({ itinerary: approvedItinerary() }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: "Emma's itinerary" })).toBeTruthy();
    const robotics = screen.getByRole('listitem', { name: 'Robotics Camp' });
    expect(within(robotics).getByText('Available For Payment')).toBeTruthy();
    expect(robotics.textContent).toContain('Price$300');
    expect(robotics.textContent).toContain('Fee$30');
    expect(robotics.textContent).toContain('Total$330');
    const swim = screen.getByRole('listitem', { name: 'Swim Week' });
    expect(within(swim).getByText('Paid')).toBeTruthy();
    // Booking Not Available: no chip, booked through the camp's own page.
    const chess = screen.getByRole('listitem', { name: 'Chess Club' });
    expect(within(chess).queryByText(/Booking Not Available/)).toBeNull();
    expect(
      within(chess)
        .getByRole('link', { name: /Open camp page/ })
        .getAttribute('href'),
    ).toBe('https://chess.example/club');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('Itinerary total$750');
    expect(summary.textContent).toContain('Already paid$110');
    expect(summary.textContent).toContain('To pay now$550');
    // Something is paid already: the button says Pay.
    expect(within(summary).getByRole('button', { name: 'Pay' })).toBeTruthy();
  });

  it('shows a canceled place with its refund, never payable again, and the totals with the refund', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(activityPaymentApi.itinerary({ itinerary: withCanceledArt() }));
    renderPage();
    const art = await screen.findByRole('listitem', { name: 'Art Studio' });
    expect(within(art).getByText('Canceled · Refunded $220')).toBeTruthy();
    expect(within(art).queryByText('Available For Payment')).toBeNull();
    expect(within(art).getByText(/You canceled this place/)).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('Itinerary total$530');
    // Paid: Swim $110 and the canceled Art's $220; all of Art's came back.
    expect(summary.textContent).toContain('Already paid$330');
    expect(summary.textContent).toContain('Refunded$220');
    expect(summary.textContent).toContain('Left to pay$420');
    expect(summary.textContent).toContain('To pay now$330');
    await user.click(within(summary).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book and pay' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(dialog).queryByRole('checkbox', { name: /Art Studio/ })).toBeNull();
  });

  it('a cancellation that refunded nothing says Canceled alone', async () => {
    server.use(activityPaymentApi.itinerary({ itinerary: withCanceledArt(0) }));
    renderPage();
    const art = await screen.findByRole('listitem', { name: 'Art Studio' });
    expect(within(art).getByText('Canceled')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('Refunded$0');
  });

  it('books the chosen activities: the dialog names the child, Pay opens the checkout and leaves for its URL', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    server.use(
      activityPaymentApi.itinerary({
        itinerary: approvedItinerary({}, [
          'available_for_payment',
          'available_for_payment',
          'full',
          'booking_not_available',
        ]),
      }),
      activityPaymentApi.startCheckout(() => ({
        url: 'http://localhost/pay/cs_local_abc',
        checkout_session_id: 'cs_local_abc',
      })),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Book and pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book and pay' });
    expect(within(dialog).getByRole('group', { name: 'Activities to book for Emma' })).toBeTruthy();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(within(dialog).getByText(/Raleigh Art House · for Emma/)).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: /Art Studio/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $330' }));
    await waitFor(() =>
      expect(leavePage).toHaveBeenCalledWith('http://localhost/pay/cs_local_abc'),
    );
    expect(seen.filter((r) => r.method === 'POST')).toMatchObject([
      {
        path: '/api/v1/payment/checkout_sessions',
        body: { itinerary_id: 5, itinerary_activity_ids: [131] },
      },
    ]);
  });

  it("says a program's discounts are taken off on the checkout page", async () => {
    const user = userEvent.setup({ delay: null });
    const itinerary = approvedItinerary({}, [
      'available_for_payment',
      'available_for_payment',
      'full',
      'booking_not_available',
    ]);
    const [first, ...rest] = itinerary.itinerary_activities;
    const discounts = { sibling_percent: 10, multi_week_percent: null, multi_week_from_week: null };
    server.use(
      activityPaymentApi.itinerary({
        itinerary: {
          ...itinerary,
          itinerary_activities: [
            { ...first!, activity: { ...first!.activity, discounts } },
            ...rest,
          ],
        },
      }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Book and pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book and pay' });
    const note = /Program discounts for your family are taken off on the checkout page/;
    expect(within(dialog).getByText(note)).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: /Robotics Camp/ }));
    expect(within(dialog).queryByText(note)).toBeNull();
  });

  it('keeps Pay disabled with nothing chosen', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(activityPaymentApi.itinerary({ itinerary: approvedItinerary() }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book and pay' });
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    expect(within(dialog).getByRole('button', { name: 'Pay $0' })).toHaveProperty('disabled', true);
  });

  it("shows the server's refusal in the dialog, refetches the itinerary and leaves nowhere", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    server.use(
      activityPaymentApi.itinerary({ itinerary: approvedItinerary() }),
      activityPaymentApi.startCheckout(
        apiError(422, { itinerary_activity_ids: [CHECKOUT_MESSAGES.started] }),
      ),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book and pay' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay $550' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CHECKOUT_MESSAGES.started);
    await waitFor(() =>
      expect(seen.filter((r) => r.path === '/api/v1/parents/itineraries/5')).toHaveLength(2),
    );
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('explains that an itinerary not approved yet cannot be paid', async () => {
    server.use(
      activityPaymentApi.itinerary({
        itinerary: approvedItinerary({ status: 'accepted' }, [
          'easy_booking',
          'easy_booking',
          'easy_booking',
          'booking_not_available',
        ]),
      }),
    );
    renderPage();
    expect(await screen.findByText(CHECKOUT_MESSAGES.notApproved)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book and pay' })).toHaveProperty('disabled', true);
  });

  it('goes back to the itineraries page with the error toast when the itinerary does not load', async () => {
    server.use(
      activityPaymentApi.itinerary(apiError(404, { _base: [PARENT_ITINERARY_MESSAGES.notFound] })),
    );
    const { router } = renderPage('/profile/payment/99');
    expect(await screen.findByRole('heading', { name: 'Itineraries page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/itineraries');
    expect(await screen.findByText(PARENT_ITINERARY_MESSAGES.notFound)).toBeTruthy();
  });
});
