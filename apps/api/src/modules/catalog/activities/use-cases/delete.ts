import {
  ACTIVITY_HAS_DUPLICATES_MESSAGE,
  ACTIVITY_SHARED_DELETE_MESSAGE,
} from '@camp/shared/director-activity';
import type { AppContext } from '../../../../context.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { AppError } from '../../../../lib/app-error.js';
import * as repo from '../../../../data/catalog/repository.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import * as itinerariesRepo from '../../../../data/itineraries/repository.js';
import { ownActivity } from './shared.js';

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(err: unknown): boolean {
  const codes = [err, (err as { cause?: unknown } | null)?.cause].map(
    (e) => (e as { code?: unknown } | null)?.code,
  );
  return codes.includes(FOREIGN_KEY_VIOLATION);
}

/**
 * Refused while the activity has duplicates, and once it has been shared with parents (on an
 * itinerary or in a friend invitation: docs/decisions/0012-activity-delete-rules.md). The
 * deletion and its audit row commit together.
 */
export async function deleteActivity(
  ctx: AppContext,
  user: CurrentUser,
  activityId: number,
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const { activity } = await ownActivity(tx, user, activityId, { lock: true });
      if (await repo.hasDuplicates(tx, activityId)) {
        throw AppError.conflict(ACTIVITY_HAS_DUPLICATES_MESSAGE);
      }
      if (await itinerariesRepo.isSharedWithParents(tx, activityId)) {
        throw AppError.conflict(ACTIVITY_SHARED_DELETE_MESSAGE);
      }
      await repo.deleteActivity(tx, activityId);
      await auditRepo.insert(tx, {
        actorId: user.id,
        entityType: 'activities',
        entityId: activityId,
        action: 'activity_deleted',
        data: { name: activity.name, program_id: activity.providerId },
      });
    });
  } catch (err) {
    // A duplicate or an itinerary row added between the checks and the delete: the foreign
    // keys refuse it; answer as the checks would have.
    if (!isForeignKeyViolation(err)) throw err;
    const stillDuplicated = await repo.hasDuplicates(ctx.db, activityId);
    throw AppError.conflict(
      stillDuplicated ? ACTIVITY_HAS_DUPLICATES_MESSAGE : ACTIVITY_SHARED_DELETE_MESSAGE,
    );
  }
}
