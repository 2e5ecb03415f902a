import type { ParentItineraryList } from '@camp/shared/parent-itinerary';
import type { AppContext } from '../../../../context.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import * as itinerariesRepo from '../../../../data/itineraries/repository.js';
import { views } from '../views.js';

/** The parent's itineraries, each with its actions. */
export async function listItineraries(
  ctx: AppContext,
  parent: CurrentUser,
): Promise<ParentItineraryList> {
  const rows = await itinerariesRepo.itinerariesOfParent(ctx.db, parent.id);
  return { itineraries: await views(ctx.db, rows, parent) };
}
