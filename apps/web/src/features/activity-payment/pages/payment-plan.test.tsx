import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentPlan } from '@camp/shared/payment-plan';
import { Toaster, toast } from '../../../components/ui/toaster';
import { apiError, recordRequests, server } from '../../../test-server';
import { renderWithShell, stubMatchMedia } from '../../../test-utils';
import { pageExit } from '../leave-page';
import { activityPaymentApi } from '../test-handlers';
import { approvedItinerary } from '../test-fixtures';
import { PaymentSummaryPage } from './payment-summary-page';

// Payment plans on the payment summary (decision 0065): the booking dialog's 'Pay in
// instalments' with its schedule, and the plan's schedule with 'Pay now' for a failed one.

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
    ],
  });
}

/** The fixture's activities, starting next June (far enough for instalments). */
function summerItinerary() {
  const it = approvedItinerary();
  const later = { start_date: '2027-06-14', end_date: '2027-06-18' };
  return {
    ...it,
    activities: it.activities.map((a) => ({ ...a, ...later })),
    itinerary_activities: it.itinerary_activities.map((i) => ({
      ...i,
      start_date: later.start_date,
      activity: { ...i.activity, ...later },
    })),
  };
}

const plan = (over: Partial<PaymentPlan> = {}): PaymentPlan => ({
  id: 9,
  itinerary_id: 5,
  status: 'active',
  provider: 'local',
  total_cents: 11_000,
  paid_cents: 2_750,
  card: { brand: 'visa', last4: '0341' },
  items: [
    {
      itinerary_activity_id: 133,
      name: 'Swim Week',
      amount_cents: 11_000,
      paid_cents: 2_750,
      canceled: false,
    },
  ],
  instalments: [
    {
      id: 20,
      sequence: 0,
      due_date: '2026-11-25',
      amount_cents: 2_750,
      status: 'paid',
      attempts: 0,
      next_attempt_at: null,
      paid_at: '2026-11-25T12:00:00.000Z',
      last_error: null,
    },
    {
      id: 21,
      sequence: 1,
      due_date: '2027-04-08',
      amount_cents: 8_250,
      status: 'failed',
      attempts: 1,
      next_attempt_at: '2027-04-09T00:10:00.000Z',
      paid_at: null,
      last_error: 'Your card was declined.',
    },
  ],
  ...over,
});

let leavePage: MockInstance<(url: string) => void>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  leavePage = vi.spyOn(pageExit, 'leave').mockImplementation(() => undefined);
});
afterEach(() => {
  leavePage.mockRestore();
  vi.useRealTimers();
  toast.clear();
});

// The page also reads the itinerary's waivers (their own tests: payment-summary-waivers).
beforeEach(() => server.use(activityPaymentApi.waivers({ child_name: null, waivers: [] })));

