import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from './fixtures';
import { accounts, call, token } from './api-support';
import {
  acceptCookies,
  adminHome,
  expectNotification,
  openMailLink,
  shoot,
  signIn,
  staff,
  uniqueEmail,
} from './support';

// The camp-director journey, in the order a new director lives it: sign up, confirm, the
// provider profile, the admin's validation, the (local) payment account, a program with a logo,
// activities (created, duplicated, imported from the template) and, as the demo director, an
// order marked processed.

const PASSWORD = 'Summer-camp-2026';
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ORGANISATION = `Riverbend Adventures ${RUN}`;
const PROGRAM = `Riverbend Summer Camps ${RUN}`;
const ACTIVITIES = ['Canoe Explorers', 'Forest Art Studio'];
const IMPORTED_ROWS = 20;

/** A 1x1 transparent PNG: the smallest real image the logo upload accepts. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const main = (page: Page) => page.getByRole('main');
/** A text field by its accessible name (labels carry a required asterisk, so match exactly). */
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });
const mainButton = (page: Page, name: string) =>
  main(page).getByRole('button', { name, exact: true });

/** YYYY-MM-DD, `days` from today. */
function isoDay(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Picks the first option of an Autocomplete multi-select and closes its list. */
async function pickFirstOption(page: Page, combobox: Locator) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Picks an option of a MUI select (a combobox that opens a listbox). */
async function choose(page: Page, label: RegExp, option: string) {
  await main(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test.describe.serial('a new camp director', () => {
  const email = uniqueEmail('new-director');
  let programId = 0;

  test('signs up, confirms the e-mail and submits the provider profile', async ({ page }) => {
    await page.goto('/camp-director/sign-up');
    await field(page, 'First name').fill('Riley');
    await field(page, 'Last name').fill('Brooks');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await mainButton(page, 'Sign up').click();
    await expect(page).toHaveURL(/\/sign-up\/verify/);

    await openMailLink(page, email, /confirm/i);
    await expect(page.getByText('Your have confirmed your email address.')).toBeVisible();

    // The gate sends a director without a provider profile to it.
    await page.goto('/camp-director');
    await expect(page).toHaveURL(/\/camp-director\/provider$/);
    await expect(page.getByRole('heading', { name: 'Provider profile' })).toBeVisible();
    await expect(field(page, 'Contact name')).toHaveValue('Riley Brooks');
    await field(page, 'Organization name').fill(ORGANISATION);
    await field(page, 'Phone number').fill('(919) 555-0123');
    await field(page, 'Address').fill('12 River Road');
    await field(page, 'City').fill('Raleigh');
    await field(page, 'State').fill('NC');
    await field(page, 'Zip Code').fill('27601');
    await field(page, 'Website').fill('https://riverbend.example.com');
    await field(page, 'TaxID').fill('12-3456789');
    await field(page, 'Years in operation').fill('8');
    await field(page, 'Description').fill('Outdoor day camps on the river for children 6 to 12.');
    await expectNotification(page, 'Your provider profile was sent to our team.', () =>
      mainButton(page, 'Submit for review').click(),
    );
    await expect(page).toHaveURL(/\/camp-director\/congratulations$/);
    await expect(page.getByText('Thank you for registering')).toBeVisible();
  });

  // An admin's rejection is not final: the director corrects and resubmits (decision 0032).
  test('is rejected by an admin with a reason', async ({ page }) => {
    await adminHome(page);
    await page.goto('/admin/providers');
    await main(page)
      .getByRole('button', { name: new RegExp(ORGANISATION) })
      .click();
    await mainButton(page, 'Reject').click();
    const dialog = page.getByRole('dialog', { name: `Reject ${ORGANISATION}?` });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('The TaxID does not match.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(main(page).getByRole('button', { name: new RegExp(ORGANISATION) })).toBeHidden();
  });

  test('corrects the provider profile and resubmits it', async ({ page }) => {
    await signIn(page, '/camp-director/sign-in', email, PASSWORD);
    await page.goto('/camp-director');
    await expect(page).toHaveURL(/\/camp-director\/congratulations$/);
    await expect(page.getByText('Your registration was not accepted')).toBeVisible();
    await expect(page.getByText('The TaxID does not match.')).toBeVisible();
    await main(page).getByRole('link', { name: 'Correct and resubmit' }).click();
    await expect(page).toHaveURL(/\/camp-director\/provider$/);
    // The form holds what was sent.
    await expect(field(page, 'Organization name')).toHaveValue(ORGANISATION);
    await field(page, 'TaxID').fill('98-7654321');
    await expectNotification(page, 'Your provider profile was sent to our team.', () =>
      mainButton(page, 'Resubmit for review').click(),
    );
    await expect(page).toHaveURL(/\/camp-director\/congratulations$/);
    await expect(page.getByText('Your registration was not accepted')).toBeHidden();
  });

  test('is validated by an admin', async ({ page }) => {
    await adminHome(page);
    await page.goto('/admin/providers');
    await main(page)
      .getByRole('button', { name: new RegExp(ORGANISATION) })
      .click();
    await mainButton(page, 'Accept').click();
    const dialog = page.getByRole('dialog', { name: `Accept ${ORGANISATION}?` });
    await expectNotification(
      page,
      `${ORGANISATION} is validated. The director has been e-mailed.`,
      () => dialog.getByRole('button', { name: 'Accept' }).click(),
    );
    await expect(dialog).toBeHidden();
    await expect(main(page).getByRole('button', { name: new RegExp(ORGANISATION) })).toBeHidden();
  });

  test('completes the local payment-account onboarding', async ({ page }) => {
    await signIn(page, '/camp-director/sign-in', email, PASSWORD);
    await page.goto('/camp-director');
    await expect(page).toHaveURL(/\/camp-director\/stripe$/);
    await mainButton(page, 'Create Stripe account').click();
    await expect(page).toHaveURL(/\/camp-director\/local-onboarding$/);
    // The simulator shows the submitted profile for confirmation.
    await expect(main(page).getByText(ORGANISATION)).toBeVisible();
    await expectNotification(page, 'Your payment account is ready.', () =>
      mainButton(page, 'Complete setup').click(),
    );
    await expect(page).toHaveURL(/\/camp-director\/programs$/);
    await expect(page.getByText('There are no programs yet!')).toBeVisible();
    // The profile's Stripe button now opens the (simulated) payment account.
    await page.goto('/camp-director/profile');
    await mainButton(page, 'Stripe').click();
    await expect(page).toHaveURL(/\/camp-director\/local-account$/);
    await expect(page.getByText('Ready: payments and payouts enabled')).toBeVisible();
  });

  test('creates a program with a logo and two activities, and duplicates one', async ({ page }) => {
    // Two full activity forms on a shared two-core machine: give it room.
    test.slow();
    await signIn(page, '/camp-director/sign-in', email, PASSWORD);
    await page.goto('/camp-director/programs');
    await main(page).getByRole('link', { name: 'Create program' }).click();
    await expect(page).toHaveURL(/\/camp-director\/create-program$/);

    await field(page, 'Program name').fill(PROGRAM);
    await field(page, 'Email').fill(email);
    await field(page, 'Address').fill('12 River Road');
    await field(page, 'City').fill('Raleigh');
    await field(page, 'State').fill('NC');
    await field(page, 'ZIP-code').fill('27601');
    await field(page, 'Website').fill('https://riverbend.example.com');
    await field(page, 'Phone').fill('(919) 555-0123');
    await pickFirstOption(page, main(page).getByRole('combobox', { name: 'Interest' }));
    await field(page, 'TaxID').fill('12-3456789');
    await field(page, 'Cancellation policy').fill('Full refund up to 14 days before the start.');

    const chooser = page.waitForEvent('filechooser');
    await mainButton(page, 'Upload logo').click();
    await (
      await chooser
    ).setFiles({ name: 'riverbend-logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(mainButton(page, 'Change logo')).toBeVisible();
    await expect(main(page).getByRole('img', { name: 'Current logo' })).toBeVisible();

    await expectNotification(page, 'The program was created successfully', () =>
      mainButton(page, 'Create program').click(),
    );
    await expect(page).toHaveURL(/\/camp-director\/programs$/);
    await main(page)
      .getByRole('link', { name: `Edit ${PROGRAM}` })
      .click();
    await expect(page).toHaveURL(/\/camp-director\/program\/\d+$/);
    programId = Number(/\/program\/(\d+)/.exec(page.url())![1]);
    // The saved logo is served back with the program.
    await expect(main(page).getByRole('img', { name: 'Current logo' })).toBeVisible();

    await main(page).getByRole('tab', { name: 'Activities' }).click();
    await expect(page.getByText('There are no activities yet!')).toBeVisible();

    for (const [index, name] of ACTIVITIES.entries()) {
      await main(page).getByRole('link', { name: 'Create activity' }).click();
      await expect(page).toHaveURL(new RegExp(`/program/${programId}/create-activity$`));
      await field(page, 'Name').fill(name);
      await field(page, 'Url').fill(`https://riverbend.example.com/camps/${index + 1}`);
      await main(page)
        .getByLabel('Start date')
        .fill(isoDay(30 + index * 7));
      await main(page)
        .getByLabel('End date')
        .fill(isoDay(34 + index * 7));
      await field(page, 'Price').fill('275');
      await main(page).getByLabel('Start time').fill('09:00');
      await main(page).getByLabel('End time').fill('15:30');
      await choose(page, /^Camp type/, 'Day');
      await field(page, 'Media link').fill('https://riverbend.example.com/photo.jpg');
      await pickFirstOption(page, main(page).getByRole('combobox', { name: 'Interests' }));
      await pickFirstOption(page, main(page).getByRole('combobox', { name: 'Skill development' }));
      if (index === 0) {
        // Without an age or a grade the form asks for one; a grade range answers it.
        await mainButton(page, 'Create activity').click();
        const ask = page.getByRole('dialog', {
          name: 'Parents would love to know the age level and/or grade level for this activity.',
        });
        await expect(ask).toBeVisible();
        await ask.getByRole('button', { name: 'Return' }).click();
        await expect(ask).toBeHidden();
        await choose(page, /^Grade level start/, '1st');
        await choose(page, /^Grade level end/, '4th');
      } else {
        const minimumAge = main(page).getByRole('slider', { name: 'Minimum age' });
        await minimumAge.focus();
        await minimumAge.press('ArrowRight');
        await minimumAge.press('ArrowRight');
      }
      await expectNotification(page, 'The activity was successfully created', () =>
        mainButton(page, 'Create activity').click(),
      );
      await expect(page).toHaveURL(new RegExp(`/program/${programId}\\?tab=activities$`));
      await expect(main(page).getByRole('article', { name })).toBeVisible();
    }

    // Duplicate the first activity into a later week.
    const original = main(page).getByRole('article', { name: ACTIVITIES[0] });
    await original.getByRole('link', { name: `Duplicate ${ACTIVITIES[0]}` }).click();
    await expect(page).toHaveURL(/\/duplicate-activity\/\d+$/);
    await expect(field(page, 'Name')).toHaveValue(ACTIVITIES[0]!);
    await expect(field(page, 'Name')).toBeDisabled();
    await main(page).getByLabel('Start date').fill(isoDay(60));
    await main(page).getByLabel('End date').fill(isoDay(64));
    await expectNotification(page, 'The activity was successfully duplicated', () =>
      mainButton(page, 'Duplicate').click(),
    );
    await expect(page).toHaveURL(new RegExp(`/program/${programId}\\?tab=activities$`));

    const cards = main(page).getByRole('article', { name: ACTIVITIES[0] });
    await expect(cards).toHaveCount(2);
    const copy = cards.filter({ hasText: 'Parent SKU' });
    await expect(copy.getByText('Duplicate', { exact: true })).toBeVisible();
    // A duplicate cannot be duplicated again; its original can.
    await expect(copy.getByRole('link', { name: /^Duplicate/ })).toHaveCount(0);
    await expect(main(page).getByRole('article')).toHaveCount(3);
  });

  test('imports 20 activities from the downloaded template', async ({ page }) => {
    test.skip(programId === 0, 'needs the program of the previous step');
    await signIn(page, '/camp-director/sign-in', email, PASSWORD);

    const template = await page.request.get('/api/v1/camp_directors/download_templates/activities');
    expect(template.ok()).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template.body()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Activities')!;
    const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
    const nameColumn = headers.indexOf('Name');
    const urlColumn = headers.indexOf('URL');
    expect(nameColumn).toBeGreaterThan(0);
    // Twenty rows from the example row (which they replace), each with its own name and page.
    const example = sheet.getRow(2);
    for (let i = 0; i < IMPORTED_ROWS; i += 1) {
      const row = sheet.getRow(i + 2);
      for (let column = 1; column < headers.length; column += 1) {
        row.getCell(column).value =
          column === nameColumn
            ? `Imported Day Camp ${String(i + 1).padStart(2, '0')}`
            : column === urlColumn
              ? `https://riverbend.example.com/imported/${i + 1}`
              : example.getCell(column).value;
      }
    }
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'camp-e2e-import-')), 'activities.xlsx');
    writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));

    await page.goto(`/camp-director/program/${programId}/create-activity`);
    await mainButton(page, 'Upload activity').click();
    const dialog = page.getByRole('dialog', { name: 'Upload activity with XLSX file' });
    await dialog.getByLabel('Choose file').setInputFiles(file);
    await expect(dialog.getByText('activities.xlsx')).toBeVisible();
    await expectNotification(page, 'The file was successfully uploaded', () =>
      dialog.getByRole('button', { name: 'Upload', exact: true }).click(),
    );
    await expect(page).toHaveURL(new RegExp(`/program/${programId}\\?tab=activities$`));

    // 3 + 20 activities, ten a page: three pages, the last with three.
    const pages = main(page).getByRole('navigation');
    await expect(pages.getByRole('button', { name: 'Go to page 3' })).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Go to page 4' })).toHaveCount(0);
    await pages.getByRole('button', { name: 'Go to page 3' }).click();
    await expect(main(page).getByRole('article')).toHaveCount(3);

    // The SKU search finds one imported activity by its SKU.
    const imported = main(page)
      .getByRole('article')
      .filter({ hasText: /Imported Day Camp \d\d/ })
      .first();
    const importedName = (await imported.getByRole('heading').innerText()).trim();
    const sku = /P\d+-[0-9A-Z]{8}/.exec(await imported.innerText())![0];
    await main(page).getByRole('textbox', { name: 'Search by SKU' }).fill(sku);
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await expect(main(page).getByRole('article', { name: importedName })).toBeVisible();
  });
});

test('the demo director marks a seeded order processed and opens its activity’s roster', async ({
  page,
}, info) => {
  const { demoDirector } = staff();
  await signIn(page, '/camp-director/sign-in', demoDirector.email, demoDirector.password);
  await page.goto('/camp-director/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();

  const orders = main(page).getByRole('list', { name: 'Orders' }).getByRole('listitem');
  const unprocessed = main(page).getByRole('checkbox', { name: 'Processed', checked: false });
  await expect(orders.first()).toBeVisible();
  const before = await unprocessed.count();
  expect(before).toBeGreaterThan(0);
  // The first order not processed yet, by its place in the list (newest first).
  const all = await orders.all();
  let index = -1;
  for (const [i, item] of all.entries()) {
    if (!(await item.getByRole('checkbox', { name: 'Processed' }).isChecked())) {
      index = i;
      break;
    }
  }
  const order = orders.nth(index);
  const title = (await order.getByRole('button').first().innerText()).split('\n')[0]!;

  await order.getByRole('checkbox', { name: 'Processed' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'You have already processed this Parent/Order, are you sure?',
  });
  await confirm.getByRole('button', { name: 'Yes, processed' }).click();
  await expect(confirm).toBeHidden();
  await expect(order.getByRole('checkbox', { name: 'Processed' })).toBeChecked();
  await expect(order).toHaveAttribute('data-processed', 'true');
  await expect(unprocessed).toHaveCount(before - 1);

  await page.reload();
  await expect(orders.nth(index)).toContainText(title);
  await expect(orders.nth(index).getByRole('checkbox', { name: 'Processed' })).toBeChecked();
  await expect(orders.nth(index)).toHaveAttribute('data-processed', 'true');
  await expect(unprocessed).toHaveCount(before - 1);

  // The roster of a booked child's activity on its nearest meeting day: the child, the health
  // details folded away, and the CSV.
  const director = await token(page.request, 'camp_directors', accounts.demoDirector);
  const { orders: list } = await call<{
    orders: { child_name: string | null; activity: { id: number } }[];
  }>(page.request, 'get', '/api/v1/camp_directors/orders', director);
  const booked = list.find((o) => o.child_name)!;
  await page.goto(`/camp-director/activity/${booked.activity.id}/roster`);
  await expect(page).toHaveURL(/roster\?date=\d{4}-\d{2}-\d{2}$/);
  await acceptCookies(page);
  const child = main(page).getByRole('article', { name: new RegExp(booked.child_name!) });
  await expect(child.first()).toBeVisible();
  await child.first().getByRole('button', { name: 'Health and contacts' }).click();
  await expect(child.first().getByRole('heading', { name: 'Authorised pickups' })).toBeVisible();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('button', { name: 'CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^roster-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  await shoot(page, info, 'director-roster');
});
