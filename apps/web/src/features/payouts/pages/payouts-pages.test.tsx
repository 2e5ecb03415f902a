import { beforeEach, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderPayout, ProviderPayoutsResponse } from '@camp/shared/admin-payments';
import { PAYOUT_MESSAGES, type PayoutEntry, type PayoutsResponse } from '@camp/shared/payouts';
import { Toaster, toast } from '../../../components/ui/toaster';
import { captureDownloads, csvAnswer, renderWithShell } from '../../../test-utils';
import { apiError, recordRequests, server } from '../../../test-server';
import { payoutsApi } from '../test-handlers';
import { DirectorPayoutsPage } from './director-payouts-page';
import { AdminPayoutsPage } from './admin-payouts-page';

function entry(over: Partial<PayoutEntry> = {}): PayoutEntry {
  return {
    id: 1,
    itinerary_activity_id: 11,
    provider_user_id: 7,
    provider_name: 'Chris Alston',
    description: 'Robotics Week · Oak Grove Camp',
    kind: 'sale',
    payment_provider: 'local',
    gross_cents: 27_500,
    platform_fee_cents: 2_750,
    payment_provider_fee_cents: 828,
    net_cents: 23_922,
    status: 'pending',
    payout_id: null,
    created_at: '2026-11-24T15:00:00.000Z',
    ...over,
  };
}

function ledger(over: Partial<PayoutsResponse> = {}): PayoutsResponse {
  return {
    entries: [
      entry(),
      entry({
        id: 2,
        description: 'Pottery Camp · Clay Studio',
        status: 'paid_out',
        payout_id: 5,
        gross_cents: 10_000,
        platform_fee_cents: 1_000,
        payment_provider_fee_cents: 320,
        net_cents: 8_680,
        created_at: '2026-11-20T10:00:00.000Z',
      }),
      entry({
        id: 3,
        description: 'Swim Week · Lake Camp',
        payment_provider: 'stripe',
        status: 'transferred',
        provider_user_id: 8,
        provider_name: 'Sam Other',
      }),
    ],
    totals: {
      gross_cents: 65_000,
      platform_fee_cents: 6_500,
      payment_provider_fee_cents: 1_976,
      net_cents: 56_524,
      pending_cents: 23_922,
      transferred_cents: 23_922,
      paid_out_cents: 8_680,
    },
    payouts: [
      {
        id: 5,
        provider_user_id: 7,
        provider_name: 'Chris Alston',
        amount_cents: 8_680,
        entry_count: 1,
        paid_at: '2026-11-22T00:01:00.000Z',
      },
    ],
    payout_delay_days: 2,
    pagy: { count: 3, pages: 1, page: 1 },
    ...over,
  };
}

/** The admin's sales grid's rows (the header row left out). */
async function gridRows() {
  const grid = await screen.findByRole('grid', { name: 'Sales' });
  await within(grid).findByText('Robotics Week · Oak Grove Camp');
  return within(grid).getAllByRole('row').slice(1);
}

async function sales() {
  return within(await screen.findByRole('list', { name: 'Sales' })).getAllByRole('listitem');
}

