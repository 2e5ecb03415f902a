import { z } from 'zod';
import { AGE_MAX, AGE_MIN } from './enums';

/** The longest camp type name (the camp_types table's). */
export const CAMP_TYPE_NAME_MAX = 80;
import { idField, idListField, optionalNumberField, numberField, parseNumberInput } from './number';
import { optionalText, optionalUrl, requiredText, urlField, whenMissing } from './text';
import { MEETING_DAYS_MESSAGES, meetingSpan, type Weekday } from './meeting-days';
import { meetingDaysField } from './meeting-days-schema';

// The activity form of the camp director area (create, edit, duplicate) and the specialist's
// activity edit. Sent as { activity: {...} }.
// Money is in dollars here (as typed); the API stores cents (`toCents` in number.ts).

export const ACTIVITY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  urlRequired: 'Url is required',
  urlInvalid: 'Url is invalid',
  dateRequired: 'Date is required',
  dateBothEnds: 'Date fields must be fill',
  dateInvalid: 'Date is invalid',
  dateOrder: 'End date must not be before start date',
  priceRequired: 'Price is required',
  priceMin: 'Price must be more than or equal to 1',
  priceInvalid: 'Price must be a number',
  priceDecimals: 'Price can have at most 2 decimals',
  priceMax: 'Price is too high',
  startTimeRequired: 'Start time is required',
  startTimeInvalid: 'Start time is invalid',
  endTimeRequired: 'End time is required',
  endTimeInvalid: 'End time is invalid',
  campTypeRequired: 'Camp type is required',
  campTypeInvalid: 'Camp type is invalid',
  campTypeRetired: 'Camp type is retired: choose another one',
  locationRequired: 'Location is required',
  mediaLinkRequired: 'Media link is required',
  mediaLinkInvalid: 'Media link is invalid',
  gradeLevelRequired: 'Grade level is required',
  gradeLevelInvalid: 'Grade level is invalid',
  gradeLevelOrder: 'End grade must not be before start grade',
  ageLevelRange: `Age level must be between ${AGE_MIN} and ${AGE_MAX}`,
  ageLevelOrder: 'Minimum age must not be above maximum age',
  interestsRequired: 'Interests is required',
  skillDevelopmentRequired: 'Skill development is required',
  minOneOption: 'Choose at least 1 option!',
  reservedWithoutTotal: "You can't fill reserved seats without total seats",
  reservedOverTotal: "Reserved seats can't be more than total seats",
  seatsWhole: 'Seats must be a whole number',
  seatsNegative: "Seats can't be negative",
  seatsMax: 'Seats are too many',
  feeInvalid: 'Fee must be a number',
  feeNegative: "Fee can't be negative",
  feeDecimals: 'Fee can have at most 2 decimals',
  parentActivityRequired: 'Parent activity is required',
} as const;

export const ACTIVITY_NAME_MAX = 255;
export const PRICE_MIN = 1;
/** Upper bound so a mistyped price cannot overflow the cents column. */
export const PRICE_MAX = 1_000_000;
export const SEATS_MAX = 100_000;
export const GRADE_LEVEL_MIN = -1;
export const GRADE_LEVEL_MAX = 12;
/** Age level slider: range 4 to 18, step 1, default pair 4 and 4. */
export const AGE_LEVEL_STEP = 1;
export const AGE_LEVEL_DEFAULT: readonly [number, number] = [AGE_MIN, AGE_MIN];
const LONG_TEXT_MAX = 10000;
/** The reminder e-mail's line holds this much. */
export const WHAT_TO_BRING_MAX = 1000;

// --- Dates and times -------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (the form of dates the API exchanges). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const datePart = z.string().nullish();

/**
 * The activity's date pair [start, end] (YYYY-MM-DD). Both ends empty: 'Date is required'; one
 * end empty: 'Date fields must be fill'. Errors sit on the pair, where the range picker shows them.
 */
export const dateRangeSchema = z
  .tuple([datePart, datePart], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? ACTIVITY_MESSAGES.dateRequired
        : ACTIVITY_MESSAGES.dateInvalid,
  })
  .transform((pair, ctx): [string, string] => {
    const [start, end] = pair.map((v) => v?.trim() || null);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message, input: pair });
      return z.NEVER;
    };
    if (!start && !end) return fail(ACTIVITY_MESSAGES.dateRequired);
    if (!start || !end) return fail(ACTIVITY_MESSAGES.dateBothEnds);
    if (!isIsoDate(start) || !isIsoDate(end)) return fail(ACTIVITY_MESSAGES.dateInvalid);
    if (end < start) return fail(ACTIVITY_MESSAGES.dateOrder);
    return [start, end];
  });

