import { campLink } from '@camp/shared/camp-link';
import {
  PARENT_ITINERARY_MESSAGES as M,
  type ParentItinerary,
  type ParentItineraryList,
} from '@camp/shared/parent-itinerary';
import type { SpecialistItinerary } from '@camp/shared/specialist-itinerary';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { getItinerary } from '../specialist-itineraries/service.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';

/**
 * The parent's view of an itinerary, from the one assembly the specialist page uses: activity
 * URLs get our tracking parameters (campLink), and what is for specialists only (their notes,
 * the parent's phone, overlap flags) is left out.
 */
function toParentView(
  it: SpecialistItinerary,
  createdAt: Date,
  processed: Map<number, boolean>,
  viewer: CurrentUser,
): ParentItinerary {
  const itineraryActivities = it.itinerary_activities.map((item) => ({
    id: item.id,
    itinerary_id: it.id,
    payment_status: item.payment_status,
    start_date: item.start_date,
    processed: processed.get(item.id) ?? false,
    activity: { ...item.activity, url: campLink(item.activity.url, viewer.role) },
  }));
  return {
    id: it.id,
    status: it.status,
    created_at: createdAt.toISOString(),
    parent_name: it.parent_name,
    child: it.child,
    questionnaire: it.questionnaire && {
      ...it.questionnaire,
      parent: {
        name: it.parent.name,
        email: it.parent.email,
        package_type: it.parent.package_type,
        order_status: it.parent.order_status,
      },
    },
    activity_dates: it.activity_dates,
    color: it.color,
    activities: itineraryActivities.map((item) => item.activity),
    itinerary_activities: itineraryActivities,
    totals: it.totals,
    specialist: it.specialist && {
      name: it.specialist.name,
      email: it.specialist.email,
      photo: it.specialist.photo,
    },
    message: it.message,
    change_requests: it.change_requests,
    parents_itineraries: it.parents_itineraries,
  };
}

export async function listItineraries(
  ctx: AppContext,
  parent: CurrentUser,
): Promise<ParentItineraryList> {
  const rows = await itinerariesRepo.itinerariesOfParent(ctx.db, parent.id);
  const [views, processed] = await Promise.all([
    Promise.all(rows.map((r) => getItinerary(ctx, r.id))),
    itinerariesRepo.processedFlags(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    itineraries: views.map((view, i) => toParentView(view, rows[i]!.createdAt, processed, parent)),
  };
}

/** Another parent's itinerary answers 404, like a missing one. */
export async function showItinerary(
  ctx: AppContext,
  parent: CurrentUser,
  id: number,
): Promise<ParentItinerary> {
  const row = await itinerariesRepo.itineraryOfParent(ctx.db, id, parent.id);
  if (!row) throw AppError.notFound(M.notFound);
  const [view, processed] = await Promise.all([
    getItinerary(ctx, row.id),
    itinerariesRepo.processedFlags(ctx.db, [row.id]),
  ]);
  return toParentView(view, row.createdAt, processed, parent);
}
