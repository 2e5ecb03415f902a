import { expect, test, type APIRequestContext, type Browser, type TestInfo } from './fixtures';
import { allocateFee, simulatedCardFeeCents, splitSale } from '@camp/shared/payouts';
import type { LocalCheckoutItem } from '@camp/shared/checkout';
import {
  accounts,
  call,
  clashPairs,
  parentPassword,
  token,
  type CatalogActivity,
  type Credentials,
  untouchedDemoPlan,
} from './api-support';
import { acceptCookies, fillCard, shoot, signIn } from './support';

// The parent's payment: an approved itinerary with two activities of two providers
// (a program of each demo director; both payment accounts are ready) is paid in one checkout of
// the built-in provider. A declined card first, then 4242: 'Payment Successful!' and Paid chips.
// Then each director sees the order on their Orders page and the sale's split (10% platform fee,
// the card fee share, the net) on their Payouts page; neither sees the other's.
// The specialist's and the parent's earlier steps go through the API (they have their journeys).

/** The ids and names of a director's programs. */
async function programsOf(request: APIRequestContext, director: string) {
  const res = await call<Record<string, { id: number; name: string }[]>>(
    request,
    'get',
    '/api/v1/camp_directors/activity_providers',
    director,
  );
  return Object.values(res).find((v) => Array.isArray(v))!;
}

