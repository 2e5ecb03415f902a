import { expect, test } from './fixtures';
import {
  accounts,
  approvedWith,
  call,
  demoStaffTokens,
  directorActivityWithSeats,
  untouchedDemoPlan,
} from './api-support';
import { acceptCookies, shoot, signIn } from './support';

// A refund (decision 0064): a demo family pays one activity of the demo
// director's programs with the built-in provider's 4242 card, asks to cancel it on the payment
// summary, the director approves the refund on their orders page, and the parent sees it
// refunded while the activity's seat count is back. The place is then canceled (decision 0072):
// 'Canceled · Refunded $X' on the payment page, in Payments and on the itinerary card, and never
// payable again. The earlier steps go through the API (the specialist's loop and the checkout
// have their own journeys).

test('a refund: the parent asks to cancel a paid activity, the director approves, the seat is back', async ({
  page,
}, info) => {
  const { request } = page;
  const { specialist, director } = await demoStaffTokens(request);

  const plan = await untouchedDemoPlan(request, specialist);
  const planId = plan.id;
  const parentEmail = plan.parentEmail;
  const id = planId;

  const activity = await directorActivityWithSeats(request, { specialist, director }, id);
  const { password, parent } = await approvedWith(page, specialist, plan, [activity.id]);

  const seats = async () =>
    (
      await call<{ activity: { available_seats: number | null } }>(
        request,
        'get',
        `/api/v1/specialists/activities/${activity.id}`,
        specialist,
      )
    ).activity.available_seats;
  const before = await seats();

  // The parent pays it with the built-in provider's 4242 card.
  const { checkout_session_id: session } = await call<{ checkout_session_id: string }>(
    request,
    'post',
    '/api/v1/payment/checkout_sessions',
    parent,
    { itinerary_id: id },
  );
  await call(request, 'post', `/api/v1/payment/local_checkout/${session}/pay`, parent, {
    card_number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: 2040,
    cvc: '123',
  });
  expect(await seats()).toBe((before ?? 0) - 1);

  // The parent asks to cancel it on the payment summary.
  await signIn(page, '/sign-in', parentEmail, password);
  await page.goto(`/profile/payment/${id}`);
  await acceptCookies(page);
  const cancellations = page.getByRole('region', { name: 'Cancellations' });
  await cancellations
    .getByRole('button', { name: `Request cancellation of ${activity.name}` })
    .click();
  const ask = page.getByRole('dialog', { name: `Cancel ${activity.name}?` });
  await expect(ask.getByText('Cancellation Policy')).toBeVisible();
  await ask.getByRole('textbox', { name: 'Reason' }).fill('We are moving away this summer');
  await shoot(page, info, 'request-cancellation');
  await ask.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(cancellations.getByText('Cancellation requested')).toBeVisible();
  await shoot(page, info, 'cancellation-requested');

  // The director approves the full refund on their orders page.
  // A context takes the test's options: the worker's product as baseURL.
  const directorContext = await page.context().browser()!.newContext();
  const directorPage = await directorContext.newPage();
  await signIn(
    directorPage,
    '/camp-director/sign-in',
    accounts.demoDirector.email,
    accounts.demoDirector.password,
  );
  await directorPage.goto('/camp-director/orders');
  await acceptCookies(directorPage);
  const requests = directorPage.getByRole('region', { name: 'Cancellation requests' });
  await requests
    .getByRole('button', {
      name: new RegExp(`^Approve the cancellation of ${escape(activity.name)}`),
    })
    .first()
    .click();
  const decide = directorPage.getByRole('dialog', { name: 'Approve and refund' });
  await decide.getByRole('textbox', { name: 'Note to the parent' }).fill('Refunded in full');
  await shoot(directorPage, info, 'approve-refund');
  await decide.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(requests.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await shoot(directorPage, info, 'director-refunded');
  await directorContext.close();

  // The parent's page shows the refund (the itinerary channel refreshes it), and the seat is back.
  await expect(cancellations.getByText('Refunded', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await shoot(page, info, 'parent-refunded');
  expect(await seats()).toBe(before);

  // The refunded place is canceled (decision 0072): its own status with the refund, never
  // offered for payment again, nothing left to pay.
  const line = page
    .getByRole('region', { name: 'Activities' })
    .getByRole('listitem', { name: activity.name });
  await expect(line.getByText(/^Canceled · Refunded \$/)).toBeVisible();
  await expect(line.getByText('Available For Payment')).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(summary).toContainText(/To pay now\$0(?!\d)/);
  await expect(summary.getByRole('button', { name: 'Book and pay' })).toBeDisabled();
  await shoot(page, info, 'payment-page-canceled');

  // A new checkout of the itinerary has nothing to pay.
  const again = await request.post('/api/v1/payment/checkout_sessions', {
    headers: { authorization: `Bearer ${parent}` },
    data: { itinerary_id: id },
  });
  expect(again.status()).toBe(422);
  expect(await again.json()).toEqual({
    errors: { itinerary_activity_ids: ['There is nothing to pay in this itinerary.'] },
  });

  // Payments names it with its refund and offers no Pay for it.
  await page.goto('/profile/payment');
  const itinerary = page.getByRole('listitem', { name: /'s itinerary$/ }).filter({
    hasText: activity.name,
  });
  await expect(
    itinerary.getByText(new RegExp(`^${escape(activity.name)}: Canceled · Refunded \\$`)),
  ).toBeVisible();
  await expect(itinerary.getByRole('link', { name: /^Pay \$/ })).toHaveCount(0);

  // The itinerary card's chip says the same.
  await page.goto('/profile/itineraries?tab=approved');
  const card = page
    .getByRole('article', { name: activity.name })
    .filter({ hasText: 'Canceled · Refunded' });
  await expect(card.getByText(/^Canceled · Refunded \$/)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shoot(page, info, 'itinerary-card-canceled');
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
