import { z } from 'zod';
import { emailSchema, NAME_MAX } from './auth';
import { phoneSchema } from './phone';
import { requiredText } from './text';

// Camp director profile: GET/PUT /api/v1/camp_directors
// with first_name, last_name, email (read-only), contact_phone.

export const DIRECTOR_PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name is too long',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name is too long',
} as const;

export const directorProfileSchema = z.object({
  first_name: requiredText(DIRECTOR_PROFILE_MESSAGES.firstNameRequired, {
    max: NAME_MAX,
    maxMessage: DIRECTOR_PROFILE_MESSAGES.firstNameTooLong,
  }),
  last_name: requiredText(DIRECTOR_PROFILE_MESSAGES.lastNameRequired, {
    max: NAME_MAX,
    maxMessage: DIRECTOR_PROFILE_MESSAGES.lastNameTooLong,
  }),
  /** Disabled in the form and shown lowercased; the API does not change it from here. */
  email: emailSchema.optional(),
  contact_phone: phoneSchema,
});
export type DirectorProfileInput = z.input<typeof directorProfileSchema>;
export type DirectorProfile = z.output<typeof directorProfileSchema>;