/** '9:05', '09:05:00', '9:05 am', '9:05PM' → '09:05' / '21:05'; null when not a time. */
export function normalizeTime(raw: string): string | null {
  const value = raw.trim();
  const h24 = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  const h12 = /^(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$/i.exec(value);
  let hours: number;
  let minutes: number;
  if (h24) {
    hours = Number(h24[1]);
    minutes = Number(h24[2]);
    if (hours > 23 || (h24[3] !== undefined && Number(h24[3]) > 59)) return null;
  } else if (h12) {
    hours = Number(h12[1]);
    minutes = Number(h12[2]);
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (h12[3]!.toLowerCase() === 'p' ? 12 : 0);
  } else {
    return null;
  }
  if (minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A required time of day, output as 24-hour 'HH:mm'. */
export function timeField(required: string, invalid: string) {
  return z
    .string({ error: whenMissing(required) })
    .overwrite((v) => v.trim())
    .min(1, required)
    .transform((v, ctx) => {
      const time = normalizeTime(v);
      if (time) return time;
      ctx.addIssue({ code: 'custom', message: invalid, input: v });
      return z.NEVER;
    });
}

// --- Age and grade levels ----------------------------------------------------------------------

const ageValue = z.preprocess(
  (v: number | string) => parseNumberInput(v),
  z.number({ error: ACTIVITY_MESSAGES.ageLevelRange }),
);

/** The age level pair [min, max], 4 to 18 each, min not above max. Optional. */
export const ageLevelSchema = z
  .tuple([ageValue, ageValue], { error: ACTIVITY_MESSAGES.ageLevelRange })
  .superRefine(([min, max], ctx) => {
    const inRange = (n: number) => Number.isInteger(n) && n >= AGE_MIN && n <= AGE_MAX;
    if (!inRange(min) || !inRange(max)) {
      ctx.addIssue({ code: 'custom', message: ACTIVITY_MESSAGES.ageLevelRange, input: [min, max] });
    } else if (min > max) {
      ctx.addIssue({ code: 'custom', message: ACTIVITY_MESSAGES.ageLevelOrder, input: [min, max] });
    }
  });

const gradeLevel = () =>
  optionalNumberField({
    invalid: ACTIVITY_MESSAGES.gradeLevelInvalid,
    integer: ACTIVITY_MESSAGES.gradeLevelInvalid,
    min: [GRADE_LEVEL_MIN, ACTIVITY_MESSAGES.gradeLevelInvalid],
    max: [GRADE_LEVEL_MAX, ACTIVITY_MESSAGES.gradeLevelInvalid],
  });

const seats = () =>
  optionalNumberField({
    invalid: ACTIVITY_MESSAGES.seatsWhole,
    integer: ACTIVITY_MESSAGES.seatsWhole,
    min: [0, ACTIVITY_MESSAGES.seatsNegative],
    max: [SEATS_MAX, ACTIVITY_MESSAGES.seatsMax],
  });

const longText = () => optionalText({ multiline: true, max: LONG_TEXT_MAX });

// --- The form --------------------------------------------------------------------------------

// The form's schemas are built on first use, not when the module is imported: the specialist's
// search imports this module for its constants and paid for building the director's form on
// the way to its first render. `once` builds a value the first time it is asked for.
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/** Every field of the activity form, without the cross-field rules (narrow with pick/omit). */
const activityFields = once(() =>
  z.object({
    name: requiredText(ACTIVITY_MESSAGES.nameRequired, {
      max: ACTIVITY_NAME_MAX,
      maxMessage: ACTIVITY_MESSAGES.nameTooLong,
    }),
    /** The camp page; lowercased as typed (spec). */
    url: urlField(
      { required: ACTIVITY_MESSAGES.urlRequired, invalid: ACTIVITY_MESSAGES.urlInvalid },
      { lowercase: true },
    ),
    date: dateRangeSchema,
    /**
     * The days of the week it meets ('mon' ... 'sun'). Optional in a request: absent, the API
     * applies `defaultMeetingDays` to the dates (Monday to Friday).
     */
    meeting_days: meetingDaysField,
    price: numberField(ACTIVITY_MESSAGES.priceRequired, {
      invalid: ACTIVITY_MESSAGES.priceInvalid,
      min: [PRICE_MIN, ACTIVITY_MESSAGES.priceMin],
      max: [PRICE_MAX, ACTIVITY_MESSAGES.priceMax],
      twoDecimals: ACTIVITY_MESSAGES.priceDecimals,
    }),
    start_time: timeField(ACTIVITY_MESSAGES.startTimeRequired, ACTIVITY_MESSAGES.startTimeInvalid),
    end_time: timeField(ACTIVITY_MESSAGES.endTimeRequired, ACTIVITY_MESSAGES.endTimeInvalid),
    // A camp type's name; the API checks it against the offered camp types (the list is data).
    camp_type: z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? ACTIVITY_MESSAGES.campTypeRequired
            : ACTIVITY_MESSAGES.campTypeInvalid,
      })
      .trim()
      .min(1, ACTIVITY_MESSAGES.campTypeRequired)
      .max(CAMP_TYPE_NAME_MAX, ACTIVITY_MESSAGES.campTypeInvalid),
    location: requiredText(ACTIVITY_MESSAGES.locationRequired, { max: 1000 }),
    media_link: urlField({
      required: ACTIVITY_MESSAGES.mediaLinkRequired,
      invalid: ACTIVITY_MESSAGES.mediaLinkInvalid,
    }),
    optional_media_link: optionalUrl(ACTIVITY_MESSAGES.mediaLinkInvalid),
    description: longText(),
    other_info: longText(),
    details: longText(),
    /** What a child brings each day; shown to parents and in the reminder e-mails. */
    what_to_bring: optionalText({ multiline: true, max: WHAT_TO_BRING_MAX }),
    instructor: optionalText({ max: 255 }),
    camp_info_title: optionalText({ max: 255 }),
    camp_info_time: optionalText({ max: 255 }),
    /** -1 Preschool, 0 Kindergarten, 1-12; both or neither. */
    grade_level_start: gradeLevel(),
    grade_level_end: gradeLevel(),
    age_level: ageLevelSchema.nullish(),
    interest_ids: idListField(ACTIVITY_MESSAGES.interestsRequired, ACTIVITY_MESSAGES.minOneOption),
    /** Ids of skill developments (skills of the chosen interests). */
    skill_development: idListField(
      ACTIVITY_MESSAGES.skillDevelopmentRequired,
      ACTIVITY_MESSAGES.minOneOption,
    ),
    total_seats: seats(),
    reserved_seats: seats(),
    fee: optionalNumberField({
      invalid: ACTIVITY_MESSAGES.feeInvalid,
      min: [0, ACTIVITY_MESSAGES.feeNegative],
      max: [PRICE_MAX, ACTIVITY_MESSAGES.priceMax],
      twoDecimals: ACTIVITY_MESSAGES.feeDecimals,
    }),
  }),
);
export const activityFieldsSchema = z.lazy(activityFields);
export type ActivityField = keyof ReturnType<typeof activityFields>['shape'];

/** The fields the cross-field rules read (each may be absent in a narrowed form). */
export interface ActivityRuleFields {
  date?: unknown;
  meeting_days?: unknown;
  grade_level_start?: unknown;
  grade_level_end?: unknown;
  total_seats?: unknown;
  reserved_seats?: unknown;
}

/**
 * The cross-field rules: the meeting days must include a day of the dates, grade levels come as
 * a pair, reserved seats need total seats and may not exceed them. Values that failed their own field rule are skipped (that field already
 * shows its error).
 */
export function activityRuleIssues(values: ActivityRuleFields): {
  field: 'grade_level_start' | 'grade_level_end' | 'reserved_seats' | 'meeting_days';
  message: string;
}[] {
  const issues: ReturnType<typeof activityRuleIssues> = [];
  const { date, meeting_days: days } = values;
  if (Array.isArray(date) && Array.isArray(days) && days.length > 0) {
    const [first, last] = date as unknown[];
    if (
      typeof first === 'string' &&
      typeof last === 'string' &&
      !meetingSpan(first, last, days as Weekday[])
    ) {
      issues.push({ field: 'meeting_days', message: MEETING_DAYS_MESSAGES.outsideDates });
    }
  }
  const { grade_level_start: start, grade_level_end: end } = values;
  const empty = (v: unknown) => v === undefined || v === null;
  if (typeof start === 'number' && empty(end)) {
    issues.push({ field: 'grade_level_end', message: ACTIVITY_MESSAGES.gradeLevelRequired });
  }
  if (typeof end === 'number' && empty(start)) {
    issues.push({ field: 'grade_level_start', message: ACTIVITY_MESSAGES.gradeLevelRequired });
  }
  if (typeof start === 'number' && typeof end === 'number' && start > end) {
    issues.push({ field: 'grade_level_end', message: ACTIVITY_MESSAGES.gradeLevelOrder });
  }
  const { total_seats: total, reserved_seats: reserved } = values;
  // Zero reserved seats is the stored default, so only a positive number counts as "filled".
  if (typeof reserved === 'number' && reserved > 0) {
    if (empty(total)) {
      issues.push({ field: 'reserved_seats', message: ACTIVITY_MESSAGES.reservedWithoutTotal });
    } else if (typeof total === 'number' && reserved > total) {
      issues.push({ field: 'reserved_seats', message: ACTIVITY_MESSAGES.reservedOverTotal });
    }
  }
  return issues;
}

/**
 * Runs the cross-field rules even when another field is invalid, so a form validated on every
 * change shows the seat and grade errors together with the rest.
 */
const ruleParams = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

function addRuleIssues(values: ActivityRuleFields, ctx: z.RefinementCtx) {
  for (const issue of activityRuleIssues(values)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field], input: values });
  }
}

