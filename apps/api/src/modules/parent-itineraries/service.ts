import { campLink } from '@camp/shared/camp-link';
import type { ItineraryStatus } from '@camp/shared/enums';
import {
  PARENT_ITINERARY_MESSAGES as M,
  type ItineraryActions,
  type ParentItinerary,
  type ParentItineraryActivityCard,
  type ParentItineraryList,
  type ParentItineraryUpdate,
} from '@camp/shared/parent-itinerary';
import type { ItineraryEventReason } from '@camp/shared/realtime';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/auth.js';
import * as auditRepo from '../../data/audit/repository.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import { enqueueMail } from '../mail/service.js';
import {
  getItineraryDetail,
  getItineraryDetails,
  type ItineraryDetail,
} from '../specialist-itineraries/service.js';
import { publishItineraryEvent } from '../specialist-itineraries/realtime.js';
import * as uploads from '../uploads/service.js';
import { actionsOf, lockedActions } from './actions.js';

/** Where the specialist works on an itinerary (apps/web specialist routes). */
const specialistItineraryPath = (id: number) => `/specialist/itineraries/${id}`;

/**
 * The activity card the parent sees (section 2), from the one assembly the specialist page
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

async function views(
  db: DbOrTx,
  rows: readonly { id: number; createdAt: Date }[],
  parent: CurrentUser,
): Promise<ParentItinerary[]> {
  const [details, processed] = await Promise.all([
    // A fixed number of queries whatever the number of itineraries.
    getItineraryDetails(
      db,
      rows.map((r) => r.id),
    ),
    itinerariesRepo.processedFlags(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const actions = await actionsOf(
    db,
    details.map((d) => ({ id: d.view.id, status: d.view.status })),
  );
  return details.map((detail, i) =>
    toParentView(detail, rows[i]!.createdAt, processed, actions.get(detail.view.id)!, parent),
  );
}

export async function listItineraries(
  ctx: AppContext,
  parent: CurrentUser,
): Promise<ParentItineraryList> {
  const rows = await itinerariesRepo.itinerariesOfParent(ctx.db, parent.id);
  return { itineraries: await views(ctx.db, rows, parent) };
}

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

/**
 * The parent's PUT (section 4): accept (review → accepted) or change requests (review or
 * alternate_request → alternate_request). One transaction under the itinerary's row lock: the
 * actions are judged on the locked row, so two tabs accepting at once move the status once and
 * the second gets 409. The specialist is told by e-mail (outbox, same transaction) and both
 * sides by the real-time channel once committed.
 */
export async function updateItinerary(
  ctx: AppContext,
  parent: CurrentUser,
  id: number,
  body: ParentItineraryUpdate,
): Promise<ParentItinerary> {
  if (body.id !== undefined && body.id !== id) throw AppError.field('id', M.idMismatch);
  const input = body.itinerary;
  const reason: ItineraryEventReason =
    input.status === 'accepted' ? 'accepted' : 'change_requested';
  await ctx.db.transaction(async (tx) => {
    const locked = await lockedActions(tx, id, parent.id);
    if (!locked) throw AppError.notFound(M.notFound);
    const { itinerary: it, actions } = locked;
    const now = ctx.now();
    const to: ItineraryStatus = input.status;
    let data: Record<string, unknown> = {};
    if (input.status === 'accepted') {
      if (!actions.can_accept) {
        // While comments wait, say so (the parent can act once the specialist answers).
        const waiting = it.status === 'review' || it.status === 'alternate_request';
        throw AppError.conflict(
          waiting ? (actions.blocked_reason ?? M.acceptNotAllowed) : M.acceptNotAllowed,
        );
      }
      const moved = await itinerariesRepo.transitionStatus(tx, it.id, ['review'], {
        status: 'accepted',
        acceptedAt: now,
        updatedAt: now,
      });
      if (!moved) throw AppError.conflict(M.acceptNotAllowed);
    } else {
      if (!actions.can_request_changes) throw AppError.conflict(M.changesNotAllowed);
      const onItinerary = await itinerariesRepo.addedToItinerary(
        tx,
        it.id,
        input.change_requests_attributes.map((cr) => cr.activity_id),
      );
      // Field names drop array indexes, as the schema's errors do (plugins/errors.ts).
      if (input.change_requests_attributes.some((cr) => !onItinerary.has(cr.activity_id))) {
        throw AppError.field('change_requests_attributes.activity_id', M.activityNotInItinerary);
      }
      const moved = await itinerariesRepo.transitionStatus(
        tx,
        it.id,
        ['review', 'alternate_request'],
        { status: 'alternate_request', updatedAt: now },
      );
      if (!moved) throw AppError.conflict(M.changesNotAllowed);
      await itinerariesRepo.insertChangeRequests(
        tx,
        it.id,
        parent.id,
        input.change_requests_attributes.map((cr) => ({
          activityId: cr.activity_id,
          reason: cr.reason,
          moreInformation: cr.more_information,
        })),
        now,
      );
      data = { change_requests: input.change_requests_attributes.length };
    }
    await auditRepo.insert(tx, {
      actorId: parent.id,
      entityType: 'itineraries',
      entityId: it.id,
      action: input.status === 'accepted' ? 'accepted_by_parent' : 'change_requested',
      fromStatus: it.status,
      toStatus: to,
      data,
      createdAt: now,
    });
    await mailSpecialist(ctx, tx, it.id, parent, input);
  });
  publishItineraryEvent(ctx, {
    type: 'itinerary_updated',
    itinerary_id: id,
    reason,
    by: parent.id,
  });
  return showItinerary(ctx, parent, id);
}

/** The itinerary's specialist hears of the parent's move; an unassigned one has no one to tell. */
async function mailSpecialist(
  ctx: AppContext,
  tx: DbOrTx,
  id: number,
  parent: CurrentUser,
  input: ParentItineraryUpdate['itinerary'],
) {
  const { view } = await getItineraryDetail(tx, id);
  if (!view.specialist) return;
  const common = {
    name: view.specialist.name,
    url: new URL(specialistItineraryPath(id), ctx.config.APP_URL).toString(),
    child_name: view.child?.first_name ?? 'the child',
    parent_name: parent.name || view.parent_name,
  };
  if (input.status === 'accepted') {
    await enqueueMail(tx, ctx, {
      to: view.specialist.email,
      template: 'itinerary_accepted',
      data: common,
    });
    return;
  }
  const names = new Map(view.itinerary_activities.map((a) => [a.activity.id, a.activity.name]));
  await enqueueMail(tx, ctx, {
    to: view.specialist.email,
    template: 'change_requested',
    data: {
      ...common,
      requests: input.change_requests_attributes.map((cr) => ({
        activity: names.get(cr.activity_id) ?? 'An activity',
        reason: cr.reason,
        comment: cr.more_information,
      })),
    },
  });
}
