import type { AdminDashboard } from '@camp/shared/admin-dashboard';
import { businessHoursBetween } from '@camp/shared/business-hours';
import { ITINERARY_STATUSES } from '@camp/shared/enums';
import { FIRST_ITINERARY_TARGET_BUSINESS_HOURS } from '@camp/shared/specialist-dashboard';
import type { AppContext } from '../../context.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import * as reports from '../../data/reports/weekly.js';

const DAY_MS = 86_400_000;

/** The Monday 00:00 UTC starting the week of `at`. */
function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Whether an itinerary's first version met the target (within
 * FIRST_ITINERARY_TARGET_BUSINESS_HOURS business hours of the questionnaire): true or false once
 * known, null while it is still within the target (or was closed before a first version).
 */
function firstItineraryOnTime(wait: reports.ItineraryWait, now: Date): boolean | null {
  if (wait.sentAt) {
    return (
      businessHoursBetween(wait.startedAt, wait.sentAt) <= FIRST_ITINERARY_TARGET_BUSINESS_HOURS
    );
  }
  if (wait.closedAt) return null;
  return businessHoursBetween(wait.startedAt, now) > FIRST_ITINERARY_TARGET_BUSINESS_HOURS
    ? false
    : null;
}

/**
 * GET /api/v1/admins/dashboard: the last `weeks` weeks (the current one included), week by week:
 * sign-ups, questionnaires, itineraries sent, bookings, revenue, platform fees, refunds and the
 * first-itinerary target's hits and misses (by the week the wait started); and the itineraries
 * by status now.
 */
export async function dashboard(ctx: AppContext, weeks: number): Promise<AdminDashboard> {
  const now = ctx.now();
  const to = new Date(weekStart(now).getTime() + 7 * DAY_MS);
  const from = new Date(to.getTime() - weeks * 7 * DAY_MS);
  const range = { from, to };
  const [figures, waits, statuses] = await Promise.all([
    reports.weeklyFigures(ctx.db, range),
    reports.itineraryWaits(ctx.db, range),
    itinerariesRepo.countByStatus(ctx.db),
  ]);
  const days = Array.from({ length: weeks }, (_, i) =>
    isoDay(new Date(from.getTime() + i * 7 * DAY_MS)),
  );
  const hit = new Map<string, number>();
  const missed = new Map<string, number>();
  for (const wait of waits) {
    const onTime = firstItineraryOnTime(wait, now);
    if (onTime === null) continue;
    const key = isoDay(weekStart(wait.startedAt));
    const tally = onTime ? hit : missed;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const line = (m: Map<string, number>) => days.map((d) => m.get(d) ?? 0);
  return {
    weeks: days,
    series: {
      sign_ups: line(figures.signUps),
      questionnaires: line(figures.questionnaires),
      itineraries_sent: line(figures.itinerariesSent),
      bookings: line(figures.bookings),
      activity_revenue_cents: line(figures.activityRevenueCents),
      package_revenue_cents: line(figures.packageRevenueCents),
      platform_fee_cents: line(figures.platformFeeCents),
      refunds_cents: line(figures.refundsCents),
      first_itinerary_hit: line(hit),
      first_itinerary_missed: line(missed),
    },
    itineraries_by_status: Object.fromEntries(
      ITINERARY_STATUSES.map((s) => [s, statuses.get(s) ?? 0]),
    ) as AdminDashboard['itineraries_by_status'],
    first_itinerary_target_hours: FIRST_ITINERARY_TARGET_BUSINESS_HOURS,
  };
}
