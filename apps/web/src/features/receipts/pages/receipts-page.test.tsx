import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement } from '@camp/shared/receipts';
import { recordRequests, server } from '../../../test-server';
import { renderWithShell, stubMatchMedia } from '../../../test-utils';
import { Toaster, toast } from '../../../components/ui/toaster';
import { receiptsApi } from '../test-handlers';
import { ReceiptsPage } from './receipts-page';

afterEach(() => {
  server.resetHandlers();
  toast.clear();
});

const YEAR = new Date().getFullYear();

const statement = (): Statement => ({
  year: YEAR,
  parent: { name: 'Jamie Fox', email: 'jamie@example.com', address: '' },
  net_cents: 51_005,
  years: [YEAR],
  children: [
    {
      child_id: 3,
      child_name: 'Riley',
      net_cents: 51_005,
      providers: [
        {
          name: 'Oak Hill Camp',
          address: '1 Main St, Raleigh, NC 27601',
          tax_id: '12-3456789',
          net_cents: 15_000,
          lines: [
            {
              description: 'Hill Week',
              start_date: '2027-06-14',
              end_date: '2027-06-18',
              paid_cents: 20_000,
              refunded_cents: 5_000,
              net_cents: 15_000,
            },
          ],
        },
      ],
    },
  ],
});

const receipt = {
  key: 'checkout-12',
  kind: 'checkout' as const,
  id: 12,
  number: 'A-000012',
  description: 'Lake Week, Hill Week',
  paid_at: '2026-06-01T12:00:00.000Z',
  amount_cents: 56_005,
  refunded_cents: 5_000,
  net_cents: 51_005,
};

describe('<ReceiptsPage />', () => {
  it('shows the statement per child and provider and each receipt; E-mail me asks for a copy', async () => {
    stubMatchMedia((q) => q.includes('max-width'));
    server.use(
      receiptsApi.statement(() => ({ statement: statement() })),
      receiptsApi.list({ receipts: [receipt] }),
      receiptsApi.email({ message: 'The receipt was e-mailed to you' }),
    );
    const seen = recordRequests();
    renderWithShell(
      <>
        <ReceiptsPage />
        <Toaster />
      </>,
      { path: '/profile/receipts' },
    );
    const statementRegion = await screen.findByRole('region', { name: 'Year-end statement' });
    expect(await within(statementRegion).findByText('Riley: $510.05')).toBeTruthy();
    expect(within(statementRegion).getByText(/Tax ID 12-3456789/)).toBeTruthy();
    expect(statementRegion.textContent).toContain('$200.00 paid, $50.00 refunded');
    expect(statementRegion.textContent).toContain(`Total for ${YEAR}: $510.05`);

    const item = await screen.findByRole('listitem', { name: /Receipt A-000012/ });
    expect(item.textContent).toContain('Paid $560.05 · Refunded $50.00 · Net $510.05');
    await userEvent.click(within(item).getByRole('button', { name: 'E-mail me' }));
    expect(await screen.findByText('The receipt was e-mailed to you')).toBeTruthy();
    expect(
      seen.some(
        (r) => r.method === 'POST' && r.path === '/api/v1/parents/receipts/checkout-12/email',
      ),
    ).toBe(true);
  });

  it('says so when nothing was paid', async () => {
    server.use(
      receiptsApi.statement({ statement: { ...statement(), children: [], net_cents: 0 } }),
      receiptsApi.list({ receipts: [] }),
    );
    renderWithShell(<ReceiptsPage />, { path: '/profile/receipts' });
    expect(await screen.findByText(`No care was paid for in ${YEAR}.`)).toBeTruthy();
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
  });
});
