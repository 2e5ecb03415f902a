import type ExcelJS from 'exceljs';
import { GRADE_LEVELS } from '@camp/shared/enums';
import {
  ACTIVITIES_SHEET,
  ALLOWED_VALUES_SHEET,
  COLUMN_BY_KEY,
  IMPORT_COLUMNS,
  type ColumnKey,
} from './columns.js';
import { MAX_IMPORT_ROWS } from './limits.js';

export interface InterestWithSkills {
  name: string;
  skills: string[];
}

interface DataValidations {
  add(range: string, validation: ExcelJS.DataValidation): void;
}

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The example row's interest and skills, which fit its soccer camp. When the catalog has no such
 * interest or skill they are left blank rather than filled with ones that do not fit.
 */
const EXAMPLE_INTEREST = 'Sports';
const EXAMPLE_SKILLS = ['Soccer'];

function exampleTags(interests: readonly InterestWithSkills[]) {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();
  const interest = interests.find((i) => same(i.name, EXAMPLE_INTEREST));
  const skills = (interest?.skills ?? []).filter((s) => EXAMPLE_SKILLS.some((e) => same(s, e)));
  return {
    interests: interest?.name ?? null,
    skill_development: skills.length ? skills.join(', ') : null,
  };
}

/** The example row: a week-long day camp starting on a Monday about six weeks from `today`. */
function exampleRow(
  today: Date,
  interests: readonly InterestWithSkills[],
  campTypes: readonly string[],
) {
  let start = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + 42 * DAY,
  );
  start = new Date(start.getTime() + ((8 - start.getUTCDay()) % 7) * DAY);
  const end = new Date(start.getTime() + 4 * DAY);
  const tags = exampleTags(interests);
  const values: Record<ColumnKey, string | number | Date | null> = {
    name: 'Junior Soccer Day Camp',
    url: 'https://example.com/camps/junior-soccer',
    start_date: new Date(`${isoDate(start)}T00:00:00Z`),
    end_date: new Date(`${isoDate(end)}T00:00:00Z`),
    meeting_days: 'Mon-Fri',
    price: 250,
    start_time: '09:00',
    end_time: '15:00',
    camp_type: campTypes.includes('Day') ? 'Day' : (campTypes[0] ?? null),
    media_link: 'https://example.com/camps/junior-soccer/photo.jpg',
    optional_media_link: null,
    description:
      'Skill stations, small-sided games and coaching that builds confidence as much as technique.',
    other_info: 'Extended care is available for an additional fee.',
    details: 'Small groups by age, with a coach for every eight players.',
    what_to_bring: 'A packed lunch, a refillable water bottle and closed-toe shoes.',
    instructor: 'Maya Thompson',
    camp_info_title: 'Drop-off',
    camp_info_time: '8:45 AM',
    grade_level_start: '1st',
    grade_level_end: '4th',
    age_min: 6,
    age_max: 10,
    interests: tags.interests,
    skill_development: tags.skill_development,
    total_seats: 20,
    reserved_seats: 0,
    fee: 25,
  };
  return IMPORT_COLUMNS.map((c) => values[c.key]);
}

/** Excel column letter of a 1-based index (1 → A, 27 → AA). */
function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26))
    s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

const letterOf = (key: ColumnKey) =>
  columnLetter(IMPORT_COLUMNS.indexOf(COLUMN_BY_KEY.get(key)!) + 1);

/**
 * The downloadable template: an 'Activities' sheet with a header per activity field, a note on
 * each header and one example row; an 'Allowed values' sheet listing camp types, grade levels,
 * interests and their skills; list dropdowns on the camp type and grade columns.
 */
export async function buildTemplate(
  today: Date,
  interests: readonly InterestWithSkills[],
  campTypes: readonly string[],
): Promise<Buffer> {
  // Loaded on the first download, not at start: exceljs is the slowest of the product's modules
  // to load, and only this template uses it.
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  wb.creator = 'Camp Concierge';
  wb.created = today;

  const sheet = wb.addWorksheet(ACTIVITIES_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
  IMPORT_COLUMNS.forEach((c, i) => {
    if (c.hint) header.getCell(i + 1).note = c.hint;
  });
  sheet.addRow(exampleRow(today, interests, campTypes));
  for (const key of ['start_date', 'end_date'] as const) sheet.getColumn(key).numFmt = 'yyyy-mm-dd';
  // Times stay text as typed ('09:00', '9:00 AM'); Excel time cells are read as well.
  for (const key of ['start_time', 'end_time'] as const) sheet.getColumn(key).numFmt = '@';

  const lists = wb.addWorksheet(ALLOWED_VALUES_SHEET);
  lists.columns = [
    { header: 'Camp type', key: 'campType', width: 14 },
    { header: 'Grade level', key: 'grade', width: 14 },
    { header: 'Grade number', key: 'gradeNumber', width: 14 },
    { header: 'Interest', key: 'interest', width: 22 },
    { header: 'Skill development', key: 'skill', width: 24 },
  ];
  lists.getRow(1).font = { bold: true };
  const skillRows = interests.flatMap((i) => i.skills.map((s) => [i.name, s] as const));
  const height = Math.max(campTypes.length, GRADE_LEVELS.length, skillRows.length);
  for (let r = 0; r < height; r += 1) {
    lists.addRow({
      campType: campTypes[r] ?? null,
      grade: GRADE_LEVELS[r]?.label ?? null,
      gradeNumber: GRADE_LEVELS[r]?.value ?? null,
      interest: skillRows[r]?.[0] ?? null,
      skill: skillRows[r]?.[1] ?? null,
    });
  }

  const lastRow = MAX_IMPORT_ROWS + 1;
  const listRef = (column: string, count: number) =>
    `'${ALLOWED_VALUES_SHEET}'!$${column}$2:$${column}$${count + 1}`;
  // exceljs 4.4 writes range validations (worksheet.dataValidations) but its types omit them.
  const validations = (sheet as unknown as { dataValidations: DataValidations }).dataValidations;
  const campType = letterOf('camp_type');
  validations.add(`${campType}2:${campType}${lastRow}`, {
    type: 'list',
    allowBlank: true,
    formulae: [listRef('A', campTypes.length)],
    showErrorMessage: true,
    errorTitle: 'Camp type',
    error: "Choose a camp type from the 'Allowed values' sheet.",
  });
  for (const key of ['grade_level_start', 'grade_level_end'] as const) {
    const col = letterOf(key);
    validations.add(`${col}2:${col}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [listRef('B', GRADE_LEVELS.length)],
      // A warning, not a stop: grade numbers (-1 to 12) are accepted too.
      showErrorMessage: true,
      errorStyle: 'warning',
      errorTitle: 'Grade level',
      error: 'Use a grade level from the list, or a number from -1 (Preschool) to 12.',
    });
  }

  return Buffer.from(await wb.xlsx.writeBuffer());
}
