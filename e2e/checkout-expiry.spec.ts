import { expect, test, type APIRequestContext } from './fixtures';
import {
  approvedWith,
  call,
  demoStaffTokens,
  directorActivityWithSeats,
  untouchedDemoPlan,
} from './api-support';
import { acceptCookies, shoot, signIn } from './support';

// Decision 0062: an expired checkout releases its seats. A demo plan gets one
// activity of the demo director (payment account ready); the parent opens the built-in
// checkout (the activity's free seats go down by one: the checkout holds it), then leaves it
// with 'Cancel and go back', which expires it (checkout.session.expired): the seat is free
// again, as the specialist's itinerary page counts it. The earlier steps go through the API
// (they have their own journeys).

async function seatsLeft(
  request: APIRequestContext,
  t: string,
  itineraryId: number,
  activityId: number,
) {
  const { itinerary } = await call<{
    itinerary: {
      itinerary_activities: { activity: { id: number; available_seats: number | null } }[];
    };
  }>(request, 'get', `/api/v1/specialists/itineraries/${itineraryId}`, t);
  return itinerary.itinerary_activities.find((a) => a.activity.id === activityId)!.activity
    .available_seats;
}

test('an expired checkout releases its seats', async ({ page }, info) => {
  const { request } = page;
  const { specialist, director } = await demoStaffTokens(request);

  // The last demo plan in progress that is not the demo parent's.
  const plan = await untouchedDemoPlan(request, specialist);
  const planId = plan.id;
  const parentEmail = plan.parentEmail;
  const id = planId;

  // One activity with a seat limit and seats left, of the demo director's programs.
  const activity = await directorActivityWithSeats(request, { specialist, director }, id);
  const { password } = await approvedWith(page, specialist, plan, [activity.id]);
  // Adding and approving take no seat (decision 0062).
  const free = await seatsLeft(request, specialist, id, activity.id);
  expect(free).toBe(activity.available_seats);

  // The parent opens the checkout: the seat is held.
  await signIn(page, '/sign-in', parentEmail, password);
  await page.goto(`/profile/payment/${id}`);
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Book and pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book and pay' });
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await expect(
    page.getByRole('region', { name: 'Your order' }).getByText(activity.name),
  ).toBeVisible();
  expect(await seatsLeft(request, specialist, id, activity.id)).toBe(free! - 1);
  await shoot(page, info, 'checkout-holding-seat');

  // Leaving it expires it: the seat is back.
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/payment/${id}$`));
  await expect
    .poll(() => seatsLeft(request, specialist, id, activity.id), { timeout: 10_000 })
    .toBe(free);
  await shoot(page, info, 'checkout-expired-seat-back');
});
