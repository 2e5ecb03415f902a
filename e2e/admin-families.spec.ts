import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { addChild } from './profile-support';
import { acceptCookies, adminHome, newParent, shoot } from './support';

test("an admin finds a family by a child's name, exports its data, changes its plan and erases it on request", async ({
  page,
  browser,
}, info) => {
  // A family of its own, so the demo families stay as other journeys expect them.
  const child = `Juniper${Date.now().toString(36)}`;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const parentPage = await context.newPage();
  const email = await newParent(parentPage, 'family');
  await addChild(parentPage, child);
  await context.close();

  await adminHome(page);
  await acceptCookies(page);
  await page.getByRole('main').getByRole('link', { name: 'Families', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/families$/);
  const grid = page.getByRole('grid', { name: 'Families' });
  // The demo families are listed from the first start.
  await expect(grid.getByRole('row', { name: /Sofia/ })).toBeVisible();
  await shoot(page, info, 'admin-families');

  // A demo family with paid camps, found by its name (the newest families come first, more
  // than a page of them): every section of its page holds something.
  const filters = page.getByRole('search', { name: 'Filter the families' });
  const search = filters.getByRole('textbox', { name: 'Parent, e-mail or child' });
  await search.fill('Hernandez');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await grid.getByRole('link', { name: 'Maria Hernandez' }).click();
  await expect(page.getByRole('region', { name: /Camp payments/ })).not.toContainText('None');
  await shoot(page, info, 'admin-family-demo');
  await page.getByRole('link', { name: 'Back to families' }).click();

  await search.fill(child.toLowerCase());
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  const row = grid.getByRole('row', { name: new RegExp(child) });
  await expect(row).toContainText('Not Subscribed');
  await row.getByRole('link', { name: 'Jordan Parent' }).click();

  await expect(page).toHaveURL(/\/admin\/families\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan Parent' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Children/ })).toContainText(child);
  await expect(page.getByRole('region', { name: /Questionnaires/ })).toContainText('submitted');
  await shoot(page, info, 'admin-family');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^family-\d+\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    account: { email: string };
    children: { first_name: string }[];
  };
  expect(data.account.email).toBe(email);
  expect(data.children.map((c) => c.first_name)).toEqual([child]);
  expect(JSON.stringify(data)).not.toMatch(/password|token/i);

  await page.getByRole('button', { name: 'Change plan' }).click();
  const change = page.getByRole('dialog', { name: 'Change the plan' });
  await change.getByRole('combobox', { name: 'New plan' }).click();
  await page.getByRole('option', { name: 'Monthly' }).click();
  await shoot(page, info, 'admin-family-plan');
  await change.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByText('The plan is now Monthly.')).toBeVisible();
  await expect(change).toBeHidden();
  await expect(page.getByRole('region', { name: 'Plan', exact: true })).toContainText(
    'Monthly · Premium',
  );

  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  const erase = page.getByRole('dialog', { name: /Erase Jordan Parent/ });
  const confirm = erase.getByRole('button', { name: 'Erase the family' });
  await expect(confirm).toBeDisabled();
  await erase.getByRole('textbox', { name: 'Parent’s e-mail' }).fill(email);
  await shoot(page, info, 'admin-family-erase');
  await confirm.click();
  await expect(page.getByText('The family’s account and personal data were erased.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/families$/);
  await filters.getByRole('textbox', { name: 'Parent, e-mail or child' }).fill(child);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('0–0 of 0')).toBeVisible();
});
