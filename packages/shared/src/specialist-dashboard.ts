import { z } from 'zod';
import {
  ITINERARY_STATUSES,
  ORDER_STATUSES,
  PACKAGE_TYPES,
  type ItineraryStatus,
} from './enums.js';
import {
  FIRST_ITINERARY_TARGET_BUSINESS_DAYS,
  SPECIALIST_INTRO_TARGET_BUSINESS_HOURS,
} from './constants.js';
import { acknowledgedClashesSchema } from './schedule-clash.js';

// The specialist's dashboard: itineraries by status with
// per-status counts, 'Assign to me', cancel and approve, and our service targets (decision 0021).

/** Itineraries per dashboard page (the spec does not say; 10 like the provider page). */
export const DASHBOARD_PAGE_SIZE = 10;
export const DASHBOARD_DEFAULT_STATUS: ItineraryStatus = 'draft';

/** Business hours in a business day, for the first-itinerary target. */
export const BUSINESS_HOURS_PER_DAY = 8;
export const INTRO_TARGET_BUSINESS_HOURS = SPECIALIST_INTRO_TARGET_BUSINESS_HOURS;
export const FIRST_ITINERARY_TARGET_BUSINESS_HOURS =
  FIRST_ITINERARY_TARGET_BUSINESS_DAYS * BUSINESS_HOURS_PER_DAY;

export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  assign: 'Assign to me',
  notPaid: 'Not Paid',
  cancel: 'Cancel',
  approve: 'Approve',
  cancelConfirm: 'Are you sure want to cancel this itinerary?',
  approveConfirm: 'Are you sure want to approve this itinerary?',
  /** The spec's label for the confirm dialog's cancel button. */
  repeal: 'Repeal',
  overdueFirst: 'Overdue first',
  overdue: 'Overdue',
  empty: 'No results',
} as const;

export const DASHBOARD_MESSAGES = {
  notFound: 'Itinerary not found',
  noChildName: 'This itinerary cannot be assigned: the questionnaire has no child name.',
  notPaid: 'This itinerary cannot be assigned: the parent has no paid order.',
  notDraft: 'Only a new itinerary can be assigned.',
  approveOnlyAccepted: 'Only an itinerary the parent accepted can be approved.',
  cannotCancel: 'An approved or canceled itinerary cannot be canceled.',
  assigned: 'The itinerary was assigned to you.',
  canceled: 'The itinerary was canceled.',
  approved: 'The itinerary was approved.',
} as const;

/** Statuses a specialist may cancel from (draft, in_progress, accepted, review or others). */
export const CANCELABLE_STATUSES = [
  'draft',
  'in_progress',
  'review',
  'alternate_request',
  'accepted',
] as const satisfies readonly ItineraryStatus[];

export const canCancel = (status: ItineraryStatus) =>
  (CANCELABLE_STATUSES as readonly ItineraryStatus[]).includes(status);
export const canApprove = (status: ItineraryStatus) => status === 'accepted';

export const DASHBOARD_SORTS = ['newest', 'overdue'] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];

/** Query of GET /api/v1/specialists/itineraries. A bad page reads as 1; past the end as the last. */
export const dashboardQuerySchema = z.object({
  by_status: z.enum(ITINERARY_STATUSES).default(DASHBOARD_DEFAULT_STATUS),
  page: z.string().optional(),
  sort: z.enum(DASHBOARD_SORTS).default('newest'),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

export const serviceTargetsSchema = z.object({
  /** Business hours since the questionnaire was submitted, until the itinerary was sent (or now). */
  business_hours_elapsed: z.number(),
  intro_target_hours: z.number().int(),
  first_itinerary_target_hours: z.number().int(),
  /** Still new after the introduction target. */
  intro_overdue: z.boolean(),
  /** Not sent to the parent yet after the first-itinerary target. */
  first_itinerary_overdue: z.boolean(),
  overdue: z.boolean(),
});
export type ServiceTargets = z.infer<typeof serviceTargetsSchema>;

export const dashboardItinerarySchema = z.object({
  id: z.number().int(),
  status: z.enum(ITINERARY_STATUSES),
  parent_name: z.string(),
  parent: z.object({
    name: z.string(),
    email: z.string(),
    package_type: z.enum(PACKAGE_TYPES).nullable(),
    order_status: z.enum(ORDER_STATUSES).nullable(),
  }),
  child_name: z.string().nullable(),
  questionnaire: z.object({ id: z.number().int(), submitted_at: z.string().nullable() }).nullable(),
  specialist: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** The parent's latest order is paid (any package). */
  paid: z.boolean(),
  /** 'Assign to me' is possible: new, a child name and a paid order. */
  assignable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  service: serviceTargetsSchema,
});
export type DashboardItinerary = z.infer<typeof dashboardItinerarySchema>;

export const statusCountsSchema = z.object(
  Object.fromEntries(ITINERARY_STATUSES.map((s) => [s, z.number().int()])) as Record<
    ItineraryStatus,
    z.ZodNumber
  >,
);
export type StatusCounts = Record<ItineraryStatus, number>;

export const dashboardListSchema = z.object({
  itineraries: z.array(dashboardItinerarySchema),
  pagy: z.object({
    count: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    vars: z.object({ statuses: statusCountsSchema }),
  }),
});
export type DashboardList = z.infer<typeof dashboardListSchema>;

/** PUT /api/v1/specialists/itineraries/{id} from the dashboard. */
export const DASHBOARD_ACTIONS = ['cancel', 'approve'] as const;
export type DashboardAction = (typeof DASHBOARD_ACTIONS)[number];
export const dashboardUpdateBodySchema = z.object({
  itinerary_action: z.enum(DASHBOARD_ACTIONS),
  /** Approve: the schedule's clashes the specialist keeps ('Keep both'), needed when it has any. */
  acknowledged_clashes: acknowledgedClashesSchema,
});
export type DashboardUpdateInput = z.input<typeof dashboardUpdateBodySchema>;

export const dashboardItineraryResponseSchema = z.object({ itinerary: dashboardItinerarySchema });

/** Page and page count for `count` rows: a page below 1 or not a number is 1, past the end the last. */
export function clampDashboardPage(raw: unknown, count: number): { page: number; pages: number } {
  const pages = Math.max(Math.ceil(count / DASHBOARD_PAGE_SIZE), 1);
  const n = Math.floor(Number(raw));
  const page = Number.isFinite(n) && n >= 1 ? Math.min(n, pages) : 1;
  return { page, pages };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The spec's list date 'MMM D, YYYY, H:mm A' with a 12-hour clock ('Jun 3, 2026,
 * 1:05 PM'): read literally as a day.js pattern, H would print '13:05 PM', which no reader
 * expects beside AM/PM (docs/decisions/0021). In the viewer's zone unless one is given.
 */
export function formatDashboardDate(iso: string, timeZone?: string): string {
  const parts: Record<string, string> = {};
  for (const p of new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).formatToParts(new Date(iso))) {
    parts[p.type] = p.value;
  }
  const hour = Number(parts.hour);
  const clock = hour % 12 === 0 ? 12 : hour % 12;
  return `${MONTHS[Number(parts.month) - 1]} ${Number(parts.day)}, ${parts.year}, ${clock}:${parts.minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '3.5 business hours' style label for the elapsed time. */
export function formatBusinessHours(hours: number): string {
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded} business ${rounded === 1 ? 'hour' : 'hours'}`;
}
