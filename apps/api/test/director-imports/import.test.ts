import { createDeflateRaw } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_UPLOAD_INVALID } from '@camp/shared/upload';
import { CAMP_TYPES } from '@camp/shared/enums';
import { interests } from '../../src/db/schema/interests.js';
import { skillDevelopments } from '../../src/db/schema/skill-developments.js';
import { ZipRejected, openXlsxPackage } from '../../src/modules/catalog/imports/xlsx-package.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call } from '../auth/helpers.js';
import {
  PROGRAM_LOCATION,
  TEMPLATE_PATH,
  WORKBOOK_PARTS,
  activitiesOf,
  countAllActivities,
  exampleRow,
  fillTemplate,
  loadTemplate,
  makeDirector,
  makeProgram,
  makeZip,
  multipart,
  upload,
  type Director,
  type RowValues,
} from './helpers.js';

const HEADERS = [
  'Name',
  'URL',
  'Start date',
  'End date',
  'Meeting days',
  'Price',
  'Start time',
  'End time',
  'Camp type',
  'Media link',
  'Optional media link',
  'Description',
  'Other info',
  'Details',
  'Instructor',
  'Camp info title',
  'Camp info time',
  'Grade level start',
  'Grade level end',
  'Age min',
  'Age max',
  'Interests',
  'Skill development',
  'Total seats',
  'Reserved seats',
  'Fee',
  'What to bring',
];

const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

let t: TestApp;
let director: Director;
let programId: number;
/** Interest and skill names as the catalog has them. */
let academics: { id: number; name: string; skills: { id: number; name: string }[] };
let arts: { id: number; name: string; skills: { id: number; name: string }[] };

/** A valid row: every required column, plus the given changes. */
function row(changes: RowValues = {}): RowValues {
  return {
    Name: 'Robotics Lab',
    URL: 'https://camp.example.com/robotics',
    'Start date': utcDate('2030-06-10'),
    'End date': utcDate('2030-06-14'),
    Price: 300,
    'Start time': '09:00',
    'End time': '15:30',
    'Camp type': 'Day',
    'Media link': 'https://camp.example.com/robotics.jpg',
    Interests: academics.name,
    'Skill development': academics.skills[0]!.name,
    ...changes,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  director = await makeDirector(t);
  programId = (await makeProgram(t, director.id)).id;
  const groups = await t.db
    .select()
    .from(interests)
    .where(eq(interests.kind, 'activity'))
    .orderBy(asc(interests.position));
  const withSkills = async (g: (typeof groups)[number]) => ({
    id: g.id,
    name: g.name,
    skills: await t.db
      .select({ id: skillDevelopments.id, name: skillDevelopments.name })
      .from(skillDevelopments)
      .where(eq(skillDevelopments.interestId, g.id))
      .orderBy(asc(skillDevelopments.position)),
  });
  academics = await withSkills(groups[0]!);
  arts = await withSkills(groups[1]!);
});

afterAll(async () => {
  await t.close();
});

