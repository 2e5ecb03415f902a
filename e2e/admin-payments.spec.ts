import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { acceptCookies, adminHome, fillCard, newParent, shoot } from './support';

test('an admin refunds part of a paid order and sees what is left and the audit entry', async ({
  page,
  browser,
}, info) => {
  // A new parent, in a browser of their own, buys the annual plan ($99).
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  const email = await newParent(parent, 'refunded-buyer');
  await parent.goto('/checkout/annually');
  const pay = parent.getByRole('button', { name: 'Pay $99' });
  await expect(pay).toBeVisible();
  await fillCard(parent, '4242 4242 4242 4242');
  await pay.click();
  await expect(parent).toHaveURL(/\/confirm$/);
  await parentContext.close();

  await adminHome(page);
  await page.getByRole('main').getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await acceptCookies(page);
  const grid = page.getByRole('grid', { name: 'Payments' });
  // The demo data's payments are listed at first start.
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await shoot(page, info, 'admin-payments');

  await page
    .getByRole('search', { name: 'Filter the payments' })
    .getByRole('textbox', { name: 'Parent e-mail (or part of it)' })
    .fill(email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const row = grid.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /Refund payment/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund a payment' });
  await expect(dialog.getByText('$99.00').last()).toBeVisible();
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('25.50');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Started a week late');
  await shoot(page, info, 'admin-payments-refund');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refunded $25.50; $73.50 can still be refunded.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Partly refunded')).toBeVisible();
  await expect(row.getByRole('gridcell', { name: '$73.50' })).toBeVisible();

  // The audit trail holds the refund, with the money before and after.
  await page.goto('/admin/audit?action=payment_refunded');
  const audit = page.getByRole('grid', { name: 'Audit trail' });
  await expect(audit.getByText('paid → partially refunded').first()).toBeVisible();
  await shoot(page, info, 'admin-payments-audit');

  // The payouts per provider, with the platform's fee income; a hold and its release.
  await page.goto('/admin/payouts');
  const perProvider = page.getByRole('region', { name: 'Per provider' });
  await expect(perProvider.getByText('Platform fee income:')).toBeVisible();
  const hold = perProvider.getByRole('button', { name: /^Hold .*’s payouts$/ }).first();
  const name = (await hold.getAttribute('aria-label'))!.replace(/^Hold (.*)’s payouts$/, '$1');
  await hold.click();
  const dialog2 = page.getByRole('dialog', { name: `Hold ${name}’s payouts?` });
  await dialog2.getByRole('textbox', { name: /Reason/ }).fill('Chargeback review');
  await dialog2.getByRole('button', { name: 'Hold payouts' }).click();
  await expect(perProvider.getByText('Held: Chargeback review')).toBeVisible();
  // The per-provider list as CSV: the held provider's row says so.
  const downloading = page.waitForEvent('download');
  await perProvider.getByRole('button', { name: 'Export CSV per provider' }).click();
  const perProviderCsv = await downloading;
  expect(perProviderCsv.suggestedFilename()).toBe('payouts-per-provider.csv');
  const csvLines = readFileSync(await perProviderCsv.path(), 'utf8')
    .trim()
    .split('\n');
  expect(csvLines[0]).toBe(
    'provider_user_id,provider_name,email,gross_cents,platform_fee_cents,net_cents,pending_cents,transferred_cents,paid_out_cents,held,hold_reason,held_at',
  );
  expect(csvLines.some((line) => line.includes(',yes,Chargeback review,'))).toBe(true);
  await shoot(page, info, 'admin-payouts-providers');
  await perProvider.getByRole('button', { name: `Release ${name}’s payouts` }).click();
  await page
    .getByRole('dialog', { name: `Release ${name}’s payouts?` })
    .getByRole('button', { name: 'Release' })
    .click();
  await expect(perProvider.getByText('Held: Chargeback review')).toBeHidden();

  // The sales: a grid the server orders, by gross amount here (largest first), kept in the URL.
  const sales = page.getByRole('grid', { name: 'Sales' });
  await sales.getByRole('columnheader', { name: /^Gross/ }).click();
  await expect(page).toHaveURL(/\/admin\/payouts\?sort=gross_cents$/);
  await expect(sales.getByRole('row').nth(1)).toBeVisible();
  await shoot(page, info, 'admin-payouts-ledger');
});
