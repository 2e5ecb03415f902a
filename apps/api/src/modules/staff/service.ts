import type { Readable } from 'node:stream';
import { ITINERARY_STATUSES } from '@camp/shared/enums';
import {
  STAFF_EXPORT_MAX_ROWS,
  STAFF_ITINERARIES_EXPORT_MAX_ROWS,
  STAFF_MESSAGES,
  STAFF_OPEN_ITINERARIES_MAX,
  type StaffDetails,
  type StaffFilterQuery,
  type StaffListQuery,
  type StaffListResponse,
} from '@camp/shared/staff';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import * as staffRepo from '../../data/accounts/staff.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import * as factorsRepo from '../../data/accounts/second-factors.js';
import * as workloadRepo from '../../data/itineraries/workload.js';
import { toMember } from './staff-view.js';
import { toCsv } from '../../lib/csv.js';

function toFilter(query: StaffFilterQuery): staffRepo.StaffFilter {
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(query.role ? { role: query.role } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
}

/** GET /api/v1/admins/staff: one page of the filtered staff and how many match. */
export async function listStaff(
  ctx: AppContext,
  query: StaffListQuery,
): Promise<StaffListResponse> {
  const filter = toFilter(query);
  const [count, rows] = await Promise.all([
    staffRepo.countStaff(ctx.db, filter),
    staffRepo.listStaff(ctx.db, filter, {
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
      sort: query.sort,
      order: query.order,
    }),
  ]);
  return {
    staff: rows.map(toMember),
    pagy: { count, pages: Math.max(1, Math.ceil(count / query.per_page)), page: query.page },
  };
}

/**
 * GET /api/v1/admins/staff/:id: the account and, for a specialist, their itineraries by status
 * and the ones they are working on (overdue first).
 */
export async function staffDetails(ctx: AppContext, id: number): Promise<StaffDetails> {
  const user = await staffRepo.findStaffMember(ctx.db, id);
  if (!user) throw AppError.notFound(STAFF_MESSAGES.notFound);
  const specialist = user.role === 'Specialist';
  const [counts, held] = specialist
    ? await Promise.all([
        workloadRepo.countBySpecialist(ctx.db, id),
        itinerariesRepo.listHeldBySpecialist(
          ctx.db,
          id,
          itinerariesRepo.overdueCutoffs(ctx.now()),
          STAFF_OPEN_ITINERARIES_MAX,
        ),
      ])
    : [{}, []];
  const workload = Object.fromEntries(ITINERARY_STATUSES.map((s) => [s, counts[s] ?? 0]));
  const factor = user.role === 'Admin' ? await factorsRepo.findSecondFactor(ctx.db, id) : null;
  return {
    ...toMember(user),
    workload: workload as StaffDetails['workload'],
    two_factor_enrolled: Boolean(factor?.confirmedAt),
    open_itineraries: held.map((row) => ({
      id: row.id,
      status: row.status,
      child_name: row.childName,
      parent_name: row.parentName,
      waiting_since: row.waitingSince.toISOString(),
      overdue: row.overdue,
    })),
  };
}

export const CSV_COLUMNS = [
  'id',
  'name',
  'email',
  'role',
  'status',
  'created_at',
  'last_sign_in_at',
  'deactivated_at',
] as const;

/**
 * GET /api/v1/admins/staff/export: the filtered staff as CSV, by name, at most
 * STAFF_EXPORT_MAX_ROWS rows read in one statement (toCsv keeps formulas from running).
 */
export async function exportCsv(ctx: AppContext, query: StaffFilterQuery): Promise<Readable> {
  const rows = await staffRepo.listStaff(ctx.db, toFilter(query), {
    offset: 0,
    limit: STAFF_EXPORT_MAX_ROWS,
    sort: 'name',
    order: 'asc',
  });
  return toCsv(
    CSV_COLUMNS,
    rows.map((row) => {
      const m = toMember(row);
      return CSV_COLUMNS.map((c) => m[c]);
    }),
  );
}

export const ITINERARY_CSV_COLUMNS = [
  'id',
  'status',
  'child_name',
  'parent_name',
  'waiting_since',
  'overdue',
] as const;

/**
 * GET /api/v1/admins/staff/:id/itineraries/export: the itineraries a specialist is working on
 * (overdue first, then the longest waiting), the details' list without its cap, at most
 * STAFF_ITINERARIES_EXPORT_MAX_ROWS rows, as CSV; an admin holds none (a header only). 404 for
 * an unknown account.
 */
export async function exportOpenItineraries(ctx: AppContext, id: number): Promise<Readable> {
  const user = await staffRepo.findStaffMember(ctx.db, id);
  if (!user) throw AppError.notFound(STAFF_MESSAGES.notFound);
  const held =
    user.role === 'Specialist'
      ? await itinerariesRepo.listHeldBySpecialist(
          ctx.db,
          id,
          itinerariesRepo.overdueCutoffs(ctx.now()),
          STAFF_ITINERARIES_EXPORT_MAX_ROWS,
        )
      : [];
  return toCsv(
    ITINERARY_CSV_COLUMNS,
    held.map((row) => [
      row.id,
      row.status,
      row.childName,
      row.parentName,
      row.waitingSince.toISOString(),
      row.overdue ? 'true' : 'false',
    ]),
  );
}
