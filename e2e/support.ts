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

/** Opens the mailbox page like a person, opens the newest mail to `to`, and clicks its link. */
export async function openMailLink(page: Page, to: string, subject: RegExp): Promise<void> {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('button', { name: new RegExp(`${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
  await expect(page.getByText(subject).first()).toBeVisible();
  const frame = page.frameLocator('iframe[title]').first();
  await frame.getByRole('link').first().click();
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
