import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt, tz } from './_columns.js';
import { users } from './users.js';
import { itineraries } from './itineraries.js';
import { activities } from './activities.js';

/**
 * A parent's request for an alternative to one activity. `reason` is the comma-joined names of
 * the checked reasons (Date, Location, Price, Program, Other), as the spec sends it.
 * Pending until the specialist replies (resolved_at).
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: id(),
    itineraryId: integer()
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    requestedById: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    moreInformation: text().notNull(),
    resolvedAt: tz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('change_requests_itinerary_idx').on(t.itineraryId),
    index('change_requests_activity_idx').on(t.activityId),
    index('change_requests_requested_by_idx').on(t.requestedById),
  ],
);
