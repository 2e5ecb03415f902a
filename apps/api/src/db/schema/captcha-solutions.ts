import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tz } from './_columns.js';

/** Solved proof-of-work challenges already spent: verification alone does not stop a replay. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: varchar({ length: 128 }).primaryKey(),
    expiresAt: tz().notNull(),
  },
  (t) => [index('captcha_solutions_expires_idx').on(t.expiresAt)],
);
