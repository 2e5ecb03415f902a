import { STAFF_MESSAGES, type StaffMember } from '@camp/shared/staff';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { UserRow } from '../../../data/accounts/repository.js';
import * as staffRepo from '../../../data/accounts/staff.js';
import * as auditRepo from '../../../data/audit/repository.js';
import { auditState, statusOf, toMember } from '../staff-view.js';

const isStaff = (u: UserRow | undefined): u is UserRow =>
  u !== undefined && (u.role === 'Specialist' || u.role === 'Admin');

/**
 * Locks the acting admin's row and the others' (in id order) and checks that the admin still is
 * an active admin: two admins deactivating or demoting each other at once are served one after
 * the other, and the second finds it may no longer act (403), so the last two admins cannot
 * remove each other. Answers the locked rows by id (an id with no account is absent).
 */
export async function lockAsAdmin(
  tx: DbOrTx,
  actorId: number,
  otherIds: readonly number[] = [],
): Promise<Map<number, UserRow>> {
  const rows = await staffRepo.lockUsers(tx, [actorId, ...otherIds]);
  const actor = rows.get(actorId);
  if (!actor || actor.role !== 'Admin' || actor.deactivatedAt) {
    throw AppError.forbidden(STAFF_MESSAGES.actorGone);
  }
  return rows;
}

/** lockAsAdmin for an action on one staff account, which must exist (404 otherwise). */
export async function lockActorAndTarget(tx: DbOrTx, actorId: number, targetId: number) {
  const target = (await lockAsAdmin(tx, actorId, [targetId])).get(targetId);
  if (!isStaff(target)) throw AppError.notFound(STAFF_MESSAGES.notFound);
  return target;
}

export interface StaffChange {
  /** The audit row's action. */
  action: string;
  /** Throws when the change does not apply to the account as it is now (read under the lock). */
  check?: (target: UserRow) => void;
  /** Makes the change in `tx` and answers the account as it is after it. */
  apply: (tx: DbOrTx, target: UserRow) => Promise<UserRow>;
}

/**
 * One admin action on one staff account: the lock, the check, the change and its audit row
 * (before and after) in one transaction; answers the account as it is after.
 */
export function changeStaff(
  ctx: AppContext,
  actorId: number,
  targetId: number,
  change: StaffChange,
): Promise<StaffMember> {
  return ctx.db.transaction(async (tx) => {
    const target = await lockActorAndTarget(tx, actorId, targetId);
    change.check?.(target);
    const after = await change.apply(tx, target);
    await auditRepo.insert(tx, {
      actorId,
      entityType: 'users',
      entityId: target.id,
      action: change.action,
      fromStatus: statusOf(target),
      toStatus: statusOf(after),
      data: { before: auditState(target), after: auditState(after) },
    });
    return toMember(after);
  });
}
