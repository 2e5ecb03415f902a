import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKOUT_MESSAGES } from '@camp/shared/checkout';
import { urlIntField } from '@camp/shared/number';
import {
  PAYMENT_PLAN_MESSAGES,
  payInstalmentResponseSchema,
  paymentPlansResponseSchema,
} from '@camp/shared/payment-plan';
import { currentUser } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limit.js';
import * as service from './service.js';

const planQuery = z.object({
  itinerary_id: urlIntField(
    CHECKOUT_MESSAGES.itineraryInvalid,
    CHECKOUT_MESSAGES.itineraryRequired,
  ),
});
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
    async (request) => service.listPlans(app.ctx, currentUser(request), request.query.itinerary_id),
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
          'Built-in provider: a card as the checkout page sends it (the test cards behave the same; it becomes the plan’s card). Stripe: the saved card is charged again now (the body is ignored). A refused card 402 and nothing changes; an instalment that is not failed 409; another parent’s plan 404.',
        params: instalmentParams,
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: payInstalmentResponseSchema },
      },
    },
    async (request) =>
      service.payInstalmentNow(
        app.ctx,
        currentUser(request),
        request.params.id,
        request.params.instalment_id,
        request.body ?? {},
      ),
  );
}
