import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionSchema } from '@camp/shared/auth';
import {
  recoveryCodesSchema,
  twoFactorAnswerSchema,
  twoFactorConfirmSchema,
  twoFactorConfirmedSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '@camp/shared/two-factor';
import { currentUser } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limit.js';
import {
  answerChallenge,
  confirmEnrolment,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from './use-cases/two-factor.js';

const tags = ['admins'];

/** Admins' two-step sign-in: the second step, the enrolment and the recovery codes. */
export async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/admins/sessions/two-factor',
    {
      // A code is guessed like a password: limited like sign-in.
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: {
        tags,
        summary: 'Second step of admin sign-in: the challenge and a code → session',
        description:
          'The code is the 6-digit code of the authenticator app, or one of the recovery codes (each works once). A code already used is refused (422 on code). 401 when the challenge expired, was used, or after too many wrong codes: sign in again.',
        body: twoFactorAnswerSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request) => answerChallenge(app.ctx, request.body),
  );

  app.post(
    '/api/v1/admins/two-factor/enrolment',
    {
      preHandler: app.requireAdminEnrolment(),
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: {
        tags,
        summary: 'Start setting up two-step sign-in: a new secret (QR code and key)',
        description:
          'Works with the enrolment-limited session. Replaces a secret not yet confirmed; 409 once two-step sign-in is set up.',
        response: { 200: twoFactorEnrolmentSchema },
      },
    },
    async (request) => startEnrolment(app.ctx, currentUser(request)),
  );

  app.post(
    '/api/v1/admins/two-factor/enrolment/confirmation',
    {
      preHandler: app.requireAdminEnrolment(),
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: {
        tags,
        summary: 'Confirm the set-up with a first code: a full session and 10 recovery codes',
        description:
          'The recovery codes are shown this once. Every earlier session of the admin ends; the answer carries the new one.',
        body: twoFactorConfirmSchema,
        response: { 200: twoFactorConfirmedSchema },
      },
    },
    async (request) => confirmEnrolment(app.ctx, currentUser(request), request.body.code),
  );

  app.get(
    '/api/v1/admins/two-factor',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'The signed-in admin’s two-step sign-in: set up since when, recovery codes left',
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => twoFactorStatus(app.ctx, currentUser(request)),
  );

  app.post(
    '/api/v1/admins/two-factor/recovery-codes',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'New recovery codes (the older ones stop working), shown this once',
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request) => regenerateRecoveryCodes(app.ctx, currentUser(request)),
  );
}
