import { z } from 'zod';
import { ITINERARY_STATUSES } from './enums';

/** Weeks the dashboard may show, counting the current one. */
export const DASHBOARD_WEEK_CHOICES = [4, 12, 26, 52] as const;

export const adminDashboardQuerySchema = z.object({
  weeks: z.coerce
    .number()
    .refine((n) => (DASHBOARD_WEEK_CHOICES as readonly number[]).includes(n), {
      message: `must be one of ${DASHBOARD_WEEK_CHOICES.join(', ')}`,
    })
    .default(12),
});

const series = z.array(z.number());

/** How many overdue itineraries the dashboard lists (it counts them all). */
export const OVERDUE_SHOWN = 20;
/** The most rows the CSV of the overdue itineraries holds. */
export const OVERDUE_EXPORT_MAX_ROWS = 10_000;
/** Calendar months of MIA's language-model use the dashboard shows, counting the current one. */
export const MIA_USAGE_MONTHS = 6;
/** How many families the dashboard lists by their MIA use this month, most first. */
export const MIA_FAMILIES_SHOWN = 10;

const tokenUse = {
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  /** Answers a language model wrote (the built-in assistant's cost nothing and are not counted). */
  replies: z.number(),
};

export const adminDashboardSchema = z.object({
  /** Each week's Monday (UTC), oldest first; every series has one value per week. */
  weeks: z.array(z.string()),
  series: z.object({
    sign_ups: series,
    questionnaires: series,
    itineraries_sent: series,
    bookings: series,
    activity_revenue_cents: series,
    package_revenue_cents: series,
    platform_fee_cents: series,
    refunds_cents: series,
    /** Itineraries whose first version went out within the target, and those that missed it. */
    first_itinerary_hit: series,
    first_itinerary_missed: series,
    /** Itineraries a specialist took up (the introduction) within the target, and those late. */
    intro_hit: series,
    intro_missed: series,
  }),
  itineraries_by_status: z.object(
    Object.fromEntries(ITINERARY_STATUSES.map((s) => [s, z.number()])) as Record<
      (typeof ITINERARY_STATUSES)[number],
      z.ZodNumber
    >,
  ),
  /**
   * The itineraries started each week (their questionnaire's submission, or their creation),
   * by the status each has now: one series per status, a value per week.
   */
  itineraries_started_by_status: z.object(
    Object.fromEntries(ITINERARY_STATUSES.map((s) => [s, series])) as Record<
      (typeof ITINERARY_STATUSES)[number],
      typeof series
    >,
  ),
  first_itinerary_target_hours: z.number(),
  intro_target_hours: z.number(),
  /** Itineraries past a service target now, longest wait first (the first OVERDUE_SHOWN). */
  overdue: z.object({
    count: z.number(),
    itineraries: z.array(
      z.object({
        id: z.number(),
        status: z.enum(ITINERARY_STATUSES),
        child_name: z.string().nullable(),
        parent_name: z.string(),
        parent_email: z.string(),
        specialist_name: z.string().nullable(),
        waiting_since: z.string(),
        business_hours_waited: z.number(),
        /** The target it has missed: no specialist has taken it up yet, or no first version yet. */
        missed: z.enum(['introduction', 'first_itinerary']),
      }),
    ),
  }),
  /** What MIA's language model used, per UTC calendar month and per family this month. */
  mia_usage: z.object({
    /** Tokens a month after which the built-in assistant answers; null when there is no cap. */
    monthly_token_cap: z.number().nullable(),
    /** The last MIA_USAGE_MONTHS months (`YYYY-MM`), oldest first, months without use too. */
    months: z.array(z.object({ month: z.string(), ...tokenUse })),
    families: z.array(
      z.object({ parent_id: z.number(), name: z.string(), email: z.string(), ...tokenUse }),
    ),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
