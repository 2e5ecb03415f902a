import { STAFF_MESSAGES } from '@camp/shared/staff';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';
import * as auditRepo from '../../../data/audit/repository.js';
import { publishItineraryEvent } from '../../realtime/index.js';
import { lockAsAdmin } from './locked-change.js';

const HELD: ReadonlySet<string> = new Set(itinerariesRepo.HELD_STATUSES);

/**
 * POST /api/v1/admins/itineraries/:id/reassignment: an itinerary a specialist is working on goes
 * to another active specialist, who may edit it from then on (the former one no longer may); the
 * parent's questions handed to a specialist follow it, as they go to the itinerary's specialist.
 * The admin, the new specialist and the itinerary are locked, so two admins reassigning at once
 * are served one after the other and the second sees the first's result.
 */
export async function reassignItinerary(
  ctx: AppContext,
  actorId: number,
  itineraryId: number,
  specialistId: number,
): Promise<{ id: number; specialist_id: number }> {
  await ctx.db.transaction(async (tx) => {
    const specialist = (await lockAsAdmin(tx, actorId, [specialistId])).get(specialistId);
    const itinerary = await itinerariesRepo.findItinerary(tx, itineraryId, true);
    if (!itinerary) throw AppError.notFound(STAFF_MESSAGES.itineraryNotFound);
    if (!HELD.has(itinerary.status) || itinerary.specialistId === null) {
      throw AppError.conflict(STAFF_MESSAGES.notReassignable);
    }
    if (!specialist || specialist.role !== 'Specialist' || specialist.deactivatedAt) {
      throw AppError.field('specialist_id', STAFF_MESSAGES.notActiveSpecialist);
    }
    if (itinerary.specialistId === specialist.id) {
      throw AppError.field('specialist_id', STAFF_MESSAGES.sameSpecialist);
    }
    await itinerariesRepo.updateItinerary(tx, itinerary.id, { specialistId: specialist.id });
    await auditRepo.insert(tx, {
      actorId,
      entityType: 'itineraries',
      entityId: itinerary.id,
      action: 'itinerary_reassigned',
      fromStatus: itinerary.status,
      toStatus: itinerary.status,
      data: {
        before: { specialist_id: itinerary.specialistId },
        after: { specialist_id: specialist.id },
      },
    });
  });
  publishItineraryEvent(ctx, {
    type: 'itinerary_updated',
    itinerary_id: itineraryId,
    reason: 'reassigned',
  });
  return { id: itineraryId, specialist_id: specialistId };
}
