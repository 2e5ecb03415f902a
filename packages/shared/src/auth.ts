import { z } from 'zod';
import { ROLES, PACKAGE_NAMES, PACKAGE_TYPES, ORDER_STATUSES } from './enums';

/** Text values are trimmed and inner whitespace collapsed. */
export const collapse = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const NAME_MAX = 255;
export const PASSWORD_HINT = 'Password must be between 8 and 50 characters.';

export const fullNameSchema = z.preprocess(
  collapse,
  z
    .string({ error: 'Full name is required' })
    .min(1, 'Full name is required')
    .max(NAME_MAX, 'Full name is too long'),
);

export const emailSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ error: 'Email is required' })
    .min(1, 'Email is required')
    .pipe(z.email('Invalid email')),
);

export const passwordSchema = z
  .string({ error: 'Password is required' })
  // abort: a blank password reports only that it is required, not also that it is too short.
  .min(1, { message: 'Password is required', abort: true })
  .min(PASSWORD_MIN, 'Password is too short!')
  .max(PASSWORD_MAX, 'Password is too long!');

export const passwordConfirmationSchema = z
  .string({ error: 'Password confirmation is required!' })
  .min(1, 'Password confirmation is required!');

/** Adds the 'Passwords are not the same!' rule on password_confirmation. */
export function withMatchingPasswords<
  T extends z.ZodObject<{ password: z.ZodTypeAny; password_confirmation: z.ZodTypeAny }>,
>(schema: T) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords are not the same!',
    path: ['password_confirmation'],
  });
}

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
  /** Solved proof-of-work payload; required after 5 failed sign-ins for the e-mail. */
  altcha: z.string().optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = withMatchingPasswords(
  z.object({
    name: fullNameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: passwordConfirmationSchema,
  }),
);
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Director first and last names (required, at most 255, trimmed; as in director-profile.ts). */
const firstNameSchema = z.preprocess(
  collapse,
  z
    .string({ error: 'First name is required' })
    .min(1, 'First name is required')
    .max(NAME_MAX, 'First name is too long'),
);
const lastNameSchema = z.preprocess(
  collapse,
  z
    .string({ error: 'Last name is required' })
    .min(1, 'Last name is required')
    .max(NAME_MAX, 'Last name is too long'),
);

/** Provider sign-up: `{ camp_director: { first_name, last_name, email, password, password_confirmation } }`. */
export const directorSignUpSchema = withMatchingPasswords(
  z.object({
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: passwordConfirmationSchema,
  }),
);
export type DirectorSignUpInput = z.infer<typeof directorSignUpSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const CURRENT_PASSWORD_INVALID = 'Current password is incorrect';

/**
 * POST .../passwords: reset with the mailed `token`, or change while signed in. A signed-in
 * change also needs `current_password` unless the account has none of its own yet (session
 * field current_password_required; docs/decisions/0018-parent-profile-and-account-deletion.md).
 */
export const resetPasswordSchema = withMatchingPasswords(
  z.object({
    password: passwordSchema,
    password_confirmation: passwordConfirmationSchema,
    token: z.string().min(1).optional(),
    current_password: z.string().max(PASSWORD_MAX, CURRENT_PASSWORD_INVALID).optional(),
  }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * POST /api/v1/staff/passwords: a specialist or an admin chooses a password with the link an
 * administrator had mailed (an invitation or a password reset).
 */
export const staffPasswordSchema = withMatchingPasswords(
  z.object({
    password: passwordSchema,
    password_confirmation: passwordConfirmationSchema,
    token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200),
  }),
);
export type StaffPasswordInput = z.infer<typeof staffPasswordSchema>;
/** Which sign-in page the person goes to next. */
export const staffPasswordResponseSchema = z.object({ role: z.enum(['Specialist', 'Admin']) });

/** The session returned by sign-in, confirmation, passwordless and third-party auth. */
export const sessionSchema = z.object({
  token: z.string(),
  exp: z.number().int(),
  confirmed: z.boolean(),
  id: z.number().int(),
  role: z.enum(ROLES),
  email: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  zip_code: z.string().nullable(),
  package: z.enum(PACKAGE_NAMES).nullable(),
  package_type: z.enum(PACKAGE_TYPES).nullable(),
  order_status: z.enum(ORDER_STATUSES).nullable(),
  friends_itineraries: z.boolean(),
  from_google: z.boolean(),
  /** Director registration status (the spec's field name). */
  zoho_profile: z.string().nullable(),
  stripe_account_status: z.string().nullable(),
  invited_to_itinerary: z.boolean(),
  has_not_completed_questionnaire: z.boolean(),
  /**
   * Changing the password while signed in asks for the current one; false while the account has
   * only a generated (temporary) password or none (created through Google).
   */
  current_password_required: z.boolean(),
  invited: z.boolean(),
  premium: z.boolean(),
  /**
   * An admin who has not set up two-step sign-in yet: this session only opens the enrolment
   * (absent for every other session).
   */
  two_factor_enrolment_required: z.boolean().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** The documented error body. */
export interface ApiErrorBody {
  errors?: Record<string, string[]>;
  _base?: string[];
}

export { SESSION_PATHS, SIGN_IN_ACCOUNTS, type SignInAccount } from './session-paths';
