import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayment, PaymentListResponse } from '@camp/shared/admin-payments';
import { Toaster, toast } from '../../../components/ui/toaster';
import { renderWithShell } from '../../../test-utils';
import { apiError, recordRequests, server } from '../../../test-server';
import { paymentsApi } from '../test-handlers';
import { AdminPaymentsPage } from './admin-payments-page';

function payment(over: Partial<AdminPayment> = {}): AdminPayment {
  return {
    key: 'package-4',
    kind: 'package',
    id: 4,
    provider: 'local',
    description: 'annually',
    parent_id: 9,
    parent_name: 'Olivia Bennett',
    parent_email: 'olivia@example.com',
    amount_cents: 9_900,
    refunded_cents: 0,
    refundable_cents: 9_900,
    status: 'paid',
    paid_at: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

const listOf = (payments: AdminPayment[], count = payments.length): PaymentListResponse => ({
  payments,
  pagy: { count, pages: Math.max(1, Math.ceil(count / 25)), page: 1 },
});

const page = (path = '/admin/payments') =>
  renderWithShell(
    <>
      <AdminPaymentsPage />
      <Toaster />
    </>,
    { path },
  );

describe('AdminPaymentsPage', () => {
  it('lists payments of both kinds with their amounts as money and their status', async () => {
    server.use(
      paymentsApi.list(
        listOf([
          payment(),
          payment({
            key: 'activity-7',
            kind: 'activity',
            id: 7,
            provider: 'stripe',
            description: 'Lake Week',
            parent_email: 'sam@example.com',
            amount_cents: 36_005,
            refunded_cents: 36_005,
            refundable_cents: 0,
            status: 'refunded',
          }),
        ]),
      ),
    );
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Payments' });
    const order = (await within(grid).findByText('olivia@example.com')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(order).getByText('Package: Annually')).toBeTruthy();
    expect(within(order).getAllByText('$99.00')).toHaveLength(2);
    expect(within(order).getByText('Paid')).toBeTruthy();
    expect(within(order).getByRole('button', { name: /Refund payment package-4/ })).toBeTruthy();
    const lake = within(grid).getByText('sam@example.com').closest('[role="row"]') as HTMLElement;
    expect(within(lake).getByText('Activities: Lake Week')).toBeTruthy();
    expect(within(lake).getByText('Stripe')).toBeTruthy();
    expect(within(lake).getByText('Refunded')).toBeTruthy();
    expect(within(lake).getAllByText('$360.05')).toHaveLength(2);
    // Nothing left to refund: no action.
    expect(within(lake).queryByRole('button', { name: /Refund/ })).toBeNull();
  });

  it('applies the filter through the URL and asks the API for it', async () => {
    const seen = recordRequests();
    server.use(paymentsApi.list(listOf([payment()])));
    const user = userEvent.setup();
    const { router } = page('/admin/payments?page=2');
    await screen.findByRole('grid', { name: 'Payments' });
    await user.type(screen.getByLabelText('Parent e-mail (or part of it)'), 'olivia');
    await user.click(screen.getByRole('combobox', { name: 'Payment provider' }));
    await user.click(await screen.findByRole('option', { name: 'Stripe' }));
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Partly refunded' }));
    await user.type(await screen.findByLabelText('Paid from (UTC day)'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?email=olivia&provider=stripe&status=partially_refunded&from=2026-11-01',
      ),
    );
    await waitFor(() =>
      expect(seen.map((r) => r.path)).toContain(
        '/api/v1/admins/payments?provider=stripe&email=olivia&status=partially_refunded&from=2026-11-01&page=1&per_page=25&sort=paid_at&order=desc',
      ),
    );
  });

  it('says so when the address holds a filter the API would refuse', async () => {
    server.use(paymentsApi.list(listOf([])));
    page('/admin/payments?status=gone');
    expect(await screen.findByText(/holds a filter that is not valid/)).toBeTruthy();
  });

  it('refunds part of a payment: checks the amount first, shows the API’s refusal, then what is left', async () => {
    const bodies: unknown[] = [];
    let refunded = 0;
    server.use(
      paymentsApi.list(() =>
        listOf([
          payment({
            refunded_cents: refunded,
            refundable_cents: 9_900 - refunded,
            status: refunded ? 'partially_refunded' : 'paid',
          }),
        ]),
      ),
      paymentsApi.refund((body) => {
        bodies.push(body);
        if (bodies.length === 1)
          return apiError(422, {
            amount_cents: ['Amount is more than what can still be refunded ($50.00)'],
          });
        refunded = 2_550;
        return {
          payment: payment({
            refunded_cents: 2_550,
            refundable_cents: 7_350,
            status: 'partially_refunded',
          }),
          refunded_now_cents: 2_550,
        };
      }),
    );
    const user = userEvent.setup();
    page();
    const grid = await screen.findByRole('grid', { name: 'Payments' });
    await user.click(await within(grid).findByRole('button', { name: /Refund payment package-4/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund a payment' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '100');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Late start');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('Amount is more than what can still be refunded'),
    ).toBeTruthy();
    expect(bodies).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '25.50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/\$50\.00/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded $25.50; $73.50 can still be refunded.')).toBeTruthy();
    expect(bodies).toEqual([
      { amount_cents: 2_550, reason: 'Late start' },
      { amount_cents: 2_550, reason: 'Late start' },
    ]);
    const row = (await within(grid).findByText('Partly refunded')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('$73.50')).toBeTruthy();
    toast.clear();
  });
});
