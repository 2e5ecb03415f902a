import { z } from 'zod';
import { emailSchema, fullNameSchema } from './auth';
import { withWrappers } from './request-wrapper';
import { CHILD_MESSAGES, CHILD_NAME_MAX } from './child';
import { DISTANCE_MAX_MILES } from './constants';
import {
  AGE_MAX,
  AGE_MIN,
  GRADE_LEVELS,
  ITINERARY_STATUSES,
  PERSONAL_SKILLS,
  QUESTIONNAIRE_SPECIAL_NEEDS,
  QUESTIONNAIRE_STATUSES,
  SKILL_GROUPS,
  type SkillGroupName,
} from './enums';
import { numberField, optionalNumberField, PG_INT_MAX } from './number';
import { ADDRESS_MAX, ADDRESS_REQUIRED } from './profile';
import { optionalText, requiredText } from './text';
import { normalizeZip, ZIP_INVALID, zipCodeSchema } from './zip';

// The native questionnaire (decision 0011 replaces the original's embedded form). One
// questionnaire per child. The wire format uses the spec's snake_case
// field names; the web sends partial `fields` while the form is a draft and the complete set on
// submit (PUT /api/v1/parents/questionnaires/:id, POST /api/v1/questionnaires for visitors).

export const QUESTIONNAIRE_MESSAGES = {
  nameRequired: CHILD_MESSAGES.nameRequired,
  nameTooLong: CHILD_MESSAGES.nameTooLong,
  ageRequired: CHILD_MESSAGES.ageRequired,
  ageRange: CHILD_MESSAGES.ageRange,
  interestsRequired: CHILD_MESSAGES.interestsRequired,
  addressRequired: ADDRESS_REQUIRED,
  addressTooLong: 'Address is too long',
  gradeInvalid: 'Choose a grade from 1st to 12th',
  invalidOption: 'Invalid option',
  invalidDate: 'Invalid date',
  invalidTime: 'Invalid time',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date cannot be before start date',
  previousRangeFirst: 'Fill in the previous dates first',
  proficiencyRequired: 'Choose a proficiency level',
  accessibilityRequired: 'Please describe the accessibility needs',
  campNameRequired: 'Camp name is required',
  amountInvalid: 'Budget must be a whole number of dollars',
  tooLong: 'Is too long',
  /** POST /parents/questionnaires when the package allows no more questionnaires (403). */
  limitReached:
    'Your package includes one questionnaire. Upgrade to Premium to plan for more children.',
  /** PUT on a questionnaire whose itinerary is approved or canceled (409). */
  notEditable:
    "This child's itinerary is approved or canceled, so the questionnaire can no longer be changed.",
} as const;
const M = QUESTIONNAIRE_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Options

/** Ages 4 to 18; a test keeps it equal to AGE_MIN..AGE_MAX. */
export const QUESTIONNAIRE_AGES = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;

/** Rising grade 1st to 12th: the school grades of GRADE_LEVELS. */
export const RISING_GRADE_LEVELS = GRADE_LEVELS.filter((g) => g.value >= 1);
export const RISING_GRADE_MIN = 1;
export const RISING_GRADE_MAX = 12;

export { PERSONAL_SKILLS, QUESTIONNAIRE_SPECIAL_NEEDS };
export const ACCESSIBILITY_NEED =
  'Accessibility' satisfies (typeof QUESTIONNAIRE_SPECIAL_NEEDS)[number];

/** Proficiency per chosen interest group. The spec names the fields but not their values. */
export const PROFICIENCY_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type ProficiencyLevel = (typeof PROFICIENCY_LEVELS)[number];

const skillsOf = <N extends SkillGroupName>(name: N) =>
  SKILL_GROUPS.find((g) => g.name === name)!.skills as Extract<
    (typeof SKILL_GROUPS)[number],
    { name: N }
  >['skills'];

/**
 * The interest groups in the spec's order. `value` is what `interests` holds: the skill-group
 * name of the activity catalog (interests table), so a specialist matches a child's interests
 * against activities directly; `label` is the questionnaire's wording. The items are the
 * catalog's skills, which are the spec's lists.
 *
 * Arts and Crafts: the spec lists "one blank entry" after Woodworking. It is dropped: an empty
 * option cannot be chosen meaningfully and would store '' as an interest.
 *
 * Cooking & Baking has a proficiency field in the spec (cooking_baking_proficiency) but no item
 * list, so it is an eighth group a parent can choose, with a proficiency and no items
 * (decision 0017).
 */
