import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { REMINDER_KINDS } from '@camp/shared/reminders';
import { id, createdAt } from './_columns.js';
import { users } from './users.js';

/**
 * Each reminder e-mail sent, by kind and what it was about (a paid place for the activity
 * reminders, an instalment for the instalment reminder). The unique index is what makes a
 * reminder go once: the job inserts the row and queues the mail in one transaction, and a second
 * instance's insert of the same row waits for the first and then does nothing. No foreign key on
 * the subject: the record outlives a deleted itinerary.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: id(),
    kind: varchar({ length: 16, enum: REMINDER_KINDS }).notNull(),
    subjectId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sent_reminders_kind_subject_uq').on(t.kind, t.subjectId),
    index('sent_reminders_user_idx').on(t.userId),
    check(
      'sent_reminders_kind_ck',
      sql`${t.kind} IN ('activity_week', 'activity_day', 'instalment')`,
    ),
  ],
);
