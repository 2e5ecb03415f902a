import { expect, test } from './fixtures';
import { acceptCookies, adminHome, openMailLink, shoot, signIn, uniqueEmail } from './support';

const PASSWORD = 'Specialist-2026-pass';

test('an admin invites a specialist, who sets a password and signs in; the admin deactivates them', async ({
  page,
  browser,
}, info) => {
  await adminHome(page);
  await acceptCookies(page);
  await page.getByRole('main').getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  const grid = page.getByRole('grid', { name: 'Staff' });
  // The demo data's invited specialist, who has not chosen a password yet.
  await expect(grid.getByRole('row', { name: /Riley Chen/ })).toContainText('Invited');
  await shoot(page, info, 'admin-staff');

  const email = uniqueEmail('specialist');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a team member' });
  await invite.getByRole('textbox', { name: 'Full name' }).fill('Sky Invited');
  await invite.getByRole('textbox', { name: 'Email' }).fill(email);
  await shoot(page, info, 'admin-staff-invite');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`We sent ${email} a link to choose a password.`)).toBeVisible();
  await expect(invite).toBeHidden();

  const filters = page.getByRole('search', { name: 'Filter the staff' });
  await filters.getByRole('textbox', { name: 'Name or e-mail' }).fill(email);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(grid.getByRole('row', { name: /Sky Invited/ })).toContainText('Invited');
  await expect(page.getByText('1–1 of 1')).toBeVisible();

  // The specialist, in a browser of their own.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const specialist = await context.newPage();
  await specialist.goto('/');
  await acceptCookies(specialist);
  await openMailLink(specialist, email, /invited to Camp Concierge/);
  await expect(specialist).toHaveURL(/\/staff\/set-password$/);
  const form = specialist.getByRole('form', { name: 'Choose your password' });
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(PASSWORD);
  await shoot(specialist, info, 'staff-set-password');
  await form.getByRole('button', { name: 'Save password' }).click();
  await expect(specialist).toHaveURL(/\/specialist\/sign-in$/);
  await signIn(specialist, '/specialist/sign-in', email, PASSWORD);

  // The admin sees them active now, and deactivates them.
  await page.reload();
  const row = grid.getByRole('row', { name: /Sky Invited/ });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Manage Sky Invited' }).click();
  const details = page.getByRole('dialog', { name: 'Sky Invited' });
  await expect(details.getByRole('region', { name: 'Itineraries by status' })).toBeVisible();
  await shoot(page, info, 'admin-staff-details');
  await details.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Sky Invited?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Deactivated: every session of theirs has ended.')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  // Their session has ended: the next page they open sends them to sign in, where they are told.
  await specialist.goto('/specialist');
  await expect(specialist).toHaveURL(/\/specialist\/sign-in/);
  const main = specialist.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(main.getByRole('alert')).toContainText('This account has been deactivated.');
  await context.close();
});

test('an admin hands a specialist’s itinerary to another specialist, who then holds it', async ({
  page,
}, info) => {
  await adminHome(page);
  await acceptCookies(page);
  await page.goto('/admin/staff');
  const grid = page.getByRole('grid', { name: 'Staff' });

  const reassign = async (from: string, to: string, shots = false) => {
    await grid.getByRole('button', { name: `Manage ${from}` }).click();
    const details = page.getByRole('dialog', { name: from });
    const held = details.getByRole('region', { name: 'Working on' });
    // The demo specialist's plans; the one waiting longest comes first.
    const first = held.getByRole('listitem').first();
    await expect(first).toBeVisible();
    const child = (await first.locator('p').first().innerText()).trim();
    if (shots) await shoot(page, info, 'admin-staff-working-on');
    await first.getByRole('button', { name: `Reassign ${child}’s itinerary` }).click();
    const form = page.getByRole('dialog', { name: `Reassign ${child}’s itinerary` });
    await form.getByRole('combobox', { name: /New specialist/ }).click();
    await page.getByRole('option', { name: to }).click();
    if (shots) await shoot(page, info, 'admin-staff-reassign');
    await form.getByRole('button', { name: 'Reassign' }).click();
    await expect(page.getByText(`${child}’s itinerary is now with ${to}.`)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(held.getByText(child, { exact: true })).toBeHidden();
    await details.getByRole('button', { name: 'Close' }).click();
    return child;
  };

  const child = await reassign('Morgan Lee', 'Sam Specialist', true);
  // Sam now holds it; handing it back leaves the demo data as the other journeys expect it.
  await grid.getByRole('button', { name: 'Manage Sam Specialist' }).click();
  const sam = page.getByRole('dialog', { name: 'Sam Specialist' });
  await expect(sam.getByRole('region', { name: 'Working on' }).getByText(child)).toBeVisible();
  await sam.getByRole('button', { name: 'Close' }).click();
  await reassign('Sam Specialist', 'Morgan Lee');
});
