import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { users } from '../../db/schema/users.js';
import { requestAddress } from '../../lib/request-address.js';

/** One row of the append-only audit log: who changed which record, from what, to what. */
export type AuditEntry = typeof auditLog.$inferInsert;

/**
 * The only writer of audit_log. Callers pass their transaction so that the record commits (or
 * rolls back) with the change it describes. The address is the current request's unless given.
 */
export async function insert(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, ip: entry.ip ?? requestAddress() ?? null });
}

/** What the audit trail can be filtered by; every field narrows it further. */
export interface AuditFilter {
  /** Part of the actor's e-mail or name (case-insensitive). */
  actor?: string;
  action?: string;
  entityType?: string;
  entityId?: number;
  /** Changes at or after this instant. */
  from?: Date;
  /** Changes before this instant. */
  to?: Date;
}

export interface AuditPage {
  offset: number;
  limit: number;
  order: 'asc' | 'desc';
}

function where(filter: AuditFilter): SQL | undefined {
  const pattern = filter.actor ? `%${filter.actor.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId !== undefined ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
  );
}

const row = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorId: auditLog.actorId,
  actorName: users.name,
  actorEmail: users.email,
  actorRole: users.role,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  fromStatus: auditLog.fromStatus,
  toStatus: auditLog.toStatus,
  data: auditLog.data,
  ip: sql<string | null>`host(${auditLog.ip})`,
};

export type AuditRow = Awaited<ReturnType<typeof list>>[number];

/** A page of the trail, newest first by default (the id breaks ties in the same instant). */
export async function list(db: DbOrTx, filter: AuditFilter, page: AuditPage) {
  const direction = page.order === 'asc' ? asc : desc;
  return db
    .select(row)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where(filter))
    .orderBy(direction(auditLog.createdAt), direction(auditLog.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countMatching(db: DbOrTx, filter: AuditFilter): Promise<number> {
  const [result] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where(filter));
  return result?.n ?? 0;
}

/** The actions and record types the trail holds, for the viewer's filter lists. */
export async function facets(db: DbOrTx): Promise<{ actions: string[]; entityTypes: string[] }> {
  const [actions, entityTypes] = await Promise.all([
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ v: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType),
  ]);
  return { actions: actions.map((r) => r.v), entityTypes: entityTypes.map((r) => r.v) };
}