describe('GET the import template', () => {
  it('is public and has a column per activity field, an example row and the allowed values', async () => {
    const res = await call(t, 'GET', TEMPLATE_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="activities-template.xlsx"',
    );
    const wb = await loadTemplate(t);
    const sheet = wb.getWorksheet('Activities')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    const example = exampleRow(wb);
    expect(example.Name).toBe('Junior Soccer Day Camp');
    // The example's interest and skills fit a soccer camp.
    expect(example.Interests).toBe('Sports');
    expect(example['Skill development']).toBe('Soccer');

    const lists = wb.getWorksheet('Allowed values')!;
    const column = (n: number) =>
      (lists.getColumn(n).values as unknown[])
        .slice(2)
        .filter((v) => v !== undefined && v !== null);
    expect(column(1)).toEqual([...CAMP_TYPES]);
    expect(column(2)).toContain('Kindergarten');
    expect(column(2)).toContain('12th');
    expect(column(4)).toContain(academics.name);
    expect(column(5)).toContain(academics.skills[0]!.name);

    // Dropdowns on camp type (column I) and the grade columns (R, S).
    const validations = (
      sheet as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }
    ).dataValidations.model;
    expect(validations.I2).toMatchObject({
      type: 'list',
      formulae: ["'Allowed values'!$A$2:$A$8"],
    });
    expect(validations.R500).toMatchObject({ type: 'list' });
    expect(validations.S2).toMatchObject({ type: 'list' });
  });

  it('imports as it is: the example row is a valid activity', async () => {
    const other = await makeProgram(t, director.id);
    const template = await call(t, 'GET', TEMPLATE_PATH);
    const res = await upload(t, other.id, template.rawPayload, { token: director.token });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, count: 1, import_id: expect.any(Number) });
    const [created] = await activitiesOf(t, other.id);
    expect(created).toMatchObject({
      name: 'Junior Soccer Day Camp',
      ageMin: 6,
      ageMax: 10,
      meetingDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
    });
    expect(created!.whatToBring).toBe(
      'A packed lunch, a refillable water bottle and closed-toe shoes.',
    );
    expect(created!.gradeLevelStart).toBe(1);
    expect(created!.gradeLevelEnd).toBe(4);
  });
});

