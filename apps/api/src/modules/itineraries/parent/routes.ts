import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PARENT_ITINERARY_MESSAGES as M,
  parentItineraryListSchema,
  parentItineraryResponseSchema,
  parentItineraryUpdateSchema,
} from '@camp/shared/parent-itinerary';
import { currentUser } from '../../../plugins/auth.js';
import { recordId } from '../../../lib/record-id.js';
import { listItineraries } from './use-cases/list-itineraries.js';
import { showItinerary } from './use-cases/show-itinerary.js';
import { updateItinerary } from './use-cases/update-itinerary.js';

const idParams = z.object({ id: z.string() });

/** The parent's own itineraries: reading, accepting, asking for changes. */
export async function parentItineraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireConfirmed('Parent');
  const tags = ['parents'];

  app.get(
    '/api/v1/parents/itineraries',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The parent’s itineraries, newest first',
        description: 'Activity URLs carry the camp link’s tracking parameters.',
        response: { 200: parentItineraryListSchema },
      },
    },
    async (request) => listItineraries(app.ctx, currentUser(request)),
  );

  app.get(
    '/api/v1/parents/itineraries/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One of the parent’s itineraries (another parent’s answers 404)',
        params: idParams,
        response: { 200: parentItineraryResponseSchema },
      },
    },
    async (request) => ({
      itinerary: await showItinerary(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, M.notFound),
      ),
    }),
  );

  app.put(
    '/api/v1/parents/itineraries/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Accept the itinerary, or ask for changes (comments on activities)',
        description:
          'Accept: review → accepted; every clash of the schedule checks (overlap, impossible ' +
          'journey) must be named in `itinerary.acknowledged_clashes` (its two activity ids), ' +
          'else 409 naming the clashing activities. Change requests: review or ' +
          'alternate_request → alternate_request. Another status (or a pending change request, ' +
          'for accept) answers 409; another parent’s itinerary 404.',
        params: idParams,
        body: parentItineraryUpdateSchema,
        response: { 200: parentItineraryResponseSchema },
      },
    },
    async (request) => ({
      itinerary: await updateItinerary(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, M.notFound),
        request.body,
      ),
    }),
  );
}
