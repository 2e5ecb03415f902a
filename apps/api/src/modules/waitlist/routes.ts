import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  WAITLIST_MESSAGES as M,
  joinWaitlistSchema,
  waitlistEntriesResponseSchema,
  waitlistEntryResponseSchema,
} from '@camp/shared/waitlist';
import { currentUser } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limit.js';
import { idParams, recordId } from '../../lib/record-id.js';
import * as service from './parents.js';

/** Joins are limited per parent, counted once the session is known (as invitations are). */
const joinRateLimit = {
  ...RATE_LIMITS.payment,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `parent:${currentUser(request).id}`,
};

/** The activity waitlist (decision 0063): parents only, their own entries. */
export async function waitlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const parent = app.requireRole('Parent');
  const tags = ['parents'];

  app.post(
    '/api/v1/parents/waitlist_entries',
    {
      preHandler: parent,
      config: { rateLimit: joinRateLimit },
      schema: {
        tags,
        summary: 'Join the waitlist of a full activity of one’s own approved itinerary',
        description:
          'Another family’s (or an unknown) itinerary activity 404; itinerary not approved, activity paid, held by the family’s open checkout, not full, or already in line 409; started or booked on the camp page 422 under itinerary_activity_id. When a seat frees up the first in line gets it held for 24 hours and an e-mail. Limited per parent.',
        body: joinWaitlistSchema,
        response: { 201: waitlistEntryResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.joinWaitlist(app.ctx, currentUser(request), request.body)),
  );

  app.get(
    '/api/v1/parents/waitlist_entries',
    {
      preHandler: parent,
      schema: {
        tags,
        summary: 'The family’s waitlist entries still in line',
        description:
          'Oldest first, with the place in line (waiting) or the time the held seat is released (offered).',
        response: { 200: waitlistEntriesResponseSchema },
      },
    },
    async (request) => service.listWaitlist(app.ctx, currentUser(request)),
  );

  app.delete(
    '/api/v1/parents/waitlist_entries/:id',
    {
      preHandler: parent,
      schema: {
        tags,
        summary: 'Leave a waitlist (an offered seat goes to the next family)',
        description: 'Another family’s (or an unknown) entry 404; an entry no longer in line 409.',
        params: idParams,
      },
    },
    async (request, reply) => {
      await service.leaveWaitlist(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, M.entryNotFound),
      );
      return reply.status(204).send();
    },
  );
}
