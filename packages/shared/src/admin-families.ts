import { z } from 'zod';
import { emailSchema } from './auth';
import {
  ITINERARY_STATUSES,
  ORDER_STATUSES,
  PACKAGE_NAMES,
  PACKAGE_TYPES,
  SUBSCRIPTION_STATUSES,
} from './enums';
import { urlIntField } from './number';
import { pagySchema } from './order';

/** Rows a page of the families list may hold. */
export const FAMILY_PAGE_SIZES = [25, 50, 100] as const;

/** Rows one CSV export holds at most. */
export const FAMILY_EXPORT_MAX_ROWS = 10_000;

/** Rows each section of a family's page holds at most (newest first). */
export const FAMILY_SECTION_MAX_ROWS = 100;

/** A family's package filter: one of the plans, or none (never bought one, or it was ended). */
export const FAMILY_PACKAGE_FILTERS = [...PACKAGE_NAMES, 'none'] as const;
export type FamilyPackageFilter = (typeof FAMILY_PACKAGE_FILTERS)[number];

/** The families list's filter, as the URL and the API take it (all optional). */
export const familyFilterSchema = z.object({
  /** Part of the parent's name or e-mail, or of a child's first name (case-insensitive). */
  q: z.string().trim().max(255, 'is too long').optional(),
  package: z
    .enum(FAMILY_PACKAGE_FILTERS, { error: 'must be one_time, monthly, annually or none' })
    .optional(),
});
export type FamilyFilterQuery = z.infer<typeof familyFilterSchema>;

export const FAMILY_SORTS = ['name', 'email', 'created_at', 'last_sign_in_at'] as const;
export type FamilySort = (typeof FAMILY_SORTS)[number];

export const familyListQuerySchema = familyFilterSchema.extend({
  page: urlIntField().default(1),
  per_page: z.coerce
    .number()
    .refine((n) => (FAMILY_PAGE_SIZES as readonly number[]).includes(n), {
      message: `must be one of ${FAMILY_PAGE_SIZES.join(', ')}`,
    })
    .default(25),
  sort: z.enum(FAMILY_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type FamilyListQuery = z.infer<typeof familyListQuerySchema>;

export const familySummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  /** The children's first names. */
  children: z.array(z.string()),
  /** The plan of the latest order (null: not subscribed). */
  package: z.enum(PACKAGE_NAMES).nullable(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type FamilySummary = z.infer<typeof familySummarySchema>;

export const familyListResponseSchema = z.object({
  families: z.array(familySummarySchema),
  pagy: pagySchema,
});
export type FamilyListResponse = z.infer<typeof familyListResponseSchema>;

const iso = z.string();
const isoOrNull = z.string().nullable();

export const familyParentSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  zip_code: z.string().nullable(),
  confirmed: z.boolean(),
  from_google: z.boolean(),
  created_at: iso,
  last_sign_in_at: isoOrNull,
  deactivated_at: isoOrNull,
});

export const familyChildSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  age: z.number().nullable(),
  rising_grade_level: z.number().nullable(),
});

/** A questionnaire without its free texts and health answers (never shown in the back office). */
export const familyQuestionnaireSchema = z.object({
  id: z.number(),
  child_first_name: z.string().nullable(),
  status: z.string(),
  submitted_at: isoOrNull,
  created_at: iso,
});

export const familyItinerarySchema = z.object({
  id: z.number(),
  child_name: z.string().nullable(),
  status: z.enum(ITINERARY_STATUSES),
  specialist_name: z.string().nullable(),
  created_at: iso,
  approved_at: isoOrNull,
});

