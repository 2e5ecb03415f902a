import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Session } from '@camp/shared/auth';
import { makeSession, renderWithShell } from '../../../test-utils';
import { SubscriptionSection, subscriptionAction, subscriptionLabel } from './subscription-section';

type State = Pick<Session, 'package' | 'package_type' | 'order_status' | 'premium'>;
const NONE: State = { package: null, package_type: null, order_status: null, premium: false };

describe('subscriptionLabel', () => {
  it('names the period, or Not Subscribed', () => {
    expect(subscriptionLabel({ package: 'one_time' })).toBe('One-Time');
    expect(subscriptionLabel({ package: 'monthly' })).toBe('Monthly');
    expect(subscriptionLabel({ package: 'annually' })).toBe('Annually');
    expect(subscriptionLabel({ package: null })).toBe('Not Subscribed');
  });
});

describe('subscriptionAction', () => {
  it.each<[string, State, ReturnType<typeof subscriptionAction>]>([
    ['no package', NONE, { kind: 'upgrade', label: 'Upgrade', to: '/packages' }],
    [
      'a paid Basic (one-time) package',
      { ...NONE, package: 'one_time', package_type: 'Basic', order_status: 'paid' },
      { kind: 'upgrade', label: 'Upgrade', to: '/packages' },
    ],
    [
      'a monthly plan waiting for payment',
      { ...NONE, package: 'monthly', package_type: 'Premium', order_status: 'pending' },
      {
        kind: 'continue',
        plan: 'monthly',
        label: 'Continue Monthly plan',
        to: '/checkout/monthly',
      },
    ],
    [
      'an annual plan never paid (draft order)',
      { ...NONE, package: 'annually', package_type: 'Premium', order_status: 'draft' },
      {
        kind: 'continue',
        plan: 'annually',
        label: 'Continue Annually plan',
        to: '/checkout/annually',
      },
    ],
    [
      'a pending Basic package',
      { ...NONE, package: 'one_time', package_type: 'Basic', order_status: 'pending' },
      {
        kind: 'continue',
        plan: 'one_time',
        label: 'Continue One-Time plan',
        to: '/checkout/one_time',
      },
    ],
    [
      'a refused payment',
      { ...NONE, package: 'monthly', package_type: 'Premium', order_status: 'payment_failed' },
      { kind: 'pay-again', plan: 'monthly', label: 'Pay again', to: '/checkout/monthly' },
    ],
    [
      'paid Premium',
      { package: 'annually', package_type: 'Premium', order_status: 'paid', premium: true },
      { kind: 'none' },
    ],
  ])('%s', (_, state, expected) => {
    expect(subscriptionAction(state)).toEqual(expected);
  });
});

function renderSection(state: Partial<State>) {
  return renderWithShell(<SubscriptionSection session={makeSession({ ...NONE, ...state })} />);
}

const fact = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('<SubscriptionSection />', () => {
  it("shows 'Not Subscribed' and 'Upgrade' to a parent without a package", () => {
    renderSection({});
    expect(fact('Current subscription type')).toBe('Not Subscribed');
    expect(fact('Package')).toBe('None yet');
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/packages');
    expect(screen.queryByRole('link', { name: /Continue/ })).toBeNull();
  });

  it("shows 'Pending payment' and 'Continue Monthly plan' while a monthly plan is unpaid", () => {
    renderSection({ package: 'monthly', package_type: 'Premium', order_status: 'pending' });
    expect(fact('Current subscription type')).toBe('Monthly');
    expect(fact('Package')).toBe('Premium');
    expect(fact('Payment')).toBe('Pending payment');
    expect(screen.getByRole('link', { name: 'Continue Monthly plan' }).getAttribute('href')).toBe(
      '/checkout/monthly',
    );
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it("shows 'Paid' and no button to a paid Premium parent", () => {
    renderSection({
      package: 'annually',
      package_type: 'Premium',
      order_status: 'paid',
      premium: true,
    });
    expect(fact('Current subscription type')).toBe('Annually');
    expect(fact('Payment')).toBe('Paid');
    const section = screen.getByRole('region', { name: 'Subscription' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['contact us']);
  });

  it("shows 'Paid' and 'Upgrade' to a parent with the one-time Basic package", () => {
    renderSection({ package: 'one_time', package_type: 'Basic', order_status: 'paid' });
    expect(fact('Current subscription type')).toBe('One-Time');
    expect(fact('Package')).toBe('Basic');
    expect(fact('Payment')).toBe('Paid');
    expect(screen.getByRole('link', { name: 'Upgrade' })).toBeTruthy();
  });

  it('says clearly when a payment failed and offers to pay again', () => {
    renderSection({ package: 'monthly', package_type: 'Premium', order_status: 'payment_failed' });
    expect(fact('Payment')).toBe('Payment failed');
    expect(
      screen.getByText(/Your last payment for the Monthly plan didn.t go through/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay again' }).getAttribute('href')).toBe(
      '/checkout/monthly',
    );
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });
});
