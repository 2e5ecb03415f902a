import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCELLATION_MESSAGES, type CancellationRequest } from '@camp/shared/refunds';
import { renderWithShell } from '../../../test-utils';
import { apiError, recordRequests, server } from '../../../test-server';
import { cancellationsApi } from '../test-handlers';
import { CancellationRequestsPanel } from './cancellation-requests-panel';

const pending: CancellationRequest = {
  id: 7,
  status: 'pending',
  itinerary_activity_id: 31,
  itinerary_id: 4,
  activity_name: 'Lake Week',
  provider_name: 'Pine Lake Camp',
  child_name: 'Riley',
  parent_name: 'Jamie Fox',
  start_date: '2027-06-14',
  cancellation_policy: 'Full refund up to 30 days before; 25% after.',
  reason: 'We moved',
  paid_cents: 36_005,
  in_instalments: false,
  refund_amount_cents: null,
  decision_note: null,
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  refunded_at: null,
};

function serve(requests: CancellationRequest[]) {
  let rows = requests;
  server.use(
    cancellationsApi.list('admins', () => ({
      cancellation_requests: rows,
      pagy: { count: rows.length, pages: 1, page: 1 },
    })),
    cancellationsApi.decide('admins', (body) => {
      const amount = body.refund_amount_cents ?? pending.paid_cents;
      rows = rows.map((r) =>
        r.id === 7 ? { ...r, status: 'refunded', refund_amount_cents: amount } : r,
      );
      return { cancellation_request: rows[0]! };
    }),
  );
  return recordRequests();
}

describe('CancellationRequestsPanel', () => {
  it('approves a partial refund in dollars and shows the request refunded', async () => {
    const calls = serve([pending]);
    renderWithShell(<CancellationRequestsPanel area="admins" />);
    const list = await screen.findByRole('list', { name: 'Cancellation requests' });
    expect(within(list).getByText('Cancellation requested')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Approve the cancellation of Lake Week for Jamie Fox' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve and refund' });
    expect(within(dialog).getByText(/Full refund up to 30 days/)).toBeTruthy();
    const amount = within(dialog).getByRole('textbox', { name: /Refund amount/ });
    expect((amount as HTMLInputElement).value).toBe('360.05');

    // More than paid is refused on the form, nothing sent.
    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and refund' }));
    expect(await within(dialog).findByText(CANCELLATION_MESSAGES.overPaid)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '180');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Note to the parent' }),
      'Per policy',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/v1/admins/cancellation_requests/7');
    expect(put.body).toEqual({
      decision: 'approve',
      refund_amount_cents: 18_000,
      note: 'Per policy',
    });
    expect(await screen.findByText('Refunded $180')).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog (another decider was first)', async () => {
    serve([pending]);
    server.use(
      cancellationsApi.decide(
        'admins',
        apiError(409, { _base: [CANCELLATION_MESSAGES.notPending] }),
      ),
    );
    renderWithShell(<CancellationRequestsPanel area="admins" />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Decline the cancellation of Lake Week for Jamie Fox',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline the cancellation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(CANCELLATION_MESSAGES.notPending)).toBeTruthy();
  });

  it('caps an instalment place at what was paid so far and says how the refund is taken', async () => {
    // Decision 0070: $140.02 of Lake Week's $360.05 paid so far (deposit and one instalment).
    const calls = serve([{ ...pending, paid_cents: 14_002, in_instalments: true }]);
    renderWithShell(<CancellationRequestsPanel area="admins" />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Approve the cancellation of Lake Week for Jamie Fox',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve and refund' });
    expect(within(dialog).getByText(/paid \$140\.02 so far in instalments/)).toBeTruthy();
    expect(within(dialog).getByText(/latest instalment first and the deposit last/)).toBeTruthy();
    const amount = within(dialog).getByRole('textbox', { name: /Refund amount/ });
    expect((amount as HTMLInputElement).value).toBe('140.02');
    expect(
      within(dialog).getByText('At most $140.02 (paid so far); 0 refunds nothing.'),
    ).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '140.03');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and refund' }));
    expect(await within(dialog).findByText(CANCELLATION_MESSAGES.overPaid)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '140.02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and refund' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      decision: 'approve',
      refund_amount_cents: 14_002,
    });
  });
});
