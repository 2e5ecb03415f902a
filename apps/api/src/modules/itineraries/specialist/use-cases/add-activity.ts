import {
  SPECIALIST_ITINERARY_MESSAGES as M,
  type AddItineraryActivityResponse,
} from '@camp/shared/specialist-itinerary';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import * as catalogRepo from '../../../../data/catalog/repository.js';
import * as itinerariesRepo from '../../../../data/itineraries/repository.js';
import { itineraryOr404, present } from '../detail.js';
import { assertAssigned, assertPlanning } from '../rules.js';

/**
 * Adds an activity. No seat is taken (decision 0062): the checkout takes it when the family
 * pays; a full activity may still be offered (the parent sees it full and may join its
 * waitlist).
 */
export async function addActivity(
  ctx: AppContext,
  specialist: CurrentUser,
  input: { itinerary_id: number; activity_id: number },
): Promise<AddItineraryActivityResponse> {
  return ctx.db.transaction(async (tx) => {
    const it = await itineraryOr404(tx, input.itinerary_id, true);
    assertAssigned(it, specialist);
    assertPlanning(it);
    const activity = await catalogRepo.findActivityForAdd(tx, input.activity_id);
    // An activity out of the catalog (decision 0093) cannot be offered: as if it did not exist.
    if (!activity || activity.hidden) throw AppError.field('activity_id', M.activityNotFound, 404);
    if (
      await itinerariesRepo.findItineraryActivity(tx, {
        itineraryId: it.id,
        activityId: activity.id,
      })
    ) {
      throw AppError.field('activity_id', M.alreadyAdded);
    }
    const item = await itinerariesRepo.insertItineraryActivity(tx, {
      itineraryId: it.id,
      activityId: activity.id,
      // Online payment only where the program's director can take it (Stripe account ready).
      paymentStatus:
        activity.paymentAccountStatus === 'ready' ? 'available_for_payment' : 'booking_available',
    });
    await auditRepo.insert(tx, {
      actorId: specialist.id,
      entityType: 'itineraries',
      entityId: it.id,
      action: 'activity_added',
      data: { itinerary_activity_id: item.id, activity_id: activity.id },
    });
    const itinerary = await present(tx, it);
    const added = itinerary.itinerary_activities.find((a) => a.id === item.id)!;
    return { itinerary_activity: added, itinerary };
  });
}
