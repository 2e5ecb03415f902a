import type { ItineraryStatus } from '@camp/shared/enums';
import {
  PARENT_ITINERARY_MESSAGES as M,
  type ItineraryActions,
} from '@camp/shared/parent-itinerary';
import type { DbOrTx } from '../../../db/client.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';

// The parent's actions on an itinerary (accept, request changes, invite): ONE rule, used by the
// itinerary view (`actions`), by the parent's PUT (accept, change requests) and by the friend
// invitation (modules/parent-friends or wherever invite_friends lives: call `lockedActions`
// inside the invitation's transaction and refuse with `blocked_reason` when `can_invite` is
// false).

/** Statuses a friend may be invited in (the ones in which a friend may answer). */
const INVITE_STATUSES: readonly ItineraryStatus[] = [
  'review',
  'alternate_request',
  'accepted',
  'approved',
];

/**
 * What the parent may do in `status` with `pendingChangeRequests` unanswered change requests:
 * - accept: only in review, and not while a change request waits for the specialist;
 * - request changes (comments): in review and in alternate_request (more comments may be added
 *   while the specialist works on the first ones);
 * - invite friends: in review, alternate_request, accepted and approved, not while a change
 *   request waits.
 */
export function itineraryActions(
  status: ItineraryStatus,
  pendingChangeRequests: number,
): ItineraryActions {
  const pending = pendingChangeRequests > 0;
  const can_accept = status === 'review' && !pending;
  const can_request_changes = status === 'review' || status === 'alternate_request';
  const can_invite = INVITE_STATUSES.includes(status) && !pending;
  let blocked_reason: string | null = null;
  if (!(can_accept && can_request_changes && can_invite)) {
    if (pending) blocked_reason = M.pendingChanges;
    else if (status === 'draft' || status === 'in_progress') blocked_reason = M.preparing;
    else if (status === 'alternate_request') blocked_reason = M.pendingChanges;
    else if (status === 'accepted') blocked_reason = M.alreadyAccepted;
    else if (status === 'approved') blocked_reason = M.approved;
    else blocked_reason = M.canceled;
  }
  return { can_accept, can_request_changes, can_invite, blocked_reason };
}

/** The actions of several itineraries, for the list (one query for the pending counts). */
export async function actionsOf(
  db: DbOrTx,
  itineraries: readonly { id: number; status: ItineraryStatus }[],
): Promise<Map<number, ItineraryActions>> {
  const pending = await itinerariesRepo.pendingChangeRequestCounts(
    db,
    itineraries.map((i) => i.id),
  );
  return new Map(
    itineraries.map((i) => [i.id, itineraryActions(i.status, pending.get(i.id) ?? 0)]),
  );
}

/**
 * Locks the itinerary (FOR UPDATE) and answers its row with the parent's actions as they stand
 * under the lock: call it first inside the transaction of a write that depends on them, so a
 * concurrent accept, change request or specialist's re-send cannot slip in between the check
 * and the write. With `parentId`, only that parent's itinerary is found (null otherwise).
 */
export async function lockedActions(
  tx: DbOrTx,
  itineraryId: number,
  parentId?: number,
): Promise<{ itinerary: itinerariesRepo.ItineraryRow; actions: ItineraryActions } | null> {
  const itinerary = await itinerariesRepo.findItinerary(tx, itineraryId, true, parentId);
  if (!itinerary) return null;
  const pending = await itinerariesRepo.pendingChangeRequestCounts(tx, [itinerary.id]);
  return { itinerary, actions: itineraryActions(itinerary.status, pending.get(itinerary.id) ?? 0) };
}
