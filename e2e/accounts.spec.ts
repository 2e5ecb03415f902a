import { expect, test, type Page } from './fixtures';
import {
  PARENT_PASSWORD,
  answerAdminCode,
  ensureAdminEnrolled,
  openMailLink,
  signUpParent,
  staff,
  uniqueEmail,
} from './support';

/** Every account these journeys make uses the same password. */
const PASSWORD = PARENT_PASSWORD;

/** A form field by its accessible name (labels carry a required asterisk, so match exactly). */
const field = (page: Page, name: string) =>
  page.getByRole('main').getByRole('textbox', { name, exact: true });
const mainButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

async function signIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await mainButton(page, 'Sign in').click();
}

test('a parent signs up, confirms from the mailbox, signs out and signs in again', async ({
  page,
}) => {
  const email = uniqueEmail('parent');
  await signUpParent(page, email);

  await expect(page).toHaveURL(/\/sign-up\/verify/);
  await expect(page.getByRole('heading', { name: 'Verification Email Sent' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await openMailLink(page, email, /confirm/i);
  await expect(page.getByText('Your have confirmed your email address.')).toBeVisible();
  const account = page.getByRole('button', { name: /Account menu for Jordan/ });
  await expect(account).toBeVisible();

  await account.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(account).toBeHidden();

  await signIn(page, '/sign-in', email, PASSWORD);
  await expect(account).toBeVisible();
  await expect(page).not.toHaveURL(/sign-in/);
});

test('a parent resets a forgotten password from the e-mailed link', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  await signUpParent(page, email);
  await expect(page).toHaveURL(/\/sign-up\/verify/);
  await openMailLink(page, email, /confirm/i);
  const account = page.getByRole('button', { name: /Account menu for/ });
  await account.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await page.goto('/forgot-password');
  await field(page, 'Email').fill(email);
  await mainButton(page, 'Send the reset password link').click();
  await expect(page).toHaveURL(/\/forgot-password\/verify/);

  await openMailLink(page, email, /password/i);
  await expect(page).toHaveURL(/\/reset-password$/);
  const newPassword = 'Brand-new-pass-9';
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Confirm new password').fill(newPassword);
  await mainButton(page, 'Reset').click();
  await expect(page.getByText('Password was reseted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  await signIn(page, '/sign-in', email, PASSWORD);
  await expect(page.getByText(/Invalid email or password/)).toBeVisible();
  await signIn(page, '/sign-in', email, newPassword);
  await expect(account).toBeVisible();
});

test('a camp director signs up, confirms, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail('director');
  await page.goto('/camp-director/sign-up');
  await field(page, 'First name').fill('Casey');
  await field(page, 'Last name').fill('Director');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await mainButton(page, 'Sign up').click();
  await expect(page).toHaveURL(/\/sign-up\/verify/);
  await expect(page.getByText(email)).toBeVisible();

  await openMailLink(page, email, /confirm/i);
  await expect(page.getByText('Your have confirmed your email address.')).toBeVisible();
  const account = page.getByRole('button', { name: /Account menu for Casey/ });
  await expect(account).toBeVisible();
  await account.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(account).toBeHidden();

  await signIn(page, '/camp-director/sign-in', email, PASSWORD);
  await expect(account).toBeVisible();
});

test('a specialist signs in and lands on the dashboard', async ({ page }) => {
  const { specialist } = staff();
  await signIn(page, '/specialist/sign-in', specialist.email, specialist.password);
  await expect(page).toHaveURL(/\/specialist$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('an admin signs in with the password and the code of the authenticator app', async ({
  page,
}) => {
  const { admin } = staff();
  await ensureAdminEnrolled(page.request, admin);
  await signIn(page, '/admin/sign-in', admin.email, admin.password);
  await answerAdminCode(page, admin.email);
  await expect(page).toHaveURL(/\/admin$/);
});

test('unknown paths show the 404 page and guarded pages redirect to sign-in', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByText('Sorry, page not found')).toBeVisible();
  await expect(page.getByText("We couldn't find the page you are looking for")).toBeVisible();
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/specialist');
  await expect(page).toHaveURL(/\/specialist\/sign-in$/);
  await page.goto('/camp-director');
  await expect(page).toHaveURL(/\/camp-director\/sign-in$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await signIn(page, '/sign-in', 'nobody@e2e.test', 'not-the-password');
  await expect(page.getByText(/Invalid email or password/)).toBeVisible();
});
