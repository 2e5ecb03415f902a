import type { Readable } from 'node:stream';
import {
  MIA_FAMILIES_SHOWN,
  MIA_USAGE_MONTHS,
  OVERDUE_EXPORT_MAX_ROWS,
  OVERDUE_SHOWN,
  type AdminDashboard,
} from '@camp/shared/admin-dashboard';
import { businessHoursBetween } from '@camp/shared/business-hours';
import { ITINERARY_STATUSES } from '@camp/shared/enums';
import {
  FIRST_ITINERARY_TARGET_BUSINESS_HOURS,
  INTRO_TARGET_BUSINESS_HOURS,
} from '@camp/shared/specialist-dashboard';
import type { AppContext } from '../../context.js';
import * as chatRepo from '../../data/chat/repository.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import * as reports from '../../data/reports/weekly.js';
import { toCsv } from '../../lib/csv.js';

const DAY_MS = 86_400_000;

/** The Monday 00:00 UTC starting the week of `at`. */
function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Whether a wait met its target of `target` business hours from `startedAt`: true or false once
 * `doneAt` is known, false once it has waited longer without it, null while it is still within
 * the target (or was closed before it was done).
 */
function onTime(
  startedAt: Date,
  doneAt: Date | null,
  closedAt: Date | null,
  target: number,
  now: Date,
): boolean | null {
  if (doneAt) return businessHoursBetween(startedAt, doneAt) <= target;
  if (closedAt) return null;
  return businessHoursBetween(startedAt, now) > target ? false : null;
}

