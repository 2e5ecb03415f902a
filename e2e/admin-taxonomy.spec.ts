import { expect, test } from './fixtures';
import { acceptCookies, shoot, signIn, staff } from './support';

test('an admin adds a skill group (a taken name is refused), retires it and offers it again', async ({
  page,
}, info) => {
  const { admin } = staff();
  await signIn(page, '/admin/sign-in', admin.email, admin.password);
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
});
