import {
  SPECIALIST_ITINERARY_MESSAGES as M,
  isPlanningStatus,
} from '@camp/shared/specialist-itinerary';
import {
  clashRefusal,
  clashesOf,
  unacknowledgedClashes,
  type AcknowledgedClashes,
} from '@camp/shared/schedule-clash';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import type * as itinerariesRepo from '../../../data/itineraries/repository.js';
import { getItineraryDetail } from './detail.js';

// The rules of a change to an itinerary.

/**
 * Changes belong to the specialist who took the itinerary ('Assign to me'); others may read it
 * (docs/decisions/0022-specialist-itinerary.md).
 */
export function assertAssigned(it: itinerariesRepo.ItineraryRow, specialist: CurrentUser) {
  if (it.specialistId !== specialist.id) throw AppError.forbidden(M.notAssigned);
}

export function assertPlanning(it: itinerariesRepo.ItineraryRow) {
  if (!isPlanningStatus(it.status)) throw AppError.conflict(M.notEditable);
}

/**
 * The rule of every move that fixes an itinerary's schedule (the parent's accept, the send to
 * the parent, the approval): each clash among its schedule checks (two activities at the same
 * time, or too far apart to travel between) must be acknowledged by the caller, or the move is
 * refused with 409 naming the clashing activities. The clashes are the ones the views show,
 * read in the caller's transaction. Answers the clashes kept, for the move's audit record.
 */
export async function assertClashesKept(
  db: DbOrTx,
  id: number,
  acknowledged: AcknowledgedClashes | undefined,
): Promise<number[][]> {
  const { view } = await getItineraryDetail(db, id);
  const missing = unacknowledgedClashes(view.schedule_checks, acknowledged);
  if (missing.length > 0) {
    const names = new Map(view.itinerary_activities.map((a) => [a.activity.id, a.activity.name]));
    throw new AppError(
      409,
      clashRefusal(missing, (activityId) => names.get(activityId) ?? `Activity ${activityId}`),
      'conflict',
    );
  }
  return clashesOf(view.schedule_checks).map((c) => [...c.activity_ids]);
}
