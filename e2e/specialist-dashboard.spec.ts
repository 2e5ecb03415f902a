import { expect, test } from './fixtures';
import { signIn, staff } from './support';

// The demo seed fills the specialists' queue (apps/api/src/db/seed/demo-itineraries.ts): new
// itineraries paid and not, some overdue. Desktop width shows the table.
test('a specialist assigns a paid new itinerary and finds it In progress', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { specialist } = staff();
  await signIn(page, '/specialist/sign-in', specialist.email, specialist.password);
  await expect(page).toHaveURL(/\/specialist$/);
  const newTab = page.getByRole('tab', { name: /^New \(\d+\)$/ });
  await expect(newTab).toHaveAttribute('aria-selected', 'true');
  const newCount = Number(/\((\d+)\)/.exec((await newTab.textContent()) ?? '')![1]);
  expect(newCount).toBeGreaterThan(0);
  const progressTab = page.getByRole('tab', { name: /^In Progress \(\d+\)$/ });
  const progressCount = Number(/\((\d+)\)/.exec((await progressTab.textContent()) ?? '')![1]);
  await expect(page.getByText('Not Paid').first()).toBeVisible();

  const assign = page.getByRole('button', { name: /^Assign to me: / }).first();
  const child = ((await assign.getAttribute('aria-label')) ?? '').replace('Assign to me: ', '');
  await assign.click();
  await expect(page.getByText('The itinerary was assigned to you.')).toBeVisible();
  await expect(page.getByRole('tab', { name: `New (${newCount - 1})` })).toBeVisible();
  await page.getByRole('tab', { name: `In Progress (${progressCount + 1})` }).click();
  await expect(page.getByRole('cell', { name: child, exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(child) })).toContainText('Sam Specialist');
});
