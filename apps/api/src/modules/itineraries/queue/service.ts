import { businessHoursBetween } from '@camp/shared/business-hours';
import {
  ITINERARY_STATUSES,
  type ItineraryStatus,
  type OrderStatus,
  type PackageType,
} from '@camp/shared/enums';
import {
  DASHBOARD_MESSAGES,
  DASHBOARD_PAGE_SIZE,
  FIRST_ITINERARY_TARGET_BUSINESS_HOURS,
  INTRO_TARGET_BUSINESS_HOURS,
  canApprove,
  canCancel,
  clampDashboardPage,
  type DashboardAction,
  type DashboardItinerary,
  type DashboardList,
  type DashboardSort,
  type StatusCounts,
} from '@camp/shared/specialist-dashboard';
import type { AcknowledgedClashes } from '@camp/shared/schedule-clash';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import * as auditRepo from '../../../data/audit/repository.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';
import type { DbOrTx } from '../../../db/client.js';
import { enqueueMail } from '../../mail/index.js';
import { publishItineraryEvent } from '../../realtime/index.js';
import { assertClashesKept } from '../specialist/rules.js';

/** Where the parent sees the itineraries. */
const PARENT_ITINERARIES_PATH = '/profile/itineraries';

/** Paid: the parent's latest order is paid, whatever the package (decision 0021). */
const isPaid = (row: itinerariesRepo.QueueRow) => row.orderStatus === 'paid';
const hasChildName = (row: itinerariesRepo.QueueRow) => !!row.childName?.trim();

function serviceTargets(row: itinerariesRepo.QueueRow, now: Date): DashboardItinerary['service'] {
  const it = row.itinerary;
  const since = row.submittedAt ?? it.createdAt;
  // The clock stops when the first itinerary goes to the parent or the itinerary is closed.
  const until = it.sentAt ?? it.canceledAt ?? it.approvedAt ?? now;
  const elapsed = businessHoursBetween(since, until);
  const intro_overdue = it.status === 'draft' && elapsed > INTRO_TARGET_BUSINESS_HOURS;
  const first_itinerary_overdue =
    (it.status === 'draft' || it.status === 'in_progress') &&
    it.sentAt === null &&
    elapsed > FIRST_ITINERARY_TARGET_BUSINESS_HOURS;
  return {
    business_hours_elapsed: Math.round(elapsed * 100) / 100,
    intro_target_hours: INTRO_TARGET_BUSINESS_HOURS,
    first_itinerary_target_hours: FIRST_ITINERARY_TARGET_BUSINESS_HOURS,
    intro_overdue,
    first_itinerary_overdue,
    overdue: intro_overdue || first_itinerary_overdue,
  };
}

function toResponse(row: itinerariesRepo.QueueRow, now: Date): DashboardItinerary {
  const it = row.itinerary;
  return {
    id: it.id,
    status: it.status,
    parent_name: row.parentName,
    parent: {
      name: row.parentName,
      email: row.parentEmail,
      package_type: row.packageType as PackageType | null,
      order_status: row.orderStatus as OrderStatus | null,
    },
    child_name: row.childName,
    questionnaire:
      row.questionnaireId === null
        ? null
        : { id: row.questionnaireId, submitted_at: row.submittedAt?.toISOString() ?? null },
    specialist:
      row.specialistId === null
        ? null
        : {
            id: row.specialistId,
            name: row.specialistName ?? '',
            email: row.specialistEmail ?? '',
          },
    paid: isPaid(row),
    assignable: it.status === 'draft' && isPaid(row) && hasChildName(row),
    created_at: it.createdAt.toISOString(),
    updated_at: it.updatedAt.toISOString(),
    service: serviceTargets(row, now),
  };
}

