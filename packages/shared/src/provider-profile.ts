import { z } from 'zod';
import { ONBOARDING_STEPS, PAYMENT_ACCOUNT_STATUSES, REGISTRATION_STATUSES } from './enums';
import { optionalNumberField } from './number';
import { phoneSchema } from './phone';
import { optionalText, requiredText, urlField } from './text';
import { zipCodeSchema } from './zip';

// The provider profile a camp director submits for vetting (the original embeds an external
// sign-up form; we build it natively, see decision 0011), the
// registration-status answer, an admin's validation decision and the local payment-account
// simulator's outcome. Sent as { provider_profile: {...} }.

export const PROVIDER_PROFILE_MESSAGES = {
  organisationRequired: 'Organization name is required',
  contactNameRequired: 'Contact name is required',
  addressRequired: 'Address required',
  cityRequired: 'City required',
  stateRequired: 'State required',
  zipRequired: 'Zip Code required',
  websiteRequired: 'Website required',
  websiteInvalid: 'Website is invalid',
  descriptionRequired: 'Description is required',
  taxIdRequired: 'TaxID is required',
  yearsInvalid: 'Years in operation must be a whole number between 0 and 500',
  tooLong: 'Is too long',
} as const;

export const PROVIDER_TEXT_MAX = 255;
export const PROVIDER_LONG_TEXT_MAX = 5000;
export const YEARS_IN_OPERATION_MAX = 500;

const M = PROVIDER_PROFILE_MESSAGES;

export const providerProfileSchema = z.object({
  organisation_name: requiredText(M.organisationRequired, {
    max: PROVIDER_TEXT_MAX,
    maxMessage: M.tooLong,
  }),
  contact_name: requiredText(M.contactNameRequired, {
    max: PROVIDER_TEXT_MAX,
    maxMessage: M.tooLong,
  }),
  address: requiredText(M.addressRequired, { max: PROVIDER_TEXT_MAX, maxMessage: M.tooLong }),
  city: requiredText(M.cityRequired, { max: PROVIDER_TEXT_MAX, maxMessage: M.tooLong }),
  state: requiredText(M.stateRequired, { max: 64, maxMessage: M.tooLong }),
  zip_code: zipCodeSchema(M.zipRequired),
  phone_number: phoneSchema,
  website: urlField({ required: M.websiteRequired, invalid: M.websiteInvalid }),
  description: requiredText(M.descriptionRequired, {
    multiline: true,
    max: PROVIDER_LONG_TEXT_MAX,
    maxMessage: M.tooLong,
  }),
  tax_id: requiredText(M.taxIdRequired, { max: 64, maxMessage: M.tooLong }),
  years_in_operation: optionalNumberField({
    invalid: M.yearsInvalid,
    integer: M.yearsInvalid,
    min: [0, M.yearsInvalid],
    max: [YEARS_IN_OPERATION_MAX, M.yearsInvalid],
  }),
  insurance_info: optionalText({
    multiline: true,
    max: PROVIDER_LONG_TEXT_MAX,
    maxMessage: M.tooLong,
  }),
  licensing_info: optionalText({
    multiline: true,
    max: PROVIDER_LONG_TEXT_MAX,
    maxMessage: M.tooLong,
  }),
});
export type ProviderProfileInput = z.input<typeof providerProfileSchema>;
export type ProviderProfile = z.output<typeof providerProfileSchema>;
export const PROVIDER_PROFILE_FIELDS = Object.keys(
  providerProfileSchema.shape,
) as (keyof ProviderProfile)[];

