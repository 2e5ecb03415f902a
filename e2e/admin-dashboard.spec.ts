import { expect, test } from './fixtures';
import { adminHome, shoot } from './support';

test('an admin reads the dashboard week by week and its figures', async ({ page }, info) => {
  await adminHome(page);
  await page.getByRole('main').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const now = page.getByRole('region', { name: 'Itineraries by status' });
  await expect(now.getByText('First itinerary within 2 business days')).toBeVisible();
  await expect(now.getByText('Introduction within 8 business hours')).toBeVisible();
  for (const title of [
    'Families',
    'Itineraries started, by status now',
    'Introduction within 8 business hours',
    'Bookings',
    'Money',
  ]) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  // The demo's itineraries started in the weeks shown, stacked by their status now.
  const started = page.getByRole('region', { name: 'Itineraries started, by status now' });
  await started.getByText('Figures as a table').click();
  const counts = await started
    .getByRole('table')
    .locator('tbody td')
    .evaluateAll((tds) => tds.map((td) => Number((td.textContent ?? '0').replace(/,/g, ''))));
  expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  // The demo queue has families waiting longer than the targets (journeys before this one on
  // the same product may have taken some of them up).
  await expect(page.getByRole('region', { name: /^Overdue now \(\d+\)$/ })).toBeVisible();
  // MIA's language-model use: the demo runs the built-in assistant, which uses no tokens.
  await expect(page.getByRole('region', { name: 'MIA tokens by month' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'MIA use by family this month' })).toBeVisible();

  await page.getByRole('button', { name: '4 weeks' }).click();
  await expect(page).toHaveURL(/\?weeks=4$/);
  const money = page.getByRole('region', { name: 'Money' });
  await money.getByText('Figures as a table').click();
  // Four weeks, one row each under the header; the demo data's sales are of the last nine days.
  const rows = money.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(5);
  const sales = await rows.evaluateAll((trs) =>
    trs.slice(1).map((tr) => tr.querySelector('td')?.textContent ?? ''),
  );
  expect(sales.some((cell) => cell !== '$0')).toBe(true);

  await shoot(page, info, 'admin-dashboard');
});
