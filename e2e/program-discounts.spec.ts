import { expect, test } from './fixtures';
import { platformFeeCents, type PayoutEntry } from '@camp/shared/payouts';
import type { LocalCheckoutItem } from '@camp/shared/checkout';
import { accounts, approvedWith, call, token, untouchedDemoPlan } from './api-support';
import { acceptCookies, fillCard, shoot, useSession } from './support';

// Program discounts (decision 0106): the demo director offers a new program's families 10% off
// each additional child and 15% from the 2nd week (set through the API, seen on the program
// form); the specialist puts two of its weeks on a family's plan; the parent sees the terms on
// the activity cards, pays both weeks in one checkout whose page shows the 2nd week 15% off, and
// the director's ledger takes the 10% platform fee on what was paid. The sibling discount's
// race is the API's concurrency test.

test('a program’s multi-week discount: on the form, on the card, at checkout and in the ledger', async ({
  page,
}, info) => {
  const { request } = page;
  const director = await token(request, 'camp_directors', accounts.demoDirector);
  const specialist = await token(request, 'specialists', accounts.demoSpecialist);
  const plan = await untouchedDemoPlan(request, specialist);
  test.skip(plan === null, 'no untouched demo plan in progress left in this database');

  // The program and its two weeks ($200 each), through the director's API.
  const options = await call<{
    program_interests: { id: number }[];
    activity_interests: { id: number; skill_developments: { id: number }[] }[];
  }>(request, 'get', '/api/v1/camp_directors/interests', director);
  const name = `Discount Woods ${Date.now().toString(36)}`;
  const { activity_provider: program } = await call<{ activity_provider: { id: number } }>(
    request,
    'post',
    '/api/v1/camp_directors/activity_providers',
    director,
    {
      activity_provider: {
        name,
        email: 'woods@example.com',
        website: 'https://woods.example.com',
        address: '5 Pine Rd',
        city: 'Raleigh',
        state: 'NC',
        zip_code: '27601',
        phone_number: '(919) 555-0142',
        interest_ids: [options.program_interests[0]!.id],
        tax_id: '12-3456789',
        cancellation_policy: 'Full refund up to 14 days before.',
        sibling_discount_percent: 10,
        multi_week_discount_percent: 15,
        multi_week_discount_from_week: 2,
      },
    },
  );
  const interest = options.activity_interests[0]!;
  const weeks: { id: number; name: string }[] = [];
  for (const [n, date] of [
    ['2027-07-05', '2027-07-09'],
    ['2027-07-12', '2027-07-16'],
  ].entries()) {
    const { activity } = await call<{ activity: { id: number; name: string } }>(
      request,
      'post',
      `/api/v1/camp_directors/activity_providers/${program.id}/activities`,
      director,
      {
        activity: {
          name: `Woods Week ${n + 1}`,
          url: 'https://woods.example.com/week',
          date,
          price: '200',
          fee: '0',
          start_time: '09:00',
          end_time: '15:00',
          camp_type: 'Day',
          // The program's address is the activity's; the field is required, its text ignored.
          location: '5 Pine Rd',
          media_link: 'https://woods.example.com/video',
          interest_ids: [interest.id],
          skill_development: [interest.skill_developments[0]!.id],
          total_seats: '20',
        },
      },
    );
    weeks.push(activity);
  }

  // The plan approved with both weeks (the family's password is set on a page with no session).
  const { parent, password } = await approvedWith(
    page,
    specialist,
    plan!,
    weeks.map((w) => w.id),
  );
  // The director's program form holds the terms.
  await useSession(page, 'director', accounts.demoDirector);
  await page.goto(`/camp-director/program/${program.id}`);
  await acceptCookies(page);
  const terms = page.getByRole('group', { name: 'Discounts for families' });
  await expect(terms.getByLabel('Sibling discount (% off each additional child)')).toHaveValue(
    '10',
  );
  await expect(terms.getByLabel('From week')).toHaveValue('2');
  await terms.scrollIntoViewIfNeeded();
  await shoot(page, info, 'program-discounts-form');

  // The parent's cards say the terms.
  await useSession(page, 'parent', { email: plan!.parentEmail, password });
  await page.goto('/profile/itineraries?tab=approved');
  const card = page.getByRole('article', { name: weeks[0]!.name });
  await expect(
    card.getByText('10% off each additional child · 15% off from the 2nd week'),
  ).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shoot(page, info, 'card-discounts');

  // One checkout of both weeks: the 2nd is $30 off, named on the built-in provider's page.
  const started = await call<{ url: string; checkout_session_id: string }>(
    request,
    'post',
    '/api/v1/payment/checkout_sessions',
    parent,
    { itinerary_id: plan!.id },
  );
  const { checkout } = await call<{ checkout: { items: LocalCheckoutItem[] } }>(
    request,
    'get',
    `/api/v1/payment/local_checkout/${encodeURIComponent(started.checkout_session_id)}`,
    parent,
  );
  expect(checkout.items.map((i) => [i.name, i.amount_cents, i.discount])).toEqual([
    [weeks[0]!.name, 20_000, null],
    [weeks[1]!.name, 17_000, 'Multi-week discount 15%'],
  ]);
  await page.goto(new URL(started.url).pathname);
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order.getByText('Multi-week discount 15%')).toBeVisible();
  await expect(order.getByText(/^\$370(\.00)?$/)).toBeVisible();
  // The list prices and the discount explain the total.
  await expect(order.getByRole('list', { name: 'Totals' })).toContainText('Program discounts−$30');
  await shoot(page, info, 'checkout-discounted');
  const form = await fillCard(page, '4242424242424242');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/profile\/itineraries\?payment=success/);

  // The director's ledger: the sales are what was paid; the platform's 10% is on that.
  const ledger = await call<{ entries: PayoutEntry[] }>(
    request,
    'get',
    '/api/v1/camp_directors/payouts',
    director,
  );
  const sales = ledger.entries.filter((e) => e.description.endsWith(` · ${name}`));
  expect(sales.map((s) => s.gross_cents).sort()).toEqual([17_000, 20_000]);
  for (const s of sales) expect(s.platform_fee_cents).toBe(platformFeeCents(s.gross_cents));
});
