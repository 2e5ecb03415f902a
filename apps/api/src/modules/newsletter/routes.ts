import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterSchema } from '@camp/shared/newsletter';
import { RATE_LIMITS } from '../../plugins/rate-limit.js';
import * as service from './service.js';

export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  subscribed: z.literal(true),
});

/** The home page's newsletter sign-up (the spec posts it to a mailing provider; ours keeps it). */
export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/v1/newsletter_subscriptions',
    {
      config: { rateLimit: RATE_LIMITS.email },
      schema: {
        tags: ['public'],
        summary: 'Subscribe an e-mail address to the newsletter (idempotent)',
        description:
          'An invalid address answers 422 with errors.email = ["Please correct the marked field(s) below."]. Subscribing an address again succeeds and re-activates it.',
        body: newsletterSchema,
        response: { 201: newsletterSubscriptionSchema },
      },
    },
    async (request, reply) => {
      const result = await service.subscribe(app.ctx, request.body.email);
      return reply.status(201).send(result);
    },
  );
}
