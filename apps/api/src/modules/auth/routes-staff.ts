import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionSchema, signInSchema } from '@camp/shared/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit.js';
import { signIn } from './use-cases/sign-in.js';
import { getSpecialist } from './use-cases/specialist.js';
import { flatOrWrapped } from '@camp/shared/request-wrapper';
import { idParamsSchema, specialistSchema } from './schemas.js';

/** Specialists and admins: accounts made by the CLI, so only sign-in here. */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/specialists/sessions',
    {
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: {
        tags: ['specialists'],
        summary: 'Specialist sign-in',
        body: flatOrWrapped('specialist', signInSchema),
        response: { 200: sessionSchema },
      },
    },
    async (request) => signIn(app.ctx, 'Specialist', request.body),
  );

  app.post(
    '/api/v1/admins/sessions',
    {
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: {
        tags: ['admins'],
        summary: 'Admin sign-in',
        body: flatOrWrapped('admin', signInSchema),
        response: { 200: sessionSchema },
      },
    },
    async (request) => signIn(app.ctx, 'Admin', request.body),
  );

  app.get(
    '/api/v1/specialist/:id',
    {
      preHandler: app.requireRole('Specialist', 'Admin'),
      schema: {
        tags: ['specialists'],
        summary: 'A specialist’s name, e-mail and photo (staff only)',
        params: idParamsSchema,
        response: { 200: specialistSchema },
      },
    },
    async (request) => getSpecialist(app.ctx, request.params.id),
  );
}
