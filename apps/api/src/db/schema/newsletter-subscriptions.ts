import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, tz } from './_columns.js';

/** Newsletter sign-ups from the home page (stored lowercased). */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: id(),
  email: varchar({ length: 255 }).notNull().unique('newsletter_subscriptions_email_uq'),
  createdAt: createdAt(),
  unsubscribedAt: tz(),
});
