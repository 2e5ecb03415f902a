import { activitySchema, duplicateActivityUpdateSchema } from '@camp/shared/activity';
import { type DirectorActivity } from '@camp/shared/director-activity';
import { reservedBelowBookedMessage } from '@camp/shared/checkout';
import type { AppContext } from '../../../../context.js';
import type { DbOrTx, Tx } from '../../../../db/client.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { parseOr422 } from '../../../../plugins/errors.js';
import { AppError } from '../../../../lib/app-error.js';
import * as repo from '../../../../data/catalog/repository.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import { offerFreedSeats } from '../../../waitlist/index.js';
import { seatsTakenThroughUs } from '../../../payments/index.js';
import {
  checkCampTypes,
  checkTags,
  formColumns,
  inheritedColumns,
  locationColumns,
  submittedColumns,
} from './columns.js';
import { dtoOf, ownActivity } from './shared.js';

/**
 * Edits an activity. An original takes the whole form, and its duplicates follow its inherited
 * fields; a duplicate takes only its own fields (anything inherited in the body is dropped).
 */
export async function updateActivity(
  ctx: AppContext,
  user: CurrentUser,
  activityId: number,
  body: unknown,
): Promise<DirectorActivity> {
  return ctx.db.transaction(async (tx) => {
    // The row lock also queues this edit behind any checkout taking or giving back a seat.
    const found = await ownActivity(tx, user, activityId, { lock: true });
    const location = locationColumns(found.program);
    if (found.activity.parentActivityId !== null) {
      const input = parseOr422(duplicateActivityUpdateSchema, body);
      const row = await repo.updateActivity(tx, activityId, {
        ...submittedColumns(input, found.activity.campType, found.activity.meetingDays),
        ...(await seatColumns(tx, activityId, input)),
        ...location,
      });
      const after = await seatsToWaitlist(tx, ctx, row);
      await auditTerms(tx, user.id, found.activity, after, []);
      return dtoOf(tx, { ...found, activity: after });
    }
    const input = parseOr422(activitySchema, body);
    // Retired interests and skills the activity has stay on it; choosing one anew is refused.
    const tags = await repo.findTagsOf(tx, [activityId]);
    await checkTags(tx, [input], {
      interestIds: (tags.interests.get(activityId) ?? []).map((i) => i.id),
      skillIds: (tags.skills.get(activityId) ?? []).map((s) => s.id),
    });
    // A retired camp type stays on the activity that has it; choosing one anew is refused.
    await checkCampTypes(tx, [input], found.activity.campType);
    const row = await repo.updateActivity(tx, activityId, {
      ...formColumns(input, found.activity.meetingDays),
      ...(await seatColumns(tx, activityId, input)),
      ...location,
    });
    const duplicateIds = await repo.findDuplicateIds(tx, activityId);
    await repo.updateActivities(tx, duplicateIds, inheritedColumns(row));
    await repo.replaceTags(
      tx,
      [activityId, ...duplicateIds],
      input.interest_ids,
      input.skill_development,
    );
    const after = await seatsToWaitlist(tx, ctx, row);
    await auditTerms(tx, user.id, found.activity, after, duplicateIds);
    return dtoOf(tx, { ...found, activity: after });
  });
}

/**
 * The reserved seats an edit may store (decision 0062): never fewer than the places paid or held
 * through us, read under the activity's row lock (every checkout takes and gives back seats by
 * updating that row, so the count cannot move until this transaction ends). A stale form that
 * would count fewer is refused (422); without a seat limit the form cannot count reserved seats,
 * so ours are kept.
 */
async function seatColumns(
  tx: Tx,
  activityId: number,
  input: { total_seats?: number | null | undefined; reserved_seats?: number | null | undefined },
): Promise<{ reservedSeats: number }> {
  const booked = await seatsTakenThroughUs(tx, activityId);
  const reserved = input.reserved_seats ?? 0;
  if (input.total_seats === null || input.total_seats === undefined)
    return { reservedSeats: Math.max(reserved, booked) };
  if (reserved < booked) throw AppError.field('reserved_seats', reservedBelowBookedMessage(booked));
  return { reservedSeats: reserved };
}

/**
 * Seats the edit freed (more seats, fewer reserved) go to the activity's waitlist first
 * (decision 0063); the answer counts the seats those offers took.
 */
async function seatsToWaitlist<R extends { id: number; reservedSeats: number }>(
  tx: DbOrTx,
  ctx: AppContext,
  row: R,
): Promise<R> {
  const offers = await offerFreedSeats(tx, ctx, row.id);
  return offers === 0 ? row : { ...row, reservedSeats: row.reservedSeats + offers };
}

// ---- delete -----------------------------------------------------------------------------

type Terms = Pick<repo.ActivityRow, 'priceCents' | 'feeCents' | 'totalSeats' | 'reservedSeats'>;

const termsOf = (row: Terms) => ({
  price_cents: row.priceCents,
  fee_cents: row.feeCents,
  total_seats: row.totalSeats,
  reserved_seats: row.reservedSeats,
});

/**
 * An edit that changes what the activity costs (price, fee) or the places it offers (seats,
 * reserved seats) writes an audit row with the terms before and after, in the edit's
 * transaction; the duplicates that follow an original's fee are named. Other edits write none.
 */
async function auditTerms(
  tx: DbOrTx,
  actorId: number,
  before: Terms & { id: number; name: string },
  after: Terms,
  duplicateIds: readonly number[],
): Promise<void> {
  const [was, is] = [termsOf(before), termsOf(after)];
  if (JSON.stringify(was) === JSON.stringify(is)) return;
  await auditRepo.insert(tx, {
    actorId,
    entityType: 'activities',
    entityId: before.id,
    action: 'activity_terms_changed',
    data: {
      name: before.name,
      before: was,
      after: is,
      ...(duplicateIds.length > 0 && { duplicate_ids: [...duplicateIds] }),
    },
  });
}
