import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import { AppError } from '../../../../lib/app-error.js';
import { isUniqueViolation } from '../../../../lib/db-errors.js';

/** What the audit row keeps of an interest, a skill or a camp type. */
export interface Entry {
  id: number;
  name: string;
  retiredAt: Date | null;
}

export const stateOf = (e: Entry | undefined) =>
  e ? { name: e.name, retired_at: e.retiredAt?.toISOString() ?? null } : null;

const statusOf = (e: Entry | undefined) => (e ? (e.retiredAt ? 'retired' : 'offered') : null);

export interface TaxonomyChange<T extends Entry> {
  entityType: 'interests' | 'skill_developments' | 'camp_types';
  action: string;
  /** Reads (and locks) the entry before the change; undefined for an addition. */
  before: (tx: DbOrTx) => Promise<T | undefined>;
  apply: (tx: DbOrTx, before: T | undefined) => Promise<T>;
  /** The field and message of a name already taken in the list. */
  taken: string;
}

/**
 * One admin change of the taxonomy: the change and its audit row (before and after) in one
 * transaction. A name already in its list (whatever its case) is refused by the database's unique
 * index, also when two admins add it at once, and answered as a 422 on `name`.
 */
export async function changeTaxonomy<T extends Entry>(
  ctx: AppContext,
  actorId: number,
  change: TaxonomyChange<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await change.before(tx);
      const after = await change.apply(tx, before);
      await auditRepo.insert(tx, {
        actorId,
        entityType: change.entityType,
        entityId: after.id,
        action: change.action,
        fromStatus: statusOf(before),
        toStatus: statusOf(after),
        data: { before: stateOf(before), after: stateOf(after) },
      });
      return after;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field('name', change.taken);
    throw err;
  }
}

/** The locked entry, or 404. */
export function found<T>(row: T | undefined, message: string): T {
  if (!row) throw AppError.notFound(message);
  return row;
}
