import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeEvent } from 'react';
import { CARD_VALIDATION_MESSAGES } from '@camp/shared/payment';
import { clearSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { serveCheckoutApi } from '../test-fixtures';
import { CheckoutPage } from '../pages/checkout-page';
import { recordRequests } from '../../../test-server';
import StripeCardForm from './stripe-card-form';

// Stripe.js and its elements come from Stripe's servers, which cannot be reached here: the loader
// and the elements are fakes, one set for the file (the web suite shares modules between files, so
// two files faking one module differently would see each other's). The fake elements are plain
// inputs that report what Stripe's elements report while a card is typed: not empty, not
// complete, and no error until the element itself decides to show one.
const stripe = vi.hoisted(() => ({
  createPaymentMethod: vi.fn(() =>
    Promise.resolve({ error: { code: 'incomplete_number', message: 'Stripe text' } }),
  ),
}));
const focused = vi.hoisted(() => ({ element: '' }));
const loadStripe = vi.hoisted(() => vi.fn(() => Promise.resolve(stripe)));
vi.mock('@stripe/stripe-js', () => ({ loadStripe }));
vi.mock('@stripe/react-stripe-js', () => {
  type OnChange = (event: { empty: boolean; complete: boolean; error: undefined }) => void;
  const fake = (label: string) => {
    const Element = ({ onChange }: { onChange: OnChange }) => (
      <input
        aria-label={label}
        onChange={(e: ChangeEvent<HTMLInputElement>) =>
          onChange({ empty: e.target.value === '', complete: false, error: undefined })
        }
      />
    );
    return Element;
  };
  const CardNumberElement = fake('Stripe card number');
  const CardExpiryElement = fake('Stripe expiry');
  const CardCvcElement = fake('Stripe CVC');
  const names = new Map<unknown, string>([
    [CardNumberElement, 'number'],
    [CardExpiryElement, 'exp'],
    [CardCvcElement, 'cvc'],
  ]);
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    useStripe: () => stripe,
    useElements: () => ({
      getElement: (component: unknown) => ({
        focus: () => {
          focused.element = names.get(component) ?? '';
        },
      }),
    }),
    CardNumberElement,
    CardExpiryElement,
    CardCvcElement,
  };
});

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

describe('the Stripe Elements card form', { timeout: 20_000 }, () => {
  it("shows every field's message at once when number, expiry and CVC are all incomplete", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    const pay = vi.fn(() => Promise.resolve());
    renderWithShell(
      <StripeCardForm publishableKey="pk_test_123" payLabel="Pay $12" paid={false} pay={pay} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Stripe card number' }), '4242');
    await user.type(screen.getByRole('textbox', { name: 'Stripe expiry' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Stripe CVC' }), '1');
    await user.click(screen.getByRole('button', { name: 'Pay $12' }));

    const group = (name: RegExp) => screen.getByRole('group', { name });
    expect(await screen.findByText(CARD_VALIDATION_MESSAGES.incomplete_number)).toBeTruthy();
    expect(group(/Card number/).textContent).toContain(CARD_VALIDATION_MESSAGES.incomplete_number);
    expect(group(/Expiration date/).textContent).toContain(
      CARD_VALIDATION_MESSAGES.incomplete_expiry,
    );
    expect(group(/CVC/).textContent).toContain(CARD_VALIDATION_MESSAGES.incomplete_cvc);
    expect(focused.element).toBe('number');
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(pay).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });
});
