import type { ToolResult } from '../../types.js';
import { fail, ok, TOOL_ERRORS, type ToolReads } from '../shared.js';
import type { ToolArgs } from '../specs.js';

// The tools that tell the family's itineraries: the list, one itinerary, its activities.

export async function listItineraries(reads: ToolReads): Promise<ToolResult> {
  const r = await reads.reach();
  if (r.itineraries.length === 0) return fail(TOOL_ERRORS.noAccess);
  const all = await reads.facts();
  return ok({
    access: r.access,
    itineraries: r.itineraries.map((it) => {
      const acts = all.filter((f) => f.itineraryId === it.id);
      return {
        id: it.id,
        is_this_conversation: it.id === reads.ctx.itineraryId,
        parent_name: it.parentName,
        child_name: it.childName,
        status: it.status,
        specialist_name: it.specialistName,
        activity_count: acts.length,
        first_date: acts.length ? acts.map((a) => a.startDate).sort()[0] : null,
        last_date: acts.length
          ? acts
              .map((a) => a.endDate)
              .sort()
              .at(-1)
          : null,
      };
    }),
  });
}

export async function getItinerary(
  reads: ToolReads,
  { itinerary_id }: ToolArgs<'get_itinerary'>,
): Promise<ToolResult> {
  const it = await reads.target(itinerary_id);
  if (typeof it === 'string') return fail(it);
  const acts = await reads.activitiesOf(it);
  return ok({
    id: it.id,
    child_name: it.childName,
    status: it.status,
    specialist_name: it.specialistName,
    specialist_message: it.message === null ? null : { quoted: it.message },
    activities: acts.map((a) => ({
      activity_id: a.activity_id,
      name: a.name,
      start_date: a.start_date,
      end_date: a.end_date,
    })),
    total_cost: acts.reduce((s, a) => s + a.total, 0),
    shared_view: it.sharedActivityIds !== null,
  });
}

export async function listActivities(
  reads: ToolReads,
  { itinerary_id }: ToolArgs<'list_activities'>,
): Promise<ToolResult> {
  const it = await reads.target(itinerary_id);
  if (typeof it === 'string') return fail(it);
  return ok({
    itinerary_id: it.id,
    child_name: it.childName,
    activities: await reads.activitiesOf(it),
  });
}
