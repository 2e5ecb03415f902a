import type { SpecialistItinerary } from '@camp/shared/specialist-itinerary';
import type { AppContext } from '../../../context.js';
import type { CurrentUser } from '../../../plugins/auth.js';

/** Where the parent reviews itineraries. */
const PARENT_ITINERARIES_PATH = '/profile/itineraries';

function parentUrl(ctx: AppContext) {
  return new URL(PARENT_ITINERARIES_PATH, ctx.config.APP_URL).toString();
}

/** What both e-mails from the specialist to the parent say of the parent, child and sender. */
export function parentMailGreeting(
  ctx: AppContext,
  itinerary: SpecialistItinerary,
  specialist: CurrentUser,
) {
  return {
    name: itinerary.parent.first_name || itinerary.parent.name,
    url: parentUrl(ctx),
    child_name: itinerary.child?.first_name ?? 'your child',
    specialist_name: specialist.name || 'Your specialist',
  };
}
