import { STAFF_MESSAGES, type StaffMember, type StaffRole } from '@camp/shared/staff';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import { sendStaffPasswordLink, voidStaffPasswordLinks } from '../../auth/index.js';
import { TWO_FACTOR_MESSAGES } from '@camp/shared/two-factor';
import * as factorsRepo from '../../../data/accounts/second-factors.js';
import * as auditRepo from '../../../data/audit/repository.js';
import { auditState, statusOf, toMember } from '../staff-view.js';
import { changeStaff, lockActorAndTarget } from './locked-change.js';

/**
 * POST /api/v1/admins/staff/:id/deactivation: the person can no longer sign in, every session
 * they hold ends at once (token_version moves on) and any invitation or reset link stops working.
 * Never one's own account.
 */
export function deactivateStaff(
  ctx: AppContext,
  actorId: number,
  id: number,
): Promise<StaffMember> {
  if (actorId === id) throw AppError.unprocessable(STAFF_MESSAGES.selfDeactivate);
  return changeStaff(ctx, actorId, id, {
    action: 'staff_deactivated',
    check: (target) => {
      if (target.deactivatedAt) throw AppError.conflict(STAFF_MESSAGES.alreadyDeactivated);
    },
    apply: async (tx, target) => {
      await voidStaffPasswordLinks(tx, ctx, target.id);
      return accountsRepo.updateUserAndRevokeTokens(tx, target.id, { deactivatedAt: ctx.now() });
    },
  });
}

/**
 * POST /api/v1/admins/staff/:id/reactivation: the person may sign in again with their password
 * (one invited but not yet set up needs a new invitation: deactivation voided the link).
 */
export function reactivateStaff(
  ctx: AppContext,
  actorId: number,
  id: number,
): Promise<StaffMember> {
  return changeStaff(ctx, actorId, id, {
    action: 'staff_reactivated',
    check: (target) => {
      if (!target.deactivatedAt) throw AppError.conflict(STAFF_MESSAGES.notDeactivated);
    },
    apply: (tx, target) => accountsRepo.updateUser(tx, target.id, { deactivatedAt: null }),
  });
}

/** POST /api/v1/admins/staff/:id/invitation: a new invitation link (the older one stops working). */
export function resendInvitation(
  ctx: AppContext,
  actorId: number,
  id: number,
): Promise<StaffMember> {
  return changeStaff(ctx, actorId, id, {
    action: 'staff_invitation_resent',
    check: (target) => {
      const status = statusOf(target);
      if (status === 'deactivated') throw AppError.conflict(STAFF_MESSAGES.deactivatedNoMail);
      if (status === 'active') throw AppError.conflict(STAFF_MESSAGES.notInvited);
    },
    apply: async (tx, target) => {
      await sendStaffPasswordLink(tx, ctx, target, 'invitation');
      return target;
    },
  });
}

/** POST /api/v1/admins/staff/:id/password-reset: mails an active person a reset link. */
export function sendPasswordReset(
  ctx: AppContext,
  actorId: number,
  id: number,
): Promise<StaffMember> {
  return changeStaff(ctx, actorId, id, {
    action: 'staff_password_reset_sent',
    check: (target) => {
      const status = statusOf(target);
      if (status === 'deactivated') throw AppError.conflict(STAFF_MESSAGES.deactivatedNoMail);
      if (status === 'invited') throw AppError.conflict(STAFF_MESSAGES.invitedNoReset);
    },
    apply: async (tx, target) => {
      await sendStaffPasswordLink(tx, ctx, target, 'reset');
      return target;
    },
  });
}

/**
 * PUT /api/v1/admins/staff/:id/role: specialist ↔ admin. The person's sessions end (they sign in
 * again on their new role's page). An admin never takes their own role away.
 */
export function changeStaffRole(
  ctx: AppContext,
  actorId: number,
  id: number,
  role: StaffRole,
): Promise<StaffMember> {
  if (actorId === id && role !== 'Admin') throw AppError.field('role', STAFF_MESSAGES.selfRole);
  return changeStaff(ctx, actorId, id, {
    action: 'staff_role_changed',
    check: (target) => {
      if (target.role === role) throw AppError.conflict(STAFF_MESSAGES.sameRole);
    },
    apply: (tx, target) => accountsRepo.updateUserAndRevokeTokens(tx, target.id, { role }),
  });
}

/**
 * POST /api/v1/admins/staff/:id/two-factor-reset: another admin lost their authenticator (and
 * their recovery codes). Their second factor and recovery codes are removed, every session they
 * hold ends, and their next sign-in makes them set it up again. Never one's own: a second
 * admin has to agree. One transaction with its audit row.
 */
export function resetTwoFactor(ctx: AppContext, actorId: number, id: number): Promise<StaffMember> {
  if (actorId === id) throw AppError.unprocessable(TWO_FACTOR_MESSAGES.selfReset);
  return ctx.db.transaction(async (tx) => {
    const target = await lockActorAndTarget(tx, actorId, id);
    if (target.role !== 'Admin') throw AppError.conflict(TWO_FACTOR_MESSAGES.notAdmin);
    const factor = await factorsRepo.findSecondFactor(tx, id);
    if (!factor) throw AppError.conflict(TWO_FACTOR_MESSAGES.notEnrolled);
    await factorsRepo.deleteSecondFactor(tx, id);
    const after = await accountsRepo.updateUserAndRevokeTokens(tx, id, {});
    await auditRepo.insert(tx, {
      actorId,
      entityType: 'users',
      entityId: id,
      action: 'two_factor_reset',
      fromStatus: statusOf(target),
      toStatus: statusOf(after),
      data: {
        before: { ...auditState(target), two_factor: factor.confirmedAt ? 'enrolled' : 'pending' },
        after: { ...auditState(after), two_factor: 'none' },
      },
    });
    return toMember(after);
  });
}
