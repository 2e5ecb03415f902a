import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailOnlySchema,
  resetPasswordSchema,
  sessionSchema,
  signInSchema,
} from '@camp/shared/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit.js';
import { bearerToken } from '../../plugins/auth.js';
import { confirmEmail, resendConfirmation } from './use-cases/confirmation.js';
import { thirdPartySignIn } from './use-cases/google-sign-in.js';
import { requestPasswordReset, resetOrChangePassword } from './use-cases/passwords.js';
import { type AccountRole } from './use-cases/shared.js';
import { signIn } from './use-cases/sign-in.js';
import { flatOrWrapped } from '@camp/shared/request-wrapper';
import { confirmationBodySchema, messageSchema, thirdPartyAuthBodySchema } from './schemas.js';

/**
 * The calls parents and camp directors share, mirrored under /api/v1/parents and
 * /api/v1/camp_directors (each accepts only accounts of its own role): sign-in, e-mail
 * confirmation, resend confirmation, forgot/reset/change password, Google sign-in.
 */
export function accountRoutes(base: string, role: AccountRole, wrapper: string) {
  const tag = role === 'Parent' ? 'parents' : 'camp directors';
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      `${base}/sessions`,
      {
        config: { rateLimit: RATE_LIMITS.signIn },
        schema: {
          tags: [tag],
          summary: 'Sign in with e-mail and password',
          description:
            'After 5 failed sign-ins for the e-mail, `altcha` (a solved challenge from GET /api/v1/captcha/challenge) is required: without it the answer is 422 with errors.altcha.',
          body: flatOrWrapped(wrapper, signInSchema),
          response: { 200: sessionSchema },
        },
      },
      async (request) => signIn(app.ctx, role, request.body),
    );

    app.post(
      `${base}/confirmations`,
      {
        config: { rateLimit: RATE_LIMITS.email },
        schema: {
          tags: [tag],
          summary: 'Confirm the e-mail address with the token from the link; signs the user in',
          body: confirmationBodySchema,
          response: { 200: sessionSchema },
        },
      },
      async (request) => confirmEmail(app.ctx, role, request.body.confirmation_token),
    );

    app.post(
      `${base}/resend_confirmation`,
      {
        config: { rateLimit: RATE_LIMITS.email },
        schema: {
          tags: [tag],
          summary: 'Send a new confirmation link (answers the same whether or not one was sent)',
          body: flatOrWrapped(wrapper, emailOnlySchema),
          response: { 200: messageSchema },
        },
      },
      async (request) => resendConfirmation(app.ctx, role, request.body.email),
    );

    app.post(
      `${base}/passwords/emails`,
      {
        config: { rateLimit: RATE_LIMITS.email },
        schema: {
          tags: [tag],
          summary: 'Send a reset-password link, valid 2 hours (answers the same for any e-mail)',
          body: flatOrWrapped(wrapper, emailOnlySchema),
          response: { 200: messageSchema },
        },
      },
      async (request) => requestPasswordReset(app.ctx, role, request.body.email),
    );

    app.post(
      `${base}/passwords`,
      {
        // A signed-in change checks the current password: limited like sign-in against guessing.
        config: { rateLimit: RATE_LIMITS.signIn },
        schema: {
          tags: [tag],
          summary: 'Reset the password with the mailed token, or change it when signed in',
          description:
            'With `token`: reset by the e-mailed link. Without it: change the password of the bearer-token user, who must also send `current_password` unless the session says `current_password_required: false` (temporary or no password); a missing or wrong one gives 422 with errors.current_password. Earlier tokens stop working; the answer is a fresh session.',
          body: flatOrWrapped(wrapper, resetPasswordSchema),
          response: { 200: sessionSchema },
        },
      },
      async (request) => resetOrChangePassword(app.ctx, role, request.body, bearerToken(request)),
    );

    app.post(
      `${base}/third_party_auth`,
      {
        config: { rateLimit: RATE_LIMITS.signIn },
        schema: {
          tags: [tag],
          summary: 'Sign in or up with a Google ID token',
          body: thirdPartyAuthBodySchema,
          response: { 200: sessionSchema },
        },
      },
      async (request) => thirdPartySignIn(app.ctx, role, request.body.auth),
    );
  };
}
