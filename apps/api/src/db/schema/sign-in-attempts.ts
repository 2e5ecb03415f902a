import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tz } from './_columns.js';

/**
 * Failed sign-ins per e-mail (whether or not an account exists, so the challenge does not reveal
 * which e-mails are registered). At 5 failures sign-in requires a solved challenge.
 */
export const signInAttempts = pgTable('sign_in_attempts', {
  email: varchar({ length: 255 }).primaryKey(),
  failedCount: integer().notNull().default(0),
  lastFailedAt: tz().notNull().defaultNow(),
});