export const QUESTIONNAIRE_INTEREST_GROUPS = [
  {
    value: 'Academics',
    label: 'Academic Learning',
    itemsField: 'academic_interests',
    items: skillsOf('Academics'),
    proficiencyField: 'academic_proficiency',
  },
  {
    value: 'Dance',
    label: 'Dance',
    itemsField: 'dance_interests',
    items: skillsOf('Dance'),
    proficiencyField: 'dance_proficiency',
  },
  {
    value: 'Sports',
    label: 'Sports',
    itemsField: 'sport_interests',
    items: skillsOf('Sports'),
    proficiencyField: 'sport_proficiency',
  },
  {
    value: 'Arts & Crafts',
    label: 'Arts and Crafts',
    itemsField: 'art_interests',
    items: skillsOf('Arts & Crafts'),
    proficiencyField: 'art_proficiency',
  },
  {
    value: 'Music',
    label: 'Music',
    itemsField: 'music_interests',
    items: skillsOf('Music'),
    proficiencyField: 'music_proficiency',
  },
  {
    value: 'Theater',
    label: 'Theater',
    itemsField: 'theater_interests',
    items: skillsOf('Theater'),
    proficiencyField: 'theater_proficiency',
  },
  {
    value: 'Outdoor Activities',
    label: 'Outdoor activities',
    itemsField: 'outdoor_interests',
    items: skillsOf('Outdoor Activities'),
    proficiencyField: 'outdoor_proficiency',
  },
  {
    value: 'Cooking & Baking',
    label: 'Cooking & Baking',
    itemsField: null,
    items: [],
    proficiencyField: 'cooking_baking_proficiency',
  },
] as const;
export type QuestionnaireInterestGroup = (typeof QUESTIONNAIRE_INTEREST_GROUPS)[number];
export const INTEREST_GROUP_VALUES = QUESTIONNAIRE_INTEREST_GROUPS.map((g) => g.value) as [
  QuestionnaireInterestGroup['value'],
  ...QuestionnaireInterestGroup['value'][],
];

/** Up to four date ranges, each with the camp types wanted for it (camp type names). */
export const QUESTIONNAIRE_DATE_RANGES = [
  { start: 'start_date', end: 'end_date', campPreference: 'camp_type' },
  { start: 'start_date_2', end: 'end_date_2', campPreference: 'second_date_camp_preference' },
  { start: 'start_date_3', end: 'end_date_3', campPreference: 'third_date_camp_preference' },
  { start: 'start_date_4', end: 'end_date_4', campPreference: 'fourth_date_camp_preference' },
] as const;
export const MAX_DATE_RANGES = QUESTIONNAIRE_DATE_RANGES.length;

/** Names of favourite camps (asked when favorite_camps is true). */
export const FAVORITE_CAMP_NAME_FIELDS = [
  'camp_name',
  'name_of_second_camp',
  'name_of_third_camp',
  'name_of_fourth_camp',
] as const;

export const DAY_CAMP_DURATIONS = [
  'Half day (morning)',
  'Half day (afternoon)',
  'Full day',
  'Extended day (before and after care)',
] as const;

/** Distances in whole miles; DISTANCE_MAX_MILES (500) means "any distance", as in search. */
export const DAY_CAMP_DISTANCE_OPTIONS = [
  { value: 5, label: 'Within 5 miles' },
  { value: 10, label: 'Within 10 miles' },
  { value: 15, label: 'Within 15 miles' },
  { value: 25, label: 'Within 25 miles' },
  { value: DISTANCE_MAX_MILES, label: 'Any distance' },
] as const;
export const OVERNIGHT_CAMP_DISTANCE_OPTIONS = [
  { value: 50, label: 'Within 50 miles' },
  { value: 100, label: 'Within 100 miles' },
  { value: 250, label: 'Within 250 miles' },
  { value: DISTANCE_MAX_MILES, label: 'Any distance' },
] as const;
const DISTANCE_VALUES = [
  ...new Set<number>([
    ...DAY_CAMP_DISTANCE_OPTIONS.map((o) => o.value),
    ...OVERNIGHT_CAMP_DISTANCE_OPTIONS.map((o) => o.value),
  ]),
];

export const HIGHEST_PRIORITIES = [
  'Price',
  'Location',
  'Dates',
  "Child's interests",
  'Program quality',
  'Friends attending',
] as const;

