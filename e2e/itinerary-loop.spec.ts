import { expect, test, type Browser, type Locator, type Page, type TestInfo } from './fixtures';
import {
  acceptCookies,
  openMailLink,
  PARENT_PASSWORD,
  shoot,
  signIn,
  staff,
  uniqueEmail,
} from './support';
import type { Weekday } from '@camp/shared/meeting-days';
import { accounts, call, token as apiToken } from './api-support';
import { overlapsById } from '@camp/shared/specialist-itinerary';

// The whole itinerary loop, each person in their own browser and only through the pages: the
// specialist plans and sends a paid itinerary of the demo queue → the parent asks for a change →
// the specialist edits, adds an activity at the same time as another one and sends again,
// keeping both → the parent accepts, keeping both, and invites a friend who has no account →
// the friend signs up from the e-mail, lands on 'Share with me' and accepts with a comment →
// the specialist approves, keeping both → the parent's and the friend's calendars show the plan,
// and the parent's iCal link serves it.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A browser of their own (a context takes the test's options: the worker's product as baseURL). */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
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

/**
 * A confirm dialog listing the schedule's clashes: confirming waits until each is kept ('Keep
 * both'). `names` are the clashing activities the list must name.
 */
async function keepBoth(dialog: Locator, confirm: string, names: string[]) {
  const clashes = dialog.getByRole('group', { name: 'These activities clash' });
  for (const name of names) await expect(clashes).toContainText(name);
  await expect(dialog.getByRole('button', { name: confirm })).toBeDisabled();
  for (const box of await clashes.getByRole('checkbox', { name: 'Keep both' }).all())
    await box.check();
  await expect(dialog.getByRole('button', { name: confirm })).toBeEnabled();
}

/**
 * From the search with the itinerary: 'Prepare itinerary for parent', then send and confirm,
 * keeping the clash between `clash` activities when given.
 */
