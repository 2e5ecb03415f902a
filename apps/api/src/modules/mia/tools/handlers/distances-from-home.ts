import { distanceKm } from '@camp/shared/schedule-check';
import type { ToolResult } from '../../types.js';
import { fail, ok, TOOL_ERRORS, type ToolReads } from '../shared.js';
import type { ToolArgs } from '../specs.js';

const KM_PER_MILE = 1.609344;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Straight-line distances from the family's home to an itinerary's activities (owner only). */
export async function distancesFromHome(
  reads: ToolReads,
  { itinerary_id, activity_id }: ToolArgs<'distances_from_home'>,
): Promise<ToolResult> {
  const it = await reads.target(itinerary_id);
  if (typeof it === 'string') return fail(it);
  if (it.sharedActivityIds !== null) return fail(TOOL_ERRORS.ownerOnly);
  if (!it.home) return fail(TOOL_ERRORS.noHome);
  let acts = await reads.activitiesOf(it);
  if (activity_id !== undefined) {
    acts = acts.filter((a) => a.activity_id === activity_id);
    if (acts.length === 0) return fail(TOOL_ERRORS.activityNotFound(activity_id));
  }
  const home = it.home;
  return ok({
    itinerary_id: it.id,
    measured: 'straight line from the home address in the questionnaire',
    distances: acts.map((a) => {
      const km =
        a.latitude === null || a.longitude === null
          ? null
          : distanceKm(home, { latitude: a.latitude, longitude: a.longitude });
      return {
        activity_id: a.activity_id,
        name: a.name,
        location: a.location,
        km: km === null ? null : round1(km),
        miles: km === null ? null : round1(km / KM_PER_MILE),
      };
    }),
  });
}
