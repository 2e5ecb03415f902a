import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, tz } from './_columns.js';

/**
 * The camp types an activity is one of (Day, Overnight, ...), in list order. Activities keep the
 * name (a foreign key that follows a rename); questionnaires keep the names a parent ticked.
 */
export const campTypes = pgTable(
  'camp_types',
  {
    id: id(),
    name: varchar({ length: 80 }).notNull(),
    position: smallint().notNull().default(0),
    /** Set when an admin retires it: no longer offered for new choices, kept where it was chosen. */
    retiredAt: tz(),
  },
  (t) => [
    uniqueIndex('camp_types_name_uq').on(t.name),
    // Names are unique whatever their case.
    uniqueIndex('camp_types_lower_name_uq').on(sql`lower(${t.name})`),
    index('camp_types_position_idx').on(t.position),
  ],
);
