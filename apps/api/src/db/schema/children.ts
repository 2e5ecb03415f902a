import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './_columns.js';
import { users } from './users.js';

/** A person to call, or to hand the child to: name, phone (E.164) and relation to the child. */
export interface ChildContactValue {
  name: string;
  phone: string;
  relation: string;
}

/**
 * A parent's child: the profile every questionnaire and booking reuses. The questionnaire's copy
 * of the name, age and grade is frozen once its itinerary is approved (enforced by the service);
 * the profile itself stays the family's to keep current. The health answers are one JSON
 * document, envelope-encrypted (lib/envelope.ts): `health_sealed` under a data key of the row's
 * own, sealed in `health_data_key` under the environment key `health_key_id`.
 */
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
    /** Null for a child known only from a questionnaire, whose age is then `age`. */
    dateOfBirth: date({ mode: 'string' }),
    emergencyContacts: jsonb().$type<ChildContactValue[]>().notNull().default([]),
    authorizedPickups: jsonb().$type<ChildContactValue[]>().notNull().default([]),
    healthKeyId: varchar({ length: 32 }),
    healthDataKey: text(),
    healthSealed: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('children_parent_idx').on(t.parentId),
    // The rotation command finds the rows sealed under a retired key.
    index('children_health_key_idx').on(t.healthKeyId),
    check(
      'children_health_envelope',
      sql`(${t.healthKeyId} IS NULL) = (${t.healthDataKey} IS NULL) AND (${t.healthKeyId} IS NULL) = (${t.healthSealed} IS NULL)`,
    ),
    check('children_age_range', sql`${t.age} IS NULL OR ${t.age} BETWEEN 4 AND 18`),
    check(
      'children_grade_range',
      sql`${t.risingGradeLevel} IS NULL OR ${t.risingGradeLevel} BETWEEN -1 AND 12`,
    ),
  ],
);
