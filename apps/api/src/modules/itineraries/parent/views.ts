import { campLink } from '@camp/shared/camp-link';
import type {
  ItineraryActions,
  ParentItinerary,
  ParentItineraryActivityCard,
} from '@camp/shared/parent-itinerary';
import type { DbOrTx } from '../../../db/client.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';
import * as cancellationsRepo from '../../../data/commerce/cancellations.js';
import * as uploads from '../../uploads/index.js';
import { getItineraryDetails, type ItineraryDetail } from '../specialist/detail.js';
import { actionsOf } from './actions.js';

// The parent's view of their itineraries, built on the specialist's.

/**
 * The activity card the parent sees, from the one assembly the specialist page
 * uses: its URL gets our tracking parameters (campLink). Exported for the friends' view, which
 * shows the same card for the shared activities.
 */
export function parentActivityCards(
  detail: ItineraryDetail,
  viewer: Pick<CurrentUser, 'role'>,
): Map<number, ParentItineraryActivityCard> {
  const cards = new Map<number, ParentItineraryActivityCard>();
  for (const item of detail.view.itinerary_activities) {
    const x = detail.extras.get(item.id);
    cards.set(item.id, {
      ...item.activity,
      url: campLink(item.activity.url, viewer.role),
      provider_logo:
        x?.logoSignedId && x.logoFilename ? uploads.blobPath(x.logoSignedId, x.logoFilename) : null,
      description: x?.description ?? null,
      media_link: x?.mediaLink || null,
      optional_media_link: x?.optionalMediaLink || null,
      age_min: x?.ageMin ?? null,
      age_max: x?.ageMax ?? null,
      grade_level_start: x?.gradeLevelStart ?? null,
      grade_level_end: x?.gradeLevelEnd ?? null,
      instructor: x?.instructor ?? null,
      what_to_bring: x?.whatToBring ?? null,
      waiver_form_url: x?.waiverFormUrl ?? null,
      cancellation_policy: x?.cancellationPolicy ?? null,
      latitude: x?.latitude ?? null,
      longitude: x?.longitude ?? null,
    });
  }
  return cards;
}

/**
 * The parent's view: what is for specialists only (their notes, the parent's phone, overlap
 * flags) is left out; `actions` comes from the one rule (actions.ts).
 */
function toParentView(
  detail: ItineraryDetail,
  createdAt: Date,
  processed: Map<number, boolean>,
  refunds: Awaited<ReturnType<typeof cancellationsRepo.refundedPlaces>>,
  actions: ItineraryActions,
  viewer: CurrentUser,
): ParentItinerary {
  const it = detail.view;
  const cards = parentActivityCards(detail, viewer);
  const itineraryActivities = it.itinerary_activities.map((item) => ({
    id: item.id,
    itinerary_id: it.id,
    payment_status: item.payment_status,
    start_date: item.start_date,
    processed: processed.get(item.id) ?? false,
    activity: cards.get(item.id)!,
    cancellation: cancellationOf(item.id, item.payment_status, refunds),
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
    actions,
    schedule_checks: it.schedule_checks,
  };
}

/** A canceled place's money from its refunded request; a cancellation without one moved none. */
function cancellationOf(
  id: number,
  status: ParentItinerary['itinerary_activities'][number]['payment_status'],
  refunds: Awaited<ReturnType<typeof cancellationsRepo.refundedPlaces>>,
): ParentItinerary['itinerary_activities'][number]['cancellation'] {
  if (status !== 'canceled') return null;
  const r = refunds.get(id);
  return { paid_cents: r?.paidCents ?? 0, refunded_cents: r?.refundedCents ?? 0 };
}

export async function views(
  db: DbOrTx,
  rows: readonly { id: number; createdAt: Date }[],
  parent: CurrentUser,
): Promise<ParentItinerary[]> {
  const ids = rows.map((r) => r.id);
  const [details, processed, refunds] = await Promise.all([
    // A fixed number of queries whatever the number of itineraries.
    getItineraryDetails(
      db,
      rows.map((r) => r.id),
    ),
    itinerariesRepo.processedFlags(db, ids),
    cancellationsRepo.refundedPlaces(db, ids),
  ]);
  const actions = await actionsOf(
    db,
    details.map((d) => ({ id: d.view.id, status: d.view.status })),
  );
  return details.map((detail, i) =>
    toParentView(
      detail,
      rows[i]!.createdAt,
      processed,
      refunds,
      actions.get(detail.view.id)!,
      parent,
    ),
  );
}
