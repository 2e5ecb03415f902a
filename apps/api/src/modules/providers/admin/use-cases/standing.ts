import {
  PROVIDER_STANDING_MESSAGES as M,
  TERMINATION_NOTICE_DAYS,
  type AdminProviderDetail,
} from '@camp/shared/provider-standing';
import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import * as accountsRepo from '../../../../data/accounts/repository.js';
import * as providersRepo from '../../../../data/accounts/providers.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import { enqueueMail } from '../../../mail/index.js';
import { endCheckoutsForProvider } from '../../../payments/index.js';
import { PROVIDER_NOT_FOUND_MESSAGE, toView } from '../service.js';
import { standingAudit, standingOf, standingView } from '../standing-view.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'December 28, 2026': how a termination date reads in the director's mail. */
const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

type Row = accountsRepo.ProviderRow;
type Mail = Parameters<typeof enqueueMail>[2];
interface Director {
  email: string;
  /** What the mail's greeting and link need. */
  who: { name: string; url: string };
}

export function toDetail(row: Row): AdminProviderDetail {
  return { ...toView(row), ...standingView(row.profile) };
}

interface StandingChange {
  action: string;
  /** Throws when the change does not apply to the provider as it is now (read under the lock). */
  check: (row: Row) => void;
  values: (now: Date) => providersRepo.ProviderStandingValues;
  /** Whether the provider leaves the catalog: its parents' open checkouts end. */
  hides?: boolean;
  data?: Record<string, unknown>;
  /** The mail to the director about the change, given who they are and their area's link. */
  mail?: (director: Director, after: Row['profile']) => Mail;
}

/**
 * One change of a provider's standing: the profile row locked, the check, the change, the end
 * of the open checkouts for a suspension or termination, the audit row (before and after) and
 * the mail to the director (through the outbox) in one transaction. Two admins at once are served one after the other; the second finds the
 * standing changed and answers 409.
 */
async function changeStanding(
  tx: DbOrTx,
  ctx: AppContext,
  actorId: number | null,
  found: Row,
  change: StandingChange,
): Promise<AdminProviderDetail> {
  change.check(found);
  const now = ctx.now();
  const after = await providersRepo.setProviderStanding(tx, found.user.id, change.values(now));
  const ended = change.hides ? await endCheckoutsForProvider(tx, ctx, found.user.id) : [];
  await auditRepo.insert(tx, {
    actorId,
    entityType: 'camp_director_profiles',
    entityId: found.user.id,
    action: change.action,
    fromStatus: standingOf(found.profile),
    toStatus: standingOf(after),
    data: {
      before: standingAudit(found.profile),
      after: standingAudit(after),
      ...(change.hides ? { ended_checkout_ids: ended } : {}),
      ...change.data,
    },
  });
  if (change.mail) {
    const { user } = found;
    const name = user.firstName || user.name || (after.contactName ?? '');
    const url = `${ctx.config.APP_URL}/camp-director`;
    await enqueueMail(tx, ctx, change.mail({ email: user.email, who: { name, url } }, after));
  }
  return toDetail({ profile: after, user: found.user });
}

function byAdmin(ctx: AppContext, adminId: number, userId: number, change: StandingChange) {
  return ctx.db.transaction(async (tx) => {
    const found = await accountsRepo.findProviderForUpdate(tx, userId);
    if (!found) throw AppError.notFound(PROVIDER_NOT_FOUND_MESSAGE);
    return changeStanding(tx, ctx, adminId, found, change);
  });
}

const notTerminated = (row: Row) => {
  if (row.profile.terminatedAt) throw AppError.conflict(M.terminated);
};
const validated = (row: Row) => {
  if (row.profile.registrationStatus !== 'validated') throw AppError.conflict(M.notValidated);
};

/**
 * POST /api/v1/admins/providers/:userId/suspension: at once, for a breach or abuse. The
 * provider's programs leave the catalog and the open checkouts for them end; the director sees
 * the reason. A notice of termination under way stays.
 */
