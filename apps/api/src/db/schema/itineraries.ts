import { doublePrecision, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { itineraryStatusEnum } from './enums.js';
import { users } from './users.js';
import { children } from './children.js';
import { questionnaires } from './questionnaires.js';

/** A child's plan, built by a specialist from a questionnaire and reviewed by the parent. */
export const itineraries = pgTable(
  'itineraries',
  {
    id: id(),
    parentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer().references(() => children.id, { onDelete: 'set null' }),
    questionnaireId: integer().references(() => questionnaires.id, { onDelete: 'set null' }),
    specialistId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: itineraryStatusEnum().notNull().default('draft'),
    /** The specialist's message to the parent. */
    message: text(),
    /** Calendar colour, e.g. #4CAF50. */
    color: varchar({ length: 16 }),
    location: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    specialistNotes: text(),
    sentAt: tz(),
    acceptedAt: tz(),
    approvedAt: tz(),
    canceledAt: tz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('itineraries_parent_idx').on(t.parentId),
    index('itineraries_child_idx').on(t.childId),
    index('itineraries_questionnaire_idx').on(t.questionnaireId),
    index('itineraries_specialist_idx').on(t.specialistId),
    index('itineraries_status_created_idx').on(t.status, t.createdAt),
  ],
);