describe('payment plans on the payment summary', () => {
  it('offers instalments with the schedule before paying and sends the choice', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    server.use(
      activityPaymentApi.itinerary({ itinerary: summerItinerary() }),
      activityPaymentApi.plans({ plans: [] }),
      activityPaymentApi.waitlist({ waitlist_entries: [] }),
      activityPaymentApi.startCheckout(() => ({
        url: 'http://localhost/pay/cs_local_abc',
        checkout_session_id: 'cs_local_abc',
      })),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book and pay' });
    expect(within(dialog).getByRole('radio', { name: 'Pay in full' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('button', { name: 'Pay $550' })).toBeTruthy();
    // $550 → a $137.50 deposit and three instalments of $137.50 before the June 14 start.
    await user.click(
      within(dialog).getByRole('radio', { name: /Pay in instalments: \$137.50 today/ }),
    );
    const schedule = within(dialog).getByRole('list', { name: 'Instalment schedule' });
    expect(
      within(schedule)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Today: $137.50 deposit (25%)',
      'Apr 8, 2027: $137.50',
      'May 8, 2027: $137.50',
      'Jun 7, 2027: $137.50',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $137.50 now' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalled());
    expect(seen.filter((r) => r.method === 'POST')).toMatchObject([
      { path: '/api/v1/payment/checkout_sessions', body: { itinerary_id: 5, plan: 'instalments' } },
    ]);
  });

  it('takes the whole screen on phones, with the payment choice outside the scrolling list', async () => {
    // A phone: the theme's media queries below the sm breakpoint (600 px) match.
    stubMatchMedia((query) => query.includes('max-width:599.95px'));
    const user = userEvent.setup({ delay: null });
    server.use(
      activityPaymentApi.itinerary({ itinerary: summerItinerary() }),
      activityPaymentApi.plans({ plans: [] }),
      activityPaymentApi.waitlist({ waitlist_entries: [] }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book and pay' });
    expect(dialog.className).toContain('MuiDialog-paperFullScreen');
    const instalments = within(dialog).getByRole('radio', { name: /Pay in instalments/ });
    const activities = within(dialog).getByRole('group', { name: /Activities to book/ });
    // The activities scroll in the dialog's content; the choice stays in view beside Pay.
    const scrolling = activities.closest('.MuiDialogContent-root');
    expect(scrolling).not.toBeNull();
    expect(scrolling?.contains(instalments)).toBe(false);
  });

  it('keeps instalments unavailable, with the reason, when the first activity starts too soon', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      activityPaymentApi.itinerary({ itinerary: approvedItinerary() }),
      activityPaymentApi.plans({ plans: [] }),
      activityPaymentApi.waitlist({ waitlist_entries: [] }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book and pay' });
    expect(within(dialog).getByRole('radio', { name: 'Pay in instalments' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByText(/Paying in instalments is offered when/)).toBeTruthy();
  });

  it("shows the plan's schedule and pays a failed instalment now with another card", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    let current = plan();
    server.use(
      activityPaymentApi.itinerary({ itinerary: summerItinerary() }),
      activityPaymentApi.plans(() => ({ plans: [current] })),
      activityPaymentApi.waitlist({ waitlist_entries: [] }),
      activityPaymentApi.payInstalment(() => {
        current = plan({
          paid_cents: 11_000,
          status: 'paid',
          card: { brand: 'visa', last4: '4242' },
          instalments: plan().instalments.map((i) => ({
            ...i,
            status: 'paid',
            next_attempt_at: null,
            last_error: null,
            paid_at: '2027-04-08T09:00:00.000Z',
          })),
        });
        return { plan: current };
      }),
    );
    renderPage();
    const panel = await screen.findByRole('region', { name: /Payment plan/ });
    expect(within(panel).getByText('Deposit paid')).toBeTruthy();
    expect(panel.textContent).toContain('$27.50 of $110 paid');
    expect(panel.textContent).toContain('visa •••• 0341');
    // The summary counts what the plan collected, not the activities' full price.
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('Already paid$27.50');
    const rows = within(within(panel).getByRole('table', { name: 'Instalments' })).getAllByRole(
      'row',
    );
    expect(rows[2]!.textContent).toContain(
      'Failed: Your card was declined. We try again Apr 9, 2027.',
    );

    await user.click(within(panel).getByRole('button', { name: 'Pay instalment 1 now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay instalment 1 now' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Card number/ }),
      '4242424242424242',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Expiration date/ }), '1234');
    await user.type(within(dialog).getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $82.50' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.filter((r) => r.method === 'POST')).toMatchObject([
      {
        path: '/api/v1/payment/plans/9/instalments/21/pay',
        body: { card_number: '4242424242424242', exp_month: '12', cvc: '123' },
      },
    ]);
    // The plan's chip moves from 'Deposit paid' to 'Paid' (every row reads Paid as well).
    await waitFor(() => expect(within(panel).queryByText('Deposit paid')).toBeNull());
    expect(within(panel).getAllByText('Paid').length).toBeGreaterThanOrEqual(2);
    expect(panel.textContent).toContain('Paid Apr 8, 2027');
  });

  it('shows a canceled activity out of the plan with the reduced schedule, and a plan that ended', async () => {
    // Decision 0070: Swim Week was canceled after the deposit; the instalment left is Robotics'.
    const reduced = plan({
      total_cents: 6_000,
      items: [
        {
          itinerary_activity_id: 133,
          name: 'Swim Week',
          amount_cents: 11_000,
          paid_cents: 0,
          canceled: true,
        },
        {
          itinerary_activity_id: 131,
          name: 'Robotics Camp',
          amount_cents: 4_000,
          paid_cents: 1_000,
          canceled: false,
        },
      ],
      instalments: [
        { ...plan().instalments[0]!, amount_cents: 2_750 },
        {
          ...plan().instalments[1]!,
          amount_cents: 3_250,
          status: 'scheduled',
          attempts: 0,
          next_attempt_at: '2027-04-08T00:00:00.000Z',
          last_error: null,
        },
      ],
    });
    let current = reduced;
    server.use(
      activityPaymentApi.itinerary({ itinerary: summerItinerary() }),
      activityPaymentApi.plans(() => ({ plans: [current] })),
      activityPaymentApi.waitlist({ waitlist_entries: [] }),
    );
    const view = renderPage();
    let panel = await screen.findByRole('region', { name: /Payment plan/ });
    expect(panel.textContent).toContain('Swim Week (canceled), Robotics Camp: $27.50 of $60 paid');
    expect(
      within(panel).getByText(/the payments still to come are for the others only/),
    ).toBeTruthy();
    const rows = within(within(panel).getByRole('table', { name: 'Instalments' })).getAllByRole(
      'row',
    );
    expect(rows[2]!.textContent).toContain('$32.50');
    expect(rows[2]!.textContent).toContain('Due');
    view.unmount();

    current = plan({
      status: 'canceled',
      total_cents: 2_750,
      items: [{ ...reduced.items[0]! }],
      instalments: [plan().instalments[0]!],
    });
    renderPage();
    panel = await screen.findByRole('region', { name: /Payment plan/ });
    expect(within(panel).getByText('Canceled')).toBeTruthy();
    expect(within(panel).getByText(/nothing more will be charged/)).toBeTruthy();
    expect(panel.textContent).not.toContain('•••• 0341');
  });

  it("sends a Stripe plan's 'Pay now' to Stripe Checkout, and says so when Stripe sends the parent back", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    const url = 'https://checkout.stripe.com/c/pay/cs_test_paynow_1#fid';
    server.use(
      activityPaymentApi.itinerary({ itinerary: summerItinerary() }),
      activityPaymentApi.plans({ plans: [plan({ provider: 'stripe' })] }),
      activityPaymentApi.waitlist({ waitlist_entries: [] }),
      activityPaymentApi.payInstalment({ url }),
    );
    const view = renderPage();
    const panel = await screen.findByRole('region', { name: /Payment plan/ });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Pay instalment 1 now' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(url));
    // No card form: the card is entered (and 3-D Secure passed) on Stripe's page.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.filter((r) => r.method === 'POST')).toMatchObject([
      { path: '/api/v1/payment/plans/9/instalments/21/pay', body: {} },
    ]);
    view.unmount();

    // Stripe's success URL: the payment summary with ?instalment=paid.
    const back = renderPage('/profile/payment/5?instalment=paid');
    const said = await screen.findByRole('alert');
    expect(said.textContent).toContain('your instalment payment went through');
    await user.click(within(said).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(back.router.state.location.search).toBe('');
  });

  it("tells the parent when Stripe's page cannot be opened", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      activityPaymentApi.itinerary({ itinerary: summerItinerary() }),
      activityPaymentApi.plans({ plans: [plan({ provider: 'stripe' })] }),
      activityPaymentApi.waitlist({ waitlist_entries: [] }),
      activityPaymentApi.payInstalment(
        apiError(409, { _base: ['This instalment is not waiting for a payment.'] }),
      ),
    );
    renderPage();
    const panel = await screen.findByRole('region', { name: /Payment plan/ });
    await user.click(within(panel).getByRole('button', { name: 'Pay instalment 1 now' }));
    expect(await screen.findByText('This instalment is not waiting for a payment.')).toBeTruthy();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it("changes a Stripe plan's card on Stripe's setup page and says so on the return", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    const url = 'https://checkout.stripe.com/c/pay/cs_test_setup_1#fid';
    let current = plan({ provider: 'local' });
    server.use(
      activityPaymentApi.itinerary({ itinerary: summerItinerary() }),
      activityPaymentApi.plans(() => ({ plans: [current] })),
      activityPaymentApi.waitlist({ waitlist_entries: [] }),
      activityPaymentApi.changeCard({ url }),
    );
    // The built-in provider's card changes with its 'Pay now' form: no such button.
    const first = renderPage();
    const local = await screen.findByRole('region', { name: /Payment plan/ });
    expect(within(local).queryByRole('button', { name: 'Change card' })).toBeNull();
    first.unmount();

    current = plan({ provider: 'stripe' });
    const view = renderPage();
    const panel = await screen.findByRole('region', { name: /Payment plan/ });
    await user.click(within(panel).getByRole('button', { name: 'Change card' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(url));
    expect(seen.filter((r) => r.method === 'POST')).toMatchObject([
      { path: '/api/v1/payment/plans/9/card' },
    ]);
    view.unmount();

    renderPage('/profile/payment/5?card=saved');
    expect((await screen.findByRole('alert')).textContent).toContain('Your new card is saved');
  });
});