/** The budget is whole dollars on the wire (cents in the database). */
export const AMOUNT_MONEY_MAX = 1_000_000;
export const QUESTIONNAIRE_TEXT_MAX = 255;
export const QUESTIONNAIRE_LONG_TEXT_MAX = 5000;

// ---------------------------------------------------------------------------------------------
// Field schemas

/** A multi-select of known options: duplicates dropped; null clears the list. */
function optionList<T extends readonly [string, ...string[]]>(options: T) {
  return z
    .array(z.enum(options, { error: M.invalidOption }), { error: M.invalidOption })
    .nullish()
    .transform((list) => (list === undefined ? undefined : [...new Set(list ?? [])]));
}

/**
 * The camp types wanted for a date range: names (the camp types are data, so the API checks
 * them against its list); duplicates dropped; null clears the list.
 */
function campTypeList() {
  return z
    .array(
      z.string({ error: M.invalidOption }).trim().min(1, M.invalidOption).max(80, M.invalidOption),
      {
        error: M.invalidOption,
      },
    )
    .max(50, M.invalidOption)
    .nullish()
    .transform((list) => (list === undefined ? undefined : [...new Set(list ?? [])]));
}

function optionValue<T extends readonly [string, ...string[]]>(options: T) {
  return z
    .union([z.enum(options), z.literal('').transform(() => null)], { error: M.invalidOption })
    .nullish();
}

const optionalDate = () =>
  z
    .union([z.iso.date({ error: M.invalidDate }), z.literal('').transform(() => null)], {
      error: M.invalidDate,
    })
    .nullish();

const shortText = () => optionalText({ max: QUESTIONNAIRE_TEXT_MAX, maxMessage: M.tooLong });
const longText = () =>
  optionalText({ multiline: true, max: QUESTIONNAIRE_LONG_TEXT_MAX, maxMessage: M.tooLong });

/** 'HH:MM' (24-hour; 'HH:MM:SS' accepted and cut to minutes). */
const optionalTime = () =>
  z
    .string({ error: M.invalidTime })
    .overwrite((v) => v.trim())
    .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v), M.invalidTime)
    .transform((v) => (v === '' ? null : v.slice(0, 5)))
    .nullish();

const optionalZip = () =>
  z
    .string({ error: ZIP_INVALID })
    .overwrite((v) => v.trim())
    .transform((v, ctx) => {
      if (v === '') return null;
      const zip = normalizeZip(v);
      if (zip) return zip;
      ctx.addIssue({ code: 'custom', message: ZIP_INVALID, input: v });
      return z.NEVER;
    })
    .nullish();

const ageRules = {
  invalid: M.ageRange,
  integer: M.ageRange,
  min: [AGE_MIN, M.ageRange],
  max: [AGE_MAX, M.ageRange],
} as const;

const distance = () =>
  optionalNumberField({ invalid: M.invalidOption }).refine(
    (v) => v === null || v === undefined || DISTANCE_VALUES.includes(v),
    M.invalidOption,
  );

const proficiency = () => optionValue(PROFICIENCY_LEVELS);

/** Every field a parent fills in, in the form's order (the draft shape below has these keys). */
export const QUESTIONNAIRE_FIELD_NAMES = [
  'child_first_name',
  'age',
  'rising_grade_level',
  'personal_skills',
  'special_needs',
  'specify_accessibility',
  'interests',
  'academic_interests',
  'dance_interests',
  'sport_interests',
  'art_interests',
  'music_interests',
  'theater_interests',
  'outdoor_interests',
  'academic_proficiency',
  'dance_proficiency',
  'sport_proficiency',
  'art_proficiency',
  'music_proficiency',
  'theater_proficiency',
  'outdoor_proficiency',
  'cooking_baking_proficiency',
  'start_date',
  'end_date',
  'camp_type',
  'start_date_2',
  'end_date_2',
  'second_date_camp_preference',
  'start_date_3',
  'end_date_3',
  'third_date_camp_preference',
  'start_date_4',
  'end_date_4',
  'fourth_date_camp_preference',
  'distance_preferences_day_camps',
  'day_camp_duration_preferences',
  'earliest_time_day_camp_drop_off',
  'early_drop_fee',
  'distance_preferences_overnight_camps',
  'favorite_camps',
  'camp_name',
  'name_of_second_camp',
  'name_of_third_camp',
  'name_of_fourth_camp',
  'amount_money',
  'highest_priority',
  'other_interests',
  'last_comments',
  'address_street',
  'zip_code',
] as const;
export type QuestionnaireFieldName = (typeof QUESTIONNAIRE_FIELD_NAMES)[number];

