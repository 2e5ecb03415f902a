import { z } from 'zod';
import { AGE_MAX, AGE_MIN } from './enums';
import { numberField } from './number';
import { requiredText } from './text';

// A child's form on the parent profile. The keys are the
// questionnaire's field names, because the child's data is its questionnaire
// (PUT /api/v1/parents/questionnaires/{id} { fields }).

export const CHILD_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  ageRequired: 'Age is required',
  ageRange: `Age must be between ${AGE_MIN} and ${AGE_MAX}`,
  interestsRequired: 'Choose your option(s)',
} as const;

export const CHILD_NAME_MAX = 255;

export const childSchema = z.object({
  child_first_name: requiredText(CHILD_MESSAGES.nameRequired, {
    max: CHILD_NAME_MAX,
    maxMessage: CHILD_MESSAGES.nameTooLong,
  }),
  age: numberField(CHILD_MESSAGES.ageRequired, {
    invalid: CHILD_MESSAGES.ageRequired,
    integer: CHILD_MESSAGES.ageRange,
    min: [AGE_MIN, CHILD_MESSAGES.ageRange],
    max: [AGE_MAX, CHILD_MESSAGES.ageRange],
  }),
  /** Interest groups chosen for the child (at least one). */
  interests: z
    .array(requiredText(CHILD_MESSAGES.interestsRequired, { max: 255 }), {
      error: CHILD_MESSAGES.interestsRequired,
    })
    .min(1, CHILD_MESSAGES.interestsRequired)
    .transform((list) => [...new Set(list)]),
});
export type ChildInput = z.input<typeof childSchema>;
export type Child = z.output<typeof childSchema>;