describe('<DirectorPayoutsPage />', () => {
  it('shows the totals, each sale with its 10% split and status, and the payouts', async () => {
    server.use(payoutsApi.director(ledger()));
    const calls = recordRequests();
    renderWithShell(<DirectorPayoutsPage />, { path: '/camp-director/payouts' });

    const items = await sales();
    expect(items).toHaveLength(3);
    const first = within(items[0]!);
    expect(first.getByText('Robotics Week · Oak Grove Camp')).toBeTruthy();
    expect(first.getByText('$275.00')).toBeTruthy();
    expect(first.getByText('−$27.50')).toBeTruthy();
    expect(first.getByText('−$8.28')).toBeTruthy();
    expect(first.getByText('$239.22')).toBeTruthy();
    expect(first.getByText('Pending')).toBeTruthy();
    expect(first.getByText('Nov 24, 2026')).toBeTruthy();
    expect(within(items[1]!).getByText('Paid out')).toBeTruthy();
    expect(within(items[2]!).getByText('Sent to Stripe')).toBeTruthy();
    expect(within(items[2]!).getByText('Stripe')).toBeTruthy();
    // The director's own page does not name the provider (it is them).
    expect(screen.queryByRole('link', { name: 'Chris Alston' })).toBeNull();

    const totals = within(screen.getByRole('list', { name: 'Totals' }));
    expect(totals.getByText('Net earnings').nextSibling?.textContent).toBe('$565.24');
    expect(totals.getByText('Platform fees (10%)').nextSibling?.textContent).toBe('$65.00');
    expect(totals.getByText('Paid out').nextSibling?.textContent).toBe('$86.80');

    const payouts = within(screen.getByRole('list', { name: 'Payouts' })).getAllByRole('listitem');
    expect(payouts).toHaveLength(1);
    expect(payouts[0]!.textContent).toContain('Nov 22, 2026');
    expect(payouts[0]!.textContent).toContain('1 sale');
    expect(payouts[0]!.textContent).toContain('$86.80');
    expect(screen.getByText(PAYOUT_MESSAGES.schedule(2))).toBeTruthy();

    await waitFor(() =>
      expect(
        calls
          .map((c) => c.path)
          .filter((path) => !path.startsWith('/api/v1/admins/payouts/providers')),
      ).toEqual(['/api/v1/camp_directors/payouts?page=1']),
    );
  });

  it('marks a refund’s reversal of a sale as a refund, and no sale as one', async () => {
    server.use(
      payoutsApi.director(
        ledger({
          entries: [
            entry(),
            entry({
              id: 9,
              kind: 'reversal',
              gross_cents: -27_500,
              platform_fee_cents: -2_750,
              payment_provider_fee_cents: -828,
              net_cents: -23_922,
            }),
          ],
          pagy: { count: 2, pages: 1, page: 1 },
        }),
      ),
    );
    renderWithShell(<DirectorPayoutsPage />, { path: '/camp-director/payouts' });
    const [sale, reversal] = await sales();
    expect(within(reversal!).getByText('Refund')).toBeTruthy();
    expect(within(sale!).queryByText('Refund')).toBeNull();
  });

  it('says there are no sales yet and no payouts on an empty ledger', async () => {
    server.use(
      payoutsApi.director(
        ledger({
          entries: [],
          payouts: [],
          totals: {
            gross_cents: 0,
            platform_fee_cents: 0,
            payment_provider_fee_cents: 0,
            net_cents: 0,
            pending_cents: 0,
            transferred_cents: 0,
            paid_out_cents: 0,
          },
          pagy: { count: 0, pages: 1, page: 1 },
        }),
      ),
    );
    renderWithShell(<DirectorPayoutsPage />, { path: '/camp-director/payouts' });
    expect(await screen.findByText(PAYOUT_MESSAGES.empty)).toBeTruthy();
    expect(screen.getByText(PAYOUT_MESSAGES.noPayouts)).toBeTruthy();
  });

  it('asks for the next page when the director pages', async () => {
    server.use(
      payoutsApi.director((_, request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return ledger({
          entries: [entry({ id: page, description: `Sale of page ${page}` })],
          pagy: { count: 21, pages: 2, page },
        });
      }),
    );
    renderWithShell(<DirectorPayoutsPage />, { path: '/camp-director/payouts' });
    expect(await screen.findByText('Sale of page 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Sale of page 2')).toBeTruthy();
  });

  it('shows the error when the ledger cannot be loaded', async () => {
    server.use(payoutsApi.director(apiError(403, { _base: ['Access denied'] })));
    renderWithShell(<DirectorPayoutsPage />, { path: '/camp-director/payouts' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Sales' })).toBeNull();
  });
});

function provider(over: Partial<ProviderPayout> = {}): ProviderPayout {
  return {
    provider_user_id: 7,
    provider_name: 'Chris Alston',
    email: 'chris@example.com',
    gross_cents: 27_500,
    platform_fee_cents: 2_750,
    net_cents: 23_922,
    pending_cents: 23_922,
    paid_out_cents: 0,
    transferred_cents: 0,
    held: false,
    hold_reason: null,
    held_at: null,
    ...over,
  };
}

const providersOf = (list: ProviderPayout[]): ProviderPayoutsResponse => ({
  providers: list,
  totals: {
    gross_cents: list.reduce((s, p) => s + p.gross_cents, 0),
    platform_fee_cents: list.reduce((s, p) => s + p.platform_fee_cents, 0),
    net_cents: list.reduce((s, p) => s + p.net_cents, 0),
  },
  pagy: { count: list.length, pages: 1, page: 1 },
});

describe('<AdminPayoutsPage />', () => {
  beforeEach(() => {
    server.use(payoutsApi.providers(providersOf([provider()])));
  });

  it('shows each provider’s totals with the platform fee income, and holds then releases their payouts', async () => {
    let held = false;
    const holds: unknown[] = [];
    server.use(
      payoutsApi.admin(ledger()),
      payoutsApi.providers(() =>
        providersOf([
          provider(held ? { held: true, hold_reason: 'Chargeback review' } : {}),
          provider({ provider_user_id: 8, provider_name: 'Sam Other', platform_fee_cents: 700 }),
        ]),
      ),
      payoutsApi.hold((body) => {
        holds.push(body);
        held = true;
        return provider({ held: true, hold_reason: 'Chargeback review' });
      }),
      payoutsApi.release(() => {
        held = false;
        return provider();
      }),
    );
    const user = userEvent.setup();
    renderWithShell(
      <>
        <AdminPayoutsPage />
        <Toaster />
      </>,
      { path: '/admin/payouts' },
    );
    const section = await screen.findByRole('region', { name: 'Per provider' });
    expect(await within(section).findByText('$34.50')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Export CSV per provider' })).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Hold Chris Alston’s payouts' }));
    const dialog = await screen.findByRole('dialog', { name: /Hold Chris Alston’s payouts/ });
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Chargeback review');
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));
    expect(await screen.findByText('Chris Alston’s payouts are on hold.')).toBeTruthy();
    expect(holds).toEqual([{ reason: 'Chargeback review' }]);
    expect(await within(section).findByText('Payouts held')).toBeTruthy();
    // Found once the hold dialog has closed (the page is hidden from the tree while it is open).
    await user.click(
      await within(section).findByRole('button', { name: 'Release Chris Alston’s payouts' }),
    );
    const confirm = await screen.findByRole('dialog', { name: /Release Chris Alston’s payouts/ });
    await user.click(within(confirm).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Chris Alston’s payouts are released.')).toBeTruthy();
    await waitFor(() => expect(within(section).queryByText('Payouts held')).toBeNull());
    toast.clear();
  });

  it('pages and orders the providers on the server apart from the sales, and exports them in that order', async () => {
    server.use(
      payoutsApi.admin(ledger()),
      payoutsApi.providers((_, request) => {
        const q = new URL(request.url).searchParams;
        const page = Number(q.get('page'));
        return {
          ...providersOf([provider({ provider_name: `Provider on page ${page}` })]),
          pagy: { count: 21, pages: 2, page },
        };
      }),
      payoutsApi.providersExport(
        new HttpResponse('provider_user_id\n7\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="payouts-per-provider.csv"',
          },
        }),
      ),
    );
    captureDownloads();
    const calls = recordRequests();
    const { router } = renderWithShell(<AdminPayoutsPage />, { path: '/admin/payouts' });
    const grid = await screen.findByRole('grid', { name: 'Payouts per provider' });
    await within(grid).findByText('Provider on page 1');
    const section = screen.getByRole('region', { name: 'Per provider' });
    await userEvent.click(within(section).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?providers_page=2'));
    expect(await within(grid).findByText('Provider on page 2')).toBeTruthy();
    await userEvent.click(within(grid).getByRole('columnheader', { name: /^Net/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?providers_sort=net_cents'));
    await userEvent.click(within(section).getByRole('button', { name: 'Export CSV per provider' }));
    const providerCalls = () =>
      calls
        .map((c) => c.path)
        .filter((path) => path.startsWith('/api/v1/admins/payouts/providers'));
    await waitFor(() =>
      expect(providerCalls()).toEqual([
        '/api/v1/admins/payouts/providers?page=1&per_page=20&sort=gross_cents&order=desc',
        '/api/v1/admins/payouts/providers?page=2&per_page=20&sort=gross_cents&order=desc',
        '/api/v1/admins/payouts/providers?page=1&per_page=20&sort=net_cents&order=desc',
        '/api/v1/admins/payouts/providers/export?sort=net_cents&order=desc',
      ]),
    );
    // The sales ledger kept its own first page and order.
    expect(calls.map((c) => c.path)).toContain(
      '/api/v1/admins/payouts?page=1&per_page=20&sort=created_at&order=desc',
    );
  });

  it('names each sale’s provider and narrows the ledger to one provider, keeping it when paging', async () => {
    server.use(
      payoutsApi.admin((_, request) => {
        const q = new URL(request.url).searchParams;
        const provider = q.get('provider_user_id');
        return provider
          ? ledger({
              entries: [entry({ description: `Only provider ${provider}` })],
              pagy: { count: 21, pages: 2, page: Number(q.get('page')) },
            })
          : ledger();
      }),
    );
    const calls = recordRequests();
    const { router } = renderWithShell(<AdminPayoutsPage />, { path: '/admin/payouts' });

    const rows = await gridRows();
    expect(rows).toHaveLength(3);
    expect(screen.getByText(PAYOUT_MESSAGES.scheduleAdmin(2))).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: 'Sam Other' })).toBeTruthy();
    await userEvent.click(within(rows[0]!).getByRole('link', { name: 'Chris Alston' }));

    expect(await screen.findByText('Only provider 7')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payouts: Chris Alston' })).toBeTruthy();
    // The grid's own paging: the page stays once chosen (the grid does not fall back to the first).
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?provider=7&page=2'));
    const ledgerCalls = () =>
      calls
        .map((c) => c.path)
        .filter((path) => !path.startsWith('/api/v1/admins/payouts/providers'));
    await waitFor(() =>
      expect(ledgerCalls()).toEqual([
        '/api/v1/admins/payouts?page=1&per_page=20&sort=created_at&order=desc',
        '/api/v1/admins/payouts?page=1&per_page=20&sort=created_at&order=desc&provider_user_id=7',
        '/api/v1/admins/payouts?page=2&per_page=20&sort=created_at&order=desc&provider_user_id=7',
      ]),
    );

    await userEvent.click(screen.getByRole('link', { name: 'Every provider' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Swim Week · Lake Camp')).toBeTruthy();
  });

  it('orders the sales by a column on the server, the order kept in the address', async () => {
    server.use(payoutsApi.admin(ledger()));
    const calls = recordRequests();
    const { router } = renderWithShell(<AdminPayoutsPage />, { path: '/admin/payouts' });
    await gridRows();
    await userEvent.click(screen.getByRole('columnheader', { name: /^Date/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=asc'));
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(
        '/api/v1/admins/payouts?page=1&per_page=20&sort=created_at&order=asc',
      ),
    );
  });

  it('exports the ledger as filtered (one provider’s) as CSV with the token', async () => {
    const { saved, revoked } = captureDownloads();
    server.use(
      payoutsApi.admin(ledger()),
      payoutsApi.export(csvAnswer('payouts-ledger.csv', 'id,created_at\n1,2026-11-24\n')),
    );
    const calls = recordRequests();
    renderWithShell(<AdminPayoutsPage />, { path: '/admin/payouts?provider=7' });
    await gridRows();
    await userEvent.click(screen.getByRole('button', { name: 'Export ledger CSV' }));
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:file-1'));
    expect(saved).toEqual(['payouts-ledger.csv blob:file-1']);
    expect(calls.map((c) => c.path)).toContain('/api/v1/admins/payouts/export?provider_user_id=7');
  });
});
