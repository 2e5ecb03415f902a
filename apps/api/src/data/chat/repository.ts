/**
 * MIA's conversations (decision 0067): chat_messages, one conversation per parent per itinerary.
 * The only code that reads or writes the table; modules/mia's service holds the rules.
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chatMessages } from '../../db/schema/chat-messages.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { users } from '../../db/schema/users.js';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;

/** One conversation: a parent's on an itinerary. */
export interface Conversation {
  itineraryId: number;
  parentId: number;
}

const inConversation = (c: Conversation) =>
  and(eq(chatMessages.itineraryId, c.itineraryId), eq(chatMessages.parentId, c.parentId));

export async function insertMessages(
  db: DbOrTx,
  values: NewChatMessage[],
): Promise<ChatMessageRow[]> {
  return db.insert(chatMessages).values(values).returning();
}

export async function countMessages(db: DbOrTx, c: Conversation): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chatMessages).where(inConversation(c));
  return row?.n ?? 0;
}

/** A page of a conversation counted from the newest; the caller orders it oldest first. */
export function newestMessages(db: DbOrTx, c: Conversation, limit: number, offset = 0) {
  return db
    .select()
    .from(chatMessages)
    .where(inConversation(c))
    .orderBy(desc(chatMessages.id))
    .limit(limit)
    .offset(offset);
}

