import { CHECKOUT_MESSAGES } from '@camp/shared/checkout';
import type { PaymentPlansResponse } from '@camp/shared/payment-plan';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import * as plansRepo from '../../../../data/commerce/payment-plans.js';
import * as itinerariesRepo from '../../../../data/itineraries/repository.js';
import { answerPlans } from '../answer.js';

/** GET /api/v1/payment/plans?itinerary_id=: the parent's plans of their itinerary (404 another's). */
export async function listPlans(
  ctx: AppContext,
  user: CurrentUser,
  itineraryId: number,
): Promise<PaymentPlansResponse> {
  return ctx.db.transaction(async (tx) => {
    const it = await itinerariesRepo.findItinerary(tx, itineraryId, false, user.id);
    if (!it) throw AppError.notFound(CHECKOUT_MESSAGES.itineraryNotFound);
    return { plans: await answerPlans(tx, await plansRepo.plansOfItinerary(tx, user.id, it.id)) };
  });
}
