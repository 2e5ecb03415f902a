import { expect, test } from './fixtures';
import {
  acceptCookies,
  adminHome,
  expectNotification,
  fillCard,
  newParent,
  shoot,
} from './support';

test('an admin creates a coupon and a new parent uses it at the package checkout', async ({
  page,
  browser,
}, info) => {
  const code = `ANNUAL9-${Date.now().toString(36).toUpperCase()}`;
  await adminHome(page);
  await page.getByRole('main').getByRole('link', { name: 'Packages and coupons' }).click();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  await acceptCookies(page);
  const grid = page.getByRole('grid', { name: 'Coupons' });
  // The demo data's codes beside MYTRIAL.
  await expect(grid.getByText('WELCOME10')).toBeVisible();

  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByRole('textbox', { name: /Code/ }).fill(code.toLowerCase());
  await dialog.getByRole('radio', { name: 'Amount off' }).check();
  await dialog.getByRole('textbox', { name: /Amount off/ }).fill('9');
  await dialog.getByRole('checkbox', { name: 'Annually' }).check();
  await dialog.getByRole('textbox', { name: 'Maximum uses' }).fill('10');
  await shoot(page, info, 'admin-coupons-new');
  await expectNotification(page, `${code} was created.`, () =>
    dialog.getByRole('button', { name: 'Create coupon' }).click(),
  );
  await expect(dialog).toBeHidden();
  const row = grid.getByRole('row').filter({ hasText: code });
  await expect(row.getByText('$9 off')).toBeVisible();
  await expect(row.getByText('Annually')).toBeVisible();

  // A new parent, in a browser of their own, buys the annual plan with the code.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await newParent(parent, 'coupon-buyer');
  await parent.goto('/checkout/annually');
  const summary = parent.getByRole('region', { name: 'Your package' });
  await expect(summary.getByText('$99', { exact: false }).first()).toBeVisible();
  await parent.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await parent.getByRole('button', { name: 'Apply' }).click();
  const pay = parent.getByRole('button', { name: 'Pay $90' });
  await expect(pay).toBeVisible();
  await fillCard(parent, '4242 4242 4242 4242');
  await pay.click();
  await expect(parent).toHaveURL(/\/confirm$/);
  await expect(
    parent.getByRole('heading', { level: 1, name: 'Thank you! Your package is ready' }),
  ).toBeVisible();
  await parentContext.close();

  // The admin's list counts the use.
  await page
    .getByRole('search', { name: 'Filter the coupons' })
    .getByRole('textbox', {
      name: 'Code (or part of it)',
    })
    .fill(code);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?code=${code}$`));
  await expect(
    grid
      .getByRole('row')
      .filter({ hasText: code })
      .getByRole('gridcell', { name: '9', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  // The whole list again, with the use counted (not the page cached before the purchase).
  await expect(
    grid
      .getByRole('row')
      .filter({ hasText: code })
      .getByRole('gridcell', { name: '9', exact: true }),
  ).toBeVisible();
  await expect(grid.getByText('WELCOME10')).toBeVisible();
  await shoot(page, info, 'admin-coupons');
});
