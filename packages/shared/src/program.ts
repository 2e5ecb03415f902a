import { z } from 'zod';
import { PROVIDER_SPECIAL_NEEDS, type ProviderSpecialNeed } from './enums';
import { idListField, optionalNumberField } from './number';
import { phoneSchema } from './phone';
import { emailField, optionalText, optionalUrl, requiredText, urlField } from './text';
import { zipCodeSchema } from './zip';
import { checkMultiWeekPair, programDiscountFields } from './discounts';

// The program (activity provider) form of the camp director and specialist areas. Sent as
// { activity_provider: {...} }.

export const PROGRAM_MESSAGES = {
  nameRequired: 'Name required',
  nameTooLong: 'Name is too long',
  emailRequired: 'Email required',
  emailInvalid: 'Email invalid',
  websiteRequired: 'Website required',
  websiteInvalid: 'Website is invalid',
  addressRequired: 'Address required',
  cityRequired: 'City required',
  stateRequired: 'State required',
  zipRequired: 'Zip Code required',
  interestRequired: 'Interest is required',
  interestMin: 'Choose at least 1 option!',
  taxIdRequired: 'TaxID is required',
  cancellationPolicyRequired: 'Cancellation policy is required',
  financialAidPercent: 'Financial aid percent must be between 0 and 100',
  faqInvalid: 'FAQ link is invalid',
  waiverInvalid: 'Waiver form link is invalid',
  financialAidLinkInvalid: 'Financial aid link is invalid',
  specialNeedInvalid: 'Special need is invalid',
} as const;

export const PROGRAM_NAME_MAX = 255;
export const FINANCIAL_AID_PERCENT_MIN = 0;
export const FINANCIAL_AID_PERCENT_MAX = 100;
const LONG_TEXT_MAX = 10000;

const longText = () => optionalText({ multiline: true, max: LONG_TEXT_MAX });

/** The per-need text map; only the three known needs, each optional. */
export const specialNeedsMapSchema = z.object({
  physical_disabilities: longText(),
  learning_disabilities: longText(),
  dietary: longText(),
});
export type SpecialNeedsMap = Partial<Record<ProviderSpecialNeed, string>>;

/**
 * "Unchecking a special need clears its value": keeps only the texts of checked needs, and
 * drops blank ones. The form calls it when a box is unticked; the schema applies it on output.
 */
export function keepCheckedSpecialNeeds(
  checked: readonly string[] | null | undefined,
  texts: Partial<Record<string, string | null | undefined>> | null | undefined,
): SpecialNeedsMap {
  const result: SpecialNeedsMap = {};
  for (const need of PROVIDER_SPECIAL_NEEDS) {
    const text = texts?.[need];
    if (checked?.includes(need) && typeof text === 'string' && text !== '') result[need] = text;
  }
  return result;
}

/** The program form's fields, without the output step (narrow it with pick/extend). */
export const programFieldsSchema = z.object({
  name: requiredText(PROGRAM_MESSAGES.nameRequired, {
    max: PROGRAM_NAME_MAX,
    maxMessage: PROGRAM_MESSAGES.nameTooLong,
  }),
  email: emailField({
    required: PROGRAM_MESSAGES.emailRequired,
    invalid: PROGRAM_MESSAGES.emailInvalid,
  }),
  website: urlField({
    required: PROGRAM_MESSAGES.websiteRequired,
    invalid: PROGRAM_MESSAGES.websiteInvalid,
  }),
  address: requiredText(PROGRAM_MESSAGES.addressRequired, { max: 255 }),
  address2: optionalText({ max: 255 }),
  city: requiredText(PROGRAM_MESSAGES.cityRequired, { max: 255 }),
  state: requiredText(PROGRAM_MESSAGES.stateRequired, { max: 64 }),
  zip_code: zipCodeSchema(PROGRAM_MESSAGES.zipRequired),
  phone_number: phoneSchema,
  /** The FAQ link. */
  faq: optionalUrl(PROGRAM_MESSAGES.faqInvalid),
  interest_ids: idListField(PROGRAM_MESSAGES.interestRequired, PROGRAM_MESSAGES.interestMin),
  waiver_form_url: optionalUrl(PROGRAM_MESSAGES.waiverInvalid),
  /** signed_id of an uploaded logo (see upload.ts). */
  logo: optionalText({ max: 128 }),
  description: longText(),
  special_needs_array: z
    .array(z.enum(PROVIDER_SPECIAL_NEEDS, { error: PROGRAM_MESSAGES.specialNeedInvalid }))
    .nullish()
    .transform((list) => [...new Set(list ?? [])]),
  special_needs: specialNeedsMapSchema.nullish(),
  tax_id: requiredText(PROGRAM_MESSAGES.taxIdRequired, { max: 64 }),
  personal_growth: longText(),
  financial_aid_description: longText(),
  financial_aid_percent: optionalNumberField({
    invalid: PROGRAM_MESSAGES.financialAidPercent,
    integer: PROGRAM_MESSAGES.financialAidPercent,
    min: [FINANCIAL_AID_PERCENT_MIN, PROGRAM_MESSAGES.financialAidPercent],
    max: [FINANCIAL_AID_PERCENT_MAX, PROGRAM_MESSAGES.financialAidPercent],
  }),
  financial_aid_link: optionalUrl(PROGRAM_MESSAGES.financialAidLinkInvalid),
  cancellation_policy: requiredText(PROGRAM_MESSAGES.cancellationPolicyRequired, {
    multiline: true,
    max: LONG_TEXT_MAX,
  }),
  ...programDiscountFields,
});

/** The program form as submitted: special-need texts of unchecked needs are cleared. */
export const programSchema = programFieldsSchema.superRefine(checkMultiWeekPair).transform((v) => ({
  ...v,
  special_needs: keepCheckedSpecialNeeds(v.special_needs_array, v.special_needs),
}));
export type ProgramInput = z.input<typeof programSchema>;
export type Program = z.output<typeof programSchema>;
