import { z } from 'zod';
import { emailSchema, fullNameSchema } from './auth';
import { ITINERARY_STATUSES } from './enums';
import { idField, urlIntField } from './number';
import { pagySchema } from './order';

/** The roles the back office's staff list holds and can invite. */
export const STAFF_ROLES = ['Specialist', 'Admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Where a staff account stands: invited (no password chosen yet), active, or deactivated (cannot
 * sign in; every session it had ended when it was deactivated).
 */
export const STAFF_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** Rows a page of the staff list may hold. */
export const STAFF_PAGE_SIZES = [25, 50, 100] as const;

/** Rows one CSV export holds at most. */
export const STAFF_EXPORT_MAX_ROWS = 10_000;

/** The staff list's filter, as the URL and the API take it (all optional). */
export const staffFilterSchema = z.object({
  /** Part of the name or e-mail (case-insensitive). */
  q: z.string().trim().max(255, 'is too long').optional(),
  role: z.enum(STAFF_ROLES, { error: 'must be Specialist or Admin' }).optional(),
  status: z.enum(STAFF_STATUSES, { error: 'must be invited, active or deactivated' }).optional(),
});
export type StaffFilterQuery = z.infer<typeof staffFilterSchema>;

export const STAFF_SORTS = ['name', 'email', 'created_at', 'last_sign_in_at'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

export const staffListQuerySchema = staffFilterSchema.extend({
  page: urlIntField().default(1),
  per_page: z.coerce
    .number()
    .refine((n) => (STAFF_PAGE_SIZES as readonly number[]).includes(n), {
      message: `must be one of ${STAFF_PAGE_SIZES.join(', ')}`,
    })
    .default(25),
  sort: z.enum(STAFF_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  deactivated_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z.object({
  staff: z.array(staffMemberSchema),
  pagy: pagySchema,
});
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** A specialist's itineraries, counted by status (all zero for an admin). */
export const staffWorkloadSchema = z.object(
  Object.fromEntries(ITINERARY_STATUSES.map((s) => [s, z.number()])) as Record<
    (typeof ITINERARY_STATUSES)[number],
    z.ZodNumber
  >,
);
export type StaffWorkload = z.infer<typeof staffWorkloadSchema>;

/** One itinerary a specialist is working on, as the back office lists it. */
export const staffItinerarySchema = z.object({
  id: z.number(),
  status: z.enum(ITINERARY_STATUSES),
  child_name: z.string().nullable(),
  parent_name: z.string(),
  /** Since the questionnaire was submitted (else since the itinerary was created). */
  waiting_since: z.string(),
  /** Past the service target for a first itinerary. */
  overdue: z.boolean(),
});
export type StaffItinerary = z.infer<typeof staffItinerarySchema>;

/** Open itineraries listed on a specialist's page at most (the counts cover all of them). */
export const STAFF_OPEN_ITINERARIES_MAX = 50;

/** The most rows the CSV of a specialist's open itineraries holds. */
export const STAFF_ITINERARIES_EXPORT_MAX_ROWS = 10_000;

/**
 * One staff account with, for a specialist, the itineraries they hold by status and the open ones
 * (overdue first, then the longest waiting), which an admin may hand to another specialist.
 */
export const staffDetailsSchema = staffMemberSchema.extend({
  workload: staffWorkloadSchema,
  open_itineraries: z.array(staffItinerarySchema),
  /** An admin whose two-step sign-in is set up (another admin can reset it). */
  two_factor_enrolled: z.boolean(),
});
export type StaffDetails = z.infer<typeof staffDetailsSchema>;

/** POST /api/v1/admins/itineraries/:id/reassignment: hand an itinerary to another specialist. */
export const itineraryReassignmentSchema = z.object({
  specialist_id: idField('Choose a specialist'),
});
export type ItineraryReassignment = z.infer<typeof itineraryReassignmentSchema>;

/** POST /api/v1/admins/staff: invite a specialist or an admin by e-mail. */
export const staffInviteSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  role: z.enum(STAFF_ROLES, { error: 'Role must be Specialist or Admin' }),
});
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

/** PUT /api/v1/admins/staff/:id/role. */
export const staffRoleSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: 'Role must be Specialist or Admin' }),
});
export type StaffRoleInput = z.infer<typeof staffRoleSchema>;

/** The refusals the page shows as they are. */
export const STAFF_MESSAGES = {
  emailTaken: 'An account with this e-mail already exists.',
  emailTakenDeactivated:
    'A deactivated staff account has this e-mail: reactivate it instead of inviting again.',
  selfDeactivate: 'You cannot deactivate your own account.',
  selfRole: 'You cannot remove your own administrator role.',
  alreadyDeactivated: 'This account is already deactivated.',
  notDeactivated: 'This account is not deactivated.',
  notInvited: 'This person has already chosen a password: send a password reset instead.',
  invitedNoReset: 'This person has not chosen a password yet: resend the invitation instead.',
  deactivatedNoMail: 'This account is deactivated: reactivate it first.',
  sameRole: 'This person already has that role.',
  notFound: 'Staff member not found',
  actorGone: 'Your account can no longer manage staff.',
  itineraryNotFound: 'Itinerary not found',
  notReassignable:
    'Only an itinerary a specialist is working on can be reassigned: a new one is taken from the queue, and an approved or canceled one is closed.',
  notActiveSpecialist: 'Choose an active specialist',
  sameSpecialist: 'This specialist already holds this itinerary.',
} as const;
