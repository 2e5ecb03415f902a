import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { CANCELLATION_MESSAGES, type CancellationRequest } from '@camp/shared/refunds';
import { Toaster } from '../../../components/ui/toaster';
import { apiError, recordRequests, server } from '../../../test-server';
import {
  makeActivityCard,
  makeItineraryActivity,
  makeParentItinerary,
} from '../../../test-itineraries';
import { renderWithShell } from '../../../test-utils';
import { cancellationsApi } from '../test-handlers';
import { ParentCancellations } from './parent-cancellations';

// The parent's side of a cancellation (decision 0064) on the payment summary: a paid activity
// that has not started offers 'Request cancellation'; the dialog shows the program's policy and
// asks for a reason; the request then shows its status, with 'Withdraw request' while pending.

const SWIM = 133;
const POLICY = 'Full refund up to 30 days before the start.\nNo refund after that.';

/**
 * Emma's approved itinerary: Robotics Camp (131) payable, Swim Week (133) paid, starting on
 * `start`, under `policy`.
 */
function withPaidSwim(policy: string | null = POLICY, start = '2099-07-06'): ParentItinerary {
  const robotics = makeActivityCard({ start_date: '2099-06-01', end_date: '2099-06-05' });
  const swim = makeActivityCard({
    id: 33,
    name: 'Swim Week',
    price: 100,
    fee: 10,
    start_date: start,
    end_date: start,
    cancellation_policy: policy,
  });
  return makeParentItinerary({
    status: 'approved',
    activities: [robotics, swim],
    itinerary_activities: [
      makeItineraryActivity(robotics, { payment_status: 'available_for_payment' }),
      makeItineraryActivity(swim, { payment_status: 'paid' }),
    ],
  });
}

const request = (over: Partial<CancellationRequest> = {}): CancellationRequest => ({
  id: 12,
  status: 'pending',
  itinerary_activity_id: SWIM,
  itinerary_id: 5,
  activity_name: 'Swim Week',
  provider_name: 'Oak City Makers Lab',
  child_name: 'Emma',
  parent_name: 'Jamie Fox',
  start_date: '2099-07-06',
  cancellation_policy: POLICY,
  reason: 'We are moving away',
  paid_cents: 11_000,
  in_instalments: false,
  refund_amount_cents: null,
  decision_note: null,
  created_at: '2026-11-25T10:00:00.000Z',
  decided_at: null,
  refunded_at: null,
  ...over,
});

/** The family's requests kept by the handlers: POST adds one, DELETE withdraws it. */
function serve(initial: CancellationRequest[] = []) {
  let rows = initial;
  server.use(
    cancellationsApi.list('parents', () => ({
      cancellation_requests: rows,
      pagy: { count: rows.length, pages: 1, page: 1 },
    })),
    cancellationsApi.create((body) => {
      const made = request({
        itinerary_activity_id: body.itinerary_activity_id,
        reason: body.reason,
      });
      rows = [made, ...rows];
      return { cancellation_request: made };
    }),
    cancellationsApi.withdraw((_body, req) => {
      const id = Number(new URL(req.url).pathname.split('/').pop());
      rows = rows.map((r) => (r.id === id ? { ...r, status: 'withdrawn' } : r));
      return { cancellation_request: rows.find((r) => r.id === id)! };
    }),
  );
  return recordRequests();
}

function renderBlock(
  itinerary: ParentItinerary = withPaidSwim(),
  paidInInstalments?: ReadonlyMap<number, number>,
) {
  return renderWithShell(
    <>
      <ParentCancellations itinerary={itinerary} paidInInstalments={paidInInstalments} />
      <Toaster />
    </>,
  );
}

const openDialog = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Request cancellation of Swim Week' }),
  );
  return screen.findByRole('dialog', { name: 'Cancel Swim Week?' });
};

