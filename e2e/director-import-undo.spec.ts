import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from './fixtures';
import { accounts, call, token } from './api-support';
import { acceptCookies, expectNotification, shoot, signIn } from './support';

// The demo director imports three activities into a program, deletes one of them with
// 'Delete selected', then undoes the import: the two left go too. The rows start on a day of
// their own, so the list's date filter shows just them.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const NAMES = ['Undo Kayak', 'Undo Chess', 'Undo Drums'].map((n) => `${n} ${RUN}`);
const START = new Date(Date.UTC(2031, 6, 7));
const END = new Date(Date.UTC(2031, 6, 11));

const main = (page: Page) => page.getByRole('main');

async function workbookOf(page: Page): Promise<string> {
  const template = await page.request.get('/api/v1/camp_directors/download_templates/activities');
  expect(template.ok()).toBe(true);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await template.body()) as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('Activities')!;
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const example = sheet.getRow(2);
  const values = headers.map((_h, column) => example.getCell(column).value);
  NAMES.forEach((name, i) => {
    const row = sheet.getRow(i + 2);
    headers.forEach((header, column) => {
      if (column === 0) return;
      row.getCell(column).value =
        header === 'Name'
          ? name
          : header === 'Start date'
            ? START
            : header === 'End date'
              ? END
              : values[column]!;
    });
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'camp-e2e-undo-')), 'activities.xlsx');
  writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
  return file;
}

test('a director imports activities, deletes one of them, then undoes the import', async ({
  page,
}, info) => {
  const director = await token(page.request, 'camp_directors', accounts.demoDirector);
  const programs = Object.values(
    await call<Record<string, { id: number }[]>>(
      page.request,
      'get',
      '/api/v1/camp_directors/activity_providers',
      director,
    ),
  ).find((v) => Array.isArray(v))!;
  const programId = programs[0]!.id;
  const file = await workbookOf(page);

  await signIn(
    page,
    '/camp-director/sign-in',
    accounts.demoDirector.email,
    accounts.demoDirector.password,
  );
  await acceptCookies(page);
  await page.goto(`/camp-director/program/${programId}/create-activity`);
  await main(page).getByRole('button', { name: 'Upload activity', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload activity with XLSX file' });
  await dialog.getByLabel('Choose file').setInputFiles(file);
  await expectNotification(page, 'The file was successfully uploaded', () =>
    dialog.getByRole('button', { name: 'Upload', exact: true }).click(),
  );

  await main(page).getByRole('textbox', { name: 'From', exact: true }).fill('2031-07-07');
  await main(page).getByRole('textbox', { name: 'To', exact: true }).fill('2031-07-11');
  await expect(main(page).getByRole('article')).toHaveCount(3);

  await main(page)
    .getByRole('checkbox', { name: `Select ${NAMES[1]}` })
    .check();
  await shoot(page, info, 'activities-selected');
  await main(page).getByRole('button', { name: 'Delete selected (1)' }).click();
  await expectNotification(page, '1 activity was deleted', () =>
    page
      .getByRole('dialog', { name: 'Delete 1 selected activity?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click(),
  );
  await expect(main(page).getByRole('article')).toHaveCount(2);

  const imports = main(page).getByRole('region', { name: 'Imports' });
  await imports
    .getByRole('button', { name: /^Undo the import of/ })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(confirm.getByText(/All 3 activities it created/)).toBeVisible();
  await shoot(page, info, 'undo-import-confirm');
  await expectNotification(page, 'The import was undone: 2 activities deleted', () =>
    confirm.getByRole('button', { name: 'Undo import' }).click(),
  );
  await expect(main(page).getByRole('article')).toHaveCount(0);
  await expect(imports.getByText(/^Undone /).first()).toBeVisible();
  await shoot(page, info, 'import-undone');
});
