import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './_columns.js';
import { users } from './users.js';

/**
 * The secret of a parent's iCal feed (GET /calendar/{token}.ics). The token is an HMAC of the
 * row's random nonce under a key derived from JWT_SECRET, so the API can show the same URL again
 * while the database holds neither the token nor the key: only the nonce and a SHA-256 of the
 * token (the lookup key, whatever secret made it: a URL outlives a rotation of JWT_SECRET). One row per parent; a reset draws a new nonce, so the old URL stops at
 * once (docs/decisions/0049-calendar-and-ical-feed.md).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: varchar({ length: 64 }).notNull(),
    tokenHash: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_user_uq').on(t.userId),
    uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash),
  ],
);
