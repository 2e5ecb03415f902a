import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import {
  CANCELLATION_STATUSES,
  cancellationDecisionSchema,
  cancellationRequestCreateSchema,
  cancellationRequestResponseSchema,
  cancellationRequestsResponseSchema,
} from '@camp/shared/refunds';
import { currentUser } from '../../../plugins/auth.js';
import { RATE_LIMITS } from '../../../plugins/rate-limit.js';
import { decideRequest } from './use-cases/decide-request.js';
import { deciderRequests, parentRequests } from './use-cases/list-requests.js';
import { requestCancellation } from './use-cases/request-cancellation.js';
import { withdrawRequest } from './use-cases/withdraw-request.js';

const idParams = z.object({ id: urlIntField('Cancellation request is invalid') });
const listQuery = z.object({
  page: urlIntField('Page is invalid').default(1),
  status: z.enum(CANCELLATION_STATUSES).optional(),
});
const decideDescription =
  "approve refunds refund_amount_cents (default: the full amount paid; 422 above it; 0 cancels without money back) through the payment provider, reverses the provider's share of it (Stripe transfer reversal, or a negative ledger row carried into the next built-in payout), makes the activity unpaid and releases its seat; decline leaves it paid. A request no longer pending answers 409 (of two deciders at once one wins). Audited (decision 0064).";

/** Cancellations of paid activities and their refunds (decision 0064). */
export async function activityRefundRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const parent = app.requireRole('Parent');

  app.post(
    '/api/v1/parents/cancellation_requests',
    {
      preHandler: parent,
      config: { rateLimit: RATE_LIMITS.payment },
      schema: {
        tags: ['payments'],
        summary: 'Ask to cancel a paid activity of the family’s itinerary',
        description:
          'Another family’s or an unknown activity: 404. Not paid or already started: 422 under itinerary_activity_id. An open request for the activity already: 409. The request keeps the program’s cancellation policy text.',
        body: cancellationRequestCreateSchema,
        response: { 201: cancellationRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const body = await requestCancellation(app.ctx, currentUser(request), request.body);
      return reply.status(201).send(body);
    },
  );

  app.get(
    '/api/v1/parents/cancellation_requests',
    {
      preHandler: parent,
      schema: {
        tags: ['payments'],
        summary: 'The family’s cancellation requests, newest first, paged',
        querystring: z.object({ page: urlIntField('Page is invalid').default(1) }),
        response: { 200: cancellationRequestsResponseSchema },
      },
    },
    async (request) => parentRequests(app.ctx, currentUser(request), request.query.page),
  );

  app.delete(
    '/api/v1/parents/cancellation_requests/:id',
    {
      preHandler: parent,
      schema: {
        tags: ['payments'],
        summary: 'Withdraw a pending cancellation request',
        description: 'Another family’s: 404. Already decided: 409.',
        params: idParams,
        response: { 200: cancellationRequestResponseSchema },
      },
    },
    async (request) => withdrawRequest(app.ctx, currentUser(request), request.params.id),
  );

  for (const area of [
    { prefix: '/api/v1/camp_directors', tag: 'camp directors', guard: app.requireActiveDirector() },
    { prefix: '/api/v1/admins', tag: 'admins', guard: app.requireRole('Admin') },
  ]) {
    app.get(
      `${area.prefix}/cancellation_requests`,
      {
        preHandler: area.guard,
        schema: {
          tags: [area.tag],
          summary:
            area.tag === 'admins'
              ? 'Every cancellation request, newest first, paged'
              : 'Cancellation requests of the director’s programs, newest first, paged',
          querystring: listQuery,
          response: { 200: cancellationRequestsResponseSchema },
        },
      },
      async (request) => deciderRequests(app.ctx, currentUser(request), request.query),
    );

    app.put(
      `${area.prefix}/cancellation_requests/:id`,
      {
        preHandler: area.guard,
        config: { rateLimit: RATE_LIMITS.payment },
        schema: {
          tags: [area.tag],
          summary: 'Approve (with a refund) or decline a cancellation request',
          description: decideDescription,
          params: idParams,
          body: cancellationDecisionSchema,
          response: { 200: cancellationRequestResponseSchema },
        },
      },
      async (request) =>
        decideRequest(app.ctx, currentUser(request), request.params.id, request.body),
    );
  }
}
