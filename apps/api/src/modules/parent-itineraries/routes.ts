import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PARENT_ITINERARY_MESSAGES as M,
  parentItineraryListSchema,
  parentItineraryResponseSchema,
} from '@camp/shared/parent-itinerary';
import { currentUser } from '../../plugins/auth.js';
import { recordId } from '../../lib/record-id.js';
import * as service from './service.js';

const idParams = z.object({ id: z.string() });

/** The parent's own itineraries, read-only (parent document, sections 3 and 7). */
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
    async (request) => service.listItineraries(app.ctx, currentUser(request)),
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
      itinerary: await service.showItinerary(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, M.notFound),
      ),
    }),
  );
}
