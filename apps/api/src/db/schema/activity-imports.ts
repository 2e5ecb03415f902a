import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { id, createdAt, tz } from './_columns.js';
import { activityProviders } from './activity-providers.js';
import { users } from './users.js';

/**
 * One bulk .xlsx import of activities into a program: the activities it created point back to it
 * (activities.import_id) so that the whole import can be undone while none of them is booked.
 */
export const activityImports = pgTable(
  'activity_imports',
  {
    id: id(),
    providerId: integer()
      .notNull()
      .references(() => activityProviders.id, { onDelete: 'cascade' }),
    /** The director who imported the file (null once that account is gone). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    activityCount: integer().notNull(),
    /** When the import was undone (its activities deleted); null while it stands. */
    undoneAt: tz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_imports_provider_idx').on(t.providerId, t.createdAt),
    index('activity_imports_user_idx').on(t.userId),
  ],
);
