import {
  BULK_DELETE_MESSAGES,
  type ActivityImport,
  type DeletedActivitiesResult,
} from '@camp/shared/activity-import';
import type { AppContext } from '../../../context.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import { AppError } from '../../../lib/app-error.js';
import * as repo from '../../../data/catalog/repository.js';
import * as audit from '../../../data/audit/repository.js';
import * as activities from '../activities/service.js';

/**
 * Undoes an import: every activity it created is deleted in one transaction, or none when any of
 * them is booked (422 naming them). The import's row is locked first, so of two undos at once
 * one deletes and the other finds it undone (409). A director may undo only imports into their
 * own programs (another's answers 404, as their program would); an admin any import.
 */
export async function undoImport(
  ctx: AppContext,
  user: CurrentUser,
  importId: number,
): Promise<DeletedActivitiesResult> {
  return ctx.db.transaction(async (tx) => {
    const found = await repo.lockImport(tx, importId);
    if (!found) throw AppError.notFound(BULK_DELETE_MESSAGES.importNotFound);
    if (user.role !== 'Admin') await activities.ownProgram(tx, user, found.providerId);
    if (found.undoneAt) throw AppError.conflict(BULK_DELETE_MESSAGES.alreadyUndone);
    const rows = await repo.lockImportActivities(tx, importId);
    const deleted = await activities.deleteAllUnbooked(tx, rows);
    await repo.markImportUndone(tx, importId, ctx.now());
    await audit.insert(tx, {
      actorId: user.id,
      entityType: 'activity_imports',
      entityId: importId,
      action: 'activity_import_undone',
      fromStatus: 'imported',
      toStatus: 'undone',
      data: {
        program_id: found.providerId,
        activity_ids: rows.map((r) => r.id),
        names: rows.map((r) => r.name),
      },
    });
    return { deleted };
  });
}

/** The imports into the director's own program, newest first. */
export async function listImports(
  ctx: AppContext,
  user: CurrentUser,
  programId: number,
): Promise<ActivityImport[]> {
  await activities.ownProgram(ctx.db, user, programId);
  const rows = await repo.importsOfProgram(ctx.db, programId);
  return rows.map((r) => ({
    id: r.id,
    activity_count: r.activityCount,
    created_at: r.createdAt.toISOString(),
    undone_at: r.undoneAt?.toISOString() ?? null,
  }));
}
