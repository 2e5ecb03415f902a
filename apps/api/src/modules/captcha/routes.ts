import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newChallenge } from './service.js';

const challengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});

/** GET /api/v1/captcha/challenge: a fresh ALTCHA challenge (the widget's `challenge` URL). */
export async function captchaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/captcha/challenge',
    {
      schema: {
        tags: ['auth'],
        summary: 'A proof-of-work challenge for the human verification (ALTCHA)',
        response: { 200: challengeSchema },
      },
    },
    async (_request, reply) => {
      // Each challenge is single-use; a cached one would be refused as a replay.
      reply.header('cache-control', 'no-store');
      const { parameters, signature } = await newChallenge(app.ctx);
      return { parameters: { ...parameters }, signature };
    },
  );
}
