import { expect, test, type Page } from './fixtures';
import {
  acceptCookies,
  nextAdminCode,
  rememberAdminKey,
  shoot,
  staff,
  totpCodeAt,
} from './support';

const currentStep = () => Math.floor(Date.now() / 30_000);

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/admin/sign-in');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function answer(page: Page, code: string, label = 'Authentication code') {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: label }).fill(code);
  await main.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Staff log out with the header's button (at the desktop width). */
async function logOut(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  const button = page.getByRole('banner').getByRole('button', { name: 'Log Out' });
  await button.click();
  await expect(button).toBeHidden();
}

test('an admin sets up two-step sign-in at the first sign-in, then signs in with codes and a recovery code', async ({
  page,
}, info) => {
  const { totpAdmin: who } = staff();
  const main = page.getByRole('main');

  // The first sign-in leads to the set-up, whatever admin page is asked for.
  await page.goto('/');
  await acceptCookies(page);
  await passwordStep(page, who.email, who.password);
  await expect(page).toHaveURL(/\/admin\/two-factor\/setup$/);
  await expect(
    main.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  await shoot(page, info, 'two-factor-setup');
  const key = (await main.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/).textContent())!.replace(
    /\s/g,
    '',
  );

  // The first code from the "app" (otplib with the key typed by hand) turns it on.
  const step = currentStep();
  await main
    .getByRole('textbox', { name: 'Authentication code' })
    .fill(await totpCodeAt(key, step));
  await main.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const list = main.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  rememberAdminKey(who.email, key, step);
  const codes = await list.getByRole('listitem').allTextContents();
  await shoot(page, info, 'two-factor-recovery-codes');
  await main.getByRole('link', { name: 'I saved them: continue' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await main.getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await logOut(page);

  // Password, then the code of the app.
  await passwordStep(page, who.email, who.password);
  await expect(page.getByRole('heading', { name: /Two-step sign-in/ })).toBeVisible();
  await shoot(page, info, 'two-factor-code-step');
  const code = await nextAdminCode(who.email);
  await answer(page, code);
  await expect(page).toHaveURL(/\/admin$/);
  await logOut(page);

  // The same code again, within its window: refused.
  await passwordStep(page, who.email, who.password);
  await answer(page, code);
  await expect(main.getByText('That code was already used.', { exact: false })).toBeVisible();
  await answer(page, await nextAdminCode(who.email));
  await expect(page).toHaveURL(/\/admin$/);
  await logOut(page);

  // A recovery code works once.
  await passwordStep(page, who.email, who.password);
  await main.getByRole('button', { name: 'Use a recovery code' }).click();
  await answer(page, codes[0]!, 'Recovery code');
  await expect(page).toHaveURL(/\/admin$/);
  await logOut(page);
  await passwordStep(page, who.email, who.password);
  await main.getByRole('button', { name: 'Use a recovery code' }).click();
  await answer(page, codes[0]!, 'Recovery code');
  await expect(main.getByText('That recovery code was already used.')).toBeVisible();
});
