import type { ToolResult } from '../../types.js';
import { fail, ok, toDetail, TOOL_ERRORS, type ToolReads } from '../shared.js';
import type { ToolArgs } from '../specs.js';

/** Everything about one activity on the family's plans, the provider's text quoted. */
export async function getActivity(
  reads: ToolReads,
  { activity_id, itinerary_id }: ToolArgs<'get_activity'>,
): Promise<ToolResult> {
  const r = await reads.reach();
  if (r.itineraries.length === 0) return fail(TOOL_ERRORS.noAccess);
  if (itinerary_id !== undefined) {
    const it = await reads.target(itinerary_id);
    if (typeof it === 'string') return fail(it);
  }
  const f = (await reads.facts()).find(
    (x) =>
      x.activityId === activity_id &&
      (itinerary_id === undefined || x.itineraryId === itinerary_id),
  );
  if (!f) return fail(TOOL_ERRORS.activityNotFound(activity_id));
  const it = r.itineraries.find((i) => i.id === f.itineraryId)!;
  return ok(toDetail(f, it, reads.today));
}
