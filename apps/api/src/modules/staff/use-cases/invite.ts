import { STAFF_MESSAGES, type StaffInviteInput, type StaffMember } from '@camp/shared/staff';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as auditRepo from '../../../data/audit/repository.js';
import { sendStaffPasswordLink, splitName } from '../../auth/index.js';
import { auditState, toMember } from '../staff-view.js';
import { lockAsAdmin } from './locked-change.js';

/**
 * POST /api/v1/admins/staff: creates a specialist's or an admin's account without a password and
 * mails them a link to choose one; the account, the mail and the audit row commit together. An
 * e-mail any live account already has is refused (422 on email), also when two admins invite it
 * at once: the unique index on live e-mails lets one of them through.
 */
export async function inviteStaff(
  ctx: AppContext,
  actorId: number,
  input: StaffInviteInput,
): Promise<StaffMember> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockAsAdmin(tx, actorId);
      const existing = await accountsRepo.findLiveUserByEmail(tx, input.email);
      if (existing) {
        const staff = existing.role === 'Specialist' || existing.role === 'Admin';
        throw AppError.field(
          'email',
          staff && existing.deactivatedAt
            ? STAFF_MESSAGES.emailTakenDeactivated
            : STAFF_MESSAGES.emailTaken,
        );
      }
      const user = await accountsRepo.insertUser(tx, {
        role: input.role,
        email: input.email,
        name: input.name,
        ...splitName(input.name),
        passwordHash: null,
      });
      await sendStaffPasswordLink(tx, ctx, user, 'invitation');
      await auditRepo.insert(tx, {
        actorId,
        entityType: 'users',
        entityId: user.id,
        action: 'staff_invited',
        fromStatus: null,
        toStatus: 'invited',
        data: { before: null, after: auditState(user) },
      });
      return toMember(user);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field('email', STAFF_MESSAGES.emailTaken);
    throw err;
  }
}