export const familySubscriptionSchema = z.object({
  id: z.number(),
  package: z.enum(PACKAGE_NAMES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.string(),
  price_cents: z.number(),
  current_period_end: iso,
  cancel_at_period_end: z.boolean(),
  canceled_at: isoOrNull,
});

/** The family's plan as the parent sees it (from the latest order) and its newest subscription. */
export const familyPlanSchema = z.object({
  package: z.enum(PACKAGE_NAMES).nullable(),
  package_type: z.enum(PACKAGE_TYPES).nullable(),
  order_status: z.enum(ORDER_STATUSES).nullable(),
  subscription: familySubscriptionSchema.nullable(),
});
export type FamilyPlan = z.infer<typeof familyPlanSchema>;

export const familyOrderSchema = z.object({
  id: z.number(),
  package: z.enum(PACKAGE_NAMES),
  status: z.enum(ORDER_STATUSES),
  amount_cents: z.number(),
  discount_cents: z.number(),
  provider: z.string(),
  paid_at: isoOrNull,
  ended_at: isoOrNull,
  created_at: iso,
});

/** A camp paid through us (one enrollment). */
export const familyPaymentSchema = z.object({
  id: z.number(),
  itinerary_id: z.number(),
  activity_name: z.string(),
  payment_status: z.string(),
  amount_cents: z.number().nullable(),
  provider: z.string().nullable(),
  paid_at: isoOrNull,
  canceled_at: isoOrNull,
});

export const familyRefundSchema = z.object({
  id: z.number(),
  activity_name: z.string(),
  status: z.string(),
  paid_cents: z.number(),
  refund_amount_cents: z.number().nullable(),
  refunded_at: isoOrNull,
  created_at: iso,
});

/** A message with MIA (the assistant) or between parent and specialist, newest first. */
export const familyMessageSchema = z.object({
  id: z.number(),
  itinerary_id: z.number(),
  sender_role: z.string(),
  text: z.string(),
  created_at: iso,
});

export const familyChangeRequestSchema = z.object({
  id: z.number(),
  itinerary_id: z.number(),
  activity_name: z.string().nullable(),
  reason: z.string(),
  more_information: z.string(),
  resolved_at: isoOrNull,
  created_at: iso,
});

export const familyDetailsSchema = z.object({
  parent: familyParentSchema,
  children: z.array(familyChildSchema),
  questionnaires: z.array(familyQuestionnaireSchema),
  itineraries: z.array(familyItinerarySchema),
  plan: familyPlanSchema,
  orders: z.array(familyOrderSchema),
  payments: z.array(familyPaymentSchema),
  refunds: z.array(familyRefundSchema),
  messages: z.array(familyMessageSchema),
  change_requests: z.array(familyChangeRequestSchema),
});
export type FamilyDetails = z.infer<typeof familyDetailsSchema>;

/** The JSON export: the page's content plus the account's own fields (no secrets). */
export const familyExportSchema = familyDetailsSchema.extend({
  exported_at: iso,
  account: z.object({
    id: z.number(),
    role: z.string(),
    email: z.string(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone_number: z.string().nullable(),
    address: z.string().nullable(),
    zip_code: z.string().nullable(),
    photo_url: z.string().nullable(),
    from_google: z.boolean(),
    invited_to_itinerary: z.boolean(),
    confirmed_at: isoOrNull,
    last_sign_in_at: isoOrNull,
    deactivated_at: isoOrNull,
    created_at: iso,
    updated_at: iso,
  }),
});
export type FamilyExport = z.infer<typeof familyExportSchema>;

/** POST /api/v1/admins/families/:id/erasure: the parent's e-mail, typed again to confirm. */
export const familyEraseSchema = z.object({ email: emailSchema });
export type FamilyEraseInput = z.infer<typeof familyEraseSchema>;

/** PUT /api/v1/admins/families/:id/package: a plan, or none to end it (downgrade to free). */
export const FAMILY_PACKAGE_TARGETS = [...PACKAGE_NAMES, 'none'] as const;
export const familyPackageSchema = z.object({
  package: z.enum(FAMILY_PACKAGE_TARGETS, {
    error: 'Package must be one_time, monthly, annually or none',
  }),
});
export type FamilyPackageInput = z.infer<typeof familyPackageSchema>;

/** The refusals the page shows as they are. */
export const FAMILY_MESSAGES = {
  notFound: 'Family not found',
  emailMismatch: 'does not match the parent’s e-mail',
  erased: 'The family’s account and personal data were erased.',
  samePackage: 'The family already has this plan.',
  packageUnavailable: 'This plan is not on sale.',
} as const;
