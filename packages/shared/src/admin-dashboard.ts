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
  }),
  itineraries_by_status: z.object(
    Object.fromEntries(ITINERARY_STATUSES.map((s) => [s, z.number()])) as Record<
      (typeof ITINERARY_STATUSES)[number],
      z.ZodNumber
    >,
  ),
  first_itinerary_target_hours: z.number(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
