import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { clearSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import type { ConfirmState } from '../paths';
import { TRIAL_ORDER, TRIAL_SUBSCRIPTION } from '../test-fixtures';
import { ConfirmPage } from './confirm-page';

const STATE: ConfirmState = { order: TRIAL_ORDER, subscription: TRIAL_SUBSCRIPTION };

/** The value shown beside a label of the confirmation's list. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

afterEach(() => clearSession());

describe('ConfirmPage', () => {
  it('shows what was bought, Premium, Paid, the next step and the profile link', () => {
    setSession(
      makeSession({
        package: 'monthly',
        package_type: 'Premium',
        order_status: 'paid',
        premium: true,
      }),
    );
    renderWithShell(<ConfirmPage />, { path: '/confirm' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Thank you! Your package is ready',
    );
    expect(valueOf('Package')).toBe('Premium, billed monthly');
    expect(valueOf('Package type')).toBe('Premium');
    expect(valueOf('Subscription')).toBe('Monthly');
    expect(valueOf('Payment status')).toBe('Paid');
    expect(screen.getByText(/within 8 business hours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'Fill in the questionnaire' })).toBeTruthy();
  });

  it("adds the amount charged and the dates from the checkout's answer", async () => {
    setSession(
      makeSession({
        package: 'monthly',
        package_type: 'Premium',
        order_status: 'paid',
        premium: true,
        has_not_completed_questionnaire: false,
      }),
    );
    const { router } = renderWithShell(<ConfirmPage />, { path: '/' });
    await router.navigate('/confirm', { state: STATE });
    expect(await screen.findByText('Charged today')).toBeTruthy();
    expect(valueOf('Charged today')).toBe('$0');
    expect(valueOf('Free until')).toBe('Jun 1, 2026');
    expect(valueOf('Next payment')).toBe('Jun 1, 2026');
    expect(screen.queryByRole('link', { name: 'Fill in the questionnaire' })).toBeNull();
  });

  it("shows a Basic package waiting for its payment as 'Pending payment'", () => {
    setSession(
      makeSession({ package: 'one_time', package_type: 'Basic', order_status: 'pending' }),
    );
    renderWithShell(<ConfirmPage />, { path: '/confirm' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Your payment is being processed',
    );
    expect(valueOf('Package type')).toBe('Basic');
    expect(valueOf('Subscription')).toBe('One-Time');
    expect(valueOf('Payment status')).toBe('Pending payment');
  });

  it('sends a parent without a package to the packages page', async () => {
    setSession(makeSession());
    const { router } = renderWithShell(<ConfirmPage />, {
      path: '/confirm',
      routes: [{ path: '/packages', element: <h1>Packages</h1> }],
    });
    expect(await screen.findByRole('heading', { name: 'Packages' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/packages');
  });
});
