import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { directorSignUpSchema, sessionSchema } from '@camp/shared/auth';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.js';
import { AppError } from '../../lib/app-error.js';
import { passwordlessSignIn, sendDirectorLoginLink } from './use-cases/passwordless.js';
import { signUp } from './use-cases/sign-up.js';
import { flatOrWrapped, wrapped } from '@camp/shared/request-wrapper';
import { loginLinkBodySchema, messageSchema } from './schemas.js';

/** Camp-director-only account calls (the shared ones are in routes-accounts.ts). */
export async function directorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/camp_directors',
    {
      config: { rateLimit: RATE_LIMITS.signUp },
      schema: {
        tags: ['camp directors'],
        summary: 'Provider sign-up; e-mails a confirmation link',
        description:
          'Answers 201 with a session whose `confirmed` is false. A taken e-mail answers the same (an unconfirmed session of an account that is not created) and mails the holder instead, so the answer does not tell who has an account.',
        body: wrapped('camp_director', directorSignUpSchema),
        response: { 201: sessionSchema },
      },
    },
    async (request, reply) => {
      const session = await signUp(app.ctx, {
        role: 'CampDirector',
        input: request.body.camp_director,
      });
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/api/v1/camp_directors/login_link',
    {
      config: { rateLimit: RATE_LIMITS.email },
      schema: {
        tags: ['camp directors'],
        summary: 'Mail a one-time sign-in link ({ email }), or sign in with it ({ token })',
        description:
          '`{ email }` answers 200 with a message whether or not the e-mail has an account. `{ token }` (from the link, valid 1 hour, single use) answers with a session.',
        body: flatOrWrapped('camp_director', loginLinkBodySchema),
        response: { 200: z.union([sessionSchema, messageSchema]) },
      },
    },
    async (request) => {
      const { token, email } = request.body;
      if (token !== undefined) return passwordlessSignIn(app.ctx, 'CampDirector', token);
      if (email === undefined) throw AppError.field('email', 'Email is required');
      return sendDirectorLoginLink(app.ctx, email);
    },
  );
}
