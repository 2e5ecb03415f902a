import type { FriendItinerary, FriendItineraryList } from '@camp/shared/friends-itinerary';
import {
  INVITE_MESSAGES as M,
  type FriendInvitationAnswer,
  type InviteFriend,
  type InviteFriendResponse,
} from '@camp/shared/invite';
import type { ItineraryStatus } from '@camp/shared/enums';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import { enqueueMail } from '../../mail/index.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { publishItineraryEvent } from '../../realtime/index.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as catalogRepo from '../../../data/catalog/repository.js';
import * as familiesRepo from '../../../data/families/repository.js';
import * as invitationsRepo from '../../../data/itineraries/invitations.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';
import { lockedActions } from '../parent/actions.js';
import { sharedActivityCards } from './cards.js';

/** Where a friend with an account answers an invitation. */
export const FRIENDS_PAGE_PATH = '/profile/itineraries-friends';
const PARENT_ITINERARIES_PATH = '/profile/itineraries';
const specialistItineraryPath = (id: number) => `/specialist/itineraries/${id}`;

/** A friend may answer only while the itinerary is in one of these. */
export const ANSWERABLE_STATUSES: readonly ItineraryStatus[] = [
  'review',
  'alternate_request',
  'accepted',
  'approved',
];

/** Shown when the itinerary's child is gone (the schema promises a name). */
const UNKNOWN_CHILD = 'Child';

const url = (ctx: AppContext, path: string) => `${ctx.config.APP_URL}${path}`;

/**
 * POST /api/v1/parents/invite_friends: the parent shares some activities of their own itinerary
 * with a friend by e-mail. Another family's itinerary is 404; the rest are field errors or 409.
 * The itinerary is locked so its status cannot change between the check and the insert.
 */
