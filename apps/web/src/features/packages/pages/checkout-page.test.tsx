import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { COUPON_INVALID, ERROR_TITLE, OOPS_SOMETHING_WENT_WRONG } from '@camp/shared/messages';
import {
  CARD_VALIDATION_MESSAGES,
  declinedPaymentMessage,
  type SubscriptionResponse,
} from '@camp/shared/payment';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, getSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { TRIAL_ORDER, TRIAL_SUBSCRIPTION, json, serveCheckoutApi } from '../test-fixtures';
import { CheckoutPage } from './checkout-page';

const MYTRIAL_ANSWER = { discount_amount: 100, discount_type: 'percent', recalculated_price: 0 };

function subscriptionAnswer(): SubscriptionResponse {
  return {
    order: TRIAL_ORDER,
    subscription: TRIAL_SUBSCRIPTION,
    session: makeSession({
      token: 'token-2',
      package: 'monthly',
      package_type: 'Premium',
      order_status: 'paid',
      premium: true,
    }),
  };
}

function renderCheckout(path = '/checkout/monthly') {
  render(<Toaster />);
  return renderWithShell(<h1>Elsewhere</h1>, {
    path,
    routes: [
      { path: '/checkout/:plan', element: <CheckoutPage /> },
      { path: '/packages', element: <h1>Packages</h1> },
      { path: '/profile', element: <h1>Profile</h1> },
      { path: '/confirm', element: <h1>Confirmed</h1> },
    ],
  });
}

const cardNumber = () => screen.getByRole('textbox', { name: /Card number/ });
const expiry = () => screen.getByRole('textbox', { name: /Expiration date/ });
const cvc = () => screen.getByRole('textbox', { name: /CVC/ });
const payButton = () => screen.getByRole('button', { name: /^Pay/ });

async function typeCard(number: string, exp = '12 / 34', code = '123') {
  await userEvent.type(cardNumber(), number);
  await userEvent.type(expiry(), exp.replace(/\D/g, ''));
  await userEvent.type(cvc(), code);
}

// No delay between keystrokes: the card tests type a lot, and the machine is shared.
let userEvent: ReturnType<typeof userEventLib.setup>;

beforeEach(() => {
  userEvent = userEventLib.setup({ delay: null });
  setSession(makeSession());
});

afterEach(() => {
  clearSession();
  toast.clear();
});

