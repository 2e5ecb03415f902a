import { z } from 'zod';
import { PROVIDER_SPECIAL_NEEDS } from './enums';

// What the camp director's program (activity provider) and interests endpoints answer.
// The request body is program.ts's programSchema.

const named = z.object({ id: z.number().int(), name: z.string() });

export const directorProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  website: z.string(),
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  phone_number: z.string().nullable(),
  faq: z.string().nullable(),
  interest_ids: z.array(z.number().int()),
  interests: z.array(named),
  waiver_form_url: z.string().nullable(),
  /** signed_id of the logo upload, the form's value. */
  logo: z.string().nullable(),
  /** Where the logo is served (stable, public, by its unguessable signed_id). */
  logo_url: z.string().nullable(),
  description: z.string().nullable(),
  special_needs_array: z.array(z.enum(PROVIDER_SPECIAL_NEEDS)),
  special_needs: z.partialRecord(z.enum(PROVIDER_SPECIAL_NEEDS), z.string()),
  tax_id: z.string(),
  personal_growth: z.string().nullable(),
  financial_aid_description: z.string().nullable(),
  financial_aid_percent: z.number().int().nullable(),
  financial_aid_link: z.string().nullable(),
  cancellation_policy: z.string(),
  sibling_discount_percent: z.number().int().nullable(),
  multi_week_discount_percent: z.number().int().nullable(),
  multi_week_discount_from_week: z.number().int().nullable(),
  label: z.string(),
  /** The one-line address the programs list shows and activities inherit. */
  location: z.string(),
  /** From the ZIP code (offline geocoder); null when the ZIP code is unknown to it. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  activities_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DirectorProgram = z.infer<typeof directorProgramSchema>;

export const programPagySchema = z.object({
  count: z.number().int(),
  pages: z.number().int(),
  page: z.number().int(),
});

export const directorProgramListSchema = z.object({
  activity_providers: z.array(directorProgramSchema),
  pagy: programPagySchema,
});
export type DirectorProgramList = z.infer<typeof directorProgramListSchema>;

export const directorProgramResponseSchema = z.object({ activity_provider: directorProgramSchema });
export type DirectorProgramResponse = z.infer<typeof directorProgramResponseSchema>;

/** Page size of the director's programs list (the spec leaves it open). */
export const DIRECTOR_PROGRAMS_PAGE_SIZE = 10;

/** The server's refusal to delete a program that still has activities (and the dialog's text). */
export const PROGRAM_HAS_ACTIVITIES_MESSAGE =
  'This program cannot be deleted because it has activities associated with it. Please delete associated activities.';
export const PROGRAM_LOGO_INVALID = 'Logo is invalid';

/**
 * The program's one-line location: '100 Main St, Suite 2, Raleigh, NC 27601'. Activities inherit
 * it as their (read-only) location.
 */
export function formatProgramLocation(p: {
  address: string;
  address2?: string | null;
  city: string;
  state: string;
  zip_code: string;
}): string {
  const street = [p.address, p.address2]
    .map((s) => s?.trim())
    .filter((s): s is string => !!s)
    .join(', ');
  const region = [p.state.trim(), p.zip_code.trim()].filter(Boolean).join(' ');
  return [street, p.city.trim(), region].filter(Boolean).join(', ');
}

// --- Interests (GET /api/v1/camp_directors/interests) ------------------------------------------

export const interestOptionsSchema = z.object({
  /** The program form's options (personal-growth interests). */
  program_interests: z.array(named),
  /** The activity form's interests (skill groups), each with its skills. */
  activity_interests: z.array(named.extend({ skill_developments: z.array(named) })),
});
export type InterestOptions = z.infer<typeof interestOptionsSchema>;
