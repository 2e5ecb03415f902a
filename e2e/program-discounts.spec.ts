import { expect, test } from './fixtures';
import { platformFeeCents, type PayoutEntry } from '@camp/shared/payouts';
import { accounts, approvedFor, approvedWith, call, token, untouchedDemoPlan } from './api-support';
import { acceptCookies, fillCard, shoot, useSession } from './support';

// Program discounts (decision 0106): the demo director offers a new program's families 10% off
// each additional child and 15% from the 2nd week (set through the API, seen on the program
// form); the specialist puts two of its weeks on a family's plan; the parent sees the terms on
// the activity cards. A second child of the family gets the first week on its own plan; the parent
// pays both children's itineraries in one family checkout from the payments page, whose page shows
// each child's weeks with the sibling and multi-week discounts, and the director's ledger takes
// the 10% platform fee on what was paid. The discounts' races are the API's concurrency tests.

test('a program’s multi-week discount: on the form, on the card, at checkout and in the ledger', async ({
  page,
}, info) => {
  const { request } = page;
  const director = await token(request, 'camp_directors', accounts.demoDirector);
  const specialist = await token(request, 'specialists', accounts.demoSpecialist);
  const plan = await untouchedDemoPlan(request, specialist);

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
    plan,
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
  await useSession(page, 'parent', { email: plan.parentEmail, password });
  await page.goto('/profile/itineraries?tab=approved');
  const card = page.getByRole('article', { name: weeks[0]!.name });
  await expect(
    card.getByText('10% off each additional child · 15% off from the 2nd week'),
  ).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shoot(page, info, 'card-discounts');

  // A second child: the family's questionnaire for Robin opens a draft plan the specialist takes
  // and approves with the first week.
  const { id: questionnaire } = await call<{ id: number }>(
    request,
    'post',
    '/api/v1/parents/questionnaires',
    parent,
    {},
  );
  await call(request, 'put', `/api/v1/parents/questionnaires/${questionnaire}`, parent, {
    submit: true,
    fields: {
      child_first_name: 'Robin',
      age: 8,
      rising_grade_level: 3,
      interests: ['Sports'],
      sport_interests: ['Soccer'],
      sport_proficiency: 'Beginner',
      address_street: '300 Fayetteville St, Raleigh, NC',
      zip_code: '27601',
    },
  });
  const drafts = await call<{ itineraries: { id: number; parent: { email: string } }[] }>(
    request,
    'get',
    '/api/v1/specialists/itineraries?by_status=draft',
    specialist,
  );
  const robin = drafts.itineraries.find((it) => it.parent.email === plan.parentEmail)!;
  expect(robin, "Robin's draft plan").toBeTruthy();
  await call(request, 'get', `/api/v1/specialists/itineraries/${robin.id}/apply`, specialist);
  await approvedFor(request, { specialist, parent }, robin.id, [weeks[0]!.id]);

  // One checkout for both children from the payments page: Robin's plan is listed first (newest),
  // at full price; the first child's 1st week is 10% off as a sibling, its 2nd week 15% off.
  await page.goto('/profile/payment');
  const family = page.getByRole('region', { name: 'Pay for all children at once' });
  await expect(family).toContainText('Robin: 1 activity, $200');
  await shoot(page, info, 'family-pay');
  await family.getByRole('button', { name: 'Pay for all children' }).click();
  await expect(page).toHaveURL(/\/pay\//);
  const order = page.getByRole('region', { name: 'Your order' });
  const forRobin = order.getByRole('region', { name: 'For Robin' });
  await expect(forRobin.getByText(weeks[0]!.name)).toBeVisible();
  await expect(forRobin).not.toContainText('discount');
  await expect(order.getByText('Sibling discount 10%: −$20')).toBeVisible();
  await expect(order.getByText('Multi-week discount 15%: −$30')).toBeVisible();
  // The list prices and the discounts explain the total.
  const totals = order.getByRole('list', { name: 'Totals' });
  await expect(totals).toContainText('Price before discounts$600');
  await expect(totals).toContainText('Program discounts−$50');
  await expect(totals).toContainText('Total$550');
  await shoot(page, info, 'checkout-family-discounted');
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
  expect(sales.map((s) => s.gross_cents).sort()).toEqual([17_000, 18_000, 20_000]);
  for (const s of sales) expect(s.platform_fee_cents).toBe(platformFeeCents(s.gross_cents));
});
