import { sql } from 'drizzle-orm';
import type { ReminderKind } from '@camp/shared/reminders';
import type { DbOrTx } from '../../db/client.js';
import { sentReminders } from '../../db/schema/sent-reminders.js';

/**
 * Records reminders as sent, each (kind, subject) once: answers the subjects recorded now. A
 * subject already recorded, or being recorded by another transaction that then commits, is left
 * out (the unique index makes the second insert wait for the first and then do nothing).
 */
export async function claimReminders(
  db: DbOrTx,
  kind: ReminderKind,
  subjects: { subjectId: number; userId: number }[],
): Promise<Set<number>> {
  if (subjects.length === 0) return new Set();
  const rows = await db
    .insert(sentReminders)
    .values(subjects.map((s) => ({ kind, subjectId: s.subjectId, userId: s.userId })))
    .onConflictDoNothing({ target: [sentReminders.kind, sentReminders.subjectId] })
    .returning({ subjectId: sentReminders.subjectId });
  return new Set(rows.map((r) => r.subjectId));
}

/** How many reminders of a kind were recorded for a subject (tests and support). */
export async function countSent(db: DbOrTx, kind: ReminderKind, subjectId: number) {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM sent_reminders WHERE kind = ${kind} AND subject_id = ${subjectId}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
