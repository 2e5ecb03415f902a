import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, tz } from './_columns.js';
import { users } from './users.js';
import { children } from './children.js';
import { activities } from './activities.js';

/**
 * A child's attendance at an activity on one of its meeting days: made by the check-in (when and
 * by whom), completed by the check-out (when, by whom, and the authorised person the child was
 * handed to, as the profile named them then). One row per activity, child and day. `day` is the
 * activity's own calendar date, as its dates and the roster name it.
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: id(),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    childId: integer()
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    checkedInAt: tz().notNull(),
    checkedInById: integer().references(() => users.id, { onDelete: 'set null' }),
    checkedOutAt: tz(),
    checkedOutById: integer().references(() => users.id, { onDelete: 'set null' }),
    pickupName: varchar({ length: 255 }),
    pickupRelation: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attendance_records_activity_child_day_uq').on(t.activityId, t.day, t.childId),
    index('attendance_records_child_idx').on(t.childId, t.day),
    index('attendance_records_checked_in_by_idx').on(t.checkedInById),
    index('attendance_records_checked_out_by_idx').on(t.checkedOutById),
    check(
      'attendance_records_check_out',
      sql`(${t.checkedOutAt} IS NULL) = (${t.pickupName} IS NULL) AND (${t.checkedOutAt} IS NULL OR ${t.checkedOutAt} >= ${t.checkedInAt})`,
    ),
  ],
);
