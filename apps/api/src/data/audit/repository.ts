import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';

/** One row of the append-only audit log: who changed which record, from what, to what. */
export type AuditEntry = typeof auditLog.$inferInsert;

/**
 * The only writer of audit_log. Callers pass their transaction so that the record commits (or
 * rolls back) with the change it describes.
 */
export async function insert(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
