import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionSchema, signUpSchema } from '@camp/shared/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit.js';
import { passwordlessSignIn } from './use-cases/passwordless.js';
import { signUp } from './use-cases/sign-up.js';
import { wrapped } from '@camp/shared/request-wrapper';
import { passwordlessBodySchema } from './schemas.js';

/** Parent-only account calls (the shared ones are in routes-accounts.ts). */
export async function parentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/parents',
    {
      config: { rateLimit: RATE_LIMITS.signUp },
      schema: {
        tags: ['parents'],
        summary: 'Sign up; e-mails a confirmation link',
        description:
          'Answers 201 with a session whose `confirmed` is false. A taken e-mail answers the same (an unconfirmed session of an account that is not created) and mails the holder instead, so the answer does not tell who has an account.',
        body: wrapped('parent', signUpSchema),
        response: { 201: sessionSchema },
      },
    },
    async (request, reply) => {
      const session = await signUp(app.ctx, {
        role: 'Parent',
        input: request.body.parent,
      });
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/api/v1/parents/passwordless_sessions',
    {
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: {
        tags: ['parents'],
        summary: 'Sign in with the one-time form_id link; confirms the account',
        body: passwordlessBodySchema,
        response: { 200: sessionSchema },
      },
    },
    async (request) => passwordlessSignIn(app.ctx, 'Parent', request.body.form_id),
  );
}
