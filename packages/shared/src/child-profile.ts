import { z } from 'zod';
import { CHILD_MESSAGES, CHILD_NAME_MAX } from './child';
import { GRADE_LEVELS } from './enums';
import { optionalPhoneSchema, phoneSchema } from './phone';
import { optionalText, requiredText, whenMissing } from './text';

// A child's profile: one per child, kept by the family and reused by every questionnaire and
// booking. The health part is sensitive: the API keeps it encrypted and shows it only to the
// family, the specialist assigned to the family and a provider the child is booked with.

export const CHILD_PROFILE_MESSAGES = {
  notFound: 'Child not found',
  nameRequired: CHILD_MESSAGES.nameRequired,
  birthDateRequired: 'Date of birth is required',
  birthDateInvalid: 'Date of birth is invalid',
  birthDateFuture: 'Date of birth must be in the past',
  birthDateTooOld: 'Date of birth must be within the last 25 years',
  contactNameRequired: 'Name is required',
  relationRequired: 'Relation is required',
  tooManyContacts: 'At most 5 emergency contacts',
  tooManyPickups: 'At most 10 people authorised to pick up',
  created: (name: string) => `${name} was successfully added!`,
  updated: (name: string) => `${name} was successfully updated!`,
} as const;
const M = CHILD_PROFILE_MESSAGES;

export const CHILD_HEALTH_TEXT_MAX = 2000;
export const CHILD_SHORT_TEXT_MAX = 255;
export const EMERGENCY_CONTACTS_MAX = 5;
export const AUTHORIZED_PICKUPS_MAX = 10;
/** The oldest date of birth a child's profile takes, in years before today. */
export const CHILD_MAX_AGE_YEARS = 25;

/**
 * The grade the child goes into next (the questionnaire's rising grade): Preschool,
 * Kindergarten, 1st to 12th (stored -1 to 12).
 */
export const CHILD_GRADE_LEVELS = GRADE_LEVELS;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Whole years between a date of birth and a day (both YYYY-MM-DD): the child's age that day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Today in UTC as YYYY-MM-DD. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** A date of birth: a calendar date, not after today and at most 25 years ago. */
export const dateOfBirthSchema = z
  .string({ error: whenMissing(M.birthDateRequired) })
  .trim()
  .min(1, M.birthDateRequired)
  .superRefine((v, ctx) => {
    if (!isCalendarDate(v)) {
      ctx.addIssue({ code: 'custom', message: M.birthDateInvalid });
      return;
    }
    const today = todayIso();
    if (v > today) ctx.addIssue({ code: 'custom', message: M.birthDateFuture });
    else if (ageOn(v, today) >= CHILD_MAX_AGE_YEARS) {
      ctx.addIssue({ code: 'custom', message: M.birthDateTooOld });
    }
  });

const healthText = () => optionalText({ max: CHILD_HEALTH_TEXT_MAX, multiline: true });
const shortText = () => optionalText({ max: CHILD_SHORT_TEXT_MAX });

/** The health part of a profile (sensitive: encrypted at rest). Blank answers are null. */
export const childHealthSchema = z.object({
  allergies: healthText(),
  dietary_needs: healthText(),
  medications: healthText(),
  medical_conditions: healthText(),
  accessibility_needs: healthText(),
  doctor_name: shortText(),
  doctor_phone: optionalPhoneSchema.transform((v) => v ?? null),
  insurance_provider: shortText(),
  insurance_policy_number: shortText(),
});
export type ChildHealthInput = z.input<typeof childHealthSchema>;
export type ChildHealth = { [K in keyof z.output<typeof childHealthSchema>]: string | null };

export const EMPTY_CHILD_HEALTH: ChildHealth = {
  allergies: null,
  dietary_needs: null,
  medications: null,
  medical_conditions: null,
  accessibility_needs: null,
  doctor_name: null,
  doctor_phone: null,
  insurance_provider: null,
  insurance_policy_number: null,
};

/** A person to call in an emergency, or authorised to pick the child up. */
export const childContactSchema = z.object({
  name: requiredText(M.contactNameRequired, { max: CHILD_SHORT_TEXT_MAX }),
  phone: phoneSchema,
  relation: requiredText(M.relationRequired, { max: 64 }),
});
export type ChildContact = z.output<typeof childContactSchema>;

/** POST and PUT /api/v1/parents/children: the whole profile (a PUT replaces every part). */
export const childProfileInputSchema = z.object({
  first_name: requiredText(M.nameRequired, {
    max: CHILD_NAME_MAX,
    maxMessage: CHILD_MESSAGES.nameTooLong,
  }),
  date_of_birth: dateOfBirthSchema,
  rising_grade_level: z
    .number()
    .int()
    .min(-1)
    .max(12)
    .nullish()
    .transform((v) => v ?? null),
  health: childHealthSchema.default(EMPTY_CHILD_HEALTH),
  emergency_contacts: z
    .array(childContactSchema)
    .max(EMERGENCY_CONTACTS_MAX, M.tooManyContacts)
    .default([]),
  authorized_pickups: z
    .array(childContactSchema)
    .max(AUTHORIZED_PICKUPS_MAX, M.tooManyPickups)
    .default([]),
});
export type ChildProfileInput = z.input<typeof childProfileInputSchema>;
export type ChildProfileValues = z.output<typeof childProfileInputSchema>;

const contactOut = z.object({ name: z.string(), phone: z.string(), relation: z.string() });

/** A child's profile as the family (and whoever may read it) sees it. */
export const childProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  /** Null for a child known only from a questionnaire (before the profile was filled in). */
  date_of_birth: z.string().nullable(),
  /** From the date of birth when there is one, else the age the questionnaire gave. */
  age: z.number().int().nullable(),
  rising_grade_level: z.number().int().nullable(),
  health: z.object({
    allergies: z.string().nullable(),
    dietary_needs: z.string().nullable(),
    medications: z.string().nullable(),
    medical_conditions: z.string().nullable(),
    accessibility_needs: z.string().nullable(),
    doctor_name: z.string().nullable(),
    doctor_phone: z.string().nullable(),
    insurance_provider: z.string().nullable(),
    insurance_policy_number: z.string().nullable(),
  }),
  emergency_contacts: z.array(contactOut),
  authorized_pickups: z.array(contactOut),
  updated_at: z.string(),
});
export type ChildProfile = z.infer<typeof childProfileSchema>;

export const childProfileListSchema = z.object({ children: z.array(childProfileSchema) });
export type ChildProfileList = z.infer<typeof childProfileListSchema>;
