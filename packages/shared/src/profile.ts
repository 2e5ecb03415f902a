import { z } from 'zod';
import {
  CURRENT_PASSWORD_INVALID,
  CURRENT_PASSWORD_REQUIRED,
  PASSWORD_MAX,
  emailSchema,
  fullNameSchema,
  passwordConfirmationSchema,
  passwordSchema,
  withMatchingPasswords,
} from './auth';
import { phoneSchema } from './phone';
import { requiredText } from './text';
import { zipCodeSchema } from './zip';

// Parent profile form. Sent as
// PUT /api/v1/parents { parent: {...} }.

export const ADDRESS_REQUIRED = 'Address is required';
export const ADDRESS_MAX = 255;

export const parentProfileSchema = z.object({
  name: fullNameSchema,
  /** Read-only in the form (shown lowercased); the API never changes the e-mail from here. */
  email: emailSchema.optional(),
  phone_number: phoneSchema,
  address: requiredText(ADDRESS_REQUIRED, {
    max: ADDRESS_MAX,
    maxMessage: 'Address is too long',
  }),
  zip_code: zipCodeSchema(),
});
export type ParentProfileInput = z.input<typeof parentProfileSchema>;
export type ParentProfile = z.output<typeof parentProfileSchema>;

/**
 * The profile's Change Password form (POST /api/v1/parents/passwords without a token). The
 * current password is asked only when the session says so (current_password_required).
 */
export function changePasswordSchema(currentRequired: boolean) {
  const current = z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .max(PASSWORD_MAX, CURRENT_PASSWORD_INVALID);
  return withMatchingPasswords(
    z.object({
      current_password: currentRequired
        ? current.min(1, CURRENT_PASSWORD_REQUIRED)
        : current.optional(),
      password: passwordSchema,
      password_confirmation: passwordConfirmationSchema,
    }),
  );
}
export type ChangePasswordInput = z.input<ReturnType<typeof changePasswordSchema>>;
