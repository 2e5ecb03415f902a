import { expect, test, type APIRequestContext } from './fixtures';
import {
  approvedWith,
  call,
  demoStaffTokens,
  directorActivityWithSeats,
  takeDraftDemoPlan,
} from './api-support';
import { acceptCookies, fillCard, shoot, signIn, waitForMail } from './support';

// The waitlist (decision 0063): a demo queue family's approved plan holds an
// activity of the demo director that is full (the director reserves every seat), so its payment
// summary shows 'Full' and 'Join waitlist'; the family joins ('On the waitlist: #1'). The
// director then adds a seat: it goes to the line first, the family gets the 'A seat opened up in
// …' e-mail, the summary shows 'Seat held for you until …', and the family pays it with the
// built-in provider's 4242 card: 'Payment Successful!' and the Paid chip. The specialist's loop
// and the director's edit go through the API (they have their own journeys).

type Form = Record<string, unknown> & {
  total_seats: number | null;
  reserved_seats: number;
  available_seats: number | null;
};

/** The director's edit form of an activity, sent back with other seat counts. */
async function setSeats(
  request: APIRequestContext,
  t: string,
  activityId: number,
  seats: (form: Form) => { total_seats: number; reserved_seats: number },
): Promise<Form> {
  const { activity: form } = await call<{ activity: Form }>(
    request,
    'get',
    `/api/v1/camp_directors/activities/${activityId}/edit`,
    t,
  );
  const { activity } = await call<{ activity: Form }>(
    request,
    'put',
    `/api/v1/camp_directors/activities/${activityId}`,
    t,
    { activity: { ...form, ...seats(form) } },
  );
  return activity;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a full activity: the family joins its waitlist, a seat opens up, the offer is paid', async ({
  page,
}, info) => {
  const { request } = page;
  const { specialist, director } = await demoStaffTokens(request);

  // A new plan of its own: the last paid family of the demo queue, assigned to the demo
  // specialist ('Assign to me'), so this journey does not take one of the two demo plans in
  // progress that the other payment journeys share.
  const fresh = await takeDraftDemoPlan(request, specialist, 'last');
  const { id, parentEmail } = fresh;

  // An activity of the demo director's programs with a seat limit and seats left (the last
  // one: the other journeys take the first, and this one fills it).
  const activity = await directorActivityWithSeats(request, { specialist, director }, id, 'last');
  const { password, parent } = await approvedWith(page, specialist, { id, parentEmail }, [
    activity.id,
  ]);

  // The director reserves every seat: the activity is full.
  const full = await setSeats(request, director, activity.id, (form) => ({
    total_seats: form.total_seats!,
    reserved_seats: form.total_seats!,
  }));
  expect(full.available_seats).toBe(0);
  const total = full.total_seats!;

  // The family joins the line on the payment summary.
  await signIn(page, '/sign-in', parentEmail, password);
  await page.goto(`/profile/payment/${id}`);
  await acceptCookies(page);
  const line = page.getByRole('listitem', { name: activity.name }).first();
  await expect(line.getByText('Full', { exact: true })).toBeVisible();
  await shoot(page, info, 'waitlist-full');
  await line.getByRole('button', { name: `Join waitlist for ${activity.name}` }).click();
  await expect(line.getByText('On the waitlist: #1')).toBeVisible();
  await expect(
    line.getByRole('button', { name: `Leave the waitlist for ${activity.name}` }),
  ).toBeVisible();
  await shoot(page, info, 'waitlist-joined');

  // The director adds a seat: it goes to the first in line, held for them (not to the pool).
  const raised = await setSeats(request, director, activity.id, () => ({
    total_seats: total + 1,
    reserved_seats: total,
  }));
  expect(raised.total_seats).toBe(total + 1);
  expect(raised.available_seats).toBe(0);

  // The offer arrives by e-mail with a link to the payment summary.
  const mail = await waitForMail(
    request,
    parentEmail,
    new RegExp(`A seat opened up in ${escape(activity.name)}`),
  );
  const link = mail.links.find((l) => l.includes(`/profile/payment/${id}`));
  expect(link, 'the offer links to the payment summary').toBeTruthy();
  await page.goto(link!);
  const offer = line.getByRole('status').filter({ hasText: 'Seat held for you until' });
  await expect(offer).toBeVisible();
  await shoot(page, info, 'waitlist-offer');

  // Pay opens a checkout of that activity alone; 4242 pays it.
  await offer.getByRole('button', { name: `Pay for ${activity.name}` }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await expect(
    page.getByRole('region', { name: 'Your order' }).getByText(activity.name),
  ).toBeVisible();
  const form = await fillCard(page, '4242424242424242');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/profile\/itineraries\?payment=success/);
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();

  // Paid: the chip on the approved itinerary, and nothing left in line.
  await page.goto('/profile/itineraries?tab=approved');
  await expect(
    page.getByRole('article', { name: activity.name }).getByText('Paid', { exact: true }).first(),
  ).toBeVisible();
  await shoot(page, info, 'waitlist-paid');
  const { waitlist_entries: entries } = await call<{ waitlist_entries: unknown[] }>(
    request,
    'get',
    '/api/v1/parents/waitlist_entries',
    parent,
  );
  expect(entries).toEqual([]);
});
