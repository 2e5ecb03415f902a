import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './_columns.js';
import { users } from './users.js';

/** A parent's child. Frozen once one of their itineraries is approved (enforced by the service). */
export const children = pgTable(
  'children',
  {
    id: id(),
    parentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar({ length: 255 }).notNull(),
    age: smallint(),
    /** -1 Preschool, 0 Kindergarten, 1-12. */
    risingGradeLevel: smallint(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('children_parent_idx').on(t.parentId),
    check('children_age_range', sql`${t.age} IS NULL OR ${t.age} BETWEEN 4 AND 18`),
    check(
      'children_grade_range',
      sql`${t.risingGradeLevel} IS NULL OR ${t.risingGradeLevel} BETWEEN -1 AND 12`,
    ),
  ],
);
