import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { parentsItineraries } from './parents-itineraries.js';
import { activities } from './activities.js';

/** The activities a friend was invited to (activity_ids of the invitation). */
export const parentsItineraryActivities = pgTable(
  'parents_itinerary_activities',
  {
    parentsItineraryId: integer()
      .notNull()
      .references(() => parentsItineraries.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.parentsItineraryId, t.activityId] }),
    index('parents_itinerary_activities_activity_idx').on(t.activityId),
  ],
);
