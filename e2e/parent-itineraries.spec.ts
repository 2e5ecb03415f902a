import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { clashPairs } from './api-support';
import { acceptCookies, newParent, shoot, signIn, staff, waitForMail } from './support';

// The parent's own path of the itinerary loop: an itinerary the specialist sent is in review on
// /profile/itineraries; the parent asks for a change on the comment page and sees it pending
// (Accept and Invite disabled with the reason); a friend is invited and answers on 'Share with
// me'. The specialist's steps go through the API (their pages have their own journeys).

interface Itinerary {
  id: number;
  status: string;
  parent: { email: string };
  coordinates: { latitude: number; longitude: number } | null;
  itinerary_activities: { activity: { id: number } }[];
}

async function specialistToken(request: APIRequestContext): Promise<string> {
  const { specialist } = staff();
  const res = await request.post('/api/v1/specialists/sessions', {
    data: { email: specialist.email, password: specialist.password },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** Takes one paid new itinerary of the demo queue, adds activities near it and sends it. */
async function sendAnItinerary(request: APIRequestContext, token: string): Promise<Itinerary> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/v1/specialists/itineraries?by_status=draft', { headers });
  expect(list.ok()).toBe(true);
  const { itineraries } = (await list.json()) as {
    itineraries: { id: number; paid: boolean; assignable: boolean }[];
  };
  const target = itineraries.find((it) => it.paid && it.assignable);
  expect(target).toBeTruthy();
  const id = target!.id;
  // Assign to me (a GET, as the spec has it).
  const applied = await request.get(`/api/v1/specialists/itineraries/${id}/apply`, { headers });
  expect(applied.ok()).toBe(true);
  const found = await request.get('/api/v1/specialists/activities?by_available_seats=true', {
    headers,
  });
  expect(found.ok()).toBe(true);
  const { activities } = (await found.json()) as { activities: { id: number }[] };
  let added = 0;
  for (const a of activities) {
    const res = await request.post('/api/v1/specialists/itinerary_activities', {
      headers,
      data: { itinerary_activity: { activity_id: a.id, itinerary_id: id } },
    });
    if (res.ok()) added += 1;
    if (added === 3) break;
  }
  expect(added).toBeGreaterThan(0);
  await request.post(`/api/v1/specialists/itineraries/${id}/message`, {
    headers,
    data: { message: 'Here is a first plan. Tell me what you think!' },
  });
  const sent = await request.post(`/api/v1/specialists/itineraries/${id}/send_to_parent`, {
    headers,
    data: {
      alternate_request: false,
      acknowledged_clashes: await clashPairs(request, id, token),
    },
  });
  expect(sent.ok()).toBe(true);
  return ((await sent.json()) as { itinerary: Itinerary }).itinerary;
}

/** The demo family has no known password: it sets one from a reset e-mail. */
async function parentPassword(page: Page, email: string): Promise<string> {
  const asked = await page.request.post('/api/v1/parents/passwords/emails', { data: { email } });
  expect(asked.ok()).toBe(true);
  const mail = await waitForMail(page.request, email, /password/i);
  await page.goto(mail.links.find((l) => l.includes('reset-password')) ?? mail.links[0]!);
  const password = 'Planning-2026-ok';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Password was reseted successfully!')).toBeVisible();
  return password;
}

test('a parent reviews an itinerary, asks for a change, sees it pending, shares it and accepts it', async ({
  page,
  browser,
}, info) => {
  const token = await specialistToken(page.request);
  const itinerary = await sendAnItinerary(page.request, token);
  const email = itinerary.parent.email;
  const password = await parentPassword(page, email);

  await signIn(page, '/sign-in', email, password);
  await page.goto('/profile/itineraries');
  // The cookie notice would cover part of every screenshot.
  await acceptCookies(page);
  const tabs = page.getByRole('navigation', { name: 'Profile sections' });
  await expect(tabs.getByRole('link', { name: 'Itineraries' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const block = page.getByRole('region', { name: /'s itinerary$/ }).first();
  await expect(block.getByText('Review', { exact: true })).toBeVisible();
  await expect(block.getByText('Here is a first plan. Tell me what you think!')).toBeVisible();
  await expect(block.getByRole('link', { name: /Open camp page/ }).first()).toHaveAttribute(
    'href',
    /utm_source=campconcierge/,
  );
  await shoot(page, info, 'itineraries-review');

  // Ask for a change on the comment page.
  await block.getByRole('link', { name: 'Request changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/itineraries/${itinerary.id}$`));
  await page.getByRole('combobox', { name: /Activity/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('checkbox', { name: 'Date' }).check();
  await page.getByRole('checkbox', { name: 'Price' }).check();
  await page.getByRole('textbox', { name: /Comment/ }).fill('Could this be a week later?');
  await shoot(page, info, 'comment-page');
  await page.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByText('The comment(s) was successfully added!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/itineraries$/);

  // Pending with the specialist: Accept and Invite wait, with the reason.
  const pending = page.getByRole('region', { name: /'s itinerary$/ }).first();
  await expect(pending.getByText('Alternate request', { exact: true })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Accept Itinerary' })).toBeDisabled();
  await expect(pending.getByRole('button', { name: 'Invite friends' })).toBeDisabled();
  const comments = pending.getByRole('region', { name: 'Your comments' });
  await expect(comments.getByText('Could this be a week later?')).toBeVisible();
  await expect(comments.getByText('Waiting for your specialist')).toBeVisible();
  await shoot(page, info, 'itineraries-pending');

  // The specialist sends it again; the parent can accept and invite again.
  const resent = await page.request.post(
    `/api/v1/specialists/itineraries/${itinerary.id}/send_to_parent`,
    {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        alternate_request: true,
        acknowledged_clashes: await clashPairs(page.request, itinerary.id, token),
      },
    },
  );
  expect(resent.ok()).toBe(true);
  await page.reload();
  const again = page.getByRole('region', { name: /'s itinerary$/ }).first();
  await expect(again.getByRole('button', { name: 'Invite friends' })).toBeEnabled();

  // A friend with an account is invited and finds it under 'Share with me'.
  // A context takes the test's options: the worker's product as baseURL.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const friendEmail = await newParent(friendPage, 'friend');
  await again.getByRole('button', { name: 'Invite friends' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite friends' });
  await dialog.getByRole('textbox', { name: /Friend's e-mail/ }).fill(friendEmail);
  await shoot(page, info, 'invite-dialog');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByText(`Your invitation has been successfully sent to ${friendEmail}!`),
  ).toBeVisible();

  // The friend is signed in since confirming the account; the mail leads to 'Share with me'.
  const invitation = await waitForMail(friendPage.request, friendEmail, /invited you to plan/);
  expect(invitation.links.some((l) => l.endsWith('/profile/itineraries-friends'))).toBe(true);
  await friendPage.goto('/profile/itineraries-friends');
  await acceptCookies(friendPage);
  await expect(friendPage).toHaveURL(/\/profile\/itineraries-friends$/);
  const shared = friendPage.getByRole('region', { name: /'s itinerary$/ }).first();
  await expect(shared.getByRole('button', { name: 'Accept' })).toBeVisible();
  await shoot(friendPage, info, 'share-with-me');
  await shared.getByRole('button', { name: 'Accept' }).click();
  const answer = friendPage.getByRole('dialog', { name: /^Accept .*'s itinerary\?$/ });
  await answer.getByRole('textbox', { name: 'Comment (optional)' }).fill('Count us in!');
  await answer.getByRole('button', { name: 'Accept' }).click();
  await expect(friendPage.getByText(/'s itinerary was successfully accepted!$/)).toBeVisible();
  await friendContext.close();

  // The inviting parent sees the answer.
  await page.reload();
  const answered = page
    .getByRole('region', { name: /'s itinerary$/ })
    .first()
    .getByRole('region', { name: 'Friends Invitation' });
  await expect(answered.getByText('Accepted')).toBeVisible();
  await expect(answered.getByText('“Count us in!”')).toBeVisible();
  await shoot(page, info, 'itineraries-invitation-answered');

  // The parent accepts (confirm dialog); the specialist approves; the approved tab shows it with
  // the activities' Cancellation Policy.
  const review = page.getByRole('region', { name: /'s itinerary$/ }).first();
  await review.getByRole('button', { name: 'Accept Itinerary' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Are you sure you want to accept this itinerary?',
  });
  // The activities taken from the catalog may clash: the parent keeps both of each.
  for (const box of await confirm.getByRole('checkbox', { name: 'Keep both' }).all())
    await box.check();
  await confirm.getByRole('button', { name: 'Accept Itinerary' }).click();
  await expect(page.getByText('The itinerary was successfully accepted!')).toBeVisible();
  await expect(review.getByText('Accepted', { exact: true }).first()).toBeVisible();
  const approved = await page.request.put(`/api/v1/specialists/itineraries/${itinerary.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      itinerary_action: 'approve',
      acknowledged_clashes: await clashPairs(page.request, itinerary.id, token),
    },
  });
  expect(approved.ok()).toBe(true);
  await page.goto('/profile/itineraries?tab=approved');
  const done = page.getByRole('region', { name: /'s itinerary$/ }).first();
  await expect(done.getByText('Approved', { exact: true })).toBeVisible();
  const policy = done.getByRole('button', { name: 'Cancellation Policy' }).first();
  await policy.click();
  await expect(policy).toHaveAttribute('aria-expanded', 'true');
  await shoot(page, info, 'itineraries-approved');
});
