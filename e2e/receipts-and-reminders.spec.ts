import { expect, test } from './fixtures';
import {
  approvedWith,
  call,
  demoStaffTokens,
  directorActivityWithSeats,
  untouchedDemoPlan,
} from './api-support';
import { acceptCookies, shoot, signIn } from './support';

// Receipts and statements (decision 0107) and the reminder switches (decision 0108): a demo family
// pays one activity through the API, then on /profile/receipts sees the year's statement with the
// provider's tax id and the receipt, downloads the receipt's PDF and has it e-mailed; on the
// profile it turns the week-ahead reminder off.

test('receipts and statements, then the reminder e-mails in the profile', async ({
  page,
}, info) => {
  const { request } = page;
  const { specialist, director } = await demoStaffTokens(request);
  const plan = await untouchedDemoPlan(request, specialist);
  const activity = await directorActivityWithSeats(request, { specialist, director }, plan.id);
  const { password, parent } = await approvedWith(page, specialist, plan, [activity.id]);
  const { checkout_session_id: session } = await call<{ checkout_session_id: string }>(
    request,
    'post',
    '/api/v1/payment/checkout_sessions',
    parent,
    { itinerary_id: plan.id },
  );
  await call(request, 'post', `/api/v1/payment/local_checkout/${session}/pay`, parent, {
    card_number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: 2040,
    cvc: '123',
  });

  await signIn(page, '/sign-in', plan.parentEmail, password);
  await page.goto('/profile/receipts');
  await acceptCookies(page);
  const statement = page.getByRole('region', { name: 'Year-end statement' });
  await expect(statement.getByText(/Tax ID /).first()).toBeVisible();
  await expect(statement.getByText(activity.name, { exact: false }).first()).toBeVisible();
  const receipts = page.getByRole('region', { name: 'Receipts' });
  const receipt = receipts.getByRole('listitem').filter({ hasText: activity.name }).first();
  await expect(receipt).toBeVisible();

  const download = page.waitForEvent('download');
  await receipt.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^receipt-A-\d{6}\.pdf$/);
  await receipt.getByRole('button', { name: 'E-mail me' }).click();
  await expect(page.getByText('The receipt was e-mailed to you')).toBeVisible();
  await shoot(page, info, 'receipts-and-statement');

  await page.goto('/profile');
  const reminders = page.getByRole('region', { name: 'Reminder e-mails' });
  const week = reminders.getByRole('switch', { name: 'A week before an activity starts' });
  await expect(week).toBeChecked();
  await week.click();
  await expect(week).not.toBeChecked();
  await expect
    .poll(
      async () =>
        (
          await call<{ reminders: { activity_week: boolean } }>(
            request,
            'get',
            '/api/v1/parents/reminders',
            parent,
          )
        ).reminders.activity_week,
    )
    .toBe(false);
  await reminders.scrollIntoViewIfNeeded();
  await shoot(page, info, 'profile-reminders');
});