async function sendToParent(page: Page, info: TestInfo, clash?: string[]) {
  await sidePanel(page).getByRole('link', { name: 'Prepare itinerary for parent' }).click();
  await expect(page).toHaveURL(/\/specialist\/itineraries\/\d+\?mode=approve$/);
  await page.getByRole('button', { name: 'Send itinerary to parent' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure want to send itinerary to parent?');
  if (clash) {
    await keepBoth(dialog, 'Send', clash);
    await shoot(page, info, 'loop-send-clash');
  } else {
    // Clashes the demo plan itself has (its activities' days and hours) are kept as they are.
    for (const box of await dialog.getByRole('checkbox', { name: 'Keep both' }).all())
      await box.check();
  }
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The itinerary was successfully sent to the parent!')).toBeVisible();
  await expect(page).toHaveURL(/\/specialist$/);
}

interface CatalogActivity {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  meeting_days: Weekday[];
  available_seats: number | null;
}

/**
 * An activity of the catalog with a seat left at the same time as one of the itinerary's (else
 * one the demo director adds for it) (a
 * date both meet on, daily hours crossing), read through the specialist's API session, so the journey can keep a
 * clash.
 */
async function clashingActivity(
  page: Page,
  itineraryId: string,
): Promise<{ activity: CatalogActivity; with: CatalogActivity }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const it = (await (
    await page.request.get(`/api/v1/specialists/itineraries/${itineraryId}`, { headers })
  ).json()) as { itinerary: { itinerary_activities: { activity: CatalogActivity }[] } };
  const planned = it.itinerary.itinerary_activities.map((a) => a.activity);
  for (const target of planned) {
    // The whole catalog, page by page: an activity sharing any of the target's days and hours.
    for (let page_ = 1; page_ <= 50; page_ += 1) {
      const res = await page.request.get(`/api/v1/specialists/activities?page=${page_}`, {
        headers,
      });
      const { activities, pages } = (await res.json()) as {
        activities: CatalogActivity[];
        pages: number;
      };
      const found = activities.find(
        (a) =>
          !planned.some((p) => p.id === a.id || p.name === a.name) &&
          a.available_seats !== 0 &&
          (overlapsById([a, target]).get(a.id)?.length ?? 0) > 0,
      );
      if (found) return { activity: found, with: target };
      if (page_ >= pages) break;
    }
  }
  // None in the catalog at those days and hours (the demo catalog's dates follow the clock): the
  // demo director adds one at the first planned activity's, through the API.
  const target = planned[0]!;
  const { request } = page;
  const director = await apiToken(request, 'camp_directors', accounts.demoDirector);
  const programs = await call<Record<string, { id: number }[]>>(
    request,
    'get',
    '/api/v1/camp_directors/activity_providers',
    director,
  );
  const program = Object.values(programs).find((v) => Array.isArray(v))![0]!;
  const { activity_interests: interests } = await call<{
    activity_interests: { id: number; skill_developments: { id: number }[] }[];
  }>(request, 'get', '/api/v1/camp_directors/interests', director);
  const name = `Clash Studio ${Date.now().toString(36)}`;
  await call(
    request,
    'post',
    `/api/v1/camp_directors/activity_providers/${program.id}/activities`,
    director,
    {
      activity: {
        name,
        url: 'https://clash.example.com',
        date: [target.start_date, target.end_date],
        price: '100',
        fee: '0',
        meeting_days: target.meeting_days,
        start_time: target.start_time.slice(0, 5),
        end_time: target.end_time.slice(0, 5),
        camp_type: 'Day',
        location: '1 Main St',
        media_link: 'https://clash.example.com/video',
        interest_ids: [interests[0]!.id],
        skill_development: [interests[0]!.skill_developments[0]!.id],
        total_seats: '20',
      },
    },
  );
  const res = await request.get(
    `/api/v1/specialists/activities?by_search=${encodeURIComponent(name)}`,
    { headers },
  );
  const made = ((await res.json()) as { activities: CatalogActivity[] }).activities.find(
    (a) => a.name === name,
  );
  expect(made, `the activity ${name} in the catalog`).toBeTruthy();
  return { activity: made!, with: target };
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
  // Three people, three clash dialogs and a dozen screenshots with their accessibility checks.
  test.setTimeout(600_000);
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
  await sendToParent(sp, info);

  // 2. The parent (a demo family with no password yet) sets one from the reset e-mail and signs in.
  const parent = await newPage(browser);
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
  // The specialist also adds an activity at the same time as one already planned, on purpose:
  // sending it asks to keep both.
  const itineraryId = itineraryPath.split('/').pop()!;
  const clash = await clashingActivity(sp, itineraryId);
  const clashNames = [clash.with.name, clash.activity.name];
  await sp.goto(
    `/specialist/search?itinerary_id=${itineraryId}&by_search=${encodeURIComponent(clash.activity.name)}` +
      `&by_start_date=${clash.activity.start_date}&by_end_date=${clash.activity.end_date}`,
  );
  await sp
    .getByRole('button', { name: `Add ${clash.activity.name}`, exact: true })
    .and(sp.locator(':enabled'))
    .first()
    .click();
  await expect(sp.getByRole('button', { name: `${clash.activity.name} added` })).toBeVisible();
  await sendToParent(sp, info, clashNames);

  // 5. The parent, told in real time, accepts the new plan (keeping the clash) and invites a
  // friend.
  await expect(plan.getByText('Review', { exact: true })).toBeVisible();
  await expect(plan.getByText(replacement).first()).toBeVisible();
  await plan.getByRole('button', { name: 'Accept Itinerary' }).click();
  const confirm = parent.getByRole('dialog', {
    name: 'Are you sure you want to accept this itinerary?',
  });
  await keepBoth(confirm, 'Accept Itinerary', clashNames);
  await shoot(parent, info, 'loop-accept-clash');
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
  const friend = await newPage(browser);
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
  await shared.getByRole('button', { name: 'Accept' }).click();
  const answer = friend.getByRole('dialog', { name: /^Accept .*'s itinerary\?$/ });
  await answer.getByRole('textbox', { name: 'Comment (optional)' }).fill('Count us in!');
  await shoot(friend, info, 'loop-share-with-me-accept');
  await answer.getByRole('button', { name: 'Accept' }).click();
  await expect(friend.getByText(/'s itinerary was successfully accepted!$/)).toBeVisible();

  // 7. The specialist sees the friend's answer and approves.
  await sp.goto(itineraryPath);
  await expect(
    sp.getByText(new RegExp(`Robin Friend accepted the invitation to this itinerary\\.`)),
  ).toBeVisible();
  await expect(sp.getByText('Count us in!')).toBeVisible();
  await sp.getByRole('button', { name: 'Approve' }).click();
  const approve = sp.getByRole('dialog', { name: 'Are you sure want to approve this itinerary?' });
  await keepBoth(approve, 'Approve', clashNames);
  await shoot(sp, info, 'loop-approve-clash');
  await approve.getByRole('button', { name: 'Approve' }).click();
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
