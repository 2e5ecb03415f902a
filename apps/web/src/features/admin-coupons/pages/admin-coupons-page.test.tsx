import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCoupon, CouponListResponse } from '@camp/shared/admin-coupons';
import type { Package, PackagesResponse } from '@camp/shared/payment';
import { Toaster, toast } from '../../../components/ui/toaster';
import { renderWithShell } from '../../../test-utils';
import { apiError, recordRequests, server } from '../../../test-server';
import { couponsApi } from '../test-handlers';
import { AdminCouponsPage } from './admin-coupons-page';

function coupon(over: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    id: 1,
    code: 'MYTRIAL',
    kind: 'first_month_free',
    percent_off: 100,
    amount_off: null,
    free_months: 1,
    applies_to: ['monthly'],
    max_uses: null,
    per_family_limit: 1,
    times_used: 4,
    held: 0,
    remaining: null,
    expires_at: null,
    status: 'active',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

const listOf = (coupons: AdminCoupon[], count = coupons.length): CouponListResponse => ({
  coupons,
  pagy: { count, pages: Math.max(1, Math.ceil(count / 25)), page: 1 },
});

const PLANS = {
  packages: [
    {
      id: 1,
      name: 'one_time',
      price: 36,
      price_cents: 3600,
      package_type: 'Basic',
      interval: 'one_time',
    },
    {
      id: 2,
      name: 'monthly',
      price: 12,
      price_cents: 1200,
      package_type: 'Premium',
      interval: 'month',
    },
    {
      id: 3,
      name: 'annually',
      price: 99,
      price_cents: 9900,
      package_type: 'Premium',
      interval: 'year',
    },
  ],
} satisfies PackagesResponse;

beforeEach(() => {
  server.use(couponsApi.packages(PLANS));
});

const page = () =>
  renderWithShell(
    <>
      <AdminCouponsPage />
      <Toaster />
    </>,
    { path: '/admin/coupons' },
  );

describe('AdminCouponsPage', () => {
  it('lists each coupon with its discount, plans, use and what is left', async () => {
    server.use(
      couponsApi.list(
        listOf([
          coupon(),
          coupon({
            id: 2,
            code: 'SPRING',
            kind: 'amount_off',
            percent_off: null,
            amount_off: 5.5,
            applies_to: [],
            max_uses: 10,
            times_used: 10,
            remaining: 0,
            status: 'used_up',
            expires_at: '2027-04-01T00:00:00.000Z',
          }),
        ]),
      ),
    );
    page();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Packages and coupons' }),
    ).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Coupons' });
    const trial = (await within(grid).findByText('MYTRIAL')).closest('[role="row"]') as HTMLElement;
    expect(within(trial).getByText('First month free')).toBeTruthy();
    expect(within(trial).getByText('Monthly')).toBeTruthy();
    expect(within(trial).getByText('No limit')).toBeTruthy();
    expect(within(trial).getByText('Never')).toBeTruthy();
    const spring = within(grid).getByText('SPRING').closest('[role="row"]') as HTMLElement;
    expect(within(spring).getByText('$5.50 off')).toBeTruthy();
    expect(within(spring).getByText('All plans')).toBeTruthy();
    expect(within(spring).getByText('Used up')).toBeTruthy();
    // The last day it works is the day before the instant it stops.
    expect(within(spring).getByText('Mar 31, 2027')).toBeTruthy();
  });

  it('applies the filter through the URL and asks the API for it', async () => {
    const seen = recordRequests();
    server.use(couponsApi.list(listOf([coupon()])));
    const user = userEvent.setup();
    const { router } = renderWithShell(<AdminCouponsPage />, { path: '/admin/coupons?page=2' });
    await screen.findByRole('grid', { name: 'Coupons' });
    await user.type(screen.getByLabelText('Code (or part of it)'), 'trial');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Deactivated' }));
    await user.click(await screen.findByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?code=trial&status=deactivated'),
    );
    await waitFor(() =>
      expect(seen.map((r) => r.path)).toContain(
        '/api/v1/admins/coupons?code=trial&status=deactivated&page=1&per_page=25&sort=created_at&order=desc',
      ),
    );
  });

  it('says so when the address holds a filter the API would refuse', async () => {
    server.use(couponsApi.list(listOf([])));
    renderWithShell(<AdminCouponsPage />, { path: '/admin/coupons?status=gone' });
    expect(await screen.findByText(/holds a filter that is not valid/)).toBeTruthy();
  });

  it('creates a coupon, showing the API’s refusal under its field first', async () => {
    const bodies: unknown[] = [];
    let attempts = 0;
    server.use(
      couponsApi.list(listOf([coupon()])),
      couponsApi.create((body) => {
        bodies.push(body);
        attempts += 1;
        return attempts === 1
          ? apiError(422, { code: ['Code has already been taken'] })
          : coupon({ id: 3, code: 'SUMMER-20', kind: 'percent_off', percent_off: 20 });
      }),
    );
    const user = userEvent.setup();
    page();
    await screen.findByRole('grid', { name: 'Coupons' });
    await user.click(screen.getByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'summer-20');
    await user.type(within(dialog).getByRole('textbox', { name: /Percent off/ }), '20');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Annually' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximum uses' }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await within(dialog).findByText('Code has already been taken')).toBeTruthy();
    expect(bodies[0]).toEqual({
      code: 'SUMMER-20',
      kind: 'percent_off',
      percent_off: 20,
      amount_off: null,
      applies_to: ['annually'],
      max_uses: 50,
      per_family_limit: 1,
      expires_on: null,
    });
    const success = vi.spyOn(toast, 'success');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    // The toast's call, not its text on screen: on a loaded machine the list's refetch after the
    // creation can outlast the toast's 4 seconds before the page is looked at again.
    await waitFor(() => expect(success).toHaveBeenCalledWith('SUMMER-20 was created.'));
    success.mockRestore();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New coupon' })).toBeNull());
    toast.clear();
  });

  it('checks the form with the API’s rules before sending', async () => {
    const seen = recordRequests();
    server.use(couponsApi.list(listOf([])));
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await user.click(within(dialog).getByRole('radio', { name: 'First month free' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await within(dialog).findByText('Code is required')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'A first month free applies to the monthly or annual plan only: choose them',
      ),
    ).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('deactivates a coupon after confirmation', async () => {
    let deactivated = false;
    server.use(
      couponsApi.list(() => listOf([coupon({ status: deactivated ? 'deactivated' : 'active' })])),
      couponsApi.deactivate(() => {
        deactivated = true;
        return coupon({ status: 'deactivated' });
      }),
    );
    const user = userEvent.setup();
    page();
    const grid = await screen.findByRole('grid', { name: 'Coupons' });
    await user.click(await within(grid).findByRole('button', { name: 'Deactivate MYTRIAL' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate MYTRIAL?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('MYTRIAL was deactivated.')).toBeTruthy();
    expect(await within(grid).findByText('Deactivated')).toBeTruthy();
    expect(within(grid).queryByRole('button', { name: 'Deactivate MYTRIAL' })).toBeNull();
    toast.clear();
  });

  it('changes a plan’s price, showing a refusal under the field', async () => {
    const bodies: unknown[] = [];
    server.use(
      couponsApi.list(listOf([])),
      couponsApi.price((body) => {
        bodies.push(body);
        return bodies.length === 1
          ? apiError(422, { price: ['Price must be at least $0.50'] })
          : ({ ...PLANS.packages[1]!, price: 15, price_cents: 1500 } as Package);
      }),
    );
    const user = userEvent.setup();
    page();
    const monthly = await screen.findByRole('form', { name: 'Monthly price' });
    const field = await within(monthly).findByRole('textbox', { name: 'Monthly price (dollars)' });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('12'));
    await user.clear(field);
    await user.type(field, '0.5');
    await user.click(within(monthly).getByRole('button', { name: 'Save' }));
    expect(await within(monthly).findByText('Price must be at least $0.50')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '15');
    await user.click(within(monthly).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Monthly now costs $15.')).toBeTruthy();
    expect(bodies).toEqual([{ price: 0.5 }, { price: 15 }]);
    toast.clear();
  });
});
