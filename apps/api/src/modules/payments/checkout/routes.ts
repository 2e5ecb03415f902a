import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutSessionRequestSchema,
  checkoutSessionResponseSchema,
  localCheckoutCancelResponseSchema,
  localCheckoutPayResponseSchema,
  localCheckoutPaySchema,
  localCheckoutResponseSchema,
} from '@camp/shared/checkout';
import { currentUser } from '../../../plugins/auth.js';
import { RATE_LIMITS } from '../../../plugins/rate-limit.js';
import { cancelLocalCheckout } from './use-cases/cancel-local-checkout.js';
import { getLocalCheckout } from './use-cases/get-local-checkout.js';
import { payLocalCheckout } from './use-cases/pay-local-checkout.js';
import { startCheckout } from './use-cases/start-checkout.js';

/** A checkout's id in a path: ours are 'cs_local_' + 24 hex digits. */
const tokenParams = z.object({ id: z.string().max(64) });

/** One checkout for an itinerary (decisions 0056-0058) and the built-in provider's page API. */
export async function activityCheckoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const parent = app.requireRole('Parent');

  app.post(
    '/api/v1/payment/checkout_sessions',
    {
      preHandler: parent,
      config: { rateLimit: RATE_LIMITS.payment },
      schema: {
        tags: ['payments'],
        summary:
          'Start one checkout for activities of an approved itinerary, or of several of the family’s',
        description:
          'Without itinerary_activity_ids: every activity payable now (decision 0056). Holds the chosen itinerary activities for 30 minutes (one open checkout per itinerary activity; the same choice again answers the open checkout, another replaces it) and answers the provider page: Stripe Checkout, or the built-in provider’s /pay/{id}. Another family’s itinerary 404; not approved 409; an activity not in it, paid, started or whose provider takes no online payment 422 under itinerary_activity_ids. Nothing is held on any refusal. A family checkout (decision 0111) sends `itineraries` instead: 2 to 10 of the parent’s approved itineraries (one per child), each with optional itinerary_activity_ids; paid in full in one payment (no plan, 422 under plan), priced in the listed order so the first child in a program pays full price and the further ones get its sibling discount. Another family’s itinerary 404; listed twice, not approved, nothing to pay, or an activity not in it, paid, started or booked elsewhere 422 under itineraries; a full activity 422 under itinerary_activity_ids.',
        body: checkoutSessionRequestSchema,
        response: { 201: checkoutSessionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startCheckout(app.ctx, currentUser(request), request.body)),
  );

  app.get(
    '/api/v1/payment/local_checkout/:id',
    {
      preHandler: parent,
      schema: {
        tags: ['payments'],
        summary: 'Built-in provider: the checkout page’s data',
        description:
          'Only the parent who started it (404 otherwise, and with Stripe keys). A checkout past its expiry reads expired.',
        params: tokenParams,
        response: { 200: localCheckoutResponseSchema },
      },
    },
    async (request) => getLocalCheckout(app.ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/api/v1/payment/local_checkout/:id/pay',
    {
      preHandler: parent,
      config: { rateLimit: RATE_LIMITS.payment },
      schema: {
        tags: ['payments'],
        summary: 'Built-in provider: pay the checkout with a test card',
        description:
          'Stripe’s test numbers: 4242… pays; …0002 declined and …9995 insufficient funds answer 402 with "Payment failed. <reason>" and change nothing (the hold stays until expiry); 4000 0025 0000 3155 needs 3-D Secure: 402 under three_d_secure until sent again with three_d_secure "approve" (pays) or "fail" (402). A bad card is 422 under its field; a checkout no longer open 409.',
        params: tokenParams,
        body: localCheckoutPaySchema,
        response: { 200: localCheckoutPayResponseSchema },
      },
    },
    async (request) =>
      payLocalCheckout(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/payment/local_checkout/:id/cancel',
    {
      preHandler: parent,
      schema: {
        tags: ['payments'],
        summary: 'Built-in provider: cancel the checkout (its holds end)',
        description: 'An expired checkout answers the same; a paid one 409.',
        params: tokenParams,
        response: { 200: localCheckoutCancelResponseSchema },
      },
    },
    async (request) => cancelLocalCheckout(app.ctx, currentUser(request), request.params.id),
  );
}
