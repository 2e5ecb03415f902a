import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { activities } from './activities.js';
import { interests } from './interests.js';

/** An activity's interests (skill groups; interest_ids of the activity form). */
export const activityInterests = pgTable(
  'activity_interests',
  {
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    interestId: integer()
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.interestId] }),
    index('activity_interests_interest_idx').on(t.interestId),
  ],
);
