import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt } from './_columns.js';
import { chatRoleEnum } from './enums.js';
import { users } from './users.js';
import { itineraries } from './itineraries.js';

/**
 * MIA chat on an itinerary. `sender_role` is the author's role (Parent, Specialist...) or
 * 'assistant'; `role` is the LLM role (user or assistant).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    itineraryId: integer()
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    senderRole: varchar({ length: 32 }).notNull(),
    role: chatRoleEnum().notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_itinerary_created_idx').on(t.itineraryId, t.createdAt),
    index('chat_messages_user_idx').on(t.userId),
  ],
);
