import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { activityProviders } from './activity-providers.js';
import { interests } from './interests.js';

/** A program's interests (interest_ids of the program form). */
export const activityProviderInterests = pgTable(
  'activity_provider_interests',
  {
    activityProviderId: integer()
      .notNull()
      .references(() => activityProviders.id, { onDelete: 'cascade' }),
    interestId: integer()
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.activityProviderId, t.interestId] }),
    index('activity_provider_interests_interest_idx').on(t.interestId),
  ],
);
