import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PACKAGE_FEATURES, PLAN_ADVANTAGES } from '../../../components/packages/package-content';
import { clearSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { PACKAGES, json, serveCheckoutApi } from '../test-fixtures';
import { CongratulationsPage } from './congratulations-page';
import { PackagesPage } from './packages-page';

const routes = [
  { path: '/profile', element: <h1>Profile</h1> },
  { path: '/checkout/:plan', element: <h1>Checkout</h1> },
];

beforeEach(() => setSession(makeSession()));
afterEach(() => {
  clearSession();
});

describe('PackagesPage', () => {
  it("offers one-time, monthly and annual with the server's prices; Choose Package opens that checkout", async () => {
    serveCheckoutApi();
    const { router } = renderWithShell(<PackagesPage />, { path: '/packages', routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Package' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Premium' });
    const toggle = within(card).getByRole('group', { name: 'Billing' });
    expect(
      within(toggle)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['One-time', 'Monthly', 'Annual']);
    expect(within(card).getByText('$99')).toBeTruthy();
    await userEvent.click(within(toggle).getByRole('button', { name: 'One-time' }));
    expect(within(card).getByText('$36')).toBeTruthy();
    expect(within(card).getByText(PLAN_ADVANTAGES.single)).toBeTruthy();
    await userEvent.click(within(toggle).getByRole('button', { name: 'Monthly' }));
    expect(within(card).getByText('$12')).toBeTruthy();
    await userEvent.click(within(card).getByRole('link', { name: 'Choose Package' }));
    expect(router.state.location.pathname).toBe('/checkout/monthly');
  });

  it('sends a paid Premium parent to the profile', async () => {
    setSession(makeSession({ premium: true, package: 'annually', package_type: 'Premium' }));
    const seen = serveCheckoutApi();
    const { router } = renderWithShell(<PackagesPage />, { path: '/packages', routes });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    expect(seen).toEqual([]);
  });

  it('lets a Basic parent upgrade', async () => {
    setSession(makeSession({ package: 'one_time', package_type: 'Basic', order_status: 'paid' }));
    serveCheckoutApi();
    renderWithShell(<PackagesPage />, { path: '/packages', routes });
    expect(await screen.findByRole('link', { name: 'Choose Package' })).toBeTruthy();
  });

  it('says when the packages cannot be loaded and tries again', async () => {
    let fail = true;
    const seen = serveCheckoutApi({
      packages: () =>
        fail
          ? json({ errors: { _base: ['Something went wrong'] } }, 500)
          : json({ packages: PACKAGES }),
    });
    renderWithShell(<PackagesPage />, { path: '/packages', routes });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Choose Package' })).toBeTruthy();
    expect(seen).toHaveLength(2);
  });
});

describe('CongratulationsPage', () => {
  it("shows 'Congratulations!', the chooser, the benefits grid and 'Choose Package'", async () => {
    serveCheckoutApi();
    renderWithShell(<CongratulationsPage />, { path: '/congratulations', routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Congratulations!' })).toBeTruthy();
    const benefits = screen.getByRole('region', { name: 'Every package includes' });
    for (const feature of PACKAGE_FEATURES) {
      expect(within(benefits).getByRole('heading', { name: feature.title })).toBeTruthy();
    }
    const choose = await screen.findByRole('link', { name: 'Choose Package' });
    expect(choose.getAttribute('href')).toBe('/checkout/annually');
  });
});
