import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tz } from './_columns.js';
import { users } from './users.js';

/** Parent-only account data; phone, address and zip code live on users (shared with the session). */
export const parentProfiles = pgTable(
  'parent_profiles',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: varchar({ length: 255 }),
    /** When the parent dismissed the welcome dialog (the web also keeps a local flag). */
    welcomeSeenAt: tz(),
    /** When the parent asked for a consultation (Schedule Consultation). */
    consultationRequestedAt: tz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('parent_profiles_stripe_customer_uq').on(t.stripeCustomerId)],
);
