import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../plugins/auth.js';
import { AppError } from '../../lib/app-error.js';
import { signOut, verifySession } from './use-cases/sessions.js';
import { verifySessionResponseSchema } from './schemas.js';

/** Sign-out and the start-up session check, for every role. */
export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.delete(
    '/api/v1/sessions',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Sign out: this bearer token stops working',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (!token) throw AppError.unauthorized();
      await signOut(app.ctx, token);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/sessions/verify',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Check the stored token: { expired: true }, or { expired: false, session }',
        response: { 200: verifySessionResponseSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw AppError.unauthorized();
      return verifySession(app.ctx, token);
    },
  );
}
