import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt } from './_columns.js';
import { localCardBehaviourEnum } from './enums.js';
import { users } from './users.js';

/**
 * Cards saved by the built-in local payment provider (no Stripe keys). The number is never
 * stored: only what a receipt shows, and which Stripe test-card behaviour the card simulates.
 */
export const localPaymentMethods = pgTable(
  'local_payment_methods',
  {
    id: id(),
    /** The opaque id the API hands out ('pm_local_…'). */
    token: varchar({ length: 64 }).notNull().unique('local_payment_methods_token_uq'),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: varchar({ length: 16 }).notNull(),
    last4: varchar({ length: 4 }).notNull(),
    expMonth: smallint().notNull(),
    expYear: smallint().notNull(),
    behaviour: localCardBehaviourEnum().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('local_payment_methods_user_idx').on(t.userId)],
);
