import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKOUT_MESSAGES } from '@camp/shared/checkout';
import { urlIntField } from '@camp/shared/number';
import {
  PAYMENT_PLAN_MESSAGES,
  changePlanCardResponseSchema,
  payInstalmentAnswerSchema,
  paymentPlansResponseSchema,
} from '@camp/shared/payment-plan';
import { currentUser } from '../../../plugins/auth.js';
import { RATE_LIMITS } from '../../../plugins/rate-limit.js';
import { listPlans } from './use-cases/list-plans.js';
import { payInstalmentNow } from './use-cases/pay-instalment-now.js';
import { startCardChange, startStripePayNow } from './stripe-pay-now.js';

const planQuery = z.object({
  itinerary_id: urlIntField(
    CHECKOUT_MESSAGES.itineraryInvalid,
    CHECKOUT_MESSAGES.itineraryRequired,
  ),
});
const planParams = z.object({ id: urlIntField(PAYMENT_PLAN_MESSAGES.planNotFound) });
const instalmentParams = z.object({
  id: urlIntField(PAYMENT_PLAN_MESSAGES.planNotFound),
  instalment_id: urlIntField(PAYMENT_PLAN_MESSAGES.instalmentNotFound),
});

/** The parent's payment plans (decision 0065): their schedule, and 'Pay now' for a failed instalment. */
export async function paymentPlanRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const parent = app.requireRole('Parent');

  app.get(
    '/api/v1/payment/plans',
    {
      preHandler: parent,
      schema: {
        tags: ['payments'],
        summary: 'The payment plans of one of the parent’s itineraries',
        description:
          'Plans whose deposit was paid, each with its instalments (paid, scheduled, failed with the next attempt). Another family’s itinerary 404.',
        querystring: planQuery,
        response: { 200: paymentPlansResponseSchema },
      },
    },
    async (request) => listPlans(app.ctx, currentUser(request), request.query.itinerary_id),
  );

  app.post(
    '/api/v1/payment/plans/:id/instalments/:instalment_id/pay',
    {
      preHandler: parent,
      config: { rateLimit: RATE_LIMITS.payment },
      schema: {
        tags: ['payments'],
        summary: 'Pay a failed instalment now',
        description:
          'Built-in provider: a card as the checkout page sends it (the test cards behave the same; it becomes the plan’s card), answered with { plan }; a refused card 402 and nothing changes. Stripe plan (the body is ignored): answers { url }, a Stripe Checkout page (payment mode, the plan’s customer, one line of the instalment, the card kept for the rest of the plan) that returns to /profile/payment/{itinerary_id}?instalment=paid; the same url again while that page is open. Its checkout.session.completed webhook settles the instalment (decision 0071). An instalment that is not failed 409; another parent’s plan 404; 502 when Stripe cannot be reached.',
        params: instalmentParams,
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: payInstalmentAnswerSchema },
      },
    },
    async (request) => {
      const { id, instalment_id } = request.params;
      // A Stripe plan pays on Stripe's page (decision 0071); any other 'Pay now' is unchanged.
      return (
        (await startStripePayNow(app.ctx, currentUser(request), id, instalment_id)) ??
        payInstalmentNow(app.ctx, currentUser(request), id, instalment_id, request.body ?? {})
      );
    },
  );

  app.post(
    '/api/v1/payment/plans/:id/card',
    {
      preHandler: parent,
      config: { rateLimit: RATE_LIMITS.payment },
      schema: {
        tags: ['payments'],
        summary: 'Change the card of a Stripe payment plan',
        description:
          'Answers { url }, a setup-mode Stripe Checkout page (the plan’s customer) where the parent saves another card; its checkout.session.completed webhook makes that card the plan’s for the rest (decision 0071). A plan that is paid, canceled or not Stripe’s 409; another parent’s plan 404; 502 when Stripe cannot be reached.',
        params: planParams,
        response: { 200: changePlanCardResponseSchema },
      },
    },
    async (request) => startCardChange(app.ctx, currentUser(request), request.params.id),
  );
}
