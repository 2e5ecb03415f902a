import { boolean, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    /**
     * The reminder e-mails the parent gets (on unless turned off in the profile): 7 days and 1
     * day before a paid activity starts, and 3 days before each instalment of a payment plan.
     */
    remindActivityWeek: boolean().notNull().default(true),
    remindActivityDay: boolean().notNull().default(true),
    remindInstalments: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('parent_profiles_stripe_customer_uq').on(t.stripeCustomerId)],
);
