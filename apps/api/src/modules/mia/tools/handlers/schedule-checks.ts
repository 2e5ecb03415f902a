import { scheduleChecks as checksOf } from '@camp/shared/schedule-check';
import type { ToolResult } from '../../types.js';
import { fail, ok, type ToolReads } from '../shared.js';
import type { ToolArgs } from '../specs.js';

/** An itinerary's conflicts and gaps. */
export async function scheduleChecks(
  reads: ToolReads,
  { itinerary_id }: ToolArgs<'schedule_checks'>,
): Promise<ToolResult> {
  const it = await reads.target(itinerary_id);
  if (typeof it === 'string') return fail(it);
  // A canceled place no longer clashes with anything (decision 0072).
  const acts = (await reads.activitiesOf(it)).filter((a) => !a.canceled);
  const checks = checksOf(
    acts.map((a) => ({
      activity_id: a.activity_id,
      name: a.name,
      start_date: a.start_date,
      end_date: a.end_date,
      meeting_days: a.meeting_days,
      start_time: a.start_time,
      end_time: a.end_time,
      latitude: a.latitude,
      longitude: a.longitude,
    })),
    it.requested,
  );
  return ok({ itinerary_id: it.id, checks });
}