export async function inviteFriend(
  ctx: AppContext,
  parent: CurrentUser,
  input: InviteFriend,
): Promise<InviteFriendResponse> {
  const invitation = await ctx.db.transaction(async (tx) => {
    // The loop's one rule (can_invite), under its lock on the itinerary.
    const locked = await lockedActions(tx, input.itinerary_id, parent.id);
    if (!locked) throw AppError.notFound(M.itineraryNotFound);
    const { itinerary: it, actions } = locked;
    if (input.email === parent.email.toLowerCase()) throw AppError.field('email', M.inviteSelf);
    if (!actions.can_invite) throw AppError.conflict(actions.blocked_reason ?? M.notInvitable);
    const onItinerary = await itinerariesRepo.addedToItinerary(tx, it.id, input.activity_ids);
    if (onItinerary.size !== input.activity_ids.length) {
      throw AppError.field('activity_ids', M.activitiesNotInItinerary);
    }

    // An account holder is linked at once; anyone else when they sign up with this e-mail. Only
    // parents are linked: an invitation to a staff address stays pending and is never shown.
    const holder = await accountsRepo.findLiveUserByEmail(tx, input.email);
    const friend = holder?.role === 'Parent' ? holder : null;
    let row: invitationsRepo.InvitationRow;
    try {
      row = await invitationsRepo.insertInvitation(
        tx,
        {
          itineraryId: it.id,
          friendEmail: input.email,
          friendName: friend?.name ?? null,
          parentId: friend?.id ?? null,
          invitedById: parent.id,
          text: input.text ?? null,
        },
        input.activity_ids,
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.field('email', M.alreadyInvited);
      throw err;
    }
    if (friend && !friend.invitedToItinerary) {
      await accountsRepo.updateUser(tx, friend.id, { invitedToItinerary: true });
    }

    const header = (await itinerariesRepo.itineraryHeaders(tx, [it.id])).get(it.id);
    await enqueueMail(tx, ctx, {
      to: input.email,
      template: 'friend_invited',
      data: {
        name: friend ? friend.firstName || friend.name : null,
        inviter_name: parent.name,
        child_name: header?.childName ?? UNKNOWN_CHILD,
        activity_names: await catalogRepo.activityNames(tx, input.activity_ids),
        text: input.text ?? null,
        has_account: friend !== null,
        url: friend
          ? url(ctx, FRIENDS_PAGE_PATH)
          : url(ctx, `/sign-up?email=${encodeURIComponent(input.email)}`),
      },
    });
    return row;
  });
  return {
    invitation: {
      id: invitation.id,
      email: invitation.friendEmail,
      status: 'draft',
      friend_name: invitation.friendName,
    },
  };
}

async function present(
  ctx: AppContext,
  viewer: CurrentUser,
  rows: invitationsRepo.InvitationRow[],
): Promise<FriendItinerary[]> {
  const [headers, activityIds] = await Promise.all([
    itinerariesRepo.itineraryHeaders(ctx.db, [...new Set(rows.map((r) => r.itineraryId))]),
    invitationsRepo.invitationActivityIds(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  // The inviter; an invitation whose inviter is gone names the itinerary's parent.
  const inviterOf = (r: invitationsRepo.InvitationRow) =>
    r.invitedById ?? headers.get(r.itineraryId)?.parentId ?? 0;
  const inviters = await accountsRepo.usersByIds(ctx.db, [...new Set(rows.map(inviterOf))]);
  const views: FriendItinerary[] = [];
  for (const r of rows) {
    const header = headers.get(r.itineraryId);
    if (!header) continue;
    const inviter = inviters.get(inviterOf(r)) ?? { name: '', email: '' };
    const cards = await sharedActivityCards(
      ctx.db,
      r.itineraryId,
      activityIds.get(r.id) ?? [],
      viewer,
    );
    const starts = cards.map((c) => c.start_date).sort();
    const ends = cards.map((c) => c.end_date).sort();
    views.push({
      id: r.id,
      status: r.status,
      comment: r.comment,
      text: r.text,
      invited_by: { name: inviter.name, email: inviter.email },
      child_id: r.childId,
      itinerary: {
        id: header.id,
        status: header.status,
        child: { name: header.childName ?? UNKNOWN_CHILD },
        activity_dates: cards.length ? { start: starts[0]!, end: ends[ends.length - 1]! } : null,
        color: header.color,
        specialist: header.specialist,
        activities: cards,
      },
    });
  }
  return views;
}

/**
 * GET /api/v1/parents/friends_itineraries: the invitations to this parent that are not declined,
 * with the shared activities only. Reading the page is what clears the invited flag: the flag
 * is cleared on the friends page and nowhere else.
 */
export async function listFriendItineraries(
  ctx: AppContext,
  friend: CurrentUser,
): Promise<FriendItineraryList> {
  if (friend.invitedToItinerary) {
    await accountsRepo.updateUser(ctx.db, friend.id, { invitedToItinerary: false });
  }
  const rows = await invitationsRepo.friendInvitations(ctx.db, friend.id);
  return { friends_itineraries: await present(ctx, friend, rows) };
}

/**
 * PUT /api/v1/parents/friends_itineraries/{id}: the invited friend accepts or declines their own
 * draft invitation while the itinerary is answerable. The invitation row is locked and the update
 * is conditional on 'draft', so of two answers racing exactly one changes it (and mails once);
 * the other gets 409. The inviting parent and the specialist are told by e-mail and real-time.
 */
export async function answerInvitation(
  ctx: AppContext,
  friend: CurrentUser,
  id: number,
  input: FriendInvitationAnswer,
): Promise<{ friends_itinerary: FriendItinerary }> {
  const now = ctx.now();
  const answered = await ctx.db.transaction(async (tx) => {
    const invitation = await invitationsRepo.lockFriendInvitation(tx, id, friend.id);
    // A declined invitation is no longer listed; answering it again is as for a missing one.
    if (!invitation || invitation.status === 'declined') {
      throw AppError.notFound(M.invitationNotFound);
    }
    if (invitation.status !== 'draft') throw AppError.conflict(M.alreadyAnswered);
    const it = await invitationsRepo.lockItineraryShared(tx, invitation.itineraryId);
    if (!it) throw AppError.notFound(M.invitationNotFound);
    if (!ANSWERABLE_STATUSES.includes(it.status)) throw AppError.conflict(M.answerClosed);
    let childId: number | null = null;
    if (input.child_id !== undefined && input.child_id !== null) {
      const child = await familiesRepo.findChild(tx, input.child_id);
      if (child?.parentId !== friend.id) throw AppError.field('child_id', M.childInvalid);
      childId = child.id;
    }
    const row = await invitationsRepo.answerInvitation(tx, invitation.id, {
      status: input.status,
      comment: input.comment ?? null,
      childId,
      friendName: friend.name,
      respondedAt: now,
    });
    if (!row) throw AppError.conflict(M.alreadyAnswered);

    const header = (await itinerariesRepo.itineraryHeaders(tx, [it.id])).get(it.id);
    const childName = header?.childName ?? UNKNOWN_CHILD;
    const recipients: { user: accountsRepo.UserRow | null; path: string }[] = [
      {
        user: await accountsRepo.findLiveUserById(tx, invitation.invitedById ?? it.parentId),
        path: PARENT_ITINERARIES_PATH,
      },
      {
        user:
          it.specialistId === null
            ? null
            : await accountsRepo.findLiveUserById(tx, it.specialistId),
        path: specialistItineraryPath(it.id),
      },
    ];
    for (const { user, path } of recipients) {
      if (!user) continue;
      await enqueueMail(tx, ctx, {
        to: user.email,
        template: 'invitation_answered',
        data: {
          name: user.firstName || user.name,
          url: url(ctx, path),
          friend_name: friend.name,
          child_name: childName,
          status: input.status,
          comment: row.comment,
        },
      });
    }
    return row;
  });
  publishItineraryEvent(ctx, {
    type: 'itinerary_updated',
    itinerary_id: answered.itineraryId,
    reason: 'invitation_answered',
    by: friend.id,
  });
  const [view] = await present(ctx, friend, [answered]);
  return { friends_itinerary: view! };
}