// The request schemas below are built on first use, not when the module is imported: a page that
// only reads questionnaires (the itineraries, the specialist's search) imports this module for
// the response schema, and building the form's ~400 schema objects cost it some 0.4 s of a
// phone's CPU before its first render. `once` builds a value the first time it is asked for.
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/** Every field a parent fills in, each optional: what a draft saves. */
const draftShape = once(
  () =>
    ({
      child_first_name: optionalText({ max: CHILD_NAME_MAX, maxMessage: M.nameTooLong }),
      age: optionalNumberField(ageRules),
      rising_grade_level: optionalNumberField({
        invalid: M.gradeInvalid,
        integer: M.gradeInvalid,
        min: [RISING_GRADE_MIN, M.gradeInvalid],
        max: [RISING_GRADE_MAX, M.gradeInvalid],
      }),
      personal_skills: optionList(PERSONAL_SKILLS),
      special_needs: optionList(QUESTIONNAIRE_SPECIAL_NEEDS),
      specify_accessibility: longText(),

      interests: optionList(INTEREST_GROUP_VALUES),
      academic_interests: optionList(skillsOf('Academics')),
      dance_interests: optionList(skillsOf('Dance')),
      sport_interests: optionList(skillsOf('Sports')),
      art_interests: optionList(skillsOf('Arts & Crafts')),
      music_interests: optionList(skillsOf('Music')),
      theater_interests: optionList(skillsOf('Theater')),
      outdoor_interests: optionList(skillsOf('Outdoor Activities')),
      academic_proficiency: proficiency(),
      dance_proficiency: proficiency(),
      sport_proficiency: proficiency(),
      art_proficiency: proficiency(),
      music_proficiency: proficiency(),
      theater_proficiency: proficiency(),
      outdoor_proficiency: proficiency(),
      cooking_baking_proficiency: proficiency(),

      start_date: optionalDate(),
      end_date: optionalDate(),
      camp_type: campTypeList(),
      start_date_2: optionalDate(),
      end_date_2: optionalDate(),
      second_date_camp_preference: campTypeList(),
      start_date_3: optionalDate(),
      end_date_3: optionalDate(),
      third_date_camp_preference: campTypeList(),
      start_date_4: optionalDate(),
      end_date_4: optionalDate(),
      fourth_date_camp_preference: campTypeList(),

      distance_preferences_day_camps: distance(),
      day_camp_duration_preferences: optionList(DAY_CAMP_DURATIONS),
      earliest_time_day_camp_drop_off: optionalTime(),
      /** Willing to pay an early drop-off fee. */
      early_drop_fee: z.boolean({ error: M.invalidOption }).nullish(),
      distance_preferences_overnight_camps: distance(),
      /** Has favourite camps (named in camp_name and name_of_second/third/fourth_camp). */
      favorite_camps: z.boolean({ error: M.invalidOption }).nullish(),
      camp_name: shortText(),
      name_of_second_camp: shortText(),
      name_of_third_camp: shortText(),
      name_of_fourth_camp: shortText(),

      amount_money: optionalNumberField({
        invalid: M.amountInvalid,
        integer: M.amountInvalid,
        min: [0, M.amountInvalid],
        max: [AMOUNT_MONEY_MAX, M.amountInvalid],
      }),
      highest_priority: optionValue(HIGHEST_PRIORITIES),
      other_interests: longText(),
      last_comments: longText(),

      address_street: optionalText({ max: ADDRESS_MAX, maxMessage: M.addressTooLong }),
      zip_code: optionalZip(),
    }) satisfies Record<QuestionnaireFieldName, z.ZodType>,
);

/** The required fields of a complete questionnaire, with the spec's messages. */
const submitShape = () => ({
  ...draftShape(),
  child_first_name: requiredText(M.nameRequired, {
    max: CHILD_NAME_MAX,
    maxMessage: M.nameTooLong,
  }),
  age: numberField(M.ageRequired, ageRules),
  interests: z
    .array(z.enum(INTEREST_GROUP_VALUES, { error: M.invalidOption }), {
      error: M.interestsRequired,
    })
    .min(1, M.interestsRequired)
    .transform((list) => [...new Set(list)]),
  address_street: requiredText(M.addressRequired, {
    max: ADDRESS_MAX,
    maxMessage: M.addressTooLong,
  }),
  zip_code: zipCodeSchema(),
});

