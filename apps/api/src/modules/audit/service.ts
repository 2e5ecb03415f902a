import type { Readable } from 'node:stream';
import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditEvent,
  type AuditFacets,
  type AuditFilterQuery,
  type AuditListQuery,
  type AuditListResponse,
} from '@camp/shared/audit';
import type { AppContext } from '../../context.js';
import * as auditRepo from '../../data/audit/repository.js';
import { toCsv } from '../../lib/csv.js';

const DAY_MS = 86_400_000;

/** The query's filter in the repository's terms: whole UTC days, the last one included. */
function toFilter(query: AuditFilterQuery): auditRepo.AuditFilter {
  return {
    ...(query.actor ? { actor: query.actor } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.entity_type ? { entityType: query.entity_type } : {}),
    ...(query.entity_id !== undefined ? { entityId: query.entity_id } : {}),
    ...(query.from ? { from: new Date(`${query.from}T00:00:00Z`) } : {}),
    ...(query.to ? { to: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) } : {}),
  };
}

function toEvent(row: auditRepo.AuditRow): AuditEvent {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor:
      row.actorId !== null && row.actorEmail !== null
        ? {
            id: row.actorId,
            name: row.actorName ?? '',
            email: row.actorEmail,
            role: row.actorRole ?? '',
          }
        : null,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    data: row.data,
    ip: row.ip,
  };
}

/** GET /api/v1/admins/audit-events: one page of the filtered trail and how many match. */
export async function listEvents(
  ctx: AppContext,
  query: AuditListQuery,
): Promise<AuditListResponse> {
  const filter = toFilter(query);
  const [count, rows] = await Promise.all([
    auditRepo.countMatching(ctx.db, filter),
    auditRepo.list(ctx.db, filter, {
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
      order: query.order,
    }),
  ]);
  return {
    events: rows.map(toEvent),
    pagy: { count, pages: Math.max(1, Math.ceil(count / query.per_page)), page: query.page },
  };
}

export async function facets(ctx: AppContext): Promise<AuditFacets> {
  const { actions, entityTypes } = await auditRepo.facets(ctx.db);
  return { actions, entity_types: entityTypes };
}

export const CSV_COLUMNS = [
  'id',
  'created_at',
  'actor_email',
  'actor_name',
  'actor_role',
  'action',
  'entity_type',
  'entity_id',
  'from_status',
  'to_status',
  'ip',
  'data',
] as const;

/**
 * GET /api/v1/admins/audit-events/export: the filtered trail as CSV, newest first, at most
 * AUDIT_EXPORT_MAX_ROWS rows (read in one statement, so the file is one consistent snapshot;
 * toCsv keeps formulas from running).
 */
export async function exportCsv(ctx: AppContext, query: AuditFilterQuery): Promise<Readable> {
  const rows = await auditRepo.list(ctx.db, toFilter(query), {
    offset: 0,
    limit: AUDIT_EXPORT_MAX_ROWS,
    order: 'desc',
  });
  return toCsv(
    CSV_COLUMNS,
    rows.map((row) => {
      const e = toEvent(row);
      return [
        e.id,
        e.created_at,
        e.actor?.email ?? '',
        e.actor?.name ?? '',
        e.actor?.role ?? '',
        e.action,
        e.entity_type,
        e.entity_id,
        e.from_status ?? '',
        e.to_status ?? '',
        e.ip ?? '',
        JSON.stringify(e.data),
      ];
    }),
  );
}
