import { meetingSpan } from '@camp/shared/meeting-days';
import { storedMeetingDays } from '../../../../data/catalog/activity-fields.js';
import type { ToolResult } from '../../types.js';
import { fail, ok, toActivity, TOOL_ERRORS, type ToolReads } from '../shared.js';
import type { ToolArgs } from '../specs.js';

/** What is on the family's calendar on a day or between two days (inclusive). */
export async function calendar(
  reads: ToolReads,
  { start_date, end_date, itinerary_id }: ToolArgs<'calendar'>,
): Promise<ToolResult> {
  const r = await reads.reach();
  if (r.itineraries.length === 0) return fail(TOOL_ERRORS.noAccess);
  let its = r.itineraries;
  if (itinerary_id !== undefined) {
    const it = await reads.target(itinerary_id);
    if (typeof it === 'string') return fail(it);
    its = [it];
  }
  const end = end_date ?? start_date;
  const all = await reads.facts();
  const events = its.flatMap((it) =>
    all
      // On the calendar those days: it meets on one of them, not merely spans them.
      .filter(
        (f) =>
          f.itineraryId === it.id &&
          f.startDate <= end &&
          f.endDate >= start_date &&
          meetingSpan(
            f.startDate > start_date ? f.startDate : start_date,
            f.endDate < end ? f.endDate : end,
            storedMeetingDays(f.meetingDays),
          ) !== null,
      )
      .map((f) => toActivity(f, it, reads.today))
      // A canceled place is not on the family's calendar (decision 0072).
      .filter((a) => !a.canceled),
  );
  events.sort(
    (a, b) => a.start_date.localeCompare(b.start_date) || a.start_time.localeCompare(b.start_time),
  );
  return ok({ start_date, end_date: end, today: reads.today, activities: events });
}
