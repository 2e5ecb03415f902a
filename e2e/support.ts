import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { NobleCryptoPlugin, ScureBase32Plugin, TOTP } from 'otplib';
import { expect, type Page, type APIRequestContext, type TestInfo } from '@playwright/test';
import { SESSION_PATHS, type SignInAccount } from '@camp/shared/auth';
import { accountsFile, totpFile, workerPort } from './servers';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Accounts made by e2e/start-server.sh for this worker's product: staff through the staff CLI,
 * and the demo camp director (with the seeded orders) through `seed --demo`.
 */
export function staff(): {
  specialist: Credentials;
  admin: Credentials;
  /** An admin without two-step sign-in, for the journey that sets it up on its page. */
  totpAdmin: Credentials;
  demoDirector: Credentials;
} {
  return JSON.parse(readFileSync(accountsFile(workerPort()), 'utf8')) as {
    specialist: Credentials;
    admin: Credentials;
    totpAdmin: Credentials;
    demoDirector: Credentials;
  };
}

/**
 * An axe scan of the page, run in the page itself (axe's "legacy" mode). The default mode runs
 * axe in each frame, then opens a blank page to merge the frames' results, injecting axe's half
 * megabyte of script twice per scan: about twice the time of one run in the page, for frames of
 * other origins only. The product's own pages and same-origin frames are scanned alike either
 * way; a frame of another origin (a YouTube embed, which the journeys' data does not have and
 * which is a third party's page) is not. Only the violations are reported in full (axe's
 * `resultTypes`): the passes and the rules that did not apply are what a scan spends the rest of
 * its time describing node by node, and no journey reads them.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

/**
 * Runs `action` and expects a notification (the toaster's role=status or role=alert) with `text`
 * to appear after it. A notification stays 4 s: on a loaded machine a check that polls from
 * outside the page can miss it, so the page itself watches its DOM from before the action, and
 * records a match the moment one is rendered. Bounded like any check (30 s).
 */
