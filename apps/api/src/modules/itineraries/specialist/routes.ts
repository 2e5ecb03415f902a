import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SPECIALIST_ITINERARY_MESSAGES as M,
  addItineraryActivityResponseSchema,
  addItineraryActivitySchema,
  itineraryMessageSchema,
  sendItinerarySchema,
  specialistItineraryResponseSchema,
} from '@camp/shared/specialist-itinerary';
import { currentUser } from '../../../plugins/auth.js';
import { recordId } from '../../../lib/record-id.js';
import { addActivity } from './use-cases/add-activity.js';
import { getItinerary } from './use-cases/get-itinerary.js';
import { messageParent } from './use-cases/message-parent.js';
import { removeActivity } from './use-cases/remove-activity.js';
import { sendToParent } from './use-cases/send-to-parent.js';

const idParams = z.object({ id: z.string() });

/** The specialist's itinerary page and the itinerary block of the search. */
export async function specialistItineraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // On request, before the body is read: 401 anonymous, 403 any other role.
  const onRequest = app.requireRole('Specialist');
  const tags = ['specialists'];

  app.get(
    '/api/v1/specialists/itineraries/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One itinerary with every section of the review page',
        description:
          'Parent, child, open change requests, invitations, activities by start date with `overlaps_with` (other itinerary activities whose dates and daily hours cross), totals in dollars (`online_payment`: activities paid online via Stripe), questionnaire answers and the message to the parent.',
        params: idParams,
        response: { 200: specialistItineraryResponseSchema },
      },
    },
    async (request) => ({
      itinerary: await getItinerary(app.ctx, recordId(request.params.id, M.notFound)),
    }),
  );

  app.post(
    '/api/v1/specialists/itineraries/:id/send_to_parent',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Send the itinerary to the parent: in_progress or alternate_request → review',
        description:
          'Only the assigned specialist, only with at least one activity. `alternate_request` is the status the page saw; a mismatch answers 409. Every clash of the schedule checks (overlap, impossible journey) must be named in `acknowledged_clashes` (its two activity ids), else 409 naming the clashing activities. The parent is e-mailed and the itinerary channel is told to refetch.',
        params: idParams,
        body: sendItinerarySchema,
        response: { 200: specialistItineraryResponseSchema },
      },
    },
    async (request) => ({
      itinerary: await sendToParent(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, M.notFound),
        request.body.alternate_request,
        request.body.acknowledged_clashes,
      ),
    }),
  );

  app.post(
    '/api/v1/specialists/itineraries/:id/message',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Leave a message to the parent: kept on the itinerary and e-mailed',
        params: idParams,
        body: itineraryMessageSchema,
        response: { 200: specialistItineraryResponseSchema },
      },
    },
    async (request) => ({
      itinerary: await messageParent(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, M.notFound),
        request.body.message,
      ),
    }),
  );

  app.post(
    '/api/v1/specialists/itinerary_activities',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add an activity to an itinerary, taking one of its seats',
        description:
          'Only the assigned specialist, while the itinerary is in_progress or alternate_request. No seat left, or already added: 422 on activity_id and nothing changed.',
        body: addItineraryActivitySchema,
        response: { 201: addItineraryActivityResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await addActivity(
        app.ctx,
        currentUser(request),
        request.body.itinerary_activity,
      );
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/api/v1/specialists/itinerary_activities/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove an activity from an itinerary, releasing its seat',
        params: idParams,
        response: { 200: specialistItineraryResponseSchema },
      },
    },
    async (request) => ({
      itinerary: await removeActivity(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, M.itineraryActivityNotFound),
      ),
    }),
  );
}
