import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptCookies, fillCard, shoot, signIn, waitForMail } from './support';

// Issue 16, the parent's payment: an approved itinerary with two activities of two providers
// (programs of the demo director, whose payment account is ready) is paid in one checkout of the
// built-in provider. A declined card first, then 4242: 'Payment Successful!' and Paid chips.
// The specialist's and the parent's earlier steps go through the API (they have their journeys).

interface Credentials {
  email: string;
  password: string;
}
const accounts = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '.staff.json'), 'utf8'),
) as {
  demoDirector: Credentials;
  demoParent: Credentials;
  demoSpecialist: Credentials;
};

async function token(request: APIRequestContext, area: string, who: Credentials) {
  const res = await request.post(`/api/v1/${area}/sessions`, { data: who });
  expect(res.ok(), `${area} sign-in`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  t: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](url, { headers: { authorization: `Bearer ${t}` }, data });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(true);
  return res.json() as Promise<T>;
}

/** A demo family has no known password: it sets one from a reset e-mail. */
async function parentPassword(page: Page, email: string): Promise<string> {
  const asked = await page.request.post('/api/v1/parents/passwords/emails', { data: { email } });
  expect(asked.ok()).toBe(true);
  const mail = await waitForMail(page.request, email, /password/i);
  await page.goto(mail.links.find((l) => l.includes('reset-password')) ?? mail.links[0]!);
  const password = 'Paying-2026-ok';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Password was reseted successfully!')).toBeVisible();
  return password;
}

interface Activity {
  id: number;
  name: string;
  provider_name: string;
  available_seats: number | null;
}

test('a parent pays two activities of two providers in one checkout, after a declined card', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const { request } = page;
  const specialist = await token(request, 'specialists', accounts.demoSpecialist);
  const director = await token(request, 'camp_directors', accounts.demoDirector);

  // A demo plan in progress (not the demo parent's, which the calendar journey takes).
  const { itineraries } = await call<{ itineraries: { id: number }[] }>(
    request,
    'get',
    '/api/v1/specialists/itineraries?by_status=in_progress',
    specialist,
  );
  let planId: number | null = null;
  let parentEmail = '';
  for (const it of itineraries) {
    const { itinerary } = await call<{ itinerary: { parent: { email: string } } }>(
      request,
      'get',
      `/api/v1/specialists/itineraries/${it.id}`,
      specialist,
    );
    if (itinerary.parent.email !== accounts.demoParent.email) {
      planId = it.id;
      parentEmail = itinerary.parent.email;
      break;
    }
  }
  test.skip(planId === null, 'no demo plan in progress left in this database');
  const id = planId!;

  // Two activities with seats, of two of the demo director's programs.
  const providers = await call<Record<string, { name: string }[]>>(
    request,
    'get',
    '/api/v1/camp_directors/activity_providers',
    director,
  );
  const names = new Set(
    Object.values(providers)
      .find((v) => Array.isArray(v))!
      .map((p) => p.name),
  );
  const found = await call<{ activities: Activity[] }>(
    request,
    'get',
    `/api/v1/specialists/activities?itinerary_id=${id}&by_available_seats=true`,
    specialist,
  );
  const chosen: Activity[] = [];
  for (const a of found.activities) {
    if (!names.has(a.provider_name) || (a.available_seats ?? 1) < 1) continue;
    if (chosen.some((c) => c.provider_name === a.provider_name)) continue;
    chosen.push(a);
    if (chosen.length === 2) break;
  }
  expect(chosen).toHaveLength(2);
  for (const a of chosen) {
    await call(request, 'post', '/api/v1/specialists/itinerary_activities', specialist, {
      itinerary_activity: { activity_id: a.id, itinerary_id: id },
    });
  }
  await call(request, 'post', `/api/v1/specialists/itineraries/${id}/send_to_parent`, specialist, {
    alternate_request: false,
  });

  const password = await parentPassword(page, parentEmail);
  const parent = await token(request, 'parents', { email: parentEmail, password });
  await call(request, 'put', `/api/v1/parents/itineraries/${id}`, parent, {
    id,
    itinerary: { status: 'accepted' },
  });
  await call(request, 'put', `/api/v1/specialists/itineraries/${id}`, specialist, {
    itinerary_action: 'approve',
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
});

/** The provider's name as the order shows it: '{provider} · for {child}'. */
function providerLine(provider: string): RegExp {
  return new RegExp(`^${provider.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · for `);
}
