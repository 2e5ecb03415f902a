import { campLink } from '@camp/shared/camp-link';
import type { ParentItineraryActivityCard } from '@camp/shared/parent-itinerary';
import type { AppContext } from '../../context.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { availableSeats } from '../../data/catalog/seats.js';
import { blobPath } from '../uploads/service.js';
import * as repo from './repository.js';

const dollars = (cents: number) => cents / 100;
const hhmm = (time: string) => time.slice(0, 5);

/**
 * The activity cards a friend sees: only the invitation's activities that are still on the
 * itinerary, with the camp link's tracking parameters, as the parent's own cards.
 */
export async function sharedActivityCards(
  ctx: AppContext,
  itineraryId: number,
  activityIds: number[],
  viewer: CurrentUser,
): Promise<ParentItineraryActivityCard[]> {
  const rows = await repo.sharedActivityRows(ctx.db, itineraryId, activityIds);
  return rows.map(({ activity: a, ...p }) => ({
    id: a.id,
    name: a.name,
    provider_id: a.providerId,
    provider_name: p.providerName,
    url: campLink(a.url, viewer.role),
    price: dollars(a.priceCents),
    fee: dollars(a.feeCents),
    start_date: a.startDate,
    end_date: a.endDate,
    start_time: hhmm(a.startTime),
    end_time: hhmm(a.endTime),
    location: a.location,
    camp_type: a.campType,
    total_seats: a.totalSeats,
    reserved_seats: a.reservedSeats,
    available_seats: availableSeats(a.totalSeats, a.reservedSeats),
    provider_logo:
      p.logoSignedId && p.logoFilename ? blobPath(p.logoSignedId, p.logoFilename) : null,
    description: a.description,
    media_link: a.mediaLink,
    optional_media_link: a.optionalMediaLink,
    age_min: a.ageMin,
    age_max: a.ageMax,
    grade_level_start: a.gradeLevelStart,
    grade_level_end: a.gradeLevelEnd,
    instructor: a.instructor,
    waiver_form_url: p.waiverFormUrl,
    cancellation_policy: p.cancellationPolicy,
    latitude: a.latitude,
    longitude: a.longitude,
  }));
}
