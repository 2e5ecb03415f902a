import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  acceptCookies,
  openMailLink,
  PARENT_PASSWORD,
  shoot,
  signIn,
  staff,
  uniqueEmail,
} from './support';

// Issue 15's whole loop, each person in their own browser and only through the pages: the
// specialist plans and sends a paid itinerary of the demo queue → the parent asks for a change →
// the specialist edits and sends again → the parent accepts and invites a friend who has no
// account → the friend signs up from the e-mail, lands on 'Share with me' and accepts → the
// specialist approves → the parent's and the friend's calendars show the plan, and the parent's
// iCal link serves it.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function newPage(browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  return context.newPage();
}

/** The specialist's page's itinerary block at the side of the search. */
const sidePanel = (page: Page) => page.getByRole('complementary', { name: 'Itinerary' });

/** Adds the first activity of the results not yet in the itinerary; returns its name. */
async function addActivity(page: Page): Promise<string> {
  const button = page.getByRole('button', { name: /^Add / }).and(page.locator(':enabled')).first();
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  await button.click();
  await expect(page.getByRole('button', { name: `${name} added` })).toBeVisible();
  return name;
}

/** From the search with the itinerary: 'Prepare itinerary for parent', then send and confirm. */
async function sendToParent(page: Page) {
  await sidePanel(page).getByRole('link', { name: 'Prepare itinerary for parent' }).click();
  await expect(page).toHaveURL(/\/specialist\/itineraries\/\d+\?mode=approve$/);
  await page.getByRole('button', { name: 'Send itinerary to parent' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure want to send itinerary to parent?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/specialist$/);
}

/** Pages the calendar forward to the month of the plan's first activity. */
async function showMonthOf(page: Page, first: string) {
  const title = new Date(`${first}T12:00:00`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
  });
  for (let i = 0; i < 24; i += 1) {
    if (await page.getByRole('heading', { name: title }).isVisible()) return;
    await page.getByRole('button', { name: /^Next/ }).click();
  }
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

test('the itinerary loop between a specialist, a parent and a friend, through their pages', async ({
  page: specialistPage,
  browser,
}, info) => {
  test.setTimeout(300_000);
  const sp = specialistPage;
  const { specialist } = staff();

  // 1. The specialist takes a paid new itinerary, plans two activities and sends it.
  await signIn(sp, '/specialist/sign-in', specialist.email, specialist.password);
  await acceptCookies(sp);
  const assign = sp.getByRole('button', { name: /^Assign to me: / }).first();
  const child = ((await assign.getAttribute('aria-label')) ?? '').replace('Assign to me: ', '');
  await assign.click();
  await expect(sp.getByText('The itinerary was assigned to you.')).toBeVisible();
  await sp.getByRole('tab', { name: /^In Progress \(\d+\)$/ }).click();
  await sp
    .getByRole('row')
    .filter({ has: sp.getByRole('cell', { name: child, exact: true }) })
    .getByRole('link')
    .first()
    .click();
  await expect(sp).toHaveURL(/\/specialist\/itineraries\/\d+$/);
  const itineraryPath = new URL(sp.url()).pathname;
  await sp.getByRole('link', { name: 'Start planning' }).click();
  await expect(sp).toHaveURL(/\/specialist\/search\?itinerary_id=\d+$/);
  const parentEmail = /\(([^()\s]+@[^()\s]+)\)/.exec(await sidePanel(sp).innerText())?.[1] ?? '';
  expect(parentEmail).toMatch(/@/);
  const first = await addActivity(sp);
  await addActivity(sp);
  await sendToParent(sp);

  // 2. The parent (a demo family with no password yet) sets one from the reset e-mail and signs in.
  const parent = await newPage(browser, info);
  await parent.goto('/forgot-password');
  await acceptCookies(parent);
  await parent.getByRole('textbox', { name: 'Email' }).fill(parentEmail);
  await parent.getByRole('button', { name: 'Send the reset password link' }).click();
  await expect(parent).toHaveURL(/\/forgot-password\/verify/);
  await openMailLink(parent, parentEmail, /password/i);
  const parentPassword = 'Planning-2026-ok';
  await parent.getByRole('textbox', { name: 'New password', exact: true }).fill(parentPassword);
  await parent
    .getByRole('textbox', { name: 'Confirm new password', exact: true })
    .fill(parentPassword);
  await parent.getByRole('button', { name: 'Reset' }).click();
  await expect(parent.getByText('Password was reseted successfully!')).toBeVisible();
  await signIn(parent, '/sign-in', parentEmail, parentPassword);

  // 3. The parent reads the plan in review and asks for a change to the first activity.
  await parent.goto('/profile/itineraries');
  const plan = parent.getByRole('region', { name: /'s itinerary$/ }).filter({ hasText: child });
  await expect(plan.getByText('Review', { exact: true })).toBeVisible();
  await expect(plan.getByText(first).first()).toBeVisible();
  await shoot(parent, info, 'loop-parent-review');
  await plan.getByRole('link', { name: 'Request changes' }).click();
  await expect(parent).toHaveURL(/\/profile\/itineraries\/\d+$/);
  await parent.getByRole('combobox', { name: /Activity/ }).click();
  await parent.getByRole('option', { name: first }).click();
  await parent.getByRole('checkbox', { name: 'Date' }).check();
  await parent.getByRole('textbox', { name: /Comment/ }).fill('We are away that week.');
  await parent.getByRole('button', { name: 'Send comment' }).click();
  await expect(parent.getByText('The comment(s) was successfully added!')).toBeVisible();
  await expect(plan.getByText('Alternate request', { exact: true })).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Accept Itinerary' })).toBeDisabled();

  // 4. The specialist sees the request, edits the itinerary from the search and sends it again.
  await sp.goto(itineraryPath);
  const requests = sp.getByRole('region', { name: 'Change requests' });
  await expect(requests.getByText('Comment: We are away that week.')).toBeVisible();
  await expect(requests.getByText('Pending')).toBeVisible();
  await shoot(sp, info, 'loop-specialist-change-request');
  await sp.getByRole('link', { name: 'Edit itinerary' }).click();
  await expect(sp).toHaveURL(/\/specialist\/search\?itinerary_id=\d+$/);
  await sidePanel(sp)
    .getByRole('button', { name: `Remove ${first}` })
    .click();
  await expect(sidePanel(sp).getByRole('list', { name: 'Itinerary activities' })).not.toContainText(
    first,
  );
  const replacement = await addActivity(sp);
  await sendToParent(sp);

  // 5. The parent, told in real time, accepts the new plan and invites a friend.
  await expect(plan.getByText('Review', { exact: true })).toBeVisible();
  await expect(plan.getByText(replacement).first()).toBeVisible();
  await plan.getByRole('button', { name: 'Accept Itinerary' }).click();
  const confirm = parent.getByRole('dialog', {
    name: 'Are you sure you want to accept this itinerary?',
  });
  await confirm.getByRole('button', { name: 'Accept Itinerary' }).click();
  await expect(parent.getByText('The itinerary was successfully accepted!')).toBeVisible();
  await expect(plan.getByText('Accepted', { exact: true }).first()).toBeVisible();
  const friendEmail = uniqueEmail('friend');
  await plan.getByRole('button', { name: 'Invite friends' }).click();
  const invite = parent.getByRole('dialog', { name: 'Invite friends' });
  await invite.getByRole('textbox', { name: /Friend's e-mail/ }).fill(friendEmail);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    parent.getByText(`Your invitation has been successfully sent to ${friendEmail}!`),
  ).toBeVisible();

  // 6. The friend has no account: the e-mail's link opens sign-up with the address filled in;
  // once confirmed, the friend lands on 'Share with me' and accepts.
  const friend = await newPage(browser, info);
  await openMailLink(friend, friendEmail, /invited you to plan/);
  await expect(friend).toHaveURL(/\/sign-up\?email=/);
  await acceptCookies(friend);
  const signUp = friend.getByRole('main');
  await expect(signUp.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    friendEmail,
  );
  await signUp.getByRole('textbox', { name: 'Full name', exact: true }).fill('Robin Friend');
  await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill(PARENT_PASSWORD);
  await signUp
    .getByRole('textbox', { name: 'Confirm password', exact: true })
    .fill(PARENT_PASSWORD);
  await signUp.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(friend).toHaveURL(/\/sign-up\/verify/);
  await openMailLink(friend, friendEmail, /confirm/i);
  await expect(friend.getByText('Your have confirmed your email address.')).toBeVisible();
  await expect(friend).toHaveURL(/\/profile\/itineraries-friends$/);
  const shared = friend.getByRole('region', { name: /'s itinerary$/ }).filter({ hasText: child });
  await expect(shared.getByText(replacement).first()).toBeVisible();
  await shoot(friend, info, 'loop-share-with-me');
  await shared.getByRole('textbox', { name: 'Comment' }).fill('Count us in!');
  await shared.getByRole('button', { name: 'Accept' }).click();
  await expect(friend.getByText(/'s itinerary was successfully accepted!$/)).toBeVisible();

  // 7. The specialist sees the friend's answer and approves.
  await sp.goto(itineraryPath);
  await expect(
    sp.getByText(new RegExp(`Robin Friend accepted the invitation to this itinerary\\.`)),
  ).toBeVisible();
  await expect(sp.getByText('Count us in!')).toBeVisible();
  await sp.getByRole('button', { name: 'Approve' }).click();
  await sp
    .getByRole('dialog', { name: 'Are you sure want to approve this itinerary?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(sp.getByText('Status: Approved')).toBeVisible();

  // 8. Both calendars show the plan; the parent's iCal link serves it.
  const parentSession = await parent.request.post('/api/v1/parents/sessions', {
    data: { email: parentEmail, password: parentPassword },
  });
  const { token } = (await parentSession.json()) as { token: string };
  const calendar = await parent.request.get('/api/v1/parents/calendar', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { events } = (await calendar.json()) as { events: { title: string; start: string }[] };
  const earliest = [...events].sort((a, b) => a.start.localeCompare(b.start))[0]!;
  expect(events.map((e) => e.title)).toContain(replacement);

  for (const [who, viewer] of [
    ['parent', parent],
    ['friend', friend],
  ] as const) {
    await viewer.goto('/profile/calendar');
    await expect(viewer.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    if (who === 'friend') {
      await expect(
        viewer.getByLabel('Friends', { exact: true }).getByText(new RegExp(escape(child))),
      ).toBeVisible();
    }
    await showMonthOf(viewer, earliest.start);
    await expect(viewer.getByText(earliest.title).first()).toBeVisible();
    await shoot(viewer, info, `loop-calendar-${who}`);
  }

  const link = await parent.getByRole('textbox', { name: 'Calendar link' }).inputValue();
  const feed = await parent.request.get(link);
  expect(feed.status()).toBe(200);
  // Long lines are folded and commas escaped (RFC 5545, 3.1 and 3.3.11).
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${replacement}`);
});
