import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localOnboardingSchema, onboardingStatusSchema } from '@camp/shared/provider-profile';
import { currentUser } from '../../../plugins/auth.js';
import * as service from './service.js';

/** Payment-account (Connect) onboarding of camp directors, and the Stripe webhook. */
export async function paymentConnectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/payment/connect/account_links',
    {
      preHandler: app.requireConfirmed('CampDirector'),
      schema: {
        tags: ['payments'],
        summary: 'Onboarding link for the director’s payment account',
        description:
          'With Stripe keys: creates the Stripe Express account when the director has none, then an account link (refresh_url → /camp-director/stripe, return_url → /camp-director/check-status). Without: the built-in simulator page /camp-director/local-onboarding. 409 before validation or when the account is already ready; 502 when Stripe cannot be reached.',
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => service.createAccountLink(app.ctx, currentUser(request)),
  );

  app.post(
    '/api/v1/payment/connect/dashboard_links',
    {
      preHandler: app.requireConfirmed('CampDirector'),
      schema: {
        tags: ['payments'],
        summary: 'Where the director opens a ready payment account',
        description:
          'With Stripe keys: a one-time login link to the Stripe Express dashboard of the director’s connected account. Without: the built-in simulator’s account page /camp-director/local-account. 409 before validation or while the account is not ready; 502 when Stripe cannot be reached.',
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => service.createDashboardLink(app.ctx, currentUser(request)),
  );

  app.post(
    '/api/v1/payment/connect/local_onboarding',
    {
      preHandler: app.requireConfirmed('CampDirector'),
      schema: {
        tags: ['payments'],
        summary: 'Built-in simulator: finish (complete), await verification (pending) or fail',
        description:
          'Only without Stripe keys (404 otherwise). complete → ready, pending → pending, fail → failed. Answers the registration status.',
        body: localOnboardingSchema,
        response: { 200: onboardingStatusSchema },
      },
    },
    async (request) =>
      service.completeLocalOnboarding(app.ctx, currentUser(request), request.body.outcome),
  );

  // The webhook needs the exact bytes Stripe signed, so this scope parses JSON as a Buffer.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
      done(null, body);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/payment/webhooks',
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (signature checked; each event id handled once)',
          description:
            'account.updated sets the director’s payment-account status; invoice.paid, invoice.payment_failed, customer.subscription.updated/deleted and payment_intent.succeeded/payment_failed settle parent package orders and subscriptions. checkout.session.completed/async_payment_succeeded fulfil an itinerary checkout (activities paid, transfers, ledger, mails); checkout.session.expired/async_payment_failed end its holds (decision 0057). A Checkout Session of an instalment’s ‘Pay now’ (metadata kind plan_instalment) settles that instalment once, or leaves it failed when it expires (decision 0071). 400 for a missing or bad stripe-signature; 404 when Stripe or its webhook secret is not configured.',
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        return service.handleStripeWebhook(
          app.ctx,
          body,
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
}