// Typing card numbers through user-event is slow on a busy 2-core machine.
describe('CheckoutPage', () => {
  it('sends an unknown plan to the packages page', async () => {
    serveCheckoutApi();
    const { router } = renderCheckout('/checkout/weekly');
    expect(await screen.findByRole('heading', { name: 'Packages' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/packages');
  });

  it('sends a paid Premium parent to the profile', async () => {
    setSession(makeSession({ premium: true, package: 'monthly', package_type: 'Premium' }));
    serveCheckoutApi();
    const { router } = renderCheckout('/checkout/annually');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows the plan, its price and what it renews at', async () => {
    serveCheckoutApi();
    renderCheckout('/checkout/annually');
    const summary = await screen.findByRole('region', { name: 'Your package' });
    expect(within(summary).getByText('Premium, billed yearly')).toBeTruthy();
    expect(within(summary).getByText('Premium')).toBeTruthy();
    expect(within(summary).getByText('$99 per year')).toBeTruthy();
    expect(within(summary).getByText('Renews at $99 per year.')).toBeTruthy();
    expect((await screen.findByRole('button', { name: /^Pay/ })).textContent).toBe('Pay $99');
  });

  it('applies MYTRIAL on monthly: the first month is free', async () => {
    const api = serveCheckoutApi({
      post: { '/api/v1/payment/coupons': () => json(MYTRIAL_ANSWER) },
    });
    renderCheckout();
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), '   ');
    expect(apply).toHaveProperty('disabled', true);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Coupon code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'MYTRIAL');
    expect(apply).toHaveProperty('disabled', false);
    await userEvent.click(apply);

    expect(await screen.findByText('Your first month is free, then $12 per month.')).toBeTruthy();
    expect(screen.getByText('Coupon MYTRIAL applied.')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Your package' });
    expect(within(summary).getByText('Due today').nextSibling?.textContent).toBe('$0');
    expect(payButton().textContent).toBe('Pay $0');
    const call = api.find((request) => request.path === '/api/v1/payment/coupons');
    expect(call?.body).toEqual({
      promocode: 'MYTRIAL',
      price: 12,
      plan: 'monthly',
    });
  });

  it("shows the spec's message for an invalid code and resets the price", async () => {
    let valid = true;
    serveCheckoutApi({
      post: {
        '/api/v1/payment/coupons': () =>
          valid
            ? json(MYTRIAL_ANSWER)
            : // The server's refusal: on the field and as _base.
              json({ errors: { promocode: [COUPON_INVALID], _base: [COUPON_INVALID] } }, 422),
      },
    });
    renderCheckout();
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'MYTRIAL');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Pay $0');

    valid = false;
    await userEvent.clear(field);
    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(COUPON_INVALID)).toBeTruthy();
    expect(screen.getAllByText(COUPON_INVALID)).toHaveLength(1);
    expect(payButton().textContent).toBe('Pay $12');
    expect(screen.queryByText(/Coupon .* applied/)).toBeNull();
    expect(screen.getByText('Renews at $12 per month.')).toBeTruthy();
  });

  it('puts the price back when the applied code is edited', async () => {
    serveCheckoutApi({ post: { '/api/v1/payment/coupons': () => json(MYTRIAL_ANSWER) } });
    renderCheckout();
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'MYTRIAL');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Pay $0');
    await userEvent.type(field, 'X');
    expect(payButton().textContent).toBe('Pay $12');
  });

  it("shows the card number's messages once the field is touched", async () => {
    serveCheckoutApi();
    renderCheckout();
    await userEvent.type(await screen.findByRole('textbox', { name: /Card number/ }), '4242');
    expect(screen.queryByText(CARD_VALIDATION_MESSAGES.incomplete_number)).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText(CARD_VALIDATION_MESSAGES.incomplete_number)).toBeTruthy();
    await userEvent.clear(cardNumber());
    await userEvent.type(cardNumber(), '4242424242424241');
    expect(await screen.findByText(CARD_VALIDATION_MESSAGES.invalid_number)).toBeTruthy();
    await userEvent.clear(cardNumber());
    await userEvent.type(cardNumber(), '4242424242424242');
    await waitFor(() => expect(screen.queryByText(/Your card number/)).toBeNull());
  });

  it("shows the expiry's and the security code's messages", async () => {
    serveCheckoutApi();
    renderCheckout();
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Card number/ }),
      '4242424242424242',
    );
    await userEvent.type(expiry(), '123');
    await userEvent.tab();
    expect(await screen.findByText(CARD_VALIDATION_MESSAGES.incomplete_expiry)).toBeTruthy();
    await userEvent.clear(expiry());
    await userEvent.type(expiry(), '1299');
    expect(await screen.findByText(CARD_VALIDATION_MESSAGES.invalid_expiry_year)).toBeTruthy();
    await userEvent.clear(expiry());
    await userEvent.type(expiry(), '1234');
    expect(expiry()).toHaveProperty('value', '12 / 34');

    await userEvent.type(cvc(), '12');
    await userEvent.tab();
    expect(await screen.findByText(CARD_VALIDATION_MESSAGES.incomplete_cvc)).toBeTruthy();
  });

  it('keeps Pay disabled while a card field is empty', async () => {
    serveCheckoutApi();
    renderCheckout();
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Card number/ }),
      '4242424242424242',
    );
    expect(payButton()).toHaveProperty('disabled', true);
    await userEvent.type(expiry(), '1234');
    expect(payButton()).toHaveProperty('disabled', true);
    await userEvent.type(cvc(), '123');
    expect(payButton()).toHaveProperty('disabled', false);
    await userEvent.clear(cardNumber());
    expect(payButton()).toHaveProperty('disabled', true);
  });

  it('pays: saves the card, subscribes with the coupon, stores the new session, confirms', async () => {
    const api = serveCheckoutApi({
      post: {
        '/api/v1/payment/coupons': () => json(MYTRIAL_ANSWER),
        '/api/v1/payment/local/payment_methods': () =>
          json({ id: 'pm_local_1', brand: 'visa', last4: '4242' }, 201),
        '/api/v1/payment/subscriptions': () => json(subscriptionAnswer(), 201),
      },
    });
    const { router } = renderCheckout();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'MYTRIAL');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Pay $0');
    await typeCard('4242 4242 4242 4242');
    await userEvent.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Confirmed' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/confirm');
    expect(router.state.location.state).toMatchObject({ order: { id: 40, status: 'paid' } });
    expect(getSession()).toMatchObject({
      token: 'token-2',
      package_type: 'Premium',
      premium: true,
    });
    const bodyOf = (path: string) => api.find((request) => request.path === path)?.body;
    expect(bodyOf('/api/v1/payment/local/payment_methods')).toEqual({
      number: '4242424242424242',
      exp_month: '12',
      exp_year: '2034',
      cvc: '123',
    });
    expect(bodyOf('/api/v1/payment/subscriptions')).toEqual({
      package_id: 2,
      payment_method_id: 'pm_local_1',
      promocode: 'MYTRIAL',
    });
  });

  it("shows a decline with the 'Payment failed.' prefix, the toast, and keeps the card as typed", async () => {
    const message = declinedPaymentMessage('card_declined');
    serveCheckoutApi({
      post: {
        '/api/v1/payment/local/payment_methods': () =>
          json({ id: 'pm_local_2', brand: 'visa', last4: '0002' }, 201),
        '/api/v1/payment/subscriptions': () =>
          json({ errors: { _base: [message] }, _base: [message] }, 402),
      },
    });
    const { router } = renderCheckout('/checkout/one_time');
    await screen.findByRole('textbox', { name: /Card number/ });
    await typeCard('4000000000000002');
    await userEvent.click(payButton());

    const form = screen.getByRole('form', { name: 'Card details' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Payment failed. Your card was declined.',
    );
    const toastAlert = await screen.findByText(OOPS_SOMETHING_WENT_WRONG);
    expect(toastAlert.closest('[role="alert"]')?.textContent).toContain(ERROR_TITLE);
    expect(router.state.location.pathname).toBe('/checkout/one_time');
    expect(cardNumber()).toHaveProperty('value', '4000 0000 0000 0002');
    expect(expiry()).toHaveProperty('value', '12 / 34');
    expect(cvc()).toHaveProperty('value', '123');
    expect(payButton()).toHaveProperty('disabled', false);
    expect(getSession()?.package_type).toBeNull();
    // The card number is kept nowhere (matched whole: the session's expiry is digits too).
    expect(JSON.stringify(localStorage)).not.toMatch(/4000 ?0000 ?0000 ?0002/);
  });

  it("shows the server's card message under its field", async () => {
    serveCheckoutApi({
      post: {
        '/api/v1/payment/local/payment_methods': () =>
          json({ errors: { cvc: [CARD_VALIDATION_MESSAGES.incomplete_cvc] } }, 422),
      },
    });
    renderCheckout('/checkout/one_time');
    await screen.findByRole('textbox', { name: /Card number/ });
    await typeCard('4242424242424242');
    await userEvent.click(payButton());
    expect(await screen.findByText(CARD_VALIDATION_MESSAGES.incomplete_cvc)).toBeTruthy();
    expect(cvc().getAttribute('aria-invalid')).toBe('true');
  });
});