// ---------------------------------------------------------------------------------------------
// Rules across fields. Each reads only the keys it needs, so a step schema can run it on the
// picked fields of that step.

type Loose = Partial<Record<QuestionnaireFieldName, unknown>>;
type Ctx = z.RefinementCtx;

const present = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

const issue = (ctx: Ctx, path: QuestionnaireFieldName, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/** End not before start; on submit also both dates of a range, and ranges in order. */
function checkDateRanges(v: Loose, ctx: Ctx, complete: boolean) {
  let previousComplete = true;
  for (const [i, range] of QUESTIONNAIRE_DATE_RANGES.entries()) {
    const start = v[range.start];
    const end = v[range.end];
    if (typeof start === 'string' && typeof end === 'string' && start !== '' && end < start) {
      issue(ctx, range.end, M.endBeforeStart);
    }
    if (!complete) continue;
    const hasStart = present(start);
    const hasEnd = present(end);
    if (i > 0 && !previousComplete && (hasStart || hasEnd)) {
      issue(ctx, range.start, M.previousRangeFirst);
    } else if (hasStart && !hasEnd) {
      issue(ctx, range.end, M.endDateRequired);
    } else if (hasEnd && !hasStart) {
      issue(ctx, range.start, M.startDateRequired);
    }
    previousComplete = hasStart && hasEnd;
  }
}

/** Each chosen group needs at least one of its items (if it has a list) and a proficiency. */
function checkInterests(v: Loose, ctx: Ctx) {
  const chosen = Array.isArray(v.interests) ? (v.interests as string[]) : [];
  for (const group of QUESTIONNAIRE_INTEREST_GROUPS) {
    if (!chosen.includes(group.value)) continue;
    if (group.itemsField && !present(v[group.itemsField])) {
      issue(ctx, group.itemsField, M.interestsRequired);
    }
    if (!present(v[group.proficiencyField])) {
      issue(ctx, group.proficiencyField, M.proficiencyRequired);
    }
  }
}

function checkNeeds(v: Loose, ctx: Ctx) {
  const needs = Array.isArray(v.special_needs) ? (v.special_needs as string[]) : [];
  if (needs.includes(ACCESSIBILITY_NEED) && !present(v.specify_accessibility)) {
    issue(ctx, 'specify_accessibility', M.accessibilityRequired);
  }
}

function checkFavoriteCamps(v: Loose, ctx: Ctx) {
  if (v.favorite_camps === true && !present(v.camp_name)) {
    issue(ctx, 'camp_name', M.campNameRequired);
  }
}

/**
 * Answers that no longer apply are cleared on submit: items and proficiency of groups not
 * chosen, the accessibility detail without Accessibility, camp names without favourite camps,
 * and the camp preference of a range with no dates.
 */
function clearUnused<T extends Loose>(v: T): T {
  const out: Loose = { ...v };
  const chosen = (v.interests as string[] | undefined) ?? [];
  for (const group of QUESTIONNAIRE_INTEREST_GROUPS) {
    if (chosen.includes(group.value)) continue;
    if (group.itemsField) out[group.itemsField] = [];
    out[group.proficiencyField] = null;
  }
  if (!((v.special_needs as string[] | undefined) ?? []).includes(ACCESSIBILITY_NEED)) {
    out.specify_accessibility = null;
  }
  if (v.favorite_camps !== true) {
    for (const f of FAVORITE_CAMP_NAME_FIELDS) out[f] = null;
  }
  for (const range of QUESTIONNAIRE_DATE_RANGES) {
    if (!present(v[range.start])) out[range.campPreference] = [];
  }
  return out as T;
}

// ---------------------------------------------------------------------------------------------
// Schemas

/** A draft save: any subset of fields, each valid when present (end date not before start). */
export const questionnaireDraftSchema = z.lazy(() =>
  z.object(draftShape()).superRefine((v, ctx) => checkDateRanges(v, ctx, false)),
);
export type QuestionnaireDraftInput = z.input<typeof questionnaireDraftSchema>;
export type QuestionnaireDraft = z.output<typeof questionnaireDraftSchema>;

const submitObject = once(() => z.object(submitShape()));

/** A complete questionnaire (submit, visitor submission, edits after submit). */
export const questionnaireSubmitSchema = z.lazy(() =>
  submitObject()
    .superRefine((v, ctx) => {
      checkNeeds(v, ctx);
      checkInterests(v, ctx);
      checkDateRanges(v, ctx, true);
      checkFavoriteCamps(v, ctx);
    })
    .transform(clearUnused),
);
export type QuestionnaireSubmitInput = z.input<typeof questionnaireSubmitSchema>;
export type QuestionnaireSubmission = z.output<typeof questionnaireSubmitSchema>;

/** The steps of the multi-step form, in order, with their fields. */
export const QUESTIONNAIRE_STEPS = [
  {
    key: 'child',
    title: 'About your child',
    fields: ['child_first_name', 'age', 'rising_grade_level'],
  },
  {
    key: 'needs',
    title: 'Personal growth and special needs',
    fields: ['personal_skills', 'special_needs', 'specify_accessibility'],
  },
  {
    key: 'interests',
    title: 'Interests',
    fields: [
      'interests',
      ...QUESTIONNAIRE_INTEREST_GROUPS.flatMap((g) =>
        g.itemsField ? [g.itemsField, g.proficiencyField] : [g.proficiencyField],
      ),
    ],
  },
  {
    key: 'dates',
    title: 'Dates',
    fields: QUESTIONNAIRE_DATE_RANGES.flatMap((r) => [r.start, r.end, r.campPreference]),
  },
  {
    key: 'preferences',
    title: 'Preferences',
    fields: [
      'distance_preferences_day_camps',
      'day_camp_duration_preferences',
      'earliest_time_day_camp_drop_off',
      'early_drop_fee',
      'distance_preferences_overnight_camps',
      'favorite_camps',
      ...FAVORITE_CAMP_NAME_FIELDS,
    ],
  },
  {
    key: 'budget',
    title: 'Budget and priorities',
    fields: ['amount_money', 'highest_priority', 'other_interests', 'last_comments'],
  },
  {
    key: 'address',
    title: 'Your address',
    fields: ['address_street', 'zip_code'],
  },
] as const satisfies readonly {
  key: string;
  title: string;
  fields: readonly QuestionnaireFieldName[];
}[];
export type QuestionnaireStepKey = (typeof QUESTIONNAIRE_STEPS)[number]['key'];

const stepRules: Record<QuestionnaireStepKey, (v: Loose, ctx: Ctx) => void> = {
  child: () => undefined,
  needs: checkNeeds,
  interests: checkInterests,
  dates: (v, ctx) => checkDateRanges(v, ctx, true),
  preferences: checkFavoriteCamps,
  budget: () => undefined,
  address: () => undefined,
};

function stepSchema(step: (typeof QUESTIONNAIRE_STEPS)[number]) {
  const mask = Object.fromEntries(step.fields.map((f) => [f, true])) as Record<
    (typeof step.fields)[number],
    true
  >;
  return submitObject()
    .pick(mask)
    .superRefine((v, ctx) => stepRules[step.key](v, ctx));
}

/** One schema per step with the submit rules of that step's fields (validate before "Next"). */
export const questionnaireStepSchemas = Object.fromEntries(
  QUESTIONNAIRE_STEPS.map((s) => [s.key, z.lazy(() => stepSchema(s))]),
) as Record<QuestionnaireStepKey, z.ZodLazy<ReturnType<typeof stepSchema>>>;

// ---------------------------------------------------------------------------------------------
// Response

const nullableText = () => z.string().nullable();
const list = () => z.array(z.string());

/** Every field as stored, plus the coordinates geocoded on submit (read-only). */
export const questionnaireFieldsSchema = z.object({
  child_first_name: nullableText(),
  age: z.number().int().nullable(),
  rising_grade_level: z.number().int().nullable(),
  personal_skills: list(),
  special_needs: list(),
  specify_accessibility: nullableText(),
  interests: list(),
  academic_interests: list(),
  dance_interests: list(),
  sport_interests: list(),
  art_interests: list(),
  music_interests: list(),
  theater_interests: list(),
  outdoor_interests: list(),
  academic_proficiency: nullableText(),
  dance_proficiency: nullableText(),
  sport_proficiency: nullableText(),
  art_proficiency: nullableText(),
  music_proficiency: nullableText(),
  theater_proficiency: nullableText(),
  outdoor_proficiency: nullableText(),
  cooking_baking_proficiency: nullableText(),
  start_date: nullableText(),
  end_date: nullableText(),
  camp_type: list(),
  start_date_2: nullableText(),
  end_date_2: nullableText(),
  second_date_camp_preference: list(),
  start_date_3: nullableText(),
  end_date_3: nullableText(),
  third_date_camp_preference: list(),
  start_date_4: nullableText(),
  end_date_4: nullableText(),
  fourth_date_camp_preference: list(),
  distance_preferences_day_camps: z.number().int().nullable(),
  day_camp_duration_preferences: list(),
  /** 'HH:MM', 24-hour. */
  earliest_time_day_camp_drop_off: nullableText(),
  early_drop_fee: z.boolean().nullable(),
  distance_preferences_overnight_camps: z.number().int().nullable(),
  favorite_camps: z.boolean().nullable(),
  camp_name: nullableText(),
  name_of_second_camp: nullableText(),
  name_of_third_camp: nullableText(),
  name_of_fourth_camp: nullableText(),
  /** Whole dollars. */
  amount_money: z.number().int().nullable(),
  highest_priority: nullableText(),
  other_interests: nullableText(),
  last_comments: nullableText(),
  address_street: nullableText(),
  zip_code: nullableText(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type QuestionnaireFields = z.infer<typeof questionnaireFieldsSchema>;

/**
 * The family's answers, which a new questionnaire for another child copies (POST with
 * copy_from_id; the profile's "plan for another child"): where they live and how far, how long
 * and how early they can drive, and what they spend. Everything about the child (who, needs,
 * interests, dates, favourite camps, comments) starts blank.
 */
export const QUESTIONNAIRE_FAMILY_FIELDS = [
  'address_street',
  'zip_code',
  'latitude',
  'longitude',
  'distance_preferences_day_camps',
  'day_camp_duration_preferences',
  'earliest_time_day_camp_drop_off',
  'early_drop_fee',
  'distance_preferences_overnight_camps',
  'amount_money',
  'highest_priority',
] as const satisfies readonly (keyof QuestionnaireFields)[];

export const questionnaireSchema = z.object({
  id: z.number().int(),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  child_id: z.number().int().nullable(),
  itinerary_id: z.number().int().nullable(),
  itinerary_status: z.enum(ITINERARY_STATUSES).nullable(),
  /** False once the child's itinerary is approved or canceled. */
  editable: z.boolean(),
  fields: questionnaireFieldsSchema,
  /** ISO 8601 instants. */
  created_at: z.string(),
  submitted_at: z.string().nullable(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const questionnaireListSchema = z.object({ questionnaires: z.array(questionnaireSchema) });
export type QuestionnaireList = z.infer<typeof questionnaireListSchema>;

/** Itinerary states after which the questionnaire (the child's profile) is frozen. */
export const QUESTIONNAIRE_FROZEN_ITINERARY_STATUSES = ['approved', 'canceled'] as const;

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * PUT /api/v1/parents/questionnaires/:id. `fields` is a partial draft; with `submit: true` (and
 * for any edit of a submitted questionnaire) the stored fields merged with these must pass
 * questionnaireSubmitSchema.
 */
export const questionnaireUpdateSchema = withWrappers(
  z.object({
    fields: questionnaireDraftSchema.optional(),
    submit: z.boolean().optional(),
  }),
  ['fields'],
);
export type QuestionnaireUpdateInput = z.input<typeof questionnaireUpdateSchema>;

/** POST /api/v1/parents/questionnaires: a blank draft, or one copying another's family fields. */
export const questionnaireCreateSchema = z.object({
  copy_from_id: z.number().int().positive().max(PG_INT_MAX).optional(),
  /** One of the family's children: the draft is theirs, the child's answers filled in. */
  child_id: z.number().int().positive().max(PG_INT_MAX).optional(),
});
export type QuestionnaireCreateInput = z.input<typeof questionnaireCreateSchema>;

/** POST /api/v1/questionnaires: a visitor's complete questionnaire, which creates their account. */
export const visitorQuestionnaireSchema = withWrappers(
  z.object({
    parent: z.object({ name: fullNameSchema, email: emailSchema }),
    fields: questionnaireSubmitSchema,
  }),
  ['parent', 'fields'],
);
export type VisitorQuestionnaireInput = z.input<typeof visitorQuestionnaireSchema>;

/** The visitor's answer: where the confirmation link was sent. */
export const visitorQuestionnaireResponseSchema = z.object({ email: z.string() });