describe('POST an import', () => {
  it('creates every row with its interests, skills, SKU and the program location', async () => {
    const wb = await loadTemplate(t);
    const file = await fillTemplate(wb, [
      row({
        Name: 'Robotics Lab',
        Price: '1,250.50',
        Fee: 25,
        'Total seats': 20,
        'Reserved seats': 5,
        'Grade level start': 'Kindergarten',
        'Grade level end': '3rd',
        'Age min': 5,
        'Age max': 9,
        Interests: `${academics.name}, ${arts.name}`,
        'Skill development': `${academics.skills[0]!.name}, ${arts.skills[1]!.name}`,
        Description: 'Build   and program robots.',
        'Optional media link': 'camp.example.com/gallery',
        'What to bring': 'Closed-toe shoes',
      }),
      row({
        Name: 'Pottery Afternoons',
        // Typed as a US date and as Excel time cells (fractions of a day).
        'Start date': '07/01/2030',
        'End date': utcDate('2030-08-01'),
        'Start time': new Date(Date.UTC(1899, 11, 30, 15, 0)),
        'End time': 0.75,
        'Camp type': 'afterschool',
        'Grade level start': -1,
        'Grade level end': 0,
        Interests: arts.name,
        'Skill development': arts.skills[0]!.name,
      }),
      row({ Name: 'Coding Club', 'Camp type': 'Classes', Price: 40 }),
    ]);
    const before = await countAllActivities(t);
    const res = await upload(t, programId, file, { token: director.token });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, count: 3, import_id: expect.any(Number) });
    expect(await countAllActivities(t)).toBe(before + 3);

    const created = await activitiesOf(t, programId);
    expect(created.map((a) => a.name)).toEqual([
      'Robotics Lab',
      'Pottery Afternoons',
      'Coding Club',
    ]);
    const [robotics, pottery, coding] = created;
    expect(robotics).toMatchObject({
      url: 'https://camp.example.com/robotics',
      priceCents: 125050,
      feeCents: 2500,
      startDate: '2030-06-10',
      endDate: '2030-06-14',
      startTime: '09:00:00',
      endTime: '15:30:00',
      campType: 'Day',
      totalSeats: 20,
      reservedSeats: 5,
      gradeLevelStart: 0,
      gradeLevelEnd: 3,
      ageMin: 5,
      ageMax: 9,
      description: 'Build and program robots.',
      whatToBring: 'Closed-toe shoes',
      optionalMediaLink: 'https://camp.example.com/gallery',
      location: PROGRAM_LOCATION,
      latitude: 35.77,
      longitude: -78.64,
      parentActivityId: null,
    });
    expect(robotics!.interestIds.sort()).toEqual([academics.id, arts.id].sort());
    expect(robotics!.skillIds.sort()).toEqual([academics.skills[0]!.id, arts.skills[1]!.id].sort());
    expect(pottery).toMatchObject({
      startDate: '2030-07-01',
      endDate: '2030-08-01',
      startTime: '15:00:00',
      endTime: '18:00:00',
      campType: 'Afterschool',
      gradeLevelStart: -1,
      gradeLevelEnd: 0,
      ageMin: null,
      whatToBring: null,
      feeCents: 0,
      reservedSeats: 0,
      totalSeats: null,
    });
    expect(pottery!.interestIds).toEqual([arts.id]);
    expect(pottery!.skillIds).toEqual([arts.skills[0]!.id]);
    expect(coding).toMatchObject({ campType: 'Classes', priceCents: 4000 });
    const skus = created.map((a) => a.sku);
    for (const sku of skus) expect(sku).toMatch(new RegExp(`^P${programId}-[0-9A-Z]{8}$`));
    expect(new Set(skus).size).toBe(3);
  });

  it('reads workbooks of other spreadsheet programs: inline and rich shared strings, styled dates, formulas', async () => {
    const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const col = (i: number) => String.fromCharCode(65 + i);
    const inline = (ref: string, v: string) =>
      `<c r="${ref}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`;
    const serial = (iso: string) => (Date.parse(iso) - Date.UTC(1899, 11, 30)) / 86_400_000;
    // Made before the meeting days and what-to-bring columns: the cells below follow the older
    // column letters.
    const header = HEADERS.filter((h) => h !== 'Meeting days' && h !== 'What to bring')
      .map((h, i) => inline(`${col(i)}1`, h))
      .join('');
    const cells = [
      // Name: a shared string in two rich-text runs, with an entity and a phonetic guide.
      `<c r="A2" t="s"><v>0</v></c>`,
      inline('B2', 'https://camp.example.com/clay'),
      `<c r="C2" s="1"><v>${serial('2030-06-10')}</v></c>`,
      `<c r="D2" s="1"><v>${serial('2030-06-14')}</v></c>`,
      `<c r="E2"><f>100*2</f><v>200</v></c>`,
      `<c r="F2" s="2"><v>0.375</v></c>`,
      `<c r="G2" t="str"><f>TEXT(F2+0.25,"hh:mm")</f><v>15:00</v></c>`,
      inline('H2', 'Day'),
      inline('I2', 'https://camp.example.com/clay.jpg'),
      `<c r="P2" s="2"><v>0.364583333333333</v></c>`,
      `<c r="Q2"><v>0</v></c>`,
      inline('R2', '2nd'),
      inline('U2', arts.name),
      inline('V2', `${arts.skills[0]!.name},${arts.skills[1]!.name}`),
    ].join('');
    const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
    const rel = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
    const file = makeZip([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
            '<Override PartName="/xl/strings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
            '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
        ),
      },
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<?xml version="1.0"?><workbook ${ns} ${rel}><sheets><sheet name="Camps" sheetId="7" r:id="rId3"/></sheets></workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
            '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/sheets/first.xml"/></Relationships>',
        ),
      },
      {
        name: 'xl/strings.xml',
        data: Buffer.from(
          `<?xml version="1.0"?><sst ${ns}><si><r><t xml:space="preserve">Art </t></r><r><rPr><b/></rPr><t>&amp; Clay</t></r><rPh><t>ignored</t></rPh></si></sst>`,
        ),
      },
      {
        name: 'xl/styles.xml',
        data: Buffer.from(
          `<?xml version="1.0"?><styleSheet ${ns}><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="20"/></cellXfs></styleSheet>`,
        ),
      },
      {
        name: 'xl/sheets/first.xml',
        data: Buffer.from(
          `<?xml version="1.0"?><worksheet ${ns}><sheetData><row r="1">${header}</row><row r="2">${cells}</row><row r="3"/></sheetData></worksheet>`,
        ),
      },
    ]);
    const other = await makeProgram(t, director.id);
    const res = await upload(t, other.id, file, { token: director.token });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, count: 1, import_id: expect.any(Number) });
    const [created] = await activitiesOf(t, other.id);
    expect(created).toMatchObject({
      name: 'Art & Clay',
      priceCents: 20000,
      startDate: '2030-06-10',
      endDate: '2030-06-14',
      startTime: '09:00:00',
      endTime: '15:00:00',
      campInfoTime: '08:45',
      gradeLevelStart: 0,
      gradeLevelEnd: 2,
    });
    expect(created!.skillIds.sort()).toEqual([arts.skills[0]!.id, arts.skills[1]!.id].sort());
  });

  it('rejects the whole file when one row is bad, naming the row and the column', async () => {
    const wb = await loadTemplate(t);
    const file = await fillTemplate(wb, [row(), row({ Price: 'abc' }), row()]);
    const before = await countAllActivities(t);
    const res = await upload(t, programId, file, { token: director.token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { 'Row 3, Price': ['Price must be a number'] } });
    expect(await countAllActivities(t)).toBe(before);
  });

  it('reports every broken rule of every row with the form messages', async () => {
    const wb = await loadTemplate(t);
    const file = await fillTemplate(wb, [
      row({ Name: null, 'Camp type': 'Weekend', 'Start time': '25:00' }),
      row({ 'End date': utcDate('2030-06-01') }),
      row({ 'Start date': null }),
      row({
        'Grade level start': '3rd',
        'Grade level end': 'Kindergarten',
        'Age min': 3,
        'Age max': 9,
      }),
      row({ 'Total seats': 5, 'Reserved seats': 6 }),
      row({ Interests: 'Knitting', 'Skill development': 'Purling' }),
      row({ 'Skill development': arts.skills[0]!.name }),
      row({ Interests: null, 'Skill development': null, URL: 'not a url' }),
    ]);
    const before = await countAllActivities(t);
    const res = await upload(t, programId, file, { token: director.token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        'Row 2, Name': ['Name is required'],
        'Row 2, Camp type': ['Camp type is invalid'],
        'Row 2, Start time': ['Start time is invalid'],
        'Row 3, End date': ['End date must not be before start date'],
        'Row 4, Start date': ['Date fields must be fill'],
        'Row 5, Grade level end': ['End grade must not be before start grade'],
        'Row 5, Age min': ['Age level must be between 4 and 18'],
        'Row 6, Reserved seats': ["Reserved seats can't be more than total seats"],
        'Row 7, Interests': ["Interest 'Knitting' does not exist"],
        'Row 7, Skill development': ["Skill development 'Purling' does not exist"],
        'Row 8, Skill development': [
          `Skill development '${arts.skills[0]!.name}' is not a skill of the chosen interests`,
        ],
        'Row 9, URL': ['Url is invalid'],
        'Row 9, Interests': ['Interests is required'],
        'Row 9, Skill development': ['Skill development is required'],
      },
    });
    // Listed in reading order: by row, then by column.
    expect(Object.keys(res.json<{ errors: object }>().errors).slice(0, 3)).toEqual([
      'Row 2, Name',
      'Row 2, Start time',
      'Row 2, Camp type',
    ]);
    expect(Object.keys(res.json<{ errors: object }>().errors).slice(8, 10)).toEqual([
      'Row 7, Interests',
      'Row 7, Skill development',
    ]);
    expect(await countAllActivities(t)).toBe(before);
  });

  it('lists the first 100 errors and counts the rest', async () => {
    const wb = await loadTemplate(t);
    const file = await fillTemplate(
      wb,
      Array.from({ length: 120 }, () => row({ Price: 'abc' })),
    );
    const before = await countAllActivities(t);
    const res = await upload(t, programId, file, { token: director.token });
    expect(res.statusCode).toBe(422);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors)).toHaveLength(101);
    expect(errors['Row 101, Price']).toEqual(['Price must be a number']);
    expect(errors['Row 102, Price']).toBeUndefined();
    expect(errors.File).toEqual([
      '20 more errors are not listed; fix the ones above and upload again',
    ]);
    expect(await countAllActivities(t)).toBe(before);
  });

  it('reads meeting days as typed, defaults an empty cell, and names a bad value by row', async () => {
    const other = await makeProgram(t, director.id);
    const good = await fillTemplate(await loadTemplate(t), [
      row({ Name: 'Chess Club', 'Camp type': 'Classes', 'Meeting days': 'Tue/Thu' }),
      row({ Name: 'Robotics Week', 'Meeting days': null }),
      row({ Name: 'Sleepaway', 'Camp type': 'Overnight' }),
    ]);
    const res = await upload(t, other.id, good, { token: director.token });
    expect(res.statusCode, res.body).toBe(201);
    const days = Object.fromEntries(
      (await activitiesOf(t, other.id)).map((a) => [a.name, a.meetingDays]),
    );
    expect(days).toEqual({
      'Chess Club': ['tue', 'thu'],
      'Robotics Week': ['mon', 'tue', 'wed', 'thu', 'fri'],
      Sleepaway: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    });

    const bad = await fillTemplate(await loadTemplate(t), [
      row(),
      row({ 'Meeting days': 'Tuesdays and Funday' }),
      // Jun 10-14, 2030 is Monday to Friday: a Sunday class never meets.
      row({ 'Meeting days': 'Sun' }),
    ]);
    const before = await countAllActivities(t);
    const refused = await upload(t, programId, bad, { token: director.token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: {
        'Row 3, Meeting days': [
          'Meeting days must be days of the week, such as Mon, Wed, Fri or Mon-Fri',
        ],
        'Row 4, Meeting days': [
          'Meeting days must include at least one day between the start and end dates',
        ],
      },
    });
    expect(await countAllActivities(t)).toBe(before);
  });

  it('reads a file made before the meeting days column, with the default days', async () => {
    const other = await makeProgram(t, director.id);
    const wb = await loadTemplate(t);
    wb.getWorksheet('Activities')!.spliceColumns(5, 1); // Meeting days
    const res = await upload(t, other.id, await fillTemplate(wb, [row()]), {
      token: director.token,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [created] = await activitiesOf(t, other.id);
    expect(created!.meetingDays).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
  });

  it('names a missing column, and refuses a file without activities', async () => {
    const wb = await loadTemplate(t);
    const sheet = wb.getWorksheet('Activities')!;
    sheet.spliceColumns(6, 1); // Price
    const missing = await fillTemplate(wb, [row({ Price: undefined })]);
    const res = await upload(t, programId, missing, { token: director.token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { 'Row 1': ["Column 'Price' is missing"] } });

    const empty = await fillTemplate(await loadTemplate(t), []);
    const res2 = await upload(t, programId, empty, { token: director.token });
    expect(res2.statusCode).toBe(422);
    expect(res2.json()).toEqual({ errors: { File: ['The file has no activities'] } });
  });

  it('accepts only .xlsx content, whatever the file is called', async () => {
    const before = await countAllActivities(t);
    const cases = [
      Buffer.from('Name,URL\nRobotics,https://example.com\n'), // a CSV renamed .xlsx
      Buffer.from('%PDF-1.7 not a spreadsheet'),
      makeZip([{ name: 'readme.txt', data: Buffer.from('a ZIP, but no workbook') }]),
    ];
    for (const content of cases) {
      const res = await upload(t, programId, content, {
        token: director.token,
        filename: 'activities.xlsx',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { File: [BULK_UPLOAD_INVALID] } });
    }
    expect(await countAllActivities(t)).toBe(before);
  });

  it('needs a file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/camp_directors/activity_providers/${programId}/imports`,
      payload: { file: 'nothing' },
      headers: { authorization: `Bearer ${director.token}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { File: ['Choose an .xlsx file to upload'] } });
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    const res = await upload(t, programId, big, { token: director.token });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: { File: ['The file is too large (at most 10 MB)'] } });
  });

  it('refuses more than 10,000 rows', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Activities');
    sheet.addRow(HEADERS);
    for (let i = 0; i < 10_001; i += 1) sheet.addRow([`Camp ${i}`]);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const before = await countAllActivities(t);
    const res = await upload(t, programId, file, { token: director.token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        File: ['The file has more than 10,000 rows (at most 10,000 activities per file)'],
      },
    });
    expect(await countAllActivities(t)).toBe(before);
  });

  it('refuses decompression bombs before inflating them, whether they declare their size or hide it', async () => {
    // 200 MB of zeros deflates to about 200 KB.
    const huge = 200 * 1024 * 1024;
    const compressed = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const deflate = createDeflateRaw({ level: 9 });
      deflate.on('data', (c: Buffer) => chunks.push(c));
      deflate.on('end', () => resolve(Buffer.concat(chunks)));
      deflate.on('error', reject);
      const mb = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < huge / mb.length; i += 1) deflate.write(mb);
      deflate.end();
    });
    expect(compressed.length).toBeLessThan(1024 * 1024);
    const sheet = { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(0), compressed };
    const honest = makeZip([...WORKBOOK_PARTS, { ...sheet, declaredSize: huge }]);
    const lying = makeZip([...WORKBOOK_PARTS, { ...sheet, declaredSize: 1000 }]);
    // Which bound refused each one: the honest bomb on its declared size, before any inflating;
    // the lying one as soon as inflating passed the 1,000 bytes it declared (the inflater's
    // output limit), not after producing its 200 MB.
    const refusal = async (buf: Buffer) => {
      try {
        await openXlsxPackage(buf);
      } catch (err) {
        if (err instanceof ZipRejected) return `${err.reason}: ${err.message}`;
        throw err;
      }
      return 'accepted';
    };
    expect(await refusal(honest)).toBe('too_large: declared size over the limit');
    expect(await refusal(lying)).toBe(
      'too_large: entry xl/worksheets/sheet1.xml inflates past its declared size',
    );
    const before = await countAllActivities(t);
    for (const bomb of [honest, lying]) {
      const res = await upload(t, programId, bomb, { token: director.token });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        errors: { File: ['The file expands to too much data to be a spreadsheet of activities'] },
      });
    }
    expect(await countAllActivities(t)).toBe(before);
  });

  it("answers 404 for another director's program or a missing one, and changes nothing", async () => {
    const other = await makeDirector(t);
    const othersProgram = await makeProgram(t, other.id);
    const file = await fillTemplate(await loadTemplate(t), [row()]);
    const before = await countAllActivities(t);
    for (const id of [othersProgram.id, 999_999, 'abc']) {
      const res = await upload(t, id, file, { token: director.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        errors: { _base: ['Program not found'] },
        _base: ['Program not found'],
      });
    }
    expect(await countAllActivities(t)).toBe(before);
  });

  it('limits imports to 10 a minute per client', async () => {
    const file = Buffer.from('not a workbook');
    const send = () => {
      const body = multipart(file);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/camp_directors/activity_providers/${programId}/imports`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${director.token}` },
        remoteAddress: '10.250.0.1',
      });
    };
    for (let i = 0; i < 10; i += 1) expect((await send()).statusCode).toBe(422);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors._base[0]).toMatch(/^Too many requests/);
  });

  it('is documented in the OpenAPI document', async () => {
    const res = await call(t, 'GET', '/api/docs/json');
    const paths = res.json<{ paths: Record<string, unknown> }>().paths;
    expect(paths).toHaveProperty(['/api/v1/camp_directors/activity_providers/{id}/imports']);
    expect(paths).toHaveProperty(['/api/v1/camp_directors/download_templates/activities']);
  });

  it('needs a signed-in camp director', async () => {
    const file = await fillTemplate(await loadTemplate(t), [row()]);
    const before = await countAllActivities(t);
    const res = await upload(t, programId, file);
    expect(res.statusCode).toBe(401);
    expect(await countAllActivities(t)).toBe(before);
  });
});
