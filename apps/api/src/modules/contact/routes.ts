import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactSchema } from '@camp/shared/contact';
import { RATE_LIMITS } from '../../plugins/rate-limit.js';
import * as service from './service.js';

export const contactReceiptSchema = z.object({ id: z.number().int(), created_at: z.string() });

/** The contact-us form (our own form in place of the spec's embedded third-party one). */
export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/v1/contact_messages',
    {
      config: { rateLimit: RATE_LIMITS.email },
      schema: {
        tags: ['public'],
        summary: 'Send a message to the Camp Concierge team',
        body: contactSchema,
        response: { 201: contactReceiptSchema },
      },
    },
    async (request, reply) => {
      const receipt = await service.submitMessage(app.ctx, request.body);
      return reply.status(201).send(receipt);
    },
  );
}
