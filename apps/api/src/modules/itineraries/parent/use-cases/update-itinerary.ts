import type { ItineraryStatus } from '@camp/shared/enums';
import {
  PARENT_ITINERARY_MESSAGES as M,
  type ParentItinerary,
  type ParentItineraryUpdate,
} from '@camp/shared/parent-itinerary';
import type { ItineraryEventReason } from '@camp/shared/realtime';
import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import * as itinerariesRepo from '../../../../data/itineraries/repository.js';
import { enqueueMail } from '../../../mail/index.js';
import { getItineraryDetail } from '../../specialist/detail.js';
import { assertClashesKept } from '../../specialist/rules.js';
import { publishItineraryEvent } from '../../../realtime/index.js';
import { lockedActions } from '../actions.js';
import { showItinerary } from './show-itinerary.js';

/** Where the specialist works on an itinerary (apps/web specialist routes). */
const specialistItineraryPath = (id: number) => `/specialist/itineraries/${id}`;

/**
 * The parent's PUT: accept (review → accepted, with every schedule clash acknowledged) or
 * change requests (review or alternate_request → alternate_request). One transaction under the
 * itinerary's row lock: the actions are judged on the locked row, so two tabs accepting at once
 * move the status once and the second gets 409. The specialist is told by e-mail (outbox, same
 * transaction) and both sides by the real-time channel once committed.
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
    const { itinerary: it } = locked;
    const now = ctx.now();
    const to: ItineraryStatus = input.status;
    const data =
      input.status === 'accepted'
        ? await accept(tx, locked, input, now)
        : await requestChanges(tx, { ...locked, parent }, input, now);
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

type Locked = NonNullable<Awaited<ReturnType<typeof lockedActions>>>;
type Update = ParentItineraryUpdate['itinerary'];

/** review → accepted, every schedule clash acknowledged; answers the audit row's data. */
async function accept(
  tx: DbOrTx,
  { itinerary: it, actions }: Locked,
  input: Extract<Update, { status: 'accepted' }>,
  now: Date,
): Promise<Record<string, unknown>> {
  if (!actions.can_accept) {
    // While comments wait, say so (the parent can act once the specialist answers).
    const waiting = it.status === 'review' || it.status === 'alternate_request';
    throw AppError.conflict(
      waiting ? (actions.blocked_reason ?? M.acceptNotAllowed) : M.acceptNotAllowed,
    );
  }
  const clashesKept = await assertClashesKept(tx, it.id, input.acknowledged_clashes);
  const moved = await itinerariesRepo.transitionStatus(tx, it.id, ['review'], {
    status: 'accepted',
    acceptedAt: now,
    updatedAt: now,
  });
  if (!moved) throw AppError.conflict(M.acceptNotAllowed);
  return clashesKept.length ? { acknowledged_clashes: clashesKept } : {};
}

/**
 * review or alternate_request → alternate_request with the parent's change requests, each about
 * an activity of the itinerary; answers the audit row's data.
 */
async function requestChanges(
  tx: DbOrTx,
  { itinerary: it, actions, parent }: Locked & { parent: CurrentUser },
  input: Exclude<Update, { status: 'accepted' }>,
  now: Date,
): Promise<Record<string, unknown>> {
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
  const moved = await itinerariesRepo.transitionStatus(tx, it.id, ['review', 'alternate_request'], {
    status: 'alternate_request',
    updatedAt: now,
  });
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
  return { change_requests: input.change_requests_attributes.length };
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