/** The latest finished turns before a message (the assistant's memory of the conversation). */
export function turnsBefore(db: DbOrTx, c: Conversation, beforeId: number, limit: number) {
  return db
    .select({ role: chatMessages.role, text: chatMessages.text })
    .from(chatMessages)
    .where(
      and(inConversation(c), lt(chatMessages.id, beforeId), eq(chatMessages.status, 'complete')),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

export async function findMessage(db: DbOrTx, id: number): Promise<ChatMessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row ?? null;
}

/**
 * Ends replies left 'streaming' by an instance that stopped mid-answer (killed, crashed): those
 * created before `cutoff`, in one conversation or everywhere. Returns the rows it failed.
 */
export function failStaleReplies(
  db: DbOrTx,
  cutoff: Date,
  text: string,
  c?: Conversation,
): Promise<ChatMessageRow[]> {
  return db
    .update(chatMessages)
    .set({ status: 'failed', text })
    .where(
      and(
        eq(chatMessages.status, 'streaming'),
        lt(chatMessages.createdAt, cutoff),
        c ? inConversation(c) : undefined,
      ),
    )
    .returning();
}

/** The reply's text so far, while it is still being written. */
export async function saveReplyText(db: DbOrTx, id: number, text: string): Promise<void> {
  await db
    .update(chatMessages)
    .set({ text })
    .where(and(eq(chatMessages.id, id), eq(chatMessages.status, 'streaming')));
}

/** Ends a reply (complete or failed) if it is still streaming; null if it is not any more. */
export async function finishReply(
  db: DbOrTx,
  id: number,
  status: 'complete' | 'failed',
  text: string,
  usage: { promptTokens: number; completionTokens: number } | null = null,
): Promise<ChatMessageRow | null> {
  const [row] = await db
    .update(chatMessages)
    .set({ status, text, ...(usage ?? {}) })
    .where(and(eq(chatMessages.id, id), eq(chatMessages.status, 'streaming')))
    .returning();
  return row ?? null;
}

/** Language-model tokens MIA's replies used since `since`, prompts and completions together. */
export async function tokensSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(${chatMessages.promptTokens} + coalesce(${chatMessages.completionTokens}, 0)), 0)::int`,
    })
    .from(chatMessages)
    .where(and(sql`${chatMessages.promptTokens} is not null`, sql`${chatMessages.createdAt} >= ${since.toISOString()}`));
  return row?.n ?? 0;
}

export interface TokenUse {
  promptTokens: number;
  completionTokens: number;
  /** Replies a language model wrote (the built-in assistant's are not counted). */
  replies: number;
}

const tokenUse = {
  promptTokens: sql<number>`coalesce(sum(${chatMessages.promptTokens}), 0)::int`,
  completionTokens: sql<number>`coalesce(sum(${chatMessages.completionTokens}), 0)::int`,
  replies: sql<number>`count(*)::int`,
};
const modelReplies = sql`${chatMessages.promptTokens} is not null`;

/** MIA's language-model use per UTC calendar month (`YYYY-MM`) since `since`, oldest first. */
export async function tokensByMonth(
  db: DbOrTx,
  since: Date,
): Promise<(TokenUse & { month: string })[]> {
  const month = sql<string>`to_char(${chatMessages.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({ month, ...tokenUse })
    .from(chatMessages)
    .where(and(modelReplies, sql`${chatMessages.createdAt} >= ${since.toISOString()}`))
    .groupBy(month)
    .orderBy(month);
}

/** The families (parents) whose conversations used the most tokens since `since`, most first. */
export async function tokensByFamily(db: DbOrTx, since: Date, limit: number) {
  const total = sql`sum(${chatMessages.promptTokens} + coalesce(${chatMessages.completionTokens}, 0))`;
  return db
    .select({
      parentId: chatMessages.parentId,
      name: users.name,
      email: users.email,
      ...tokenUse,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.parentId))
    .where(and(modelReplies, sql`${chatMessages.createdAt} >= ${since.toISOString()}`))
    .groupBy(chatMessages.parentId, users.name, users.email)
    .orderBy(desc(total), asc(chatMessages.parentId))
    .limit(limit);
}

/** Hands a parent's own question over once; null when it is not theirs, not a question or done. */
export async function requestHandover(
  db: DbOrTx,
  id: number,
  parentId: number,
  at: Date,
): Promise<ChatMessageRow | null> {
  const [row] = await db
    .update(chatMessages)
    .set({ handoverRequestedAt: at })
    .where(
      and(
        eq(chatMessages.id, id),
        eq(chatMessages.parentId, parentId),
        eq(chatMessages.userId, parentId),
        eq(chatMessages.role, 'user'),
        isNull(chatMessages.handoverRequestedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks a pending hand-over answered; null when it was answered meanwhile (or is not pending). */
export async function answerHandover(
  db: DbOrTx,
  id: number,
  answer: { answerId: number; answeredById: number; at: Date },
): Promise<ChatMessageRow | null> {
  const [row] = await db
    .update(chatMessages)
    .set({
      handoverAnsweredAt: answer.at,
      handoverAnsweredById: answer.answeredById,
      handoverAnswerId: answer.answerId,
    })
    .where(
      and(
        eq(chatMessages.id, id),
        sql`${chatMessages.handoverRequestedAt} IS NOT NULL`,
        isNull(chatMessages.handoverAnsweredAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** What the specialist answered in one conversation, oldest first (MIA's specialist_messages). */
export function specialistAnswers(db: DbOrTx, c: Conversation) {
  return db
    .select({ id: chatMessages.id, text: chatMessages.text, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(inConversation(c), eq(chatMessages.senderRole, 'Specialist')))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/** The questions of an itinerary waiting for a specialist, oldest first, with who asked. */
export function pendingHandovers(db: DbOrTx, itineraryId: number) {
  return db
    .select({
      message: chatMessages,
      parentName: users.name,
      parentEmail: users.email,
      isOwner: sql<boolean>`${itineraries.parentId} = ${chatMessages.parentId}`,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.parentId))
    .innerJoin(itineraries, eq(itineraries.id, chatMessages.itineraryId))
    .where(
      and(
        eq(chatMessages.itineraryId, itineraryId),
        sql`${chatMessages.handoverRequestedAt} IS NOT NULL`,
        isNull(chatMessages.handoverAnsweredAt),
      ),
    )
    .orderBy(asc(chatMessages.handoverRequestedAt), asc(chatMessages.id));
}

/**
 * Account closing: the parent's own conversations, and every conversation on their itineraries
 * (a friend's questions about them). The parent's words elsewhere go with their conversations.
 */
export async function deleteConversationsOf(db: DbOrTx, parentId: number): Promise<void> {
  await db
    .delete(chatMessages)
    .where(
      or(
        eq(chatMessages.parentId, parentId),
        inArray(
          chatMessages.itineraryId,
          db.select({ id: itineraries.id }).from(itineraries).where(eq(itineraries.parentId, parentId)),
        ),
      ),
    );
}
