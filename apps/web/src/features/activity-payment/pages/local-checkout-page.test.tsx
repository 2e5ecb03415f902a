import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHECKOUT_MESSAGES,
  LOCAL_CHECKOUT_TEST_CARDS,
  checkoutDeclineMessage,
} from '@camp/shared/checkout';
import { OOPS_SOMETHING_WENT_WRONG } from '@camp/shared/messages';
import { Toaster, toast } from '../../../components/ui/toaster';
import { apiError, recordRequests, server } from '../../../test-server';
import { renderWithShell } from '../../../test-utils';
import { pageExit } from '../leave-page';
import { activityPaymentApi } from '../test-handlers';
import { makeLocalCheckout } from '../test-fixtures';
import { LocalCheckoutPage } from './local-checkout-page';

const RETURN_URL = makeLocalCheckout().return_url;
const CANCEL_URL = makeLocalCheckout().cancel_url;

function renderPage(path = '/pay/cs_local_abc') {
  return renderWithShell(<h1>Elsewhere</h1>, {
    path,
    routes: [
      {
        path: '/pay/:sessionId',
        element: (
          <>
            <LocalCheckoutPage />
            <Toaster />
          </>
        ),
      },
      {
        path: '/profile/itineraries',
        element: (
          <>
            <h1>Itineraries page</h1>
            <Toaster />
          </>
        ),
      },
    ],
  });
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByRole('textbox', { name: /Card number/ }), number);
  await user.type(screen.getByRole('textbox', { name: /Expiration date/ }), '1234');
  await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
}

const posts = (seen: ReturnType<typeof recordRequests>) => seen.filter((r) => r.method === 'POST');

let leavePage: MockInstance<(url: string) => void>;
beforeEach(() => {
  leavePage = vi.spyOn(pageExit, 'leave').mockImplementation(() => undefined);
});
afterEach(() => leavePage.mockRestore());
afterEach(() => toast.clear());

