import { z } from 'zod';
import { idField } from './number';
import { whenMissing } from './text';

// MIA chat message: trimmed, required. Only trimmed, not
// collapsed: a question may be laid out over several lines.

export const CHAT_MESSAGE_REQUIRED = 'This field should be filled';
export const CHAT_MESSAGE_TOO_LONG = 'Message is too long';
/** Bound on one question, so one message cannot flood the assistant's context. */
export const CHAT_MESSAGE_MAX = 4000;

export const chatMessageSchema = z.object({
  text: z
    .string({ error: whenMissing(CHAT_MESSAGE_REQUIRED) })
    .trim()
    .min(1, CHAT_MESSAGE_REQUIRED)
    .max(CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG),
  itinerary_id: idField('Itinerary is required'),
});
export type ChatMessageInput = z.input<typeof chatMessageSchema>;
export type ChatMessage = z.output<typeof chatMessageSchema>;

// ---- MIA API shapes (decision 0067) -------------------------------------------------------
// GET  /api/v1/openai/messages?itinerary_id=N&page=P  → ChatMessagesPage (page 1 = the newest
//      CHAT_PAGE_SIZE messages; each page oldest first; older pages are loaded on scroll up)
// POST /api/v1/openai/messages { message: { text, itinerary_id } } → 201 ChatPostResponse; the
//      reply is written over the real-time ChatChannel (ChatEvent), not by polling.
// POST /api/v1/openai/messages/{id}/handover → { message } (the parent's question, handed to the
//      itinerary's specialist, who answers in the same conversation).

export const CHAT_PAGE_SIZE = 30;

/** Who wrote a message: the parent (their role), the itinerary's specialist, or MIA. */
export type ChatSenderRole = 'Parent' | 'Specialist' | 'assistant';

export interface ChatMessageView {
  id: number;
  itinerary_id: number;
  text: string;
  /** Equal to the user's role for the user's own messages. */
  sender_role: ChatSenderRole;
  role: 'user' | 'assistant';
  /** streaming: MIA is still writing it; failed: the assistant was unavailable. */
  status: 'complete' | 'streaming' | 'failed';
  /** Set on a parent's question handed to the specialist. */
  handover: { status: 'pending' | 'answered'; requested_at: string } | null;
  created_at: string;
}

export interface ChatMessagesPage {
  messages: ChatMessageView[];
  count: number;
  pages: number;
  page: number;
}

export interface ChatPostResponse {
  message: ChatMessageView;
  /** MIA's answer, created empty with status 'streaming'; its text arrives as ChatEvents. */
  reply: ChatMessageView;
}

/** The chat channel's identifier: one parent's conversation on one itinerary. */
export const CHAT_CHANNEL = 'ChatChannel';

/** Events on the chat channel: a piece of an answer being written, or a message as it now is
 *  (a finished or failed answer, a specialist's answer, a hand-over's new status). */
export type ChatEvent =
  | { type: 'chat_delta'; message_id: number; delta: string }
  | { type: 'chat_message'; message: ChatMessageView };

// ---- Hand-over to the specialist (decision 0067) ------------------------------------------
// GET  /api/v1/specialists/itineraries/{id}/chat_questions → SpecialistChatQuestions (pending,
//      oldest first)
// POST /api/v1/specialists/itineraries/{id}/chat_questions/{message_id}/answer
//      { answer: { text } } → { question, answer }

export const CHAT_ANSWER_MAX = CHAT_MESSAGE_MAX;

/** The specialist's answer to a handed-over question (same rules as a question). */
export const chatAnswerSchema = z.object({
  text: z
    .string({ error: whenMissing(CHAT_MESSAGE_REQUIRED) })
    .trim()
    .min(1, CHAT_MESSAGE_REQUIRED)
    .max(CHAT_ANSWER_MAX, CHAT_MESSAGE_TOO_LONG),
});
export type ChatAnswerInput = z.input<typeof chatAnswerSchema>;

export interface SpecialistChatQuestion {
  /** The question's message id (answer it at …/chat_questions/{id}/answer). */
  id: number;
  itinerary_id: number;
  text: string;
  /** Who asked: the itinerary's own parent, or a friend who accepted an invitation to it. */
  parent: { id: number; name: string; email: string; access: 'owner' | 'friend' };
  requested_at: string;
  created_at: string;
}

export interface SpecialistChatQuestions {
  questions: SpecialistChatQuestion[];
}

export interface ChatAnswerResponse {
  question: ChatMessageView;
  answer: ChatMessageView;
}

export const CHAT_MESSAGES = {
  itineraryNotFound: 'Itinerary not found',
  messageNotFound: 'Message not found',
  /** A second question while MIA is still writing the answer to the first (one at a time). */
  busy: 'MIA is still answering your previous question. Please wait for the answer.',
  /** The assistant could not be reached or gave up (shown as the reply's text). */
  unavailable:
    'MIA is not available right now. Please try again in a moment, or send your question to your specialist.',
  /** The server is answering too many questions at once. */
  overloaded: 'MIA is answering many questions right now. Please try again in a moment.',
  notAQuestion: 'Only your own questions can be sent to your specialist',
  alreadyAnswered: 'This question has already been answered',
  notHandedOver: 'This question was not sent to a specialist',
} as const;
