import { expect, test, type Page } from './fixtures';
import { addChild } from './profile-support';
import { newParent, PARENT_PASSWORD, signIn } from './support';

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name });

test('a parent edits the profile and a child, changes the password and deletes the account', async ({
  page,
}) => {
  const email = await newParent(page, 'profile');
  await addChild(page, 'Riley');
  await page.goto('/profile');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // The profile form.
  const details = region(page, 'Your details');
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await details.getByRole('textbox', { name: 'Phone number' }).fill('919.555.0123');
  await details.getByRole('textbox', { name: 'Address' }).fill('12 Elm St, Raleigh, NC');
  await details.getByRole('textbox', { name: 'Zip Code' }).fill('27603');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The profile was successfully updated!')).toBeVisible();
  await page.reload();
  await expect(details.getByRole('textbox', { name: 'Phone number' })).toHaveValue(
    '(919) 555-0123',
  );
  await expect(details.getByRole('textbox', { name: 'Address' })).toHaveValue(
    '12 Elm St, Raleigh, NC',
  );

  // The child's form.
  const riley = region(page, 'Children').getByRole('form', { name: 'Riley' });
  await riley.getByRole('textbox', { name: "Child's first name" }).fill('Rory');
  await riley.getByRole('button', { name: 'Save changes for Riley' }).click();
  await expect(page.getByText('Rory was successfully updated!')).toBeVisible();
  await expect(region(page, 'Children').getByRole('form', { name: 'Rory' })).toBeVisible();

  // Change Password, then sign in with the new one.
  const newPassword = 'Another-pass-77';
  const password = region(page, 'Change Password');
  await password.getByRole('textbox', { name: 'Current password' }).fill(PARENT_PASSWORD);
  await password.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await password.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password was changed successfully!')).toBeVisible();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, '/sign-in', email, newPassword);
  await page.goto('/profile');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // Delete account.
  await region(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
  await confirm.click();
  await expect(page.getByText('Your account was successfully deleted!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeHidden();

  await page.goto('/sign-in');
  await main(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(/Invalid email or password/)).toBeVisible();
});
