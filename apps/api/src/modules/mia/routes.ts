import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_MESSAGES as M,
  chatAnswerSchema,
  chatMessageSchema,
  type ChatAnswerResponse,
  type ChatMessageView,
  type ChatMessagesPage,
  type ChatPostResponse,
  type SpecialistChatQuestions,
} from '@camp/shared/chat';
import { wrapped } from '@camp/shared/request-wrapper';
import { AppError } from '../../lib/app-error.js';
import { recordId } from '../../lib/record-id.js';
import { currentUser } from '../../plugins/auth.js';
import { ReplyRunner } from './replies.js';
import * as service from './service.js';

/**
 * Questions to MIA, per parent (each one runs a model): a conversation's pace, not a script's.
 * Counted after the session is known, so one family's limit is not another's.
 */
export const MIA_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

const perParent = {
  ...MIA_RATE_LIMIT,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `mia:${currentUser(request).id}`,
};

const messageView = z.object({
  id: z.number(),
  itinerary_id: z.number(),
  text: z.string(),
  sender_role: z.enum(['Parent', 'Specialist', 'assistant']),
  role: z.enum(['user', 'assistant']),
  status: z.enum(['complete', 'streaming', 'failed']),
  handover: z
    .object({ status: z.enum(['pending', 'answered']), requested_at: z.string() })
    .nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<ChatMessageView>;

const pageSchema = z.object({
  messages: z.array(messageView),
  count: z.number(),
  pages: z.number(),
  page: z.number(),
}) satisfies z.ZodType<ChatMessagesPage>;

const postResponse = z.object({
  message: messageView,
  reply: messageView,
}) satisfies z.ZodType<ChatPostResponse>;

const questionsSchema = z.object({
  questions: z.array(
    z.object({
      id: z.number(),
      itinerary_id: z.number(),
      text: z.string(),
      parent: z.object({
        id: z.number(),
        name: z.string(),
        email: z.string(),
        access: z.enum(['owner', 'friend']),
      }),
      requested_at: z.string(),
      created_at: z.string(),
    }),
  ),
}) satisfies z.ZodType<SpecialistChatQuestions>;

const answerResponse = z.object({
  question: messageView,
  answer: messageView,
}) satisfies z.ZodType<ChatAnswerResponse>;

const listQuery = z.object({
  itinerary_id: z.string().max(20).optional(),
  page: z.string().max(20).optional(),
});

/** `?page=`: 1 when absent; a whole number from 1, else a field error. */
function pageOf(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  if (page < 1) throw AppError.field('page', 'Page must be a whole number from 1');
  return page;
}

/**
 * MIA's chat on an itinerary (decision 0067). Not encapsulated, so the
 * app exposes its ReplyRunner (`app.miaReplies`).
 */
async function miaRoutesPlugin(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const runner = new ReplyRunner(app.ctx);
  // Replies in progress end (failed) before the database closes.
  app.addHook('onClose', async () => runner.close());
  app.decorate('miaReplies', runner);

  const parentOnly = app.requireConfirmed('Parent');
  const tags = ['parents'];

  app.get(
    '/api/v1/openai/messages',
    {
      onRequest: parentOnly,
      schema: {
        tags,
        summary: 'One page of the parent’s conversation with MIA about an itinerary',
        description:
          'Page 1 holds the newest messages; each page is oldest first. The itinerary’s own parent, or a parent who accepted an invitation to it (who has a conversation of their own); another itinerary answers 404.',
        querystring: listQuery,
        response: { 200: pageSchema },
      },
    },
    async (request) => {
      const raw = request.query.itinerary_id;
      if (raw === undefined || raw === '') {
        throw AppError.field('itinerary_id', 'Itinerary is required');
      }
      return service.listMessages(
        app.ctx,
        currentUser(request),
        recordId(raw, M.itineraryNotFound),
        pageOf(request.query.page),
      );
    },
  );

  app.post(
    '/api/v1/openai/messages',
    {
      onRequest: parentOnly,
      config: { rateLimit: perParent },
      schema: {
        tags,
        summary: 'Ask MIA a question about an itinerary',
        description:
          'Stores the question and an empty reply (status streaming) and answers 201 at once; the reply is written over the ChatChannel (chat_delta pieces, then chat_message). One answer at a time per conversation (409 while one is being written). Limited per parent.',
        body: wrapped('message', chatMessageSchema),
        response: { 201: postResponse },
      },
    },
    async (request, reply) => {
      const result = await service.postMessage(
        app.ctx,
        runner,
        currentUser(request),
        request.body.message,
      );
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/api/v1/openai/messages/:id/handover',
    {
      onRequest: parentOnly,
      config: { rateLimit: perParent },
      schema: {
        tags,
        summary: 'Send one’s own question to the itinerary’s specialist',
        description:
          'Marks the question pending for the specialists, who answer in the same conversation. Asking again returns the question as it is.',
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ message: messageView }) },
      },
    },
    async (request) =>
      service.handOver(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, M.messageNotFound),
      ),
  );

  const specialistOnly = app.requireRole('Specialist');
  const specialistTags = ['specialists'];

  app.get(
    '/api/v1/specialists/itineraries/:id/chat_questions',
    {
      onRequest: specialistOnly,
      schema: {
        tags: specialistTags,
        summary: 'Questions parents sent from MIA’s chat, waiting for an answer',
        description: 'Oldest first, from the itinerary’s parent and from friends on it.',
        params: z.object({ id: z.string() }),
        response: { 200: questionsSchema },
      },
    },
    async (request) =>
      service.listQuestions(app.ctx, recordId(request.params.id, M.itineraryNotFound)),
  );

  app.post(
    '/api/v1/specialists/itineraries/:id/chat_questions/:message_id/answer',
    {
      onRequest: specialistOnly,
      schema: {
        tags: specialistTags,
        summary: 'Answer a question handed over from MIA’s chat',
        description:
          'The answer is added to the asking parent’s conversation and e-mailed to them. A question already answered answers 409.',
        params: z.object({ id: z.string(), message_id: z.string() }),
        body: wrapped('answer', chatAnswerSchema),
        response: { 200: answerResponse },
      },
    },
    async (request) =>
      service.answerQuestion(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, M.itineraryNotFound),
        recordId(request.params.message_id, M.messageNotFound),
        request.body.answer.text,
      ),
  );
}

export const miaRoutes = fp(miaRoutesPlugin, { name: 'mia-routes', dependencies: ['context'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** MIA's replies in progress on this instance (tests wait on them). */
    miaReplies: ReplyRunner;
  }
}