export async function expectNotification(
  page: Page,
  text: string,
  action: () => Promise<void>,
): Promise<void> {
  const key = `e2e-notification-${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ key, wanted, bound }) => {
      const matches = () =>
        [...document.querySelectorAll('[role="status"], [role="alert"]')].some((el) =>
          (el.textContent ?? '').includes(wanted),
        );
      (window as unknown as Record<string, Promise<boolean>>)[key] = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!matches()) return;
          observer.disconnect();
          resolve(true);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(matches());
        }, bound);
      });
    },
    { key, wanted: text, bound: 30_000 },
  );
  await action();
  const seen = await page.evaluate(
    (key) => (window as unknown as Record<string, Promise<boolean>>)[key],
    key,
  );
  expect(seen, `the notification '${text}'`).toBe(true);
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

// ---- admins' two-step sign-in ----------------------------------------------------------------

const totp = new TOTP({ crypto: new NobleCryptoPlugin(), base32: new ScureBase32Plugin() });
const STEP_SECONDS = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

type TotpState = Record<string, { secret: string; lastStep: number; session?: { token: string } }>;
const readTotp = (): TotpState => {
  const file = totpFile(workerPort());
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TotpState) : {};
};

/** Keeps an admin's authenticator key (read off the set-up page or set up by the API). */
export function rememberAdminKey(email: string, secret: string, lastStep = currentStep()): void {
  const state = readTotp();
  state[email] = { ...state[email], secret, lastStep };
  writeFileSync(totpFile(workerPort()), JSON.stringify(state));
}

/** Keeps an admin's session for the next journeys on this product (apiSession). */
function keepAdminSession(email: string, session: { token: string }): void {
  const state = readTotp();
  state[email] = { ...state[email]!, session };
  writeFileSync(totpFile(workerPort()), JSON.stringify(state));
}

/** The code of `secret` at a 30-second step (otplib, as the authenticator app computes it). */
export function totpCodeAt(secret: string, step: number): Promise<string> {
  return totp.generate({ secret, epoch: step * STEP_SECONDS });
}

/**
 * The next code of the admin that no sign-in used yet. The server takes the codes of its step
 * and the steps either side, and never one of a step already used (no replay): journeys signing
 * the same admin in within 30 seconds take the next step's code, and past that wait for the
 * clock (polled). The step used is recorded for the next journey on this product.
 */
export async function nextAdminCode(email: string): Promise<string> {
  const entry = readTotp()[email];
  if (!entry) throw new Error(`no authenticator key kept for ${email}`);
  let step = 0;
  await expect
    .poll(
      () => {
        step = Math.max(currentStep(), entry.lastStep + 1);
        return step <= currentStep() + 1;
      },
      { timeout: 90_000, message: `a fresh code step for ${email}` },
    )
    .toBe(true);
  rememberAdminKey(email, entry.secret, step);
  return totpCodeAt(entry.secret, step);
}

/**
 * Admins set up two-step sign-in at their first sign-in. The journeys' admins do it through the
 * API the first time a journey signs them in (password → enrolment-limited session → secret →
 * first code), and the key is kept for the next codes.
 */
export async function ensureAdminEnrolled(
  request: APIRequestContext,
  who: Credentials,
): Promise<void> {
  if (readTotp()[who.email]) return;
  const res = await request.post(SESSION_PATHS.admin, { data: who });
  expect(res.ok(), `admin sign-in: ${res.status()}`).toBe(true);
  const session = (await res.json()) as { token?: string; two_factor_enrolment_required?: boolean };
  if (!session.token || !session.two_factor_enrolment_required) {
    throw new Error(`${who.email} has two-step sign-in set up, but its key was not kept`);
  }
  const headers = { authorization: `Bearer ${session.token}` };
  const started = await request.post('/api/v1/admins/two-factor/enrolment', { headers });
  expect(started.ok(), `enrolment: ${started.status()}`).toBe(true);
  const { secret } = (await started.json()) as { secret: string };
  const step = currentStep();
  const confirmed = await request.post('/api/v1/admins/two-factor/enrolment/confirmation', {
    headers,
    data: { code: await totpCodeAt(secret, step) },
  });
  expect(confirmed.ok(), `enrolment confirmation: ${confirmed.status()}`).toBe(true);
  rememberAdminKey(who.email, secret, step);
}

/** Answers the admin sign-in page's second step with the admin's next code. */
export async function answerAdminCode(page: Page, email: string): Promise<void> {
  const main = page.getByRole('main');
  const box = main.getByRole('textbox', { name: 'Authentication code' });
  await box.fill(await nextAdminCode(email));
  await main.getByRole('button', { name: 'Verify', exact: true }).click();
}

/**
 * Signs in on one of the sign-in pages (/sign-in, /camp-director/sign-in, /admin/sign-in...).
 * On the admin page, the second step too, with the admin's next code.
 */
export async function signIn(
  page: Page,
  path: string,
  email: string,
  password: string,
): Promise<void> {
  const admin = path === '/admin/sign-in';
  if (admin) await ensureAdminEnrolled(page.request, { email, password });
  await page.goto(path);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (admin) await answerAdminCode(page, email);
  await expect(page).not.toHaveURL(new RegExp(`${path}$`));
}

/**
 * Signs in through the area's sessions call (the one its sign-in page makes) and stores the
 * session where the sign-in page stores it, so the next page the journey opens is signed in.
 * For journeys whose subject is a signed-in page, not the sign-in form (the accounts journeys
 * walk that). The session is stored before the page's own scripts run, once per session: a
 * later sign-in of another account in the same page replaces it.
 */
export async function useSession(
  page: Page,
  area: SignInAccount,
  who: Credentials,
): Promise<string> {
  const session = await apiSession(page.request, area, who);
  await page.addInitScript((s) => {
    // The blank page a tab opens on has no storage of the product's origin.
    if (!location.protocol.startsWith('http')) return;
    const applied = `e2e-session-${s.token}`;
    if (sessionStorage.getItem(applied)) return;
    sessionStorage.setItem(applied, '1');
    localStorage.setItem('session', JSON.stringify(s));
    localStorage.setItem('token', s.token);
  }, session);
  return session.token;
}

/**
 * A session through the area's sessions call, as its sign-in page gets one: for an admin, with
 * two-step sign-in set up first when needed and the second step answered with the next code.
 * An admin's session is kept for the next journeys on this product while it is valid: each new
 * one needs a code of a step no sign-in used, which can mean waiting up to 30 s for the clock.
 */
export async function apiSession(
  request: APIRequestContext,
  area: SignInAccount,
  who: Credentials,
): Promise<{ token: string }> {
  if (area === 'admin') {
    await ensureAdminEnrolled(request, who);
    const kept = readTotp()[who.email]?.session;
    if (kept) {
      const check = await request.get('/api/v1/sessions/verify', {
        headers: { authorization: `Bearer ${kept.token}` },
      });
      if (check.ok() && !((await check.json()) as { expired: boolean }).expired) return kept;
    }
  }
  const res = await request.post(SESSION_PATHS[area], { data: who });
  expect(res.ok(), `${area} sign-in: ${res.status()}`).toBe(true);
  const session = (await res.json()) as { token: string; challenge_token?: string };
  if (!session.challenge_token) return session;
  const second = await request.post('/api/v1/admins/sessions/two-factor', {
    data: { challenge_token: session.challenge_token, code: await nextAdminCode(who.email) },
  });
  expect(second.ok(), `admin second step: ${second.status()}`).toBe(true);
  const admin = (await second.json()) as { token: string };
  keepAdminSession(who.email, admin);
  return admin;
}

/**
 * The admin's home, signed in with the kept session (apiSession): for the journeys whose subject
 * is the back office, not the sign-in (the accounts and two-step journeys walk that).
 */
export async function adminHome(page: Page): Promise<void> {
  await useSession(page, 'admin', staff().admin);
  await page.goto('/admin');
  await expect(page.getByRole('main').getByRole('link', { name: 'Dashboard' })).toBeVisible();
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

/** Sessions a journey gave its pages without opening the product (newParent). */
const givenSessions = new WeakMap<Page, string>();

/** The page's session token: the one given to it, else the one the product stored. */
export async function pageToken(page: Page): Promise<string | null> {
  return givenSessions.get(page) ?? page.evaluate(() => localStorage.getItem('token'));
}

/**
 * A new parent, signed up and confirmed through the API as the sign-up form and the mailed link
 * do it, signed in for the next page the journey opens (`useSession`): for journeys whose subject
 * comes after the sign-up (the accounts, questionnaire and checkout journeys walk the form).
 */
export async function newParent(page: Page, prefix = 'parent'): Promise<string> {
  const { request } = page;
  const email = uniqueEmail(prefix);
  const who = { email, password: PARENT_PASSWORD };
  const signedUp = await request.post('/api/v1/parents', {
    data: { parent: { name: 'Jordan Parent', ...who, password_confirmation: PARENT_PASSWORD } },
  });
  expect(signedUp.status(), 'parent sign-up').toBe(201);
  const mail = await waitForMail(request, email, /confirm/i);
  // The mailed link is /confirmation/{token}?user_type=parent.
  const token = mail.links
    .map((l) => /\/confirmation\/([^/?#]+)/.exec(new URL(l).pathname)?.[1])
    .find(Boolean);
  expect(token, `a confirmation link in the mail to ${email}`).toBeTruthy();
  const confirmed = await request.post('/api/v1/parents/confirmations', {
    data: { confirmation_token: token },
  });
  expect(confirmed.ok(), `parent confirmation: ${confirmed.status()}`).toBe(true);
  givenSessions.set(page, await useSession(page, 'parent', who));
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

/** Closes the cookie notice, which would cover part of every screenshot. */
export async function acceptCookies(page: Page) {
  await page
    .getByRole('region', { name: 'Cookie notice' })
    .getByRole('button', { name: 'Accept' })
    .click();
}

/**
 * Whether shoot() keeps its screenshots: yes, but not in CI, where nobody looks at them (a failed
 * journey keeps its own screenshot and trace) and where they cost about 3 s a call at a load
 * average of 13 (full-page PNGs at two widths, the phone's in parts too). E2E_SCREENSHOTS=1 or
 * =0 decides.
 */
const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS === '1'
  : !process.env.CI;

/**
 * Checks the page at 1440 and 375 px and keeps full-page screenshots with the test's results
 * (KEEP_SCREENSHOTS).
 */
export async function shoot(page: Page, info: TestInfo, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // The page has taken the new width when the window has it and a frame has been drawn since
    // (media queries answered, the layout redone); polled, never a fixed wait.
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // Nothing may scroll sideways at either width, and no serious WCAG 2 A/AA violation.
    await expect
      .poll(
        () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
        { message: `${name} at ${width} px fits` },
      )
      .toBe(true);
    const scan = await axe(page).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      scan.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${name} at ${width} px`,
    ).toEqual([]);
    if (!KEEP_SCREENSHOTS) continue;
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
    if (width === 375) {
      // A phone's page is long: also in screen-sized parts, which can be read at full size.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, part = 1; y < height; y += 1200, part += 1) {
        await page.screenshot({
          path: info.outputPath(`${name}-${width}-part${part}.png`),
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(1200, height - y) },
        });
      }
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
