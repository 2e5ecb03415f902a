import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tz } from './_columns.js';

/**
 * Bearer tokens ended by sign-out before their expiry, by their `jti`. Signing out revokes only
 * that token (other devices stay signed in); password changes and account deletion revoke every
 * token at once through users.token_version instead. Rows are useless after `expires_at`.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: varchar({ length: 64 }).primaryKey(),
    expiresAt: tz().notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);
