import {
  BULK_DELETE_MESSAGES,
  bookedRefusal,
  type DeletedActivitiesResult,
} from '@camp/shared/activity-import';
import type { AppContext } from '../../../../context.js';
import type { Tx } from '../../../../db/client.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { AppError } from '../../../../lib/app-error.js';
import * as repo from '../../../../data/catalog/repository.js';
import * as itinerariesRepo from '../../../../data/itineraries/repository.js';
import * as audit from '../../../../data/audit/repository.js';
import { ownProgram } from './shared.js';

export interface NamedActivity {
  id: number;
  name: string;
}

/**
 * Deletes all of these (locked) activities or none: refused with 422 naming those families have
 * (on an itinerary, which holds seats and waitlist places, or in a friend invitation) and those
 * with a duplicate that would stay. The activity delete rules, for many at once.
 */
export async function deleteAllUnbooked(tx: Tx, rows: readonly NamedActivity[]): Promise<number> {
  const ids = rows.map((r) => r.id);
  const shared = await itinerariesRepo.sharedWithParentsAmong(tx, ids);
  const duplicated = await repo.duplicatedOutside(tx, ids);
  const booked = rows.filter((r) => shared.has(r.id) || duplicated.has(r.id));
  if (booked.length > 0) {
    throw AppError.field('ids', bookedRefusal(booked.map((r) => r.name)));
  }
  return repo.deleteActivities(tx, ids);
}

/** Deletes the selected activities of the director's own program, all or none, audited. */
export async function bulkDeleteActivities(
  ctx: AppContext,
  user: CurrentUser,
  programId: number,
  ids: readonly number[],
): Promise<DeletedActivitiesResult> {
  const wanted = [...new Set(ids)];
  return ctx.db.transaction(async (tx) => {
    await ownProgram(tx, user, programId);
    const rows = await repo.lockProgramActivities(tx, programId, wanted);
    if (rows.length !== wanted.length) throw AppError.field('ids', BULK_DELETE_MESSAGES.notFound);
    const deleted = await deleteAllUnbooked(tx, rows);
    await audit.insert(tx, {
      actorId: user.id,
      entityType: 'activity_providers',
      entityId: programId,
      action: 'activities_bulk_deleted',
      data: { activity_ids: rows.map((r) => r.id), names: rows.map((r) => r.name) },
    });
    return { deleted };
  });
}
