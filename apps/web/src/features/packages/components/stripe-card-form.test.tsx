import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { clearSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { serveCheckoutApi } from '../test-fixtures';
import { CheckoutPage } from '../pages/checkout-page';

// Stripe.js comes from Stripe's servers, which cannot be reached here: the loader is the fake.
const loadStripe = vi.hoisted(() => vi.fn(() => new Promise<never>(() => undefined)));
vi.mock('@stripe/stripe-js', () => ({ loadStripe }));

afterEach(() => {
  clearSession();
});

describe('checkout with a Stripe publishable key', () => {
  it("loads Stripe Elements with the key instead of the local provider's card fields", async () => {
    setSession(makeSession());
    serveCheckoutApi({ stripeKey: 'pk_test_123' });
    renderWithShell(<h1>Elsewhere</h1>, {
      path: '/checkout/monthly',
      routes: [{ path: '/checkout/:plan', element: <CheckoutPage /> }],
    });
    expect(await screen.findByRole('group', { name: /Card number/ })).toBeTruthy();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByRole('textbox', { name: /Card number/ })).toBeNull();
    // Until Stripe.js is ready (and while the fields are empty) Pay stays disabled.
    expect(screen.getByRole('button', { name: 'Pay $12' })).toHaveProperty('disabled', true);
  });
});