/** Hits and misses of one target per week (the week the wait started). */
function tally(
  waits: reports.ItineraryWait[],
  met: (wait: reports.ItineraryWait) => boolean | null,
): { hit: Map<string, number>; missed: Map<string, number> } {
  const hit = new Map<string, number>();
  const missed = new Map<string, number>();
  for (const wait of waits) {
    const result = met(wait);
    if (result === null) continue;
    const key = isoDay(weekStart(wait.startedAt));
    const counts = result ? hit : missed;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { hit, missed };
}

/** The itineraries past a service target now, longest wait first (the first `limit`). */
async function overdueNow(
  ctx: AppContext,
  now: Date,
  limit: number = OVERDUE_SHOWN,
): Promise<AdminDashboard['overdue']> {
  const { rows, count } = await itinerariesRepo.listOverdue(
    ctx.db,
    itinerariesRepo.overdueCutoffs(now),
    limit,
  );
  return {
    count,
    itineraries: rows.map((row) => {
      const since = row.submittedAt ?? row.itinerary.createdAt;
      const waited = businessHoursBetween(since, now);
      return {
        id: row.itinerary.id,
        status: row.itinerary.status,
        child_name: row.childName,
        parent_name: row.parentName,
        parent_email: row.parentEmail,
        specialist_name: row.specialistName,
        waiting_since: since.toISOString(),
        business_hours_waited: Math.round(waited * 10) / 10,
        // The introduction's target comes first: an overdue new itinerary has missed it.
        missed: row.itinerary.status === 'draft' ? 'introduction' : 'first_itinerary',
      };
    }),
  };
}

export const OVERDUE_CSV_COLUMNS = [
  'id',
  'child_name',
  'parent_name',
  'parent_email',
  'missed',
  'status',
  'specialist_name',
  'waiting_since',
  'business_hours_waited',
] as const;

/**
 * GET /api/v1/admins/dashboard/overdue/export: every itinerary past a service target now, longest
 * wait first, at most OVERDUE_EXPORT_MAX_ROWS rows, as CSV (toCsv keeps formulas from running).
 */
export async function exportOverdue(ctx: AppContext): Promise<Readable> {
  const { itineraries } = await overdueNow(ctx, ctx.now(), OVERDUE_EXPORT_MAX_ROWS);
  return toCsv(
    OVERDUE_CSV_COLUMNS,
    itineraries.map((o) => OVERDUE_CSV_COLUMNS.map((c) => o[c])),
  );
}

/** MIA's language-model use: the last months (UTC), and this month's heaviest families. */
async function miaUsage(ctx: AppContext, now: Date): Promise<AdminDashboard['mia_usage']> {
  const month = (back: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const [byMonth, byFamily] = await Promise.all([
    chatRepo.tokensByMonth(ctx.db, month(MIA_USAGE_MONTHS - 1)),
    chatRepo.tokensByFamily(ctx.db, month(0), MIA_FAMILIES_SHOWN),
  ]);
  const used = new Map(byMonth.map((m) => [m.month, m]));
  const use = (u: chatRepo.TokenUse | undefined) => ({
    prompt_tokens: u?.promptTokens ?? 0,
    completion_tokens: u?.completionTokens ?? 0,
    replies: u?.replies ?? 0,
  });
  return {
    monthly_token_cap: ctx.config.MIA_MONTHLY_TOKEN_CAP ?? null,
    months: Array.from({ length: MIA_USAGE_MONTHS }, (_, i) => {
      const key = month(MIA_USAGE_MONTHS - 1 - i)
        .toISOString()
        .slice(0, 7);
      return { month: key, ...use(used.get(key)) };
    }),
    families: byFamily.map((f) => ({
      parent_id: f.parentId,
      name: f.name,
      email: f.email,
      ...use(f),
    })),
  };
}

/**
 * GET /api/v1/admins/dashboard: the last `weeks` weeks (the current one included), week by week:
 * sign-ups, questionnaires, itineraries sent, bookings, revenue, platform fees, refunds, the
 * introduction's and the first itinerary's targets' hits and misses and the itineraries started
 * by their status now (by the week the wait started); the itineraries by status now, those past
 * a target now, and MIA's language-model use.
 */
export async function dashboard(ctx: AppContext, weeks: number): Promise<AdminDashboard> {
  const now = ctx.now();
  const to = new Date(weekStart(now).getTime() + 7 * DAY_MS);
  const from = new Date(to.getTime() - weeks * 7 * DAY_MS);
  const range = { from, to };
  const [figures, waits, started, statuses, overdue, mia] = await Promise.all([
    reports.weeklyFigures(ctx.db, range),
    reports.itineraryWaits(ctx.db, range),
    reports.itinerariesStartedByStatus(ctx.db, range),
    itinerariesRepo.countByStatus(ctx.db),
    overdueNow(ctx, now),
    miaUsage(ctx, now),
  ]);
  const days = Array.from({ length: weeks }, (_, i) =>
    isoDay(new Date(from.getTime() + i * 7 * DAY_MS)),
  );
  const first = tally(waits, (w) =>
    onTime(w.startedAt, w.sentAt, w.closedAt, FIRST_ITINERARY_TARGET_BUSINESS_HOURS, now),
  );
  // A first version sent is an introduction too, should no move to in progress be recorded.
  const intro = tally(waits, (w) =>
    onTime(w.startedAt, w.introducedAt ?? w.sentAt, w.closedAt, INTRO_TARGET_BUSINESS_HOURS, now),
  );
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
      first_itinerary_hit: line(first.hit),
      first_itinerary_missed: line(first.missed),
      intro_hit: line(intro.hit),
      intro_missed: line(intro.missed),
    },
    itineraries_by_status: Object.fromEntries(
      ITINERARY_STATUSES.map((s) => [s, statuses.get(s) ?? 0]),
    ) as AdminDashboard['itineraries_by_status'],
    itineraries_started_by_status: Object.fromEntries(
      ITINERARY_STATUSES.map((status) => [
        status,
        line(new Map(started.filter((r) => r.status === status).map((r) => [r.week, r.count]))),
      ]),
    ) as AdminDashboard['itineraries_started_by_status'],
    first_itinerary_target_hours: FIRST_ITINERARY_TARGET_BUSINESS_HOURS,
    intro_target_hours: INTRO_TARGET_BUSINESS_HOURS,
    overdue,
    mia_usage: mia,
  };
}