/** The answer of every onboarding call: the session's zoho_profile and stripe_account_status. */
export const onboardingStatusSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES),
  stripe_account_status: z.enum(PAYMENT_ACCOUNT_STATUSES),
  onboarding_step: z.enum(ONBOARDING_STEPS),
  /** Why an admin did not accept the provider (only when status is 'rejected'). */
  rejection_reason: z.string().nullable(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** The submitted provider profile as the API answers it (null: not given). */
export const providerProfileViewSchema = z.object({
  organisation_name: z.string().nullable(),
  contact_name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  tax_id: z.string().nullable(),
  years_in_operation: z.number().int().nullable(),
  insurance_info: z.string().nullable(),
  licensing_info: z.string().nullable(),
  submitted_at: z.string().nullable(),
});
export type ProviderProfileView = z.infer<typeof providerProfileViewSchema>;

/** GET /api/v1/camp_directors/profile_form_fillings. */
export const providerProfileResponseSchema = onboardingStatusSchema.extend({
  provider_profile: providerProfileViewSchema,
});
export type ProviderProfileResponse = z.infer<typeof providerProfileResponseSchema>;

// ---- admin validation -------------------------------------------------------------------

export const PROVIDER_DECISIONS = ['accept', 'reject'] as const;
export type ProviderDecision = (typeof PROVIDER_DECISIONS)[number];

type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * The registration statuses an admin's decision applies to (decision 0032): a provider awaiting
 * validation is accepted or rejected; a rejected one can be reconsidered and accepted later. A
 * validated provider is final here: taking back a validation would strand published activities,
 * itineraries and paid orders, which is a suspension with its own rules, not a rejection.
 */
export const PROVIDER_DECISION_FROM: Record<ProviderDecision, readonly RegistrationStatus[]> = {
  accept: ['awaiting_validation', 'rejected'],
  reject: ['awaiting_validation'],
};

export const canDecideProvider = (status: RegistrationStatus, decision: ProviderDecision) =>
  PROVIDER_DECISION_FROM[decision].includes(status);

/**
 * The statuses from which a director submits the provider profile for validation: the first
 * time, and after a rejection, corrected (decision 0032).
 */
export const PROFILE_SUBMITTABLE_FROM: readonly RegistrationStatus[] = [
  'needs_provider_profile',
  'rejected',
];

export const canSubmitProviderProfile = (status: RegistrationStatus | null | undefined) =>
  PROFILE_SUBMITTABLE_FROM.includes(status ?? 'needs_provider_profile');

export const PROVIDER_VALIDATION_MESSAGES = {
  decisionRequired: 'Decision is required',
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason is too long',
  expectedStatusInvalid: 'Expected status is invalid',
} as const;

const STATUS_WORDS: Record<RegistrationStatus, string> = {
  needs_provider_profile: 'waiting for the provider profile',
  awaiting_validation: 'awaiting validation',
  validated: 'validated',
  rejected: 'rejected',
};

/** The refusal when the provider's status changed after the admin saw it; names the new one. */
export const providerStatusChangedMessage = (status: RegistrationStatus) =>
  `This provider's status has changed: it is now ${STATUS_WORDS[status]}. Review it again before deciding.`;
/** The most providers one CSV export of the back office's queue holds. */
export const PROVIDER_EXPORT_MAX_ROWS = 10_000;

export const REJECTION_REASON_MAX = 2000;

/**
 * An admin's decision; a rejection must say why (the reason is mailed to the director).
 * expected_status is the registration status the admin saw when deciding: when the provider's
 * status has changed since (another admin decided, the director resubmitted), the decision is
 * refused with 409 instead of applying to a status the admin never saw. The web app always
 * sends it; it stays optional so that callers written before it keep today's behaviour.
 */
export const providerValidationSchema = z
  .object({
    decision: z.enum(PROVIDER_DECISIONS, {
      error: PROVIDER_VALIDATION_MESSAGES.decisionRequired,
    }),
    expected_status: z
      .enum(REGISTRATION_STATUSES, { error: PROVIDER_VALIDATION_MESSAGES.expectedStatusInvalid })
      .optional(),
    reason: optionalText({
      multiline: true,
      max: REJECTION_REASON_MAX,
      maxMessage: PROVIDER_VALIDATION_MESSAGES.reasonTooLong,
    }),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: PROVIDER_VALIDATION_MESSAGES.reasonRequired,
      });
    }
  });
export type ProviderValidationInput = z.input<typeof providerValidationSchema>;

// ---- local payment-account simulator ----------------------------------------------------

/** What the built-in simulator lets the director do with the setup (no Stripe keys). */
export const LOCAL_ONBOARDING_OUTCOMES = ['complete', 'pending', 'fail'] as const;
export type LocalOnboardingOutcome = (typeof LOCAL_ONBOARDING_OUTCOMES)[number];
export const localOnboardingSchema = z.object({
  outcome: z.enum(LOCAL_ONBOARDING_OUTCOMES, { error: 'Outcome is invalid' }),
});

/** One provider in the admin back office: the account, its onboarding state and its profile. */
export const adminProviderSchema = providerProfileViewSchema.extend({
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  onboarding_step: z.enum(ONBOARDING_STEPS),
  stripe_account_status: z.enum(PAYMENT_ACCOUNT_STATUSES),
  rejection_reason: z.string().nullable(),
  validated_at: z.string().nullable(),
});
export type AdminProvider = z.infer<typeof adminProviderSchema>;
