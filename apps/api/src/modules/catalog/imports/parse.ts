import { AGE_MAX, AGE_MIN } from '@camp/shared/enums';
import { ACTIVITY_MESSAGES, activitySchema, isIsoDate, type Activity } from '@camp/shared/activity';
import type { ErrorMap } from '../../../lib/app-error.js';
import {
  ACTIVITIES_SHEET,
  COLUMN_BY_HEADER,
  COLUMN_BY_KEY,
  IMPORT_COLUMNS,
  gradeFromLabel,
  headerKey,
  type ColumnKey,
  type ImportColumn,
} from './columns.js';
import {
  FILE_LABEL,
  HEADER_LABEL,
  IMPORT_MESSAGES,
  MAX_ERROR_LABELS,
  MAX_IMPORT_ROWS,
} from './limits.js';
import {
  readSheet,
  SheetTooLong,
  SheetUnreadable,
  type Cell,
  type SheetRow,
} from './sheet-reader.js';
import type { XlsxPackage } from './xlsx-package.js';

/** Interest, skill and camp type names of the catalog, for resolving the names in the sheet. */
export interface Catalog {
  interests: ReadonlyArray<{ id: number; name: string }>;
  skills: ReadonlyArray<{ id: number; name: string; interestId: number }>;
  /** Every camp type, retired ones too (a retired one is refused with its own message). */
  campTypes: ReadonlyArray<{ name: string; retired: boolean }>;
}

export type ParseResult =
  { ok: true; activities: Activity[] } | { ok: false; errors: ErrorMap; status: 413 | 422 };

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const pad = (n: number) => String(n).padStart(2, '0');

function dateText(v: Cell): string | null {
  if (v === null) return null;
  // exceljs reads date cells as UTC midnight of the day shown.
  if (v instanceof Date)
    return Number.isNaN(v.getTime()) ? 'invalid' : v.toISOString().slice(0, 10);
  if (typeof v === 'number')
    return new Date(EXCEL_EPOCH + Math.round(v) * 86_400_000).toISOString().slice(0, 10);
  const text = v.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) {
    const iso = `${us[3]}-${pad(Number(us[1]))}-${pad(Number(us[2]))}`;
    return isIsoDate(iso) ? iso : text;
  }
  return text;
}