export function suspendProvider(ctx: AppContext, adminId: number, userId: number, reason: string) {
  return byAdmin(ctx, adminId, userId, {
    action: 'provider_suspended',
    check: (row) => {
      validated(row);
      notTerminated(row);
      if (row.profile.suspendedAt) throw AppError.conflict(M.alreadySuspended);
    },
    values: (now) => ({ suspendedAt: now, suspensionReason: reason }),
    hides: true,
    data: { reason },
    mail: (d) => ({ to: d.email, template: 'provider_suspended', data: { ...d.who, reason } }),
  });
}

/** POST /api/v1/admins/providers/:userId/reinstatement: undoes a suspension. */
export function reinstateProvider(ctx: AppContext, adminId: number, userId: number) {
  return byAdmin(ctx, adminId, userId, {
    action: 'provider_reinstated',
    check: (row) => {
      notTerminated(row);
      if (!row.profile.suspendedAt) throw AppError.conflict(M.notSuspended);
    },
    values: () => ({ suspendedAt: null, suspensionReason: null }),
    mail: (d) => ({ to: d.email, template: 'provider_reinstated', data: d.who }),
  });
}

/**
 * POST /api/v1/admins/providers/:userId/termination: notice of termination, effective
 * TERMINATION_NOTICE_DAYS days from now (the scheduled task terminates it then).
 */
export function noticeTermination(ctx: AppContext, adminId: number, userId: number) {
  return byAdmin(ctx, adminId, userId, {
    action: 'provider_termination_noticed',
    check: (row) => {
      validated(row);
      notTerminated(row);
      if (row.profile.terminatesAt) throw AppError.conflict(M.alreadyTerminating);
    },
    values: (now) => ({
      terminationNoticeAt: now,
      terminatesAt: new Date(now.getTime() + TERMINATION_NOTICE_DAYS * DAY_MS),
    }),
    mail: (d, after) => ({
      to: d.email,
      template: 'provider_termination_noticed',
      data: {
        ...d.who,
        terminates_on: longDate(after.terminatesAt!),
        notice_days: TERMINATION_NOTICE_DAYS,
      },
    }),
  });
}

/** DELETE /api/v1/admins/providers/:userId/termination: withdraws the notice before its date. */
export function cancelTermination(ctx: AppContext, adminId: number, userId: number) {
  return byAdmin(ctx, adminId, userId, {
    action: 'provider_termination_cancelled',
    check: (row) => {
      notTerminated(row);
      if (!row.profile.terminatesAt) throw AppError.conflict(M.notTerminating);
    },
    values: () => ({ terminationNoticeAt: null, terminatesAt: null }),
    mail: (d) => ({ to: d.email, template: 'provider_termination_cancelled', data: d.who }),
  });
}

/**
 * Terminates the providers whose notice has run out, one transaction each (the row claimed with
 * SKIP LOCKED, so a cancellation in flight finishes first and is seen: the claim reads only rows
 * still due). Audited without an actor. Answers how many.
 */
export async function terminateDueProviders(ctx: AppContext, limit = 100): Promise<number> {
  let n = 0;
  for (let i = 0; i < limit; i += 1) {
    const done = await ctx.db.transaction(async (tx) => {
      const due = await providersRepo.claimDueTermination(tx, ctx.now());
      if (!due) return false;
      await changeStanding(tx, ctx, null, due, {
        action: 'provider_terminated',
        check: () => undefined,
        values: (now) => ({ terminatedAt: now }),
        hides: true,
        mail: (d) => ({ to: d.email, template: 'provider_terminated', data: d.who }),
      });
      return true;
    });
    if (!done) break;
    n += 1;
  }
  return n;
}

/** GET /api/v1/admins/providers/:userId: the provider, its profile and its standing. */
export async function providerDetail(ctx: AppContext, userId: number) {
  const found = await providersRepo.findProvider(ctx.db, userId);
  if (!found) throw AppError.notFound(PROVIDER_NOT_FOUND_MESSAGE);
  return toDetail(found);
}

/** The signed-in director's own standing (their area's banner). */
export async function ownStanding(ctx: AppContext, userId: number) {
  const profile = await accountsRepo.findDirectorProfile(ctx.db, userId);
  if (!profile) {
    return {
      standing: 'active' as const,
      suspended_at: null,
      suspension_reason: null,
      termination_notice_at: null,
      terminates_at: null,
      terminated_at: null,
    };
  }
  return standingView(profile);
}
