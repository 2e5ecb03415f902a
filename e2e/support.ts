import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type APIRequestContext } from '@playwright/test';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Accounts made by e2e/start-server.sh: staff through the staff CLI, and the demo camp director
 * (with the seeded orders) through `seed --demo`.
 */
export function staff(): {
  specialist: Credentials;
  admin: Credentials;
  demoDirector: Credentials;
} {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, '.staff.json'), 'utf8')) as {
    specialist: Credentials;
    admin: Credentials;
    demoDirector: Credentials;
  };
}

/** A unique address per run so journeys never collide with earlier data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
}

interface MailItem {
  id: number;
  to: string;
  subject: string;
  links: string[];
}

/** Waits for a mail to `to` in the built-in mailbox (the outbox worker delivers within ~1 s). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<MailItem> {
  let found: MailItem | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/mailbox');
        const body = (await res.json()) as { mails?: MailItem[] } | MailItem[];
        const mails = Array.isArray(body) ? body : (body.mails ?? []);
        found = mails.find((m) => m.to === to && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** Opens the mailbox page like a person, opens the newest mail to `to`, and follows its link. */
export async function openMailLink(page: Page, to: string, subject: RegExp): Promise<void> {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('button', { name: new RegExp(`${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
  await expect(page.getByText(subject).first()).toBeVisible();
  // The link is followed by its address rather than clicked: a click inside the mail's sandboxed
  // frame (the list refreshes every 3 s around it) was seen to navigate nowhere in CI under load.
  const frame = page.frameLocator('iframe[title]').first();
  const href = await frame.getByRole('link').first().getAttribute('href');
  if (!href) throw new Error(`no link in the mail to ${to}`);
  await page.goto(href);
}

/** Signs in on one of the sign-in pages (/sign-in, /camp-director/sign-in, /admin/sign-in...). */
export async function signIn(
  page: Page,
  path: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(path);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`${path}$`));
}

/** The password of the parents the journeys sign up. */
export const PARENT_PASSWORD = 'Summer-camp-2026';

/** Fills in and sends the parent sign-up form. */
export async function signUpParent(
  page: Page,
  email: string,
  name = 'Jordan Parent',
): Promise<void> {
  await page.goto('/sign-up');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Full name', exact: true }).fill(name);
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(PARENT_PASSWORD);
  await main.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PARENT_PASSWORD);
  await main.getByRole('button', { name: 'Sign up', exact: true }).click();
}

/** A new parent, signed up and confirmed from the mailbox (so signed in), without a package. */
export async function confirmedParent(page: Page, prefix = 'parent'): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUpParent(page, email);
  await expect(page).toHaveURL(/\/sign-up\/verify/);
  await openMailLink(page, email, /confirm/i);
  await expect(page.getByText('Your have confirmed your email address.')).toBeVisible();
  return email;
}

/** The local provider's card form (no Stripe key in the e2e server). */
export async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: /Card number/ }).fill(number);
  await form.getByRole('textbox', { name: /Expiration date/ }).pressSequentially('1230');
  await form.getByRole('textbox', { name: /CVC/ }).fill('123');
  return form;
}