describe('<LocalCheckoutPage />', () => {
  it('shows the order (activity, provider, child, amount), the total and the test cards', async () => {
    server.use(activityPaymentApi.localCheckout({ checkout: makeLocalCheckout() }));
    renderPage();
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(order.textContent).toContain('Robotics Camp');
    expect(order.textContent).toContain('Oak City Makers Lab · for Emma');
    expect(order.textContent).toContain('$330.50');
    expect(order.textContent).toContain('Raleigh Art House · for Emma');
    expect(order.textContent).toContain('Total$550.50');
    const cards = screen.getByRole('note', { name: 'Test cards' }).textContent;
    expect(cards).toContain('4242 4242 4242 4242: Pays');
    expect(cards).toContain('4000 0000 0000 0002: Declined');
    expect(cards).toContain('4000 0000 0000 9995: Insufficient funds');
    expect(cards).toContain('4000 0025 0000 3155: Asks for 3-D Secure confirmation');
    expect(screen.getByRole('button', { name: 'Pay $550.50' })).toBeTruthy();
  });

  it("names a program's discount under the place it lowered, with the list price, and explains the total", async () => {
    const base = makeLocalCheckout();
    server.use(
      activityPaymentApi.localCheckout({
        checkout: {
          ...base,
          amount_cents: 33_050 + 18_700,
          list_amount_cents: 55_050,
          items: base.items.map((i, n) =>
            n === 1
              ? {
                  ...i,
                  amount_cents: 18_700,
                  discount: 'Multi-week discount 15%',
                  discount_cents: 3_300,
                }
              : i,
          ),
        },
      }),
    );
    renderPage();
    const order = await screen.findByRole('region', { name: 'Your order' });
    const art = within(order).getAllByRole('listitem')[1]!;
    expect(art.textContent).toContain('Multi-week discount 15%: −$33');
    expect(within(art).getByText('$220').tagName).toBe('S');
    expect(within(art).getByText('List price $220, now $187')).toBeTruthy();
    expect(within(order).getAllByRole('listitem')[0]!.textContent).not.toContain('discount');
    const totals = within(order).getByRole('list', { name: 'Totals' });
    expect(totals.textContent).toContain('Price before discounts$550.50');
    expect(totals.textContent).toContain('Program discounts−$33');
    expect(totals.textContent).toContain('Total$517.50');
  });

  it("a family checkout lists each child's activities under the child's name, with the sibling discount", async () => {
    const base = makeLocalCheckout();
    const liam = {
      ...base.items[0]!,
      itinerary_activity_id: 231,
      child_name: 'Liam',
      amount_cents: 30_050,
      discount: 'Sibling discount 10%',
      discount_cents: 3_000,
    };
    server.use(
      activityPaymentApi.localCheckout({
        checkout: {
          ...base,
          amount_cents: 55_050 + 30_050,
          list_amount_cents: 55_050 + 33_050,
          items: [...base.items, liam],
        },
      }),
    );
    renderPage();
    const order = await screen.findByRole('region', { name: 'Your order' });
    const emma = within(order).getByRole('region', { name: 'For Emma' });
    expect(within(emma).getAllByRole('listitem')).toHaveLength(2);
    const forLiam = within(order).getByRole('region', { name: 'For Liam' });
    expect(forLiam.textContent).toContain('Sibling discount 10%: −$30');
    expect(within(forLiam).getByText('$330.50').tagName).toBe('S');
    const totals = within(order).getByRole('list', { name: 'Totals' });
    expect(totals.textContent).toContain('Price before discounts$881');
    expect(totals.textContent).toContain('Program discounts−$30');
    expect(totals.textContent).toContain('Total$851');
  });

  it('shows no discount rows when nothing is discounted', async () => {
    server.use(activityPaymentApi.localCheckout({ checkout: makeLocalCheckout() }));
    renderPage();
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(order.textContent).not.toContain('Price before discounts');
    expect(order.textContent).not.toContain('Program discounts');
    expect(order.textContent).toContain('Total$550.50');
  });

  it('pays with the 4242 card and goes to the return URL', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    server.use(
      activityPaymentApi.localCheckout({ checkout: makeLocalCheckout() }),
      activityPaymentApi.pay({ status: 'complete', redirect_url: RETURN_URL }),
    );
    renderPage();
    await typeCard(user, LOCAL_CHECKOUT_TEST_CARDS.succeeds);
    await user.click(screen.getByRole('button', { name: 'Pay $550.50' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(RETURN_URL));
    expect(posts(seen)).toMatchObject([
      {
        path: '/api/v1/payment/local_checkout/cs_local_abc/pay',
        body: { card_number: '4242424242424242', exp_month: '12', exp_year: '2034', cvc: '123' },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Pay $550.50' })).toHaveProperty('disabled', true);
  });

  it("shows a declined card's message with the spec's toast, keeps the card and stays", async () => {
    const user = userEvent.setup({ delay: null });
    const declined = checkoutDeclineMessage('card_declined');
    server.use(
      activityPaymentApi.localCheckout({ checkout: makeLocalCheckout() }),
      activityPaymentApi.pay(apiError(402, { _base: [declined] })),
    );
    renderPage();
    await typeCard(user, LOCAL_CHECKOUT_TEST_CARDS.declined);
    await user.click(screen.getByRole('button', { name: 'Pay $550.50' }));
    const form = screen.getByRole('form', { name: 'Card details' });
    expect((await within(form).findByRole('alert')).textContent).toBe(declined);
    expect(await screen.findByText(OOPS_SOMETHING_WENT_WRONG)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveProperty(
      'value',
      '4000 0000 0000 0002',
    );
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('asks for the 3-D Secure challenge and pays again with the answer', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    server.use(
      activityPaymentApi.localCheckout({ checkout: makeLocalCheckout() }),
      activityPaymentApi.pay((body) =>
        body.three_d_secure === 'approve'
          ? { status: 'complete', redirect_url: RETURN_URL }
          : apiError(402, { three_d_secure: [CHECKOUT_MESSAGES.authenticationRequired] }),
      ),
    );
    renderPage();
    await typeCard(user, LOCAL_CHECKOUT_TEST_CARDS.threeDSecure);
    await user.click(screen.getByRole('button', { name: 'Pay $550.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog.textContent).toContain('$550.50');
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(RETURN_URL));
    expect(posts(seen).map((r) => (r.body as { three_d_secure?: string }).three_d_secure)).toEqual([
      undefined,
      'approve',
    ]);
  });

  it('shows a failed 3-D Secure challenge on the form', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      activityPaymentApi.localCheckout({ checkout: makeLocalCheckout() }),
      activityPaymentApi.pay((body) =>
        body.three_d_secure === 'fail'
          ? apiError(402, { _base: [CHECKOUT_MESSAGES.authenticationFailed] })
          : apiError(402, { three_d_secure: [CHECKOUT_MESSAGES.authenticationRequired] }),
      ),
    );
    renderPage();
    await typeCard(user, LOCAL_CHECKOUT_TEST_CARDS.threeDSecure);
    await user.click(screen.getByRole('button', { name: 'Pay $550.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
    // The form is hidden from the accessibility tree until the dialog has closed.
    const form = await screen.findByRole('form', { name: 'Card details' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      CHECKOUT_MESSAGES.authenticationFailed,
    );
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('cancels: releases the checkout and goes back to the payment summary', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    server.use(
      activityPaymentApi.localCheckout({ checkout: makeLocalCheckout() }),
      activityPaymentApi.cancel({ status: 'expired', redirect_url: CANCEL_URL }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel and go back' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(CANCEL_URL));
    expect(posts(seen).map((r) => r.path)).toEqual([
      '/api/v1/payment/local_checkout/cs_local_abc/cancel',
    ]);
  });

  it('reloads a checkout that expired meanwhile and offers the way back', async () => {
    const user = userEvent.setup({ delay: null });
    let status: 'open' | 'expired' = 'open';
    server.use(
      activityPaymentApi.localCheckout(() => ({ checkout: makeLocalCheckout({ status }) })),
      activityPaymentApi.pay(() => {
        status = 'expired';
        return apiError(409, { _base: [CHECKOUT_MESSAGES.checkoutExpired] });
      }),
    );
    renderPage();
    await typeCard(user, LOCAL_CHECKOUT_TEST_CARDS.succeeds);
    await user.click(screen.getByRole('button', { name: 'Pay $550.50' }));
    const back = await screen.findByRole('link', { name: 'Back to the payment summary' });
    expect(back.getAttribute('href')).toBe(CANCEL_URL);
    expect(screen.getByText(CHECKOUT_MESSAGES.checkoutExpired)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Card details' })).toBeNull();
  });

  it('goes back to the itineraries page when the checkout does not load', async () => {
    server.use(
      activityPaymentApi.localCheckout(
        apiError(404, { _base: [CHECKOUT_MESSAGES.checkoutNotFound] }),
      ),
    );
    const { router } = renderPage('/pay/cs_unknown');
    expect(await screen.findByRole('heading', { name: 'Itineraries page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/itineraries');
    expect(await screen.findByText(CHECKOUT_MESSAGES.checkoutNotFound)).toBeTruthy();
  });
});
