import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './_columns.js';
import { users } from './users.js';
import { itineraries } from './itineraries.js';
import { activities } from './activities.js';
import { activityProviders } from './activity-providers.js';

/**
 * Dated notes a specialist keeps about exactly one itinerary, activity or program (the
 * specialist_notes text column on each is the current summary shown in forms).
 */
export const specialistNotes = pgTable(
  'specialist_notes',
  {
    id: id(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    itineraryId: integer().references(() => itineraries.id, { onDelete: 'cascade' }),
    activityId: integer().references(() => activities.id, { onDelete: 'cascade' }),
    activityProviderId: integer().references(() => activityProviders.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('specialist_notes_author_idx').on(t.authorId),
    index('specialist_notes_itinerary_idx').on(t.itineraryId),
    index('specialist_notes_activity_idx').on(t.activityId),
    index('specialist_notes_provider_idx').on(t.activityProviderId),
    check(
      'specialist_notes_one_target',
      sql`num_nonnulls(${t.itineraryId}, ${t.activityId}, ${t.activityProviderId}) = 1`,
    ),
  ],
);