describe('ParentCancellations', () => {
  it('offers a cancellation only for the paid activity that has not started', async () => {
    serve();
    renderBlock();
    const paid = await screen.findByRole('list', { name: 'Paid activities' });
    expect(within(paid).getAllByRole('listitem')).toHaveLength(1);
    expect(within(paid).getByText('Swim Week')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Request cancellation of Robotics/ })).toBeNull();
  });

  it('shows nothing when the paid activity has started and no request exists', async () => {
    const calls = serve();
    const { container } = renderBlock(withPaidSwim(POLICY, '2020-07-06'));
    await waitFor(() => expect(calls.some((c) => c.method === 'GET')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Cancellations' })).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('shows the policy, requires a reason, sends the request and shows its status', async () => {
    const calls = serve();
    renderBlock();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Cancellation Policy')).toBeTruthy();
    expect(within(dialog).getByText(/Full refund up to 30 days before the start\./)).toBeTruthy();
    expect(within(dialog).getByText(/No refund after that\./)).toBeTruthy();

    // No reason (blanks only): the shared schema's message, nothing sent.
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(await within(dialog).findByText(CANCELLATION_MESSAGES.reasonBlank)).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(reason);
    await userEvent.type(reason, '  We are moving away ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe('/api/v1/parents/cancellation_requests');
    expect(posts[0]!.body).toEqual({ itinerary_activity_id: SWIM, reason: 'We are moving away' });
    expect(await screen.findByText('Your cancellation request was sent')).toBeTruthy();

    // The request's status, and no second 'Request cancellation' while it is open.
    const list = await screen.findByRole('list', { name: 'Cancellation requests' });
    expect(within(list).getByText('Cancellation requested')).toBeTruthy();
    expect(within(list).getByText('Paid $110. Reason: We are moving away')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Withdraw request' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request cancellation of Swim Week' })).toBeNull();
  });

  it('says so when the program has published no policy', async () => {
    serve();
    renderBlock(withPaidSwim(null));
    const dialog = await openDialog();
    expect(
      within(dialog).getByText('This program has not published a cancellation policy.'),
    ).toBeTruthy();
  });

  it('closes without sending on "Keep the activity"', async () => {
    const calls = serve();
    renderBlock();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Maybe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the activity' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal under the reason and keeps the dialog open', async () => {
    serve();
    server.use(
      cancellationsApi.create(apiError(422, { reason: [CANCELLATION_MESSAGES.reasonTooLong] })),
    );
    renderBlock();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too long');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(await within(dialog).findByText(CANCELLATION_MESSAGES.reasonTooLong)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Cancel Swim Week?' })).toBeTruthy();
  });

  it('shows a refusal without a field (already requested) in the dialog', async () => {
    serve();
    server.use(
      cancellationsApi.create(apiError(409, { _base: [CANCELLATION_MESSAGES.alreadyRequested] })),
    );
    renderBlock();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'We moved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(await within(dialog).findByText(CANCELLATION_MESSAGES.alreadyRequested)).toBeTruthy();
  });

  it('withdraws a pending request: DELETE, then the status and the request again', async () => {
    const calls = serve([request()]);
    renderBlock();
    const list = await screen.findByRole('list', { name: 'Cancellation requests' });
    // An open request: the activity cannot be asked for again.
    expect(screen.queryByRole('button', { name: 'Request cancellation of Swim Week' })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Your request was withdrawn')).toBeTruthy();
    const del = calls.filter((c) => c.method === 'DELETE');
    expect(del.map((c) => c.path)).toEqual(['/api/v1/parents/cancellation_requests/12']);
    expect(await within(list).findByText('Request withdrawn')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Withdraw request' })).toBeNull();
    expect(
      await screen.findByRole('button', { name: 'Request cancellation of Swim Week' }),
    ).toBeTruthy();
  });

  it('shows a decided request’s refund and note, with no Withdraw', async () => {
    serve([
      request({
        status: 'refunded',
        refund_amount_cents: 5_500,
        decision_note: 'Half, per policy',
      }),
    ]);
    renderBlock();
    const list = await screen.findByRole('list', { name: 'Cancellation requests' });
    expect(within(list).getByText('Refunded')).toBeTruthy();
    expect(
      within(list).getByText('Refunded $55 of $110 paid. Note: Half, per policy'),
    ).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Withdraw request' })).toBeNull();
  });

  it('a place paid in instalments shows what was paid so far, in the list, the dialog and the request', async () => {
    serve();
    renderBlock(withPaidSwim(), new Map([[SWIM, 2_750]]));
    const paid = await screen.findByRole('list', { name: 'Paid activities' });
    expect(within(paid).getByText('Paid $27.50 so far in instalments')).toBeTruthy();
    const dialog = await openDialog();
    expect(
      within(dialog).getByText(/You have paid \$27\.50 for it so far in instalments\./),
    ).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'We moved');
    server.use(
      cancellationsApi.create((body) => ({
        cancellation_request: request({
          itinerary_activity_id: body.itinerary_activity_id,
          reason: body.reason,
          paid_cents: 2_750,
          in_instalments: true,
        }),
      })),
    );
    serveList([request({ reason: 'We moved', paid_cents: 2_750, in_instalments: true })]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(
      await screen.findByText('Paid $27.50 so far in instalments. Reason: We moved'),
    ).toBeTruthy();
  });
});

function serveList(rows: CancellationRequest[]) {
  server.use(
    cancellationsApi.list('parents', () => ({
      cancellation_requests: rows,
      pagy: { count: rows.length, pages: 1, page: 1 },
    })),
  );
}
