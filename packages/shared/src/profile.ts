import { z } from 'zod';
import { emailSchema, fullNameSchema } from './auth';
import { phoneSchema } from './phone';
import { requiredText } from './text';
import { zipCodeSchema } from './zip';

// Parent profile form (parent document: section 2 "Profile", section 5). Sent as
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
