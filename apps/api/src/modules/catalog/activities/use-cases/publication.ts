import {
  PROVIDER_STANDING_MESSAGES as M,
  type PublicationResult,
} from '@camp/shared/provider-standing';
import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { AppError } from '../../../../lib/app-error.js';
import * as catalogRepo from '../../../../data/catalog/repository.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import { ownProgram } from './shared.js';

/**
 * Unpublishes (or publishes again) selected activities of one program, all in one transaction:
 * an id outside the program is a 422 and nothing changes. The program's row is locked first, so
 * this and a bulk delete or an import undo of the program take turns. Audited on the program,
 * with the activities changed (before: their state; after: the new one).
 */
export async function setActivitiesPublished(
  tx: DbOrTx,
  ctx: AppContext,
  actorId: number,
  programId: number,
  ids: readonly number[],
  published: boolean,
): Promise<PublicationResult> {
  const rows = await catalogRepo.lockProgramActivities(tx, programId, [...ids]);
  if (rows.length !== ids.length) throw AppError.field('ids', M.notInProgram);
  const changed = await catalogRepo.setActivitiesUnpublished(
    tx,
    programId,
    ids,
    published ? null : ctx.now(),
  );
  if (changed.length > 0) {
    const names = new Map(rows.map((r) => [r.id, r.name]));
    await auditRepo.insert(tx, {
      actorId,
      entityType: 'activity_providers',
      entityId: programId,
      action: published ? 'activities_published' : 'activities_unpublished',
      fromStatus: published ? 'unpublished' : 'published',
      toStatus: published ? 'published' : 'unpublished',
      data: { activity_ids: changed, names: changed.map((id) => names.get(id) ?? '') },
    });
  }
  return { changed: changed.length };
}

/**
 * POST /api/v1/camp_directors/activity_providers/:id/activities/bulk_unpublish (bulk_publish):
 * the director takes selected activities of their own program out of the catalog, or back.
 */
export function bulkSetActivitiesPublished(
  ctx: AppContext,
  user: CurrentUser,
  programId: number,
  ids: readonly number[],
  published: boolean,
): Promise<PublicationResult> {
  return ctx.db.transaction(async (tx) => {
    await ownProgram(tx, user, programId);
    await catalogRepo.lockProgram(tx, programId);
    return setActivitiesPublished(tx, ctx, user.id, programId, ids, published);
  });
}
