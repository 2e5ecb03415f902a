import { expect, test } from './fixtures';
import { signIn, staff } from './support';

// From the demo queue (apps/api/src/db/seed/demo-itineraries.ts: paid new itineraries in
// downtown Raleigh, where the demo catalog is) to an itinerary sent to the parent.
test('a specialist plans a paid new itinerary from search and sends it to the parent', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { specialist } = staff();
  await signIn(page, '/specialist/sign-in', specialist.email, specialist.password);
  await expect(page).toHaveURL(/\/specialist$/);

  const assign = page.getByRole('button', { name: /^Assign to me: / }).first();
  const child = ((await assign.getAttribute('aria-label')) ?? '').replace('Assign to me: ', '');
  await assign.click();
  await expect(page.getByText('The itinerary was assigned to you.')).toBeVisible();
  await page.getByRole('tab', { name: /^In Progress \(\d+\)$/ }).click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: child, exact: true }) });
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/specialist\/itineraries\/\d+$/);

  await page.getByRole('link', { name: 'Start planning' }).click();
  await expect(page).toHaveURL(/\/specialist\/search\?itinerary_id=\d+$/);
  await expect(page.getByRole('heading', { name: "Kids' Camps" })).toBeVisible();
  await expect(page.getByText('You have not selected any filter')).toBeVisible();
  const found = page.getByRole('status').filter({ hasText: /^Found \d+\+? courses$/ });
  await expect(found).toBeVisible();

  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Interests' }).click();
  await page.getByRole('option', { name: 'Sports' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/by_interests=\d+/);
  await expect(page.getByRole('button', { name: 'Sports, remove filter' })).toBeVisible();

  // Ages 6-12 by keyboard on the range slider's thumbs (the oldest first: thumbs do not cross).
  const oldest = filters.getByRole('slider', { name: 'Oldest age' });
  await oldest.focus();
  for (let i = 0; i < 8; i += 1) await oldest.press('ArrowRight');
  const youngest = filters.getByRole('slider', { name: 'Youngest age' });
  await youngest.focus();
  await youngest.press('ArrowRight');
  await youngest.press('ArrowRight');
  await expect(page).toHaveURL(/by_age_level=6%2C12|by_age_level=6,12/);

  // 50 miles around the itinerary's point.
  const distance = filters.getByRole('slider', { name: /^Distance/ });
  await distance.focus();
  await distance.press('Home');
  for (let i = 0; i < 5; i += 1) await distance.press('PageUp');
  await expect(page).toHaveURL(/by_distance=[-\d.]+(%2C|,)[-\d.]+(%2C|,)51/);
  await expect(page.getByRole('button', { name: 'Within 51 mi, remove filter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of the results' })).toBeVisible();

  // The filters survive a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sports, remove filter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Age 6–12, remove filter' })).toBeVisible();

  const itinerary = page.getByRole('complementary', { name: 'Itinerary' });
  await expect(itinerary.getByText('No added courses yet.')).toBeVisible();
  const parentEmail = /\(([^()\s]+@[^()\s]+)\)/.exec(await itinerary.innerText())?.[1] ?? '';
  expect(parentEmail).toMatch(/@/);
  const addButtons = page.getByRole('button', { name: /^Add / }).and(page.locator(':enabled'));
  const added: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const button = addButtons.first();
    const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
    await button.click();
    await expect(page.getByRole('button', { name: `${name} added` })).toBeVisible();
    added.push(name);
  }
  const list = itinerary.getByRole('list', { name: 'Itinerary activities' });
  for (const name of added) await expect(list).toContainText(name);

  await itinerary.getByRole('link', { name: 'Prepare itinerary for parent' }).click();
  await expect(page).toHaveURL(/\/specialist\/itineraries\/\d+\?mode=approve$/);
  await page.getByRole('button', { name: 'Send itinerary to parent' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure want to send itinerary to parent?');
  // The first results may take place at the same time: sending keeps both of each clash.
  for (const box of await dialog.getByRole('checkbox', { name: 'Keep both' }).all())
    await box.check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/specialist$/);
  await page.getByRole('tab', { name: /^Review \(\d+\)$/ }).click();
  await expect(page.getByRole('cell', { name: child, exact: true })).toBeVisible();

  // The parent's side: the demo family has no known password, so it sets one from a reset
  // e-mail, signs in, and reads GET /api/v1/parents/itineraries.
  const asked = await page.request.post('/api/v1/parents/passwords/emails', {
    data: { email: parentEmail },
  });
  expect(asked.ok()).toBe(true);
  // The reset page follows the stored account type: this browser is the parent's from here.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/dev/mailbox');
  await page
    .getByRole('button', { name: new RegExp(parentEmail.replace(/[.+]/g, '\\$&')) })
    .first()
    .click();
  await expect(page.getByText(/Reset your Camp Concierge password/).first()).toBeVisible();
  const resetLink = page.frameLocator('iframe[title]').first().getByRole('link').first();
  await page.goto((await resetLink.getAttribute('href')) ?? '');
  const password = 'Planning-2026-ok';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Password was reseted successfully!')).toBeVisible();
  const session = await page.request.post('/api/v1/parents/sessions', {
    data: { email: parentEmail, password },
  });
  expect(session.ok()).toBe(true);
  const { token } = (await session.json()) as { token: string };
  const mine = await page.request.get('/api/v1/parents/itineraries', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(mine.ok()).toBe(true);
  const { itineraries } = (await mine.json()) as {
    itineraries: { status: string; child: { first_name: string } | null; activities: unknown[] }[];
  };
  const sent = itineraries.find((it) => it.child?.first_name === child);
  expect(sent?.status).toBe('review');
  expect(sent?.activities).toHaveLength(3);
});