test('a parent pays two activities of two providers in one checkout, after a declined card; both directors see their order and split', async ({
  page,
  browser,
}, info) => {
  const { request } = page;
  const specialist = await token(request, 'specialists', accounts.demoSpecialist);
  const directors = [accounts.demoDirector, accounts.demoDirector2];
  const directorTokens = await Promise.all(
    directors.map((d) => token(request, 'camp_directors', d)),
  );

  // A demo plan in progress (not the demo parent's, which the calendar journey takes).
  const plan = await untouchedDemoPlan(request, specialist);
  const planId = plan.id;
  const parentEmail = plan.parentEmail;
  const parentName = plan.parentName;
  const id = planId;

  // One activity with seats of each director's programs, added by the specialist (an activity
  // the schedule refuses is skipped for the next).
  const chosen: CatalogActivity[] = [];
  for (const director of directorTokens) {
    const programs = await programsOf(request, director);
    const found = await call<{ activities: CatalogActivity[] }>(
      request,
      'get',
      `/api/v1/specialists/activities?itinerary_id=${id}&by_available_seats=true&by_activity_provider=${programs.map((p) => p.id).join(',')}`,
      specialist,
    );
    for (const a of found.activities) {
      if ((a.available_seats ?? 1) < 1) continue;
      const added = await request.post('/api/v1/specialists/itinerary_activities', {
        headers: { authorization: `Bearer ${specialist}` },
        data: { itinerary_activity: { activity_id: a.id, itinerary_id: id } },
      });
      if (added.ok()) {
        chosen.push(a);
        break;
      }
    }
  }
  expect(chosen).toHaveLength(2);
  expect(chosen[0]!.provider_name).not.toBe(chosen[1]!.provider_name);
  const clashes = await clashPairs(request, id, specialist);
  await call(request, 'post', `/api/v1/specialists/itineraries/${id}/send_to_parent`, specialist, {
    alternate_request: false,
    acknowledged_clashes: clashes,
  });

  const password = await parentPassword(page, parentEmail);
  const parent = await token(request, 'parents', { email: parentEmail, password });
  await call(request, 'put', `/api/v1/parents/itineraries/${id}`, parent, {
    id,
    itinerary: { status: 'accepted', acknowledged_clashes: clashes },
  });
  await call(request, 'put', `/api/v1/specialists/itineraries/${id}`, specialist, {
    itinerary_action: 'approve',
    acknowledged_clashes: clashes,
  });

  // The parent: the approved itinerary offers 'Book and pay'.
  await signIn(page, '/sign-in', parentEmail, password);
  await page.goto('/profile/itineraries?tab=approved');
  await acceptCookies(page);
  const block = page.getByRole('region', { name: /'s itinerary$/ }).first();
  for (const a of chosen) {
    await expect(
      block.getByRole('article', { name: a.name }).getByText('Available For Payment'),
    ).toBeVisible();
  }
  await shoot(page, info, 'itineraries-payable');

  // The payment area lists it; its summary shows both activities.
  await page.goto('/profile/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await shoot(page, info, 'payments');
  await page.goto('/profile/itineraries?tab=approved');
  await block.getByRole('link', { name: 'Book and pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/payment/${id}$`));
  for (const a of chosen) await expect(page.getByRole('listitem', { name: a.name })).toBeVisible();
  await shoot(page, info, 'payment-summary');

  // The booking dialog: both chosen; Pay opens the built-in checkout.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Book and pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book and pay' });
  for (const a of chosen) {
    await expect(dialog.getByRole('checkbox', { name: new RegExp(a.name) })).toBeChecked();
  }
  await shoot(page, info, 'booking-dialog');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  const order = page.getByRole('region', { name: 'Your order' });
  for (const a of chosen) await expect(order.getByText(a.name)).toBeVisible();
  await expect(order.getByText(providerLine(chosen[0]!.provider_name))).toBeVisible();
  await shoot(page, info, 'local-checkout');
  // What is charged for each activity, as the built-in provider's API answers it.
  const checkoutId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const { checkout } = await call<{ checkout: { items: LocalCheckoutItem[] } }>(
    request,
    'get',
    `/api/v1/payment/local_checkout/${encodeURIComponent(checkoutId)}`,
    parent,
  );

  // A declined card: the reason on the form, nothing paid, the page stays.
  await page.setViewportSize({ width: 1440, height: 900 });
  let form = await fillCard(page, '4000000000000002');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(form.getByText('Payment failed. Your card was declined.')).toBeVisible();
  await expect(page.getByText('Oops something went wrong!')).toBeVisible();
  await shoot(page, info, 'local-checkout-declined');

  // 4242 pays: back on the itineraries with 'Payment Successful!', both activities Paid.
  // The expiry is typed key by key: empty it first.
  await form.getByRole('textbox', { name: /Expiration date/ }).clear();
  form = await fillCard(page, '4242424242424242');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/profile\/itineraries\?payment=success/);
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await shoot(page, info, 'payment-successful');
  await success.getByRole('button', { name: 'OK' }).click();
  await page.goto('/profile/itineraries?tab=approved');
  const paid = page.getByRole('region', { name: /'s itinerary$/ }).first();
  for (const a of chosen) {
    await expect(
      paid.getByRole('article', { name: a.name }).getByText('Paid', { exact: true }),
    ).toBeVisible();
  }
  await expect(paid.getByRole('link', { name: /pay/i })).toHaveCount(0);
  await shoot(page, info, 'itineraries-paid');

  // Each director: the order on the Orders page, the sale's split on the Payouts page.
  // The built-in provider's card fee (decision 0060) is shared over the charge by amount.
  const items = checkout.items;
  const fees = allocateFee(
    simulatedCardFeeCents(items.reduce((sum, i) => sum + i.amount_cents, 0)),
    items.map((i) => i.amount_cents),
  );
  for (const [n, director] of directors.entries()) {
    const mine = chosen[n]!;
    const others = chosen.filter((a) => a !== mine);
    const at = items.findIndex((i) => i.name === mine.name);
    expect(at, `${mine.name} in the checkout`).toBeGreaterThanOrEqual(0);
    await directorSees(browser, info, `director-${n + 1}`, director, {
      activity: mine,
      others,
      parentName,
      childName: items[at]!.child_name,
      grossCents: items[at]!.amount_cents,
      feeCents: fees[at]!,
    });
  }
});

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(cents / 100);

/** A director signs in (a browser of their own) and finds the order and its split. */
async function directorSees(
  browser: Browser,
  info: TestInfo,
  name: string,
  who: Credentials,
  sale: {
    activity: CatalogActivity;
    others: CatalogActivity[];
    parentName: string;
    childName: string;
    grossCents: number;
    feeCents: number;
  },
) {
  // A context made in a test takes the test's options, the worker's product as baseURL among them.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await signIn(page, '/camp-director/sign-in', who.email, who.password);
    await page.goto('/camp-director/orders');
    await acceptCookies(page);
    const main = page.getByRole('main');
    const order = main
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ hasText: sale.activity.name })
      .filter({ hasText: sale.parentName });
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(sale.activity.provider_name);
    await expect(order).toContainText(`Parent: ${sale.parentName}`);
    await expect(order).toContainText(`Child: ${sale.childName}`);
    // The other director's activity is not in this director's orders.
    for (const other of sale.others) {
      await expect(
        main
          .getByRole('listitem')
          .filter({ hasText: other.name })
          .filter({ hasText: sale.parentName }),
      ).toHaveCount(0);
    }
    await order
      .getByRole('button', { name: new RegExp(sale.activity.name) })
      .first()
      .click();
    await expect(order.getByText('Parent name')).toBeVisible();
    await shoot(page, info, `${name}-orders`);

    await page.goto('/camp-director/payouts');
    const split = splitSale(sale.grossCents, sale.feeCents);
    const entry = main
      .getByRole('list', { name: 'Sales' })
      .getByRole('listitem', { name: `${sale.activity.name} · ${sale.activity.provider_name}` })
      .first();
    await expect(entry).toBeVisible();
    // Gross, the 10% platform fee, the card fee's share and the net, in the page's own format.
    for (const [label, text] of [
      ['Gross', money(split.grossCents)],
      ['Platform fee', `−${money(split.platformFeeCents)}`],
      ['Payment fee', `−${money(split.paymentProviderFeeCents)}`],
      ['Net', money(split.netCents)],
    ] as const) {
      await expect(entry.getByRole('definition').filter({ hasText: text }).first()).toBeVisible();
      expect(await entry.innerText()).toContain(label);
    }
    // The platform keeps 10% of the sale (to the half cent).
    expect(Math.abs(split.platformFeeCents - sale.grossCents / 10)).toBeLessThanOrEqual(0.5);
    await expect(entry.getByText('Pending', { exact: false })).toBeVisible();
    await shoot(page, info, `${name}-payouts`);
  } finally {
    await context.close();
  }
}

/** The provider's name as the order shows it: '{provider} · for {child}'. */
function providerLine(provider: string): RegExp {
  return new RegExp(`^${provider.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · for `);
}
