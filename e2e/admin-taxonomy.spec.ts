import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { acceptCookies, adminHome, apiSession, shoot, staff, useSession } from './support';

test('an admin adds a skill group (a taken name is refused), retires it and offers it again', async ({
  page,
}, info) => {
  await adminHome(page);
  await acceptCookies(page);
  await page.getByRole('main').getByRole('link', { name: 'Interests and skills' }).click();
  await expect(page).toHaveURL(/\/admin\/taxonomy$/);
  const groups = page.getByRole('region', { name: 'Skill groups' });
  // The seeded skill groups, each with its skills folded away until asked for.
  await expect(groups.getByText('Sports', { exact: true })).toBeVisible();
  await shoot(page, info, 'admin-taxonomy');
  await groups.getByRole('button', { name: 'Show the skills of Sports' }).click();
  await expect(groups.getByRole('region', { name: 'Skills of Sports' })).toContainText('Soccer');
  await shoot(page, info, 'admin-taxonomy-skills');

  const name = `Robotics ${info.workerIndex}-${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Add skill group' }).click();
  const add = page.getByRole('dialog', { name: 'New skill group' });
  await add.getByRole('textbox', { name: 'Name' }).fill('sports');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('is already an interest of this list')).toBeVisible();
  await shoot(page, info, 'admin-taxonomy-add-taken');
  await add.getByRole('textbox', { name: 'Name' }).fill(name);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toBeHidden();
  await groups.getByRole('button', { name: `Show the skills of ${name}` }).click();
  await expect(groups.getByRole('region', { name: `Skills of ${name}` })).toContainText(
    'None yet.',
  );

  await page.getByRole('button', { name: `Retire ${name}` }).click();
  await expect(page.getByRole('button', { name: `Offer ${name} again` })).toBeVisible();
  await shoot(page, info, 'admin-taxonomy-retired');
  await page.getByRole('button', { name: `Offer ${name} again` }).click();
  await expect(page.getByRole('button', { name: `Retire ${name}` })).toBeVisible();

  // The whole list as CSV, the new skill group in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export interests CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('interests.csv');
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toBe('id,name,kind,retired_at,activities_count');
  expect(lines.some((l) => l.includes(`,${name},activity,,0`))).toBe(true);
});

test('an admin adds a camp type (a taken name is refused), and a director can choose it for an activity', async ({
  page,
  browser,
}, info) => {
  const { demoDirector } = staff();
  await adminHome(page);
  await acceptCookies(page);
  await page.getByRole('main').getByRole('link', { name: 'Interests and skills' }).click();
  const campTypes = page.getByRole('region', { name: 'Camp types' });
  // The camp types the installation started with.
  await expect(campTypes.getByText('Overnight', { exact: true })).toBeVisible();

  const name = `Sailing ${info.workerIndex}-${Date.now() % 100000}`;
  await campTypes.getByRole('button', { name: 'Add camp type' }).click();
  const add = page.getByRole('dialog', { name: 'New camp type' });
  await add.getByRole('textbox', { name: 'Name' }).fill('day');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('is already a camp type')).toBeVisible();
  await add.getByRole('textbox', { name: 'Name' }).fill(name);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toBeHidden();
  await expect(campTypes.getByText(name, { exact: true })).toBeVisible();
  await campTypes.scrollIntoViewIfNeeded();
  await shoot(page, info, 'admin-taxonomy-camp-types');

  // The demo director's activity form offers it at once.
  const context = await browser.newContext();
  const director = await context.newPage();
  const session = await apiSession(director.request, 'director', demoDirector);
  const programs = await director.request.get('/api/v1/camp_directors/activity_providers', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(programs.ok()).toBe(true);
  const [program] = ((await programs.json()) as { activity_providers: { id: number }[] })
    .activity_providers;
  await useSession(director, 'director', demoDirector);
  await director.goto(`/camp-director/program/${program!.id}/create-activity`);
  await director
    .getByRole('main')
    .getByRole('combobox', { name: /^Camp type/ })
    .click();
  await expect(director.getByRole('option', { name: name, exact: true })).toBeVisible();
  await director.getByRole('option', { name: 'Day', exact: true }).click();
  await context.close();

  // Retired, it is no longer offered for new activities.
  await campTypes.getByRole('button', { name: `Retire ${name}` }).click();
  await expect(campTypes.getByRole('button', { name: `Offer ${name} again` })).toBeVisible();
});
