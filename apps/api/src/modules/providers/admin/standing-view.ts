import type { ProviderStanding, ProviderStandingView } from '@camp/shared/provider-standing';
import type { DirectorProfileRow } from '../../../data/accounts/repository.js';

/** Terminated is final; a suspension shows over a notice; otherwise under notice or active. */
export function standingOf(p: DirectorProfileRow): ProviderStanding {
  if (p.terminatedAt) return 'terminated';
  if (p.suspendedAt) return 'suspended';
  if (p.terminatesAt) return 'terminating';
  return 'active';
}

export function standingView(p: DirectorProfileRow): ProviderStandingView {
  return {
    standing: standingOf(p),
    suspended_at: p.suspendedAt?.toISOString() ?? null,
    suspension_reason: p.suspensionReason,
    termination_notice_at: p.terminationNoticeAt?.toISOString() ?? null,
    terminates_at: p.terminatesAt?.toISOString() ?? null,
    terminated_at: p.terminatedAt?.toISOString() ?? null,
  };
}

/** What an audit row records of the standing, before and after a change. */
export function standingAudit(p: DirectorProfileRow) {
  const v = standingView(p);
  return {
    standing: v.standing,
    suspended_at: v.suspended_at,
    suspension_reason: v.suspension_reason,
    terminates_at: v.terminates_at,
    terminated_at: v.terminated_at,
  };
}
