import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/email-outbox.js';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

export async function insertOutbox(db: DbOrTx, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(emailOutbox).values(row).returning();
  return inserted!;
}

/**
 * Takes a pending row for one send attempt: counts the attempt and returns the row, or nothing
 * when the mail is no longer pending (sent, failed for good, or cleared). The row's lock is held
 * for the statement only: the send job's lock in the job engine is what keeps a second worker off.
 */
export async function claimForSend(db: DbOrTx, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')))
    .returning();
  return row;
}

/** Pending rows' ids (the sweep that gives each one a send job). */
export async function pendingIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'))
    .orderBy(asc(emailOutbox.id));
  return rows.map((r) => r.id);
}

export async function markSent(
  db: DbOrTx,
  id: number,
  transport: string,
  sentAt: Date,
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt, transport, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

export async function markRetry(
  db: DbOrTx,
  id: number,
  error: string,
  availableAt: Date,
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ lastError: error, availableAt })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

export async function markFailed(db: DbOrTx, id: number, error: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', lastError: error })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

const listColumns = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  template: emailOutbox.template,
  status: emailOutbox.status,
  transport: emailOutbox.transport,
  meta: emailOutbox.meta,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

export type OutboxSummary = Pick<OutboxRow, keyof typeof listColumns>;

/** Newest first: ids grow in insert order (created_at is the transaction's start time). */
export async function listRecent(
  db: DbOrTx,
  opts: { to?: string | undefined; limit: number },
): Promise<OutboxSummary[]> {
  return db
    .select(listColumns)
    .from(emailOutbox)
    .where(opts.to ? eq(sql`lower(${emailOutbox.toAddress})`, opts.to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(opts.limit);
}

export async function findById(db: DbOrTx, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row;
}

/** Deletes everything except mail still waiting to be sent, which is not ours to drop. */
export async function deleteDelivered(db: DbOrTx): Promise<number> {
  const rows = await db
    .delete(emailOutbox)
    .where(ne(emailOutbox.status, 'pending'))
    .returning({ id: emailOutbox.id });
  return rows.length;
}
