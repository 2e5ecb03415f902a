import type {
  ChatAnswerInput,
  ChatAnswerResponse,
  ChatMessage,
  ChatMessageView,
  ChatMessagesPage,
  ChatPostResponse,
  SpecialistChatQuestions,
} from '@camp/shared/chat';
import { apiRoute, type Answer } from '../../test-server';

/** MIA's endpoints, answered with the shared types. */
export const miaApi = {
  /** GET /api/v1/openai/messages?itinerary_id=N&page=P → one page, oldest first. */
  messages: (answer: Answer<null, ChatMessagesPage>) =>
    apiRoute('get', '/api/v1/openai/messages', answer),
  /** POST /api/v1/openai/messages { message: { text, itinerary_id } } → 201 { message, reply }. */
  send: (answer: Answer<{ message: ChatMessage }, ChatPostResponse>) =>
    apiRoute('post', '/api/v1/openai/messages', answer),
  /** POST /api/v1/openai/messages/:id/handover → { message }. */
  handover: (answer: Answer<null, { message: ChatMessageView }>) =>
    apiRoute('post', '/api/v1/openai/messages/:id/handover', answer),
  /** GET /api/v1/specialists/itineraries/:id/chat_questions → { questions }. */
  questions: (answer: Answer<null, SpecialistChatQuestions>) =>
    apiRoute('get', '/api/v1/specialists/itineraries/:id/chat_questions', answer),
  /** POST …/chat_questions/:messageId/answer { answer: { text } } → { question, answer }. */
  answer: (answer: Answer<{ answer: ChatAnswerInput }, ChatAnswerResponse>) =>
    apiRoute(
      'post',
      '/api/v1/specialists/itineraries/:id/chat_questions/:messageId/answer',
      answer,
    ),
};

let nextId = 1000;

/** A message of the conversation as the API shows it. */
export function makeChatMessage(overrides: Partial<ChatMessageView> = {}): ChatMessageView {
  nextId += 1;
  return {
    id: nextId,
    itinerary_id: 7,
    text: 'When does soccer camp start?',
    sender_role: 'Parent',
    role: 'user',
    status: 'complete',
    handover: null,
    created_at: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

/** One page of a conversation. */
export const chatPage = (
  messages: ChatMessageView[],
  { page = 1, pages = 1, count = messages.length } = {},
): ChatMessagesPage => ({ messages, page, pages, count });
