import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, tz } from './_columns.js';
import { interestKindEnum } from './enums.js';

/**
 * 'activity' interests: the 8 skill groups (Academics ... Cooking & Baking), used by activities
 * and the questionnaire. 'program' interests: the 10 personal-growth options of a program.
 */
export const interests = pgTable(
  'interests',
  {
    id: id(),
    name: varchar({ length: 255 }).notNull(),
    kind: interestKindEnum().notNull(),
    position: smallint().notNull().default(0),
    /** Set when an admin retires it: no longer offered for new choices, kept where it was chosen. */
    retiredAt: tz(),
  },
  (t) => [
    uniqueIndex('interests_kind_name_uq').on(t.kind, t.name),
    // Names are unique within their list whatever their case.
    uniqueIndex('interests_kind_lower_name_uq').on(t.kind, sql`lower(${t.name})`),
    index('interests_kind_position_idx').on(t.kind, t.position),
  ],
);
