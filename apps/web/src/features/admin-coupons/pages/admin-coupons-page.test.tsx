import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCoupon, CouponListResponse } from '@camp/shared/admin-coupons';
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeTruthy();
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
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
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
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('SUMMER-20 was created.')).toBeTruthy();
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
});
