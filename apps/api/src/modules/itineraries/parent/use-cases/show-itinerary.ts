import {
  PARENT_ITINERARY_MESSAGES as M,
  type ParentItinerary,
} from '@camp/shared/parent-itinerary';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import * as itinerariesRepo from '../../../../data/itineraries/repository.js';
import { views } from '../views.js';

/** Another parent's itinerary answers 404, like a missing one. */
export async function showItinerary(
  ctx: AppContext,
  parent: CurrentUser,
  id: number,
): Promise<ParentItinerary> {
  const row = await itinerariesRepo.itineraryOfParent(ctx.db, id, parent.id);
  if (!row) throw AppError.notFound(M.notFound);
  const [view] = await views(ctx.db, [row], parent);
  return view!;
}
