import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, tz } from './_columns.js';
import { tokenPurposeEnum } from './enums.js';
import { users } from './users.js';

/**
 * One-time tokens sent by e-mail (confirmation, password reset, passwordless form_id links).
 * Only a SHA-256 of the token is stored, so a database leak does not leak working links.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum().notNull(),
    tokenHash: varchar({ length: 64 }).notNull(),
    expiresAt: tz().notNull(),
    usedAt: tz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_uq').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId),
  ],
);
