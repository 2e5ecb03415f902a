import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sessionSchema,
  signInSchema,
  staffPasswordResponseSchema,
  staffPasswordSchema,
} from '@camp/shared/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit.js';
import { adminSignInResponseSchema } from '@camp/shared/two-factor';
import { adminSignIn, signIn } from './use-cases/sign-in.js';
import { getSpecialist } from './use-cases/specialist.js';
import { setStaffPassword } from './use-cases/staff-passwords.js';
import { flatOrWrapped } from '@camp/shared/request-wrapper';
import { idParamsSchema, specialistSchema } from './schemas.js';

/**
 * Specialists and admins: accounts an administrator invites (or the CLI makes), so sign-in and
 * choosing a password from a mailed link here, no sign-up.
 */
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
        summary: 'Admin sign-in: the second-step challenge, or an enrolment-limited session',
        description:
          'An admin with two-step sign-in gets { two_factor_required, challenge_token } (valid 5 minutes), answered at POST /api/v1/admins/sessions/two-factor. An admin without it gets a session with two_factor_enrolment_required: true that opens only the enrolment.',
        body: flatOrWrapped('admin', signInSchema),
        response: { 200: adminSignInResponseSchema },
      },
    },
    async (request) => adminSignIn(app.ctx, request.body),
  );

  app.post(
    '/api/v1/staff/passwords',
    {
      // The token is guessed no more easily than a password: limited like sign-in.
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: {
        tags: ['specialists', 'admins'],
        summary: 'Choose a password with the link of an invitation or a password reset',
        description:
          'For specialists and admins. The link works once; earlier sessions end. The answer names the role, whose sign-in page comes next.',
        body: staffPasswordSchema,
        response: { 200: staffPasswordResponseSchema },
      },
    },
    async (request) => setStaffPassword(app.ctx, request.body),
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
