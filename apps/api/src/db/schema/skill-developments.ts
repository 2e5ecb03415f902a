import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, tz } from './_columns.js';
import { interests } from './interests.js';

/** The skills of each skill group (activity interest), e.g. Sports → Soccer. */
export const skillDevelopments = pgTable(
  'skill_developments',
  {
    id: id(),
    interestId: integer()
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
    name: varchar({ length: 255 }).notNull(),
    position: smallint().notNull().default(0),
    /** Set when an admin retires it: no longer offered for new choices, kept where it was chosen. */
    retiredAt: tz(),
  },
  (t) => [
    uniqueIndex('skill_developments_interest_name_uq').on(t.interestId, t.name),
    // Names are unique within their skill group whatever their case.
    uniqueIndex('skill_developments_interest_lower_name_uq').on(
      t.interestId,
      sql`lower(${t.name})`,
    ),
    index('skill_developments_name_idx').on(t.name),
  ],
);
