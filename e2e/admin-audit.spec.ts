import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { adminHome, shoot } from './support';

test('an admin reads the audit trail, narrows it and exports what is filtered', async ({
  page,
}, info) => {
  await adminHome(page);
  await page.getByRole('main').getByRole('link', { name: 'Audit trail' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const grid = page.getByRole('grid', { name: 'Audit trail' });
  // The demo data's two provider acceptances, by the demo admin.
  await expect(grid.getByText('provider validation').first()).toBeVisible();

  const filters = page.getByRole('search', { name: 'Filter the audit trail' });
  await filters.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'provider validation' }).click();
  await filters.getByRole('textbox', { name: 'Who (name or e-mail)' }).fill('Alex Rivera');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\?actor=Alex\+Rivera&action=provider_validation$/);
  await expect(grid.getByText('awaiting validation → validated')).toHaveCount(2);
  await expect(page.getByText('1–2 of 2')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit-trail.csv');
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toBe(
    'id,created_at,actor_email,actor_name,actor_role,action,entity_type,entity_id,from_status,to_status,ip,data',
  );
  expect(lines).toHaveLength(3);
  expect(
    lines.slice(1).every((l) => l.includes(',provider_validation,camp_director_profiles,')),
  ).toBe(true);

  await shoot(page, info, 'admin-audit');
});
