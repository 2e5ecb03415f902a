import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  onboardingStatusSchema,
  providerProfileResponseSchema,
  providerProfileSchema,
} from '@camp/shared/provider-profile';
import { currentUser } from '../../../plugins/auth.js';
import { flatOrWrapped } from '@camp/shared/request-wrapper';
import * as service from './service.js';

/** The director's registration: the provider profile form and the status refresh. */
export async function directorOnboardingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/camp_directors/profile_form_fillings',
    {
      preHandler: app.requireConfirmed('CampDirector'),
      schema: {
        tags: ['camp directors'],
        summary: 'The submitted provider profile (nulls before submission) and the status',
        response: {
          200: providerProfileResponseSchema,
        },
      },
    },
    async (request) => service.getProviderProfile(app.ctx, currentUser(request)),
  );

  app.post(
    '/api/v1/camp_directors/profile_form_fillings',
    {
      preHandler: app.requireConfirmed('CampDirector'),
      schema: {
        tags: ['camp directors'],
        summary: 'Submit the provider profile for validation',
        description:
          'Body { provider_profile: {...} } (or the fields at the top level). Moves the registration status from needs_provider_profile, or from rejected (a corrected resubmission, which clears the rejection), to awaiting_validation (step show_congratulations) and mails a receipt. 409 while awaiting validation or once validated.',
        body: flatOrWrapped('provider_profile', providerProfileSchema),
        response: { 200: onboardingStatusSchema },
      },
    },
    async (request) => service.submitProviderProfile(app.ctx, currentUser(request), request.body),
  );

  app.post(
    '/api/v1/camp_directors/registration_status',
    {
      preHandler: app.requireConfirmed('CampDirector'),
      schema: {
        tags: ['camp directors'],
        summary: 'Update registration status (the spec’s call; its path is ours)',
        description:
          'No payload. Answers { status, stripe_account_status, onboarding_step, rejection_reason }: status is the session’s zoho_profile (needs_provider_profile | awaiting_validation | validated | rejected), stripe_account_status its payment-account status (not_connected | pending | ready | failed). With Stripe configured, a validated director’s account is re-read from Stripe first (502 when Stripe cannot be reached).',
        response: { 200: onboardingStatusSchema },
      },
    },
    async (request) => service.refreshRegistrationStatus(app.ctx, currentUser(request)),
  );
}
