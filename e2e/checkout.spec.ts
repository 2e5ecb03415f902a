import { expect, test } from './fixtures';
import { confirmedParent, fillCard, newParent } from './support';

test('a new parent buys the monthly package with MYTRIAL and the test card', async ({ page }) => {
  await confirmedParent(page, 'buyer');

  await page.goto('/packages');
  await expect(page.getByRole('heading', { level: 1, name: 'Package' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Premium' });
  await card.getByRole('button', { name: 'Monthly' }).click();
  await expect(card.getByText('$12')).toBeVisible();
  await card.getByRole('link', { name: 'Choose Package' }).click();
  await expect(page).toHaveURL(/\/checkout\/monthly$/);

  const summary = page.getByRole('region', { name: 'Your package' });
  await expect(summary.getByText('$12 per month', { exact: true })).toBeVisible();
  const coupon = page.getByRole('textbox', { name: 'Coupon code' });
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await coupon.fill('NOT-A-CODE');
  await apply.click();
  await expect(
    page.getByText('The coupon code you entered is invalid. Please try again.'),
  ).toBeVisible();
  await coupon.fill('MYTRIAL');
  await apply.click();
  await expect(summary.getByText('Your first month is free, then $12 per month.')).toBeVisible();

  const pay = page.getByRole('button', { name: 'Pay $0' });
  await expect(pay).toBeDisabled();
  await fillCard(page, '4242 4242 4242 4242');
  await pay.click();

  await expect(page).toHaveURL(/\/confirm$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you! Your package is ready' }),
  ).toBeVisible();
  await expect(page.getByText('Premium, billed monthly')).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText(/within 8 business hours/)).toBeVisible();

  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Premium', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('Paid', { exact: true }).first()).toBeVisible();

  // A paid Premium parent opening the packages goes to the profile.
  await page.goto('/packages');
  await expect(page).toHaveURL(/\/profile$/);
});

test("a declined card shows 'Payment failed.' and keeps what was typed", async ({ page }) => {
  await newParent(page, 'declined');
  await page.goto('/checkout/one_time');
  await expect(
    page.getByRole('region', { name: 'Your package' }).getByText('$36 one-time'),
  ).toBeVisible();
  const form = await fillCard(page, '4000 0000 0000 0002');
  await form.getByRole('button', { name: 'Pay $36' }).click();

  await expect(form.getByRole('alert')).toHaveText('Payment failed. Your card was declined.');
  const toast = page.getByRole('alert').filter({ hasText: 'Oops something went wrong!' });
  await expect(toast).toContainText('Error');
  await expect(page).toHaveURL(/\/checkout\/one_time$/);
  await expect(form.getByRole('textbox', { name: /Card number/ })).toHaveValue(
    '4000 0000 0000 0002',
  );

  // Nothing was bought: the parent still has no package.
  await page.goto('/checkout/unknown-plan');
  await expect(page).toHaveURL(/\/packages$/);
});
