import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, tz } from './_columns.js';
import { users } from './users.js';

/**
 * An admin's TOTP second factor (RFC 6238). The secret is kept encrypted (AES-256-GCM with a key
 * from the environment, bound to the user id), never in clear. Until `confirmed_at` is set it is
 * an enrolment in progress: sign-in does not ask for it yet. `last_used_step` is the time step
 * of the last code accepted: a code of that step or an earlier one is refused (no replay).
 */
export const adminSecondFactors = pgTable('admin_second_factors', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text().notNull(),
  confirmedAt: tz(),
  lastUsedStep: integer(),
  createdAt: createdAt(),
});

/**
 * One-time recovery codes of an admin's second factor. Only an HMAC-SHA256 of each code (keyed
 * from the environment's key) is stored; a used code keeps its row with `used_at` set.
 */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar({ length: 64 }).notNull(),
    usedAt: tz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_recovery_codes_user_hash_uq').on(t.userId, t.codeHash),
    index('admin_recovery_codes_user_idx').on(t.userId),
  ],
);