/** The activity form (create, edit) with every rule. */
export const activitySchema = z.lazy(() => activityFields().superRefine(addRuleIssues, ruleParams));
export type ActivityInput = z.input<typeof activitySchema>;
export type Activity = z.output<typeof activitySchema>;

// --- Age/grade dialog --------------------------------------------------------------------------

/** Texts of the dialog that blocks submission when neither age nor grade level is given. */
export const AGE_GRADE_DIALOG = {
  title: 'Parents would love to know the age level and/or grade level for this activity.',
  text: 'Please specify at least one of these.',
  button: 'Return',
} as const;

/**
 * True when the dialog must block submission: the age level slider is untouched and both grade
 * levels are empty (0, Kindergarten, and -1, Preschool, are values, not empty).
 */
export function mustAskForAgeOrGrade(values: {
  ageLevelTouched: boolean;
  grade_level_start?: number | string | null;
  grade_level_end?: number | string | null;
}): boolean {
  const empty = (v: number | string | null | undefined) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  return (
    !values.ageLevelTouched && empty(values.grade_level_start) && empty(values.grade_level_end)
  );
}

// --- Duplicates --------------------------------------------------------------------------------

/** Fields a duplicate inherits from its parent activity; locked (disabled) in its form. */
export const DUPLICATE_INHERITED_FIELDS = [
  'name',
  'camp_type',
  'description',
  'other_info',
  'grade_level_start',
  'grade_level_end',
  'age_level',
  'skill_development',
  'media_link',
  'optional_media_link',
  'fee',
  'interest_ids',
] as const satisfies readonly ActivityField[];
export type DuplicateInheritedField = (typeof DUPLICATE_INHERITED_FIELDS)[number];

