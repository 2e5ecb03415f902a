import { index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id } from './_columns.js';
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
  },
  (t) => [
    uniqueIndex('interests_kind_name_uq').on(t.kind, t.name),
    index('interests_kind_position_idx').on(t.kind, t.position),
  ],
);
