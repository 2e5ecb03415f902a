import {
  SPECIALIST_ITINERARY_MESSAGES as M,
  type SpecialistItinerary,
} from '@camp/shared/specialist-itinerary';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { leaveWithItineraryActivity } from '../../../waitlist/index.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import * as checkoutsRepo from '../../../../data/commerce/checkouts.js';
import * as itinerariesRepo from '../../../../data/itineraries/repository.js';
import { itineraryOr404, present } from '../detail.js';
import { assertAssigned, assertPlanning } from '../rules.js';

/** Removes an unpaid activity that no open checkout holds (paid 409, held 409). */
export async function removeActivity(
  ctx: AppContext,
  specialist: CurrentUser,
  itineraryActivityId: number,
): Promise<SpecialistItinerary> {
  return ctx.db.transaction(async (tx) => {
    const item = await itinerariesRepo.findItineraryActivity(tx, { id: itineraryActivityId });
    if (!item) throw AppError.notFound(M.itineraryActivityNotFound);
    const it = await itineraryOr404(tx, item.itineraryId, true);
    assertAssigned(it, specialist);
    assertPlanning(it);
    if (item.paymentStatus === 'paid') throw AppError.conflict(M.paidActivity);
    // An open checkout holds its seat and may be paid any moment (the itinerary went back to
    // planning meanwhile): removing it would drop a held seat and a payable line.
    if ((await checkoutsRepo.heldItineraryActivityIds(tx, [item.id])).size > 0)
      throw AppError.conflict(M.inOpenCheckout);
    // The row read above may be gone by now (removals of one item race; each waits for the
    // itinerary's lock): only the removal whose DELETE took the row releases the seat and
    // writes the audit row; the others find it missing, as a later request would.
    // Its place in a waitlist goes too (an offered seat to the next family) before the row.
    await leaveWithItineraryActivity(tx, ctx, item.id);
    const removed = await itinerariesRepo.deleteUnpaidItineraryActivity(tx, item.id);
    if (!removed) {
      // Paid in the meantime (the row is still there), or removed by another request.
      if (await itinerariesRepo.findItineraryActivity(tx, { id: item.id }))
        throw AppError.conflict(M.paidActivity);
      throw AppError.notFound(M.itineraryActivityNotFound);
    }
    await auditRepo.insert(tx, {
      actorId: specialist.id,
      entityType: 'itineraries',
      entityId: it.id,
      action: 'activity_removed',
      data: { itinerary_activity_id: item.id, activity_id: item.activityId },
    });
    return present(tx, it);
  });
}
