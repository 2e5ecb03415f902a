import { pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt } from './_columns.js';

/** Messages sent from the contact-us page. */
export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: varchar({ length: 255 }).notNull(),
  email: varchar({ length: 255 }).notNull(),
  subject: varchar({ length: 255 }).notNull(),
  message: text().notNull(),
  createdAt: createdAt(),
});
