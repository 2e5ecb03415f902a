import { z } from 'zod';
import { idField } from './number';
import { adminProviderSchema } from './provider-profile';
import { requiredText } from './text';

// The operator's standing of a validated provider (decision 0093): active, suspended at once for
// a breach or abuse (reinstatable), under 30 days' notice of termination (cancellable before the
// date), or terminated. A suspended or terminated provider's programs and activities leave the
// catalog and the open checkouts for them end. Also the admin's lists of a provider's programs,
// activities and imports, and the bodies of their actions.

export const PROVIDER_STANDINGS = ['active', 'suspended', 'terminating', 'terminated'] as const;
export type ProviderStanding = (typeof PROVIDER_STANDINGS)[number];

/** Days between an admin's notice of termination and the termination. */
export const TERMINATION_NOTICE_DAYS = 30;
export const SUSPENSION_REASON_MAX = 2000;

export const PROVIDER_STANDING_MESSAGES = {
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason is too long',
  notValidated: 'Only a validated provider can be suspended or terminated.',
  alreadySuspended: 'This provider is already suspended.',
  notSuspended: 'This provider is not suspended.',
  terminated: 'This provider is terminated.',
  alreadyTerminating: 'This provider already has a notice of termination.',
  notTerminating: 'This provider has no notice of termination.',
  programNotFound: 'Program not found',
  idsRequired: 'Select at least one activity.',
  tooMany: 'Select at most 500 activities at once.',
  notInProgram: 'Some of the selected activities are not in this program.',
} as const;

/** At most this many activities are unpublished (or published again) at once. */
export const MAX_BULK_UNPUBLISH = 500;

/** The body of a suspension: why (the director sees it). */
export const suspendProviderSchema = z.object({
  reason: requiredText(PROVIDER_STANDING_MESSAGES.reasonRequired, {
    multiline: true,
    max: SUSPENSION_REASON_MAX,
    maxMessage: PROVIDER_STANDING_MESSAGES.reasonTooLong,
  }),
});
export type SuspendProviderInput = z.input<typeof suspendProviderSchema>;

/** Selected activities of one program (bulk unpublish or publish). */
export const activityIdsSchema = z.object({
  ids: z
    .array(idField('Invalid activity'), { error: PROVIDER_STANDING_MESSAGES.idsRequired })
    .min(1, PROVIDER_STANDING_MESSAGES.idsRequired)
    .max(MAX_BULK_UNPUBLISH, PROVIDER_STANDING_MESSAGES.tooMany)
    .transform((ids) => [...new Set(ids)]),
});
export type ActivityIdsInput = z.input<typeof activityIdsSchema>;

/** How many activities an unpublish or a publish changed (already so: unchanged). */
export const publicationResultSchema = z.object({ changed: z.number().int() });
export type PublicationResult = z.infer<typeof publicationResultSchema>;

/** The standing fields, as the director and the admin see them. */
export const providerStandingSchema = z.object({
  standing: z.enum(PROVIDER_STANDINGS),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  termination_notice_at: z.string().nullable(),
  terminates_at: z.string().nullable(),
  terminated_at: z.string().nullable(),
});
export type ProviderStandingView = z.infer<typeof providerStandingSchema>;

/** One provider on its admin page: the account, its profile and its standing. */
export const adminProviderDetailSchema = adminProviderSchema.extend(providerStandingSchema.shape);
export type AdminProviderDetail = z.infer<typeof adminProviderDetailSchema>;

/** A program of the provider, on its admin page. */
export const adminProviderProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  activity_count: z.number().int(),
  unpublished_count: z.number().int(),
  unpublished_at: z.string().nullable(),
});
export type AdminProviderProgram = z.infer<typeof adminProviderProgramSchema>;
export const adminProviderProgramListSchema = z.object({
  programs: z.array(adminProviderProgramSchema),
});

/** An activity of a program, on the provider's admin page. */
export const adminProgramActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  unpublished_at: z.string().nullable(),
});
export type AdminProgramActivity = z.infer<typeof adminProgramActivitySchema>;
export const ADMIN_PROGRAM_ACTIVITIES_PER_PAGE = 25;

/** The most rows one CSV of a provider's programs, a program's activities or its imports holds. */
export const PROVIDER_LIST_EXPORT_MAX_ROWS = 10_000;
export const adminProgramActivityListSchema = z.object({
  activities: z.array(adminProgramActivitySchema),
  pagy: z.object({ count: z.number(), pages: z.number(), page: z.number() }),
});
export type AdminProgramActivityList = z.infer<typeof adminProgramActivityListSchema>;

/** An import into one of the provider's programs. */
export const adminProviderImportSchema = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  program_name: z.string(),
  activity_count: z.number().int(),
  created_at: z.string(),
  undone_at: z.string().nullable(),
});
export type AdminProviderImport = z.infer<typeof adminProviderImportSchema>;
export const adminProviderImportListSchema = z.object({
  imports: z.array(adminProviderImportSchema),
});