function timeText(v: Cell): string | null {
  if (v === null) return null;
  let minutes: number;
  if (v instanceof Date)
    minutes = v.getUTCHours() * 60 + v.getUTCMinutes() + Math.round(v.getUTCSeconds() / 60);
  else if (typeof v === 'number') minutes = Math.round((v - Math.floor(v)) * 1440);
  else return v;
  minutes %= 1440;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A cell as text; a date cell as YYYY-MM-DD, a time-only cell ('8:45 AM' typed) as HH:mm. */
function textOf(v: Cell): string | null {
  if (v === null) return null;
  if (!(v instanceof Date)) return String(v);
  return v.getTime() < EXCEL_EPOCH + 86_400_000 ? timeText(v) : v.toISOString().slice(0, 10);
}

const splitList = (v: Cell): string[] =>
  (textOf(v) ?? '')
    .split(/[,;\n]/)
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter((s) => s !== '');

/** The form value of a cell (what the activity form would send for it). */
function formValue(
  kind: ImportColumn['kind'],
  v: Cell,
  campTypeByLower: ReadonlyMap<string, string>,
): unknown {
  switch (kind) {
    case 'date':
      return dateText(v);
    case 'time':
      return timeText(v) ?? undefined;
    case 'number':
      return typeof v === 'number' ? v : (textOf(v) ?? null);
    case 'grade': {
      if (typeof v === 'number') return v;
      const text = textOf(v);
      if (text === null) return null;
      return gradeFromLabel(text) ?? text;
    }
    case 'campType': {
      const text = textOf(v)?.trim() ?? '';
      return campTypeByLower.get(text.toLowerCase()) ?? text;
    }
    default:
      return textOf(v) ?? undefined;
  }
}

/** Collects 'Row N, Column' → messages, keeping the answer to a readable size. */
class ErrorCollector {
  readonly errors: ErrorMap = {};
  private labels = 0;
  private dropped = 0;

  add(label: string, message: string): void {
    const list = this.errors[label];
    if (list) {
      if (!list.includes(message)) list.push(message);
    } else if (this.labels < MAX_ERROR_LABELS) {
      this.errors[label] = [message];
      this.labels += 1;
    } else {
      this.dropped += 1;
    }
  }

  get any(): boolean {
    return this.labels > 0;
  }

  /** The errors in reading order: by row, then by the template's column order. */
  finish(): ErrorMap {
    const position = (label: string): [number, number] => {
      const m = /^Row (\d+), (.+)$/.exec(label);
      if (!m) return [Number.MAX_SAFE_INTEGER, 0];
      const column = COLUMN_BY_HEADER.get(headerKey(m[2]!));
      return [Number(m[1]), column ? IMPORT_COLUMNS.indexOf(column) : IMPORT_COLUMNS.length];
    };
    const sorted: ErrorMap = {};
    const labels = Object.keys(this.errors).sort((a, b) => {
      const [pa, pb] = [position(a), position(b)];
      return pa[0] - pb[0] || pa[1] - pb[1];
    });
    for (const label of labels) sorted[label] = this.errors[label]!;
    if (this.dropped > 0) {
      (sorted[FILE_LABEL] ??= []).push(IMPORT_MESSAGES.moreErrors(this.dropped));
    }
    return sorted;
  }
}

const fail = (status: 413 | 422, message: string): ParseResult => ({
  ok: false,
  status,
  errors: { [FILE_LABEL]: [message] },
});

/** Which column a schema issue belongs to (the date and age pairs span two columns). */
function columnOfIssue(
  path: readonly PropertyKey[],
  raw: Record<ColumnKey, unknown>,
): ColumnKey | 'location' {
  const [field, index] = path;
  switch (field) {
    case 'date': {
      if (index === 0) return 'start_date';
      if (index === 1) return 'end_date';
      const start = raw.start_date;
      return typeof start === 'string' && isIsoDate(start) ? 'end_date' : 'start_date';
    }
    case 'age_level': {
      if (index === 0) return 'age_min';
      if (index === 1) return 'age_max';
      const ok = (v: unknown) => {
        const n = typeof v === 'number' ? v : Number(String(v ?? '').trim());
        return Number.isInteger(n) && n >= AGE_MIN && n <= AGE_MAX && String(v ?? '').trim() !== '';
      };
      return ok(raw.age_min) ? 'age_max' : 'age_min';
    }
    case 'interest_ids':
      return 'interests';
    case 'location':
      return 'location';
    default:
      return COLUMN_BY_KEY.has(field as ColumnKey) ? (field as ColumnKey) : 'name';
  }
}

/** The header row's columns by index, or the failure naming the required columns missing. */
function headerColumns(rows: SheetRow[]): Map<number, ImportColumn> | ParseResult {
  const byIndex = new Map<number, ImportColumn>();
  const header = rows[0]?.rowNumber === 1 ? rows[0].cells : new Map<number, Cell>();
  for (const [col, value] of header) {
    const text = textOf(value);
    const column = text ? COLUMN_BY_HEADER.get(headerKey(text)) : undefined;
    if (column && ![...byIndex.values()].includes(column)) byIndex.set(col, column);
  }
  const present = new Set([...byIndex.values()].map((c) => c.key));
  const missing = IMPORT_COLUMNS.filter((c) => !present.has(c.key) && !c.optionalHeader);
  if (missing.length > 0) {
    return {
      ok: false as const,
      status: 422,
      errors: { [HEADER_LABEL]: missing.map((c) => IMPORT_MESSAGES.columnMissing(c.header)) },
    };
  }

  return byIndex;
}

interface TagLookups {
  interestByName: Map<string, number>;
  skillsByName: Map<string, { id: number; interestId: number }[]>;
}

/** The catalog's interests and skills by their lower-cased names. */
function tagLookups(catalog: Catalog): TagLookups {
  const interestByName = new Map(catalog.interests.map((i) => [i.name.toLowerCase(), i.id]));
  const skillsByName = new Map<string, { id: number; interestId: number }[]>();
  for (const s of catalog.skills) {
    const key = s.name.toLowerCase();
    const list = skillsByName.get(key);
    if (list) list.push(s);
    else skillsByName.set(key, [s]);
  }

  return { interestByName, skillsByName };
}

/** A row's interests and skills: names → ids; a skill must belong to one of the row's interests. */
function tagIdsOf(
  cells: Record<ColumnKey, Cell>,
  tags: TagLookups,
  report: (key: ColumnKey, message: string) => void,
) {
  let interestIds: number[] | undefined;
  const interestNames = splitList(cells.interests);
  if (interestNames.length > 0) {
    interestIds = [];
    for (const name of interestNames) {
      const id = tags.interestByName.get(name.toLowerCase());
      if (id === undefined) report('interests', IMPORT_MESSAGES.interestUnknown(name));
      else interestIds.push(id);
    }
  }
  let skillIds: number[] | undefined;
  const skillNames = splitList(cells.skill_development);
  if (skillNames.length > 0) {
    skillIds = [];
    const chosen = new Set(interestIds ?? []);
    for (const name of skillNames) {
      const candidates = tags.skillsByName.get(name.toLowerCase());
      const match = candidates?.filter((s) => chosen.has(s.interestId)) ?? [];
      if (!candidates) report('skill_development', IMPORT_MESSAGES.skillUnknown(name));
      else if (match.length === 0) {
        // Without valid interests the interest error already explains it.
        if (interestIds && interestIds.length === interestNames.length) {
          report('skill_development', IMPORT_MESSAGES.skillNotOfInterests(name));
        }
      } else skillIds.push(...match.map((s) => s.id));
    }
  }

  return { interestIds, skillIds, interestNames, skillNames };
}

/** A row's cells as the activity form submits them (activitySchema's input). */
function formInput(
  raw: Record<ColumnKey, unknown>,
  location: string,
  interestIds: number[] | undefined,
  skillIds: number[] | undefined,
) {
  const bothAgesEmpty = raw.age_min === null && raw.age_max === null;
  const input = {
    name: raw.name,
    url: raw.url,
    date: [raw.start_date, raw.end_date],
    // Empty (or no column): the default meeting days for the dates and camp type.
    meeting_days: raw.meeting_days ?? undefined,
    price: raw.price,
    start_time: raw.start_time,
    end_time: raw.end_time,
    camp_type: raw.camp_type,
    location,
    media_link: raw.media_link,
    optional_media_link: raw.optional_media_link ?? null,
    description: raw.description ?? null,
    other_info: raw.other_info ?? null,
    details: raw.details ?? null,
    what_to_bring: raw.what_to_bring ?? null,
    instructor: raw.instructor ?? null,
    camp_info_title: raw.camp_info_title ?? null,
    camp_info_time: raw.camp_info_time ?? null,
    grade_level_start: raw.grade_level_start,
    grade_level_end: raw.grade_level_end,
    age_level: bothAgesEmpty ? null : [raw.age_min ?? '', raw.age_max ?? ''],
    interest_ids: interestIds,
    skill_development: skillIds,
    total_seats: raw.total_seats,
    reserved_seats: raw.reserved_seats,
    fee: raw.fee,
  };
  return input;
}

interface CampTypeLookups {
  /** Lower-cased name → the name as the catalog spells it. */
  byLower: ReadonlyMap<string, string>;
  retired: ReadonlySet<string>;
}

function campTypeLookups(catalog: Catalog): CampTypeLookups {
  return {
    byLower: new Map(catalog.campTypes.map((c) => [c.name.toLowerCase(), c.name])),
    retired: new Set(catalog.campTypes.filter((c) => c.retired).map((c) => c.name)),
  };
}

/** A typed camp type must be one of the catalog's (whatever its case) and not retired. */
function campTypeErrorOf(value: unknown, campTypes: CampTypeLookups): string | null {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') return null; // The form's rules answer an empty cell.
  if (!campTypes.byLower.has(name.toLowerCase())) return ACTIVITY_MESSAGES.campTypeInvalid;
  if (campTypes.retired.has(name)) return ACTIVITY_MESSAGES.campTypeRetired;
  return null;
}

/**
 * Reads and validates every activity row of a workbook with the activity form's rules
 * (activitySchema) plus the catalog's interest and skill names. All rows are checked in one pass
 * and every error is reported; any error means nothing is imported.
 */
export function parseActivities(
  pkg: XlsxPackage,
  opts: { location: string; catalog: Catalog },
): ParseResult {
  let rows;
  try {
    // The header row plus the activities: a file with a million rows stops being read there.
    rows = readSheet(pkg, ACTIVITIES_SHEET, { maxRows: MAX_IMPORT_ROWS + 1 });
  } catch (err) {
    if (err instanceof SheetTooLong) return fail(422, IMPORT_MESSAGES.tooManyRows);
    if (err instanceof SheetUnreadable) return fail(422, IMPORT_MESSAGES.unreadable);
    throw err;
  }

  const byIndex = headerColumns(rows);
  if (!(byIndex instanceof Map)) return byIndex;

  const tags = tagLookups(opts.catalog);
  const campTypes = campTypeLookups(opts.catalog);
  const collector = new ErrorCollector();
  const activities: Activity[] = [];
  let count = 0;
  for (const { rowNumber, cells: row } of rows) {
    if (rowNumber === 1) continue;
    const cells = {} as Record<ColumnKey, Cell>;
    let empty = true;
    for (const [col, column] of byIndex) {
      let v = row.get(col) ?? null;
      if (typeof v === 'string' && v.trim() === '') v = null;
      if (v !== null) empty = false;
      cells[column.key] = v;
    }
    if (empty) continue;
    count += 1;
    if (count > MAX_IMPORT_ROWS) return fail(422, IMPORT_MESSAGES.tooManyRows);
    const label = (key: ColumnKey | 'location') =>
      `Row ${rowNumber}, ${key === 'location' ? 'Location' : COLUMN_BY_KEY.get(key)!.header}`;

    const raw = {} as Record<ColumnKey, unknown>;
    for (const column of IMPORT_COLUMNS)
      // A column the file does not have (an optional one) reads as an empty cell.
      raw[column.key] = formValue(column.kind, cells[column.key] ?? null, campTypes.byLower);

    // Interests and skills: names → ids; a skill must belong to one of the row's interests.
    const { interestIds, skillIds, interestNames, skillNames } = tagIdsOf(
      cells,
      tags,
      (key, message) => collector.add(label(key), message),
    );

    const campTypeError = campTypeErrorOf(raw.camp_type, campTypes);
    if (campTypeError) collector.add(label('camp_type'), campTypeError);

    const input = formInput(raw, opts.location, interestIds, skillIds);
    const parsed = activitySchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = columnOfIssue(issue.path, raw);
        // A list made empty by unknown names already has its own error.
        if (
          (column === 'interests' && interestNames.length > 0) ||
          (column === 'skill_development' && skillNames.length > 0)
        ) {
          continue;
        }
        collector.add(label(column), issue.message);
      }
    } else if (!collector.any) {
      activities.push(parsed.data);
    }
  }

  if (collector.any) return { ok: false, status: 422, errors: collector.finish() };
  if (activities.length === 0) return fail(422, IMPORT_MESSAGES.noRows);
  return { ok: true, activities };
}
