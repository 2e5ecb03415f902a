import type { StaffMember, StaffRole, StaffStatus } from '@camp/shared/staff';
import type { UserRow } from '../../data/accounts/repository.js';

/** Deactivated wins over everything; otherwise invited until a password is chosen. */
export function statusOf(user: UserRow): StaffStatus {
  if (user.deactivatedAt) return 'deactivated';
  return user.passwordHash === null ? 'invited' : 'active';
}

export function toMember(user: UserRow): StaffMember {
  return {
    id: user.id,
    name: user.name || `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: user.role as StaffRole,
    status: statusOf(user),
    created_at: user.createdAt.toISOString(),
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    deactivated_at: user.deactivatedAt?.toISOString() ?? null,
  };
}

/** What an audit row keeps of a staff account before and after a change. */
export function auditState(user: UserRow) {
  return { role: user.role, status: statusOf(user), email: user.email };
}