/** Fields a duplicate may submit (create or edit): every other field of the form. */
export const DUPLICATE_SUBMITTED_FIELDS = [
  'url',
  'date',
  'meeting_days',
  'price',
  'start_time',
  'end_time',
  'location',
  'details',
  'what_to_bring',
  'instructor',
  'camp_info_title',
  'camp_info_time',
  'total_seats',
  'reserved_seats',
] as const satisfies readonly Exclude<ActivityField, DuplicateInheritedField>[];
export type DuplicateSubmittedField = (typeof DUPLICATE_SUBMITTED_FIELDS)[number];

// Object.fromEntries loses the key type; the list above is the source of the mask's keys.
const inheritedMask = Object.fromEntries(
  DUPLICATE_INHERITED_FIELDS.map((field) => [field, true]),
) as Record<DuplicateInheritedField, true>;

/** The fields of a duplicate (unknown keys, such as inherited ones, are dropped on parse). */
const duplicateActivityFields = once(() => activityFields().omit(inheritedMask));
export const duplicateActivityFieldsSchema = z.lazy(duplicateActivityFields);

/** Editing a duplicate: only the submittable fields, with the seat rules. */
export const duplicateActivityUpdateSchema = z.lazy(() =>
  duplicateActivityFields().superRefine(addRuleIssues, ruleParams),
);
export type DuplicateActivityUpdate = z.output<typeof duplicateActivityUpdateSchema>;

/** Creating a duplicate (POST duplicate_activities): the parent's id plus the submittable fields. */
export const duplicateActivitySchema = z.lazy(() =>
  duplicateActivityFields()
    .extend({ parent_activity_id: idField(ACTIVITY_MESSAGES.parentActivityRequired) })
    .superRefine(addRuleIssues, ruleParams),
);
export type DuplicateActivityInput = z.input<typeof duplicateActivitySchema>;
export type DuplicateActivity = z.output<typeof duplicateActivitySchema>;
