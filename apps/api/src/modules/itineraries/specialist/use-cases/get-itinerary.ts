import type { SpecialistItinerary } from '@camp/shared/specialist-itinerary';
import type { AppContext } from '../../../../context.js';
import { itineraryOr404, present } from '../detail.js';

/** The specialist's view of one itinerary: any specialist may read it (404 when unknown). */
export async function getItinerary(ctx: AppContext, id: number): Promise<SpecialistItinerary> {
  return present(ctx.db, await itineraryOr404(ctx.db, id));
}
