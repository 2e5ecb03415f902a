import { z } from 'zod';
import { sessionSchema } from './auth';

/** Recovery codes an admin gets at enrolment (and each time they make new ones). */
export const RECOVERY_CODE_COUNT = 10;

/** Length of a challenge token, as the API issues it (base64url of 32 bytes). */
const challengeToken = z
  .string({ error: 'Sign in again' })
  .trim()
  .min(1, 'Sign in again')
  .max(256, 'Sign in again');

/**
 * What the person types at the second step: a 6-digit code from the authenticator app, or one of
 * the recovery codes (letters and digits, dashes and spaces ignored).
 */
export const secondFactorCodeSchema = z
  .string({ error: 'Enter the code' })
  .trim()
  .min(1, 'Enter the code')
  .max(64, 'The code is not valid');

/**
 * The admin sign-in answer when the password was right and the account has two-step sign-in:
 * no session yet, a short-lived challenge to answer with a code.
 */
export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge_token: z.string(),
  /** ISO instant after which the challenge no longer works (sign in again). */
  challenge_expires_at: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /api/v1/admins/sessions answers a session, or a challenge for the second step. */
export const adminSignInResponseSchema = z.union([twoFactorChallengeSchema, sessionSchema]);
export type AdminSignInResponse = z.infer<typeof adminSignInResponseSchema>;

/** POST /api/v1/admins/sessions/two-factor: the challenge and a code (TOTP or recovery code). */
export const twoFactorAnswerSchema = z.object({
  challenge_token: challengeToken,
  code: secondFactorCodeSchema,
});
export type TwoFactorAnswer = z.infer<typeof twoFactorAnswerSchema>;

/** POST /api/v1/admins/two-factor/enrolment: a new secret to scan (replaces an unconfirmed one). */
export const twoFactorEnrolmentSchema = z.object({
  /** The secret in base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  otpauth_url: z.string(),
  /** The QR code as an SVG data URL. */
  qr_code: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** POST /api/v1/admins/two-factor/enrolment/confirmation: the first code from the app. */
export const twoFactorConfirmSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type TwoFactorConfirm = z.infer<typeof twoFactorConfirmSchema>;

export const recoveryCodesSchema = z.object({
  /** Shown once: only their hashes are kept. */
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Enrolment confirmed: a full session (the limited one ended) and the recovery codes. */
export const twoFactorConfirmedSchema = recoveryCodesSchema.extend({ session: sessionSchema });
export type TwoFactorConfirmed = z.infer<typeof twoFactorConfirmedSchema>;

/** GET /api/v1/admins/two-factor: where the signed-in admin's second factor stands. */
export const twoFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  enrolled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const TWO_FACTOR_MESSAGES = {
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  replayed: 'That code was already used. Wait for the next code in your authenticator app.',
  recoveryUsed: 'That recovery code was already used.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  tooManyWrongCodes: 'Too many wrong codes. Please sign in again.',
  enrolmentRequired: 'Set up two-step sign-in to continue.',
  alreadyEnrolled: 'Two-step sign-in is already set up.',
  noEnrolment: 'Start the set-up again: no code was expected.',
  notEnrolled: 'Two-step sign-in is not set up for this account.',
  selfReset: 'You cannot reset your own two-step sign-in: ask another administrator.',
  notAdmin: 'Only administrators use two-step sign-in.',
} as const;
