import { GRADE_LEVELS } from '@camp/shared/enums';

// The columns of the bulk-import spreadsheet: one per field of the activity form
// (packages/shared/src/activity.ts activityFieldsSchema). Location is inherited from the program,
// so it has no column. Headers are matched by name (case and spacing ignored), so a director may
// reorder columns; the template writes them in this order.

export type CellKind = 'text' | 'url' | 'date' | 'time' | 'number' | 'grade' | 'list' | 'campType';

export interface ImportColumn {
  key: ColumnKey;
  header: string;
  kind: CellKind;
  width: number;
  /** Shown as a note on the header cell of the template. */
  hint?: string;
  /** A file without this column is still read (the column came after files were made). */
  optionalHeader?: true;
}

export const COLUMN_KEYS = [
  'name',
  'url',
  'start_date',
  'end_date',
  'meeting_days',
  'price',
  'start_time',
  'end_time',
  'camp_type',
  'media_link',
  'optional_media_link',
  'description',
  'other_info',
  'details',
  'instructor',
  'camp_info_title',
  'camp_info_time',
  'grade_level_start',
  'grade_level_end',
  'age_min',
  'age_max',
  'interests',
  'skill_development',
  'total_seats',
  'reserved_seats',
  'fee',
  'what_to_bring',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

const GRADE_HINT = `Preschool, Kindergarten, 1st ... 12th (or -1 for Preschool, 0 for Kindergarten, 1-12). Optional; fill both or neither.`;

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'name', header: 'Name', kind: 'text', width: 30, hint: 'Required, up to 255 characters.' },
  { key: 'url', header: 'URL', kind: 'url', width: 34, hint: 'Required: the activity page.' },
  {
    key: 'start_date',
    header: 'Start date',
    kind: 'date',
    width: 13,
    hint: 'Required: a date (YYYY-MM-DD or MM/DD/YYYY).',
  },
  {
    key: 'end_date',
    header: 'End date',
    kind: 'date',
    width: 13,
    hint: 'Required: not before the start date.',
  },
  {
    key: 'meeting_days',
    header: 'Meeting days',
    kind: 'text',
    width: 16,
    hint: 'The days of the week it meets: Mon-Fri, Tue, Thu or Mon, Wed, Fri. Empty: Mon-Fri (every day for Overnight and Night-Out).',
    optionalHeader: true,
  },
  {
    key: 'price',
    header: 'Price',
    kind: 'number',
    width: 10,
    hint: 'Required: dollars, at least 1, at most 2 decimals.',
  },
  {
    key: 'start_time',
    header: 'Start time',
    kind: 'time',
    width: 11,
    hint: 'Required: 09:00 or 9:00 AM.',
  },
  {
    key: 'end_time',
    header: 'End time',
    kind: 'time',
    width: 11,
    hint: 'Required: 15:00 or 3:00 PM.',
  },
  {
    key: 'camp_type',
    header: 'Camp type',
    kind: 'campType',
    width: 13,
    hint: "Required: one of the camp types on the 'Allowed values' sheet.",
  },
  {
    key: 'media_link',
    header: 'Media link',
    kind: 'url',
    width: 34,
    hint: 'Required: a link to a photo or video.',
  },
  { key: 'optional_media_link', header: 'Optional media link', kind: 'url', width: 34 },
  { key: 'description', header: 'Description', kind: 'text', width: 40 },
  { key: 'other_info', header: 'Other info', kind: 'text', width: 30 },
  { key: 'details', header: 'Details', kind: 'text', width: 30 },
  { key: 'instructor', header: 'Instructor', kind: 'text', width: 20 },
  { key: 'camp_info_title', header: 'Camp info title', kind: 'text', width: 18 },
  { key: 'camp_info_time', header: 'Camp info time', kind: 'text', width: 16 },
  {
    key: 'grade_level_start',
    header: 'Grade level start',
    kind: 'grade',
    width: 17,
    hint: GRADE_HINT,
  },
  { key: 'grade_level_end', header: 'Grade level end', kind: 'grade', width: 16, hint: GRADE_HINT },
  {
    key: 'age_min',
    header: 'Age min',
    kind: 'number',
    width: 9,
    hint: 'Optional: 4 to 18; fill both ages or neither.',
  },
  {
    key: 'age_max',
    header: 'Age max',
    kind: 'number',
    width: 9,
    hint: 'Optional: 4 to 18, not below Age min.',
  },
  {
    key: 'interests',
    header: 'Interests',
    kind: 'list',
    width: 24,
    hint: "Required: interest names from the 'Allowed values' sheet, separated by commas.",
  },
  {
    key: 'skill_development',
    header: 'Skill development',
    kind: 'list',
    width: 28,
    hint: "Required: skills of the chosen interests ('Allowed values' sheet), separated by commas.",
  },
  {
    key: 'total_seats',
    header: 'Total seats',
    kind: 'number',
    width: 12,
    hint: 'Optional: a whole number.',
  },
  {
    key: 'reserved_seats',
    header: 'Reserved seats',
    kind: 'number',
    width: 15,
    hint: 'Optional: needs Total seats, and may not exceed it.',
  },
  { key: 'fee', header: 'Fee', kind: 'number', width: 9, hint: 'Optional: dollars, 0 or more.' },
  {
    key: 'what_to_bring',
    header: 'What to bring',
    kind: 'text',
    width: 30,
    hint: 'Optional: what a child brings, sent in the reminder e-mails (up to 1000 characters).',
    optionalHeader: true,
  },
];

export const COLUMN_BY_KEY = new Map(IMPORT_COLUMNS.map((c) => [c.key, c]));

/** Header text as matched: case, spaces, dashes and underscores ignored ('start_date' = 'Start Date'). */
export const headerKey = (text: string): string => text.toLowerCase().replace(/[\s_-]+/g, '');

export const COLUMN_BY_HEADER = new Map(IMPORT_COLUMNS.map((c) => [headerKey(c.header), c]));

const GRADE_BY_LABEL = new Map<string, number>(
  GRADE_LEVELS.map((g) => [g.label.toLowerCase(), g.value]),
);

/** 'Kindergarten' → 0, '3rd' → 3; undefined for anything else. */
export const gradeFromLabel = (text: string): number | undefined =>
  GRADE_BY_LABEL.get(text.trim().toLowerCase());

/** The name of the sheet the template puts activities on (otherwise the first sheet is read). */
export const ACTIVITIES_SHEET = 'Activities';
export const ALLOWED_VALUES_SHEET = 'Allowed values';
