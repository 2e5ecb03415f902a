import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import type { WaitlistEntry } from '@camp/shared/waitlist';
import { Toaster, toast } from '../../../components/ui/toaster';
import { apiError, recordRequests, server } from '../../../test-server';
import { renderWithShell } from '../../../test-utils';
import { pageExit } from '../leave-page';
import { activityPaymentApi } from '../test-handlers';
import { approvedItinerary } from '../test-fixtures';
import { PaymentSummaryPage } from './payment-summary-page';

// The waitlist on the payment summary (decision 0063): a full activity offers 'Join waitlist',
// an entry shows its place and 'Leave', an offer shows the time the seat is held and 'Pay'.

function renderPage() {
  return renderWithShell(<h1>Elsewhere</h1>, {
    path: '/profile/payment/5',
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

/** Emma's itinerary with Swim Week (133) full, or started when `status` says so. */
function withFullSwim(status: 'full' | 'started' = 'full'): ParentItinerary {
  return approvedItinerary({}, [
    'available_for_payment',
    'available_for_payment',
    status,
    'booking_not_available',
  ]);
}

const entry = (over: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 9,
  itinerary_activity_id: 133,
  itinerary_id: 5,
  activity_id: 33,
  activity_name: 'Swim Week',
  child_name: 'Emma',
  status: 'waiting',
  position: 2,
  offer_expires_at: null,
  created_at: '2026-11-25T10:00:00.000Z',
  ...over,
});

let leavePage: MockInstance<(url: string) => void>;
beforeEach(() => {
  leavePage = vi.spyOn(pageExit, 'leave').mockImplementation(() => undefined);
});
afterEach(() => leavePage.mockRestore());
afterEach(() => toast.clear());

// The page also reads the itinerary's waivers (their own tests: payment-summary-waivers).
beforeEach(() => server.use(activityPaymentApi.waivers({ child_name: null, waivers: [] })));

describe('<PaymentSummaryPage /> waitlist', () => {
  it('joins the waitlist of a full activity and shows the place in line', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    let entries: WaitlistEntry[] = [];
    server.use(
      activityPaymentApi.itinerary({ itinerary: withFullSwim() }),
      activityPaymentApi.waitlist(() => ({ waitlist_entries: entries })),
      activityPaymentApi.joinWaitlist(() => {
        entries = [entry()];
        return { waitlist_entry: entry() };
      }),
    );
    renderPage();
    const swim = await screen.findByRole('listitem', { name: 'Swim Week' });
    expect(await within(swim).findByText('Full')).toBeTruthy();
    // One status from one rule: the chip and the line agree, and the line offers the waitlist.
    expect(within(swim).queryByText('Booking Available')).toBeNull();
    expect(within(swim).queryByText(/Full or already started/)).toBeNull();
    // Only the full line offers it.
    expect(screen.getAllByRole('button', { name: /Join waitlist/ })).toHaveLength(1);
    await user.click(within(swim).getByRole('button', { name: 'Join waitlist for Swim Week' }));
    expect(await within(swim).findByText('On the waitlist: #2')).toBeTruthy();
    expect(await screen.findByText('You are #2 on the waitlist for Swim Week.')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toMatchObject([
      { path: '/api/v1/parents/waitlist_entries', body: { itinerary_activity_id: 133 } },
    ]);
  });

  it('shows the server’s refusal and leaves the line as it was', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      activityPaymentApi.itinerary({ itinerary: withFullSwim() }),
      activityPaymentApi.waitlist({ waitlist_entries: [] }),
      activityPaymentApi.joinWaitlist(
        apiError(409, { _base: ['This activity has seats left: you can pay for it now.'] }),
      ),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Join waitlist for Swim Week' }));
    expect(
      await screen.findByText('This activity has seats left: you can pay for it now.'),
    ).toBeTruthy();
    expect(screen.queryByText(/On the waitlist/)).toBeNull();
  });

  it('leaves the line', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    let entries = [entry({ position: 1 })];
    server.use(
      activityPaymentApi.itinerary({ itinerary: withFullSwim() }),
      activityPaymentApi.waitlist(() => ({ waitlist_entries: entries })),
      activityPaymentApi.leaveWaitlist(() => {
        entries = [];
        return new Response(null, { status: 204 });
      }),
    );
    renderPage();
    const swim = await screen.findByRole('listitem', { name: 'Swim Week' });
    expect(await within(swim).findByText('On the waitlist: #1')).toBeTruthy();
    await user.click(
      within(swim).getByRole('button', { name: 'Leave the waitlist for Swim Week' }),
    );
    expect(
      await within(swim).findByRole('button', { name: 'Join waitlist for Swim Week' }),
    ).toBeTruthy();
    expect(seen.filter((r) => r.method === 'DELETE')).toMatchObject([
      { path: '/api/v1/parents/waitlist_entries/9' },
    ]);
  });

  it('an offer shows until when the seat is held, and Pay opens a checkout for it alone', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    const expires = '2099-07-01T15:30:00.000Z';
    const it = approvedItinerary();
    server.use(
      activityPaymentApi.itinerary({ itinerary: it }),
      activityPaymentApi.plans({ plans: [] }),
      activityPaymentApi.waitlist({
        waitlist_entries: [
          entry({
            itinerary_activity_id: 131,
            status: 'offered',
            position: null,
            offer_expires_at: expires,
          }),
        ],
      }),
      activityPaymentApi.startCheckout(() => ({
        url: 'http://localhost/pay/cs_local_abc',
        checkout_session_id: 'cs_local_abc',
      })),
    );
    renderPage();
    const robotics = await screen.findByRole('listitem', { name: 'Robotics Camp' });
    const held = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(expires));
    expect(await within(robotics).findByText(`Seat held for you until ${held}`)).toBeTruthy();
    await user.click(within(robotics).getByRole('button', { name: 'Pay for Robotics Camp' }));
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

  it('a started activity offers no waitlist', async () => {
    server.use(
      activityPaymentApi.itinerary({ itinerary: withFullSwim('started') }),
      activityPaymentApi.waitlist({ waitlist_entries: [] }),
    );
    renderPage();
    const swim = await screen.findByRole('listitem', { name: 'Swim Week' });
    await waitFor(() =>
      expect(within(swim).getByText(/Already started: not payable/)).toBeTruthy(),
    );
    expect(within(swim).getByText('Already started')).toBeTruthy();
    expect(within(swim).queryByRole('button', { name: /Join waitlist/ })).toBeNull();
  });
});
