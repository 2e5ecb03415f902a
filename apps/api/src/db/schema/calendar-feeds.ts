import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './_columns.js';
import { users } from './users.js';

/**
 * The secret of a parent's iCal feed (GET /calendar/{token}.ics). Only a SHA-256 of the token is
 * stored, as for user_tokens: the URL is the credential, and a database leak must not leak
 * working feeds. One row per parent; a reset replaces the hash, so the old URL stops at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_user_uq').on(t.userId),
    uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash),
  ],
);
