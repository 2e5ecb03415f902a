import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id, createdAt, tz, updatedAt } from './_columns.js';
import { chatMessageStatusEnum, chatRoleEnum } from './enums.js';
import { users } from './users.js';
import { itineraries } from './itineraries.js';

/**
 * MIA chat on an itinerary (decision 0067). A conversation is one parent's on one itinerary
 * (`parent_id`): the itinerary's own parent, or a friend who accepted an invitation to it, who
 * has a conversation of their own and never sees the owner's. `sender_role` is the author's role
 * (Parent, Specialist) or 'assistant'; `role` is the LLM role (user or assistant); `user_id` the
 * author (null for MIA).
 *
 * A parent's question may be handed to a specialist (`handover_requested_at`); the specialist's
 * answer is a message of the same conversation, linked from the question.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    itineraryId: integer()
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    /** The conversation's owner: the parent whose conversation this message belongs to. */
    parentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    senderRole: varchar({ length: 32 }).notNull(),
    role: chatRoleEnum().notNull(),
    text: text().notNull(),
    /** streaming while MIA writes the reply; failed when the assistant was unavailable. */
    status: chatMessageStatusEnum().notNull().default('complete'),
    handoverRequestedAt: tz(),
    handoverAnsweredAt: tz(),
    handoverAnsweredById: integer().references(() => users.id, { onDelete: 'set null' }),
    handoverAnswerId: integer().references((): AnyPgColumn => chatMessages.id, {
      onDelete: 'set null',
    }),
    /** What MIA's reply cost a language model (null: the built-in assistant, or not reported). */
    promptTokens: integer(),
    completionTokens: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chat_messages_itinerary_created_idx').on(t.itineraryId, t.createdAt),
    index('chat_messages_user_idx').on(t.userId),
    // One conversation's pages, newest first by id.
    index('chat_messages_conversation_idx').on(t.itineraryId, t.parentId, t.id),
    index('chat_messages_parent_idx').on(t.parentId),
    index('chat_messages_answered_by_idx').on(t.handoverAnsweredById),
    index('chat_messages_answer_idx').on(t.handoverAnswerId),
    // One answer at a time per conversation: a second reply cannot start while one streams.
    uniqueIndex('chat_messages_one_streaming_idx')
      .on(t.itineraryId, t.parentId)
      .where(sql`${t.status} = 'streaming'`),
    // The specialists' list of questions waiting for them.
    index('chat_messages_pending_handover_idx')
      .on(t.itineraryId, t.handoverRequestedAt)
      .where(sql`${t.handoverRequestedAt} IS NOT NULL AND ${t.handoverAnsweredAt} IS NULL`),
    // The month's language-model use (the cap, the dashboard).
    index('chat_messages_tokens_idx')
      .on(t.createdAt)
      .where(sql`${t.promptTokens} IS NOT NULL`),
    // The stale-reply sweep.
    index('chat_messages_streaming_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'streaming'`),
  ],
);