async function statusCounts(ctx: AppContext): Promise<StatusCounts> {
  const counts = await itinerariesRepo.countByStatus(ctx.db);
  return Object.fromEntries(ITINERARY_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as StatusCounts;
}

/** One page of a status tab with every tab's count. Specialists share one queue (decision 0021). */
export async function listItineraries(
  ctx: AppContext,
  query: { by_status: ItineraryStatus; page?: string | undefined; sort: DashboardSort },
): Promise<DashboardList> {
  const now = ctx.now();
  const statuses = await statusCounts(ctx);
  const count = statuses[query.by_status];
  const { page, pages } = clampDashboardPage(query.page ?? 1, count);
  const rows = await itinerariesRepo.listQueuePage(ctx.db, {
    status: query.by_status,
    limit: DASHBOARD_PAGE_SIZE,
    offset: (page - 1) * DASHBOARD_PAGE_SIZE,
    overdueFirst: query.sort === 'overdue' ? itinerariesRepo.overdueCutoffs(now) : null,
  });
  return {
    itineraries: rows.map((r) => toResponse(r, now)),
    pagy: { count, page, pages, vars: { statuses } },
  };
}

async function rowOr404(ctx: AppContext, id: number) {
  const row = await itinerariesRepo.findQueueRow(ctx.db, id);
  if (!row) throw AppError.notFound(DASHBOARD_MESSAGES.notFound);
  return row;
}

/**
 * The parent hears of an approval or a cancelation by e-mail (outbox, in the move's transaction)
 * and, once committed, on the real-time channel (the parent's page and the specialists' pages).
 */
type Notice = {
  reason: 'approved' | 'canceled';
  template: 'itinerary_approved' | 'itinerary_canceled';
};

async function mailParent(
  ctx: AppContext,
  tx: DbOrTx,
  row: itinerariesRepo.QueueRow,
  notice: Notice,
) {
  await enqueueMail(tx, ctx, {
    to: row.parentEmail,
    template: notice.template,
    data: {
      name: row.parentName,
      url: new URL(PARENT_ITINERARIES_PATH, ctx.config.APP_URL).toString(),
      child_name: row.childName?.trim() || 'your child',
    },
  });
}

/**
 * One status change in one transaction, under a row lock, with its audit_log row. `check`
 * refuses (throws) from a status the move does not allow; it sees the locked, current row, and
 * answers what the audit row records of the move.
 */
async function transition(
  ctx: AppContext,
  specialist: CurrentUser,
  id: number,
  action: string,
  check: (
    row: itinerariesRepo.QueueRow,
    tx: DbOrTx,
  ) => void | Promise<Record<string, unknown> | void>,
  to: ItineraryStatus,
  extra: (now: Date) => itinerariesRepo.ItineraryChange,
  notice?: Notice,
): Promise<DashboardItinerary> {
  await ctx.db.transaction(async (tx) => {
    const locked = await itinerariesRepo.findItinerary(tx, id, true);
    if (!locked) throw AppError.notFound(DASHBOARD_MESSAGES.notFound);
    const row = await itinerariesRepo.findQueueRow(tx, id);
    if (!row) throw AppError.notFound(DASHBOARD_MESSAGES.notFound);
    const data = (await check(row, tx)) ?? {};
    const now = ctx.now();
    await itinerariesRepo.setStatus(tx, id, locked.status, {
      ...extra(now),
      status: to,
      updatedAt: now,
    });
    await auditRepo.insert(tx, {
      actorId: specialist.id,
      entityType: 'itineraries',
      entityId: id,
      action,
      fromStatus: locked.status,
      toStatus: to,
      data,
      createdAt: now,
    });
    if (notice) await mailParent(ctx, tx, row, notice);
  });
  if (notice) {
    publishItineraryEvent(ctx, {
      type: 'itinerary_updated',
      itinerary_id: id,
      reason: notice.reason,
    });
  }
  return toResponse(await rowOr404(ctx, id), ctx.now());
}

/** 'Assign to me': draft → in_progress, only with a child name and a paid order. */
export function assignToMe(ctx: AppContext, specialist: CurrentUser, id: number) {
  return transition(
    ctx,
    specialist,
    id,
    'assign',
    (row) => {
      if (row.itinerary.status !== 'draft') throw AppError.conflict(DASHBOARD_MESSAGES.notDraft);
      if (!hasChildName(row)) throw AppError.unprocessable(DASHBOARD_MESSAGES.noChildName);
      if (!isPaid(row)) throw AppError.unprocessable(DASHBOARD_MESSAGES.notPaid);
    },
    'in_progress',
    () => ({ specialistId: specialist.id }),
  );
}

/**
 * Cancel (from any open status) or approve (from accepted, with every schedule clash
 * acknowledged) from the dashboard. Canceling needs no acknowledgement.
 */
export function updateFromDashboard(
  ctx: AppContext,
  specialist: CurrentUser,
  id: number,
  action: DashboardAction,
  acknowledgedClashes?: AcknowledgedClashes,
) {
  if (action === 'approve') {
    return transition(
      ctx,
      specialist,
      id,
      'approve',
      async (row, tx) => {
        if (!canApprove(row.itinerary.status))
          throw AppError.conflict(DASHBOARD_MESSAGES.approveOnlyAccepted);
        const kept = await assertClashesKept(tx, id, acknowledgedClashes);
        return kept.length ? { acknowledged_clashes: kept } : {};
      },
      'approved',
      (now) => ({ approvedAt: now }),
      { reason: 'approved', template: 'itinerary_approved' },
    );
  }
  return transition(
    ctx,
    specialist,
    id,
    'cancel',
    (row) => {
      if (!canCancel(row.itinerary.status))
        throw AppError.conflict(DASHBOARD_MESSAGES.cannotCancel);
    },
    'canceled',
    (now) => ({ canceledAt: now }),
    { reason: 'canceled', template: 'itinerary_canceled' },
  );
}
