import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import {
  SPECIALIST_DETAILS_MESSAGES as M,
  activityNoteUpdateSchema,
  pageFromSearch,
  providerNoteUpdateSchema,
  specialistActivityResponseSchema,
  specialistProviderResponseSchema,
  specialistProviderUpdateResponseSchema,
} from '@camp/shared/specialist-details';
import { currentUser } from '../../../plugins/auth.js';
import { idParams, recordId } from '../../../lib/record-id.js';
import * as service from './service.js';

const ITINERARY_ID_INVALID = 'Itinerary id is invalid';

const providerQuery = z.object({
  page: z.string().optional().describe('Page number; `?page-{n}` (the spec’s form) works too'),
  itinerary_id: urlIntField(ITINERARY_ID_INVALID)
    .optional()
    .describe('Marks the activities already on this itinerary (`is_added`)'),
});

/** The specialist's activity and provider pages and their notes. */
export async function specialistDetailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // On request, before the body is read: 401 anonymous, 403 any other role.
  const onRequest = app.requireRole('Specialist');
  const tags = ['specialists'];

  app.get(
    '/api/v1/specialists/activities/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One activity with every detail and the specialist note',
        params: idParams,
        response: { 200: specialistActivityResponseSchema },
      },
    },
    async (request) => ({
      activity: await service.getActivity(app.ctx, recordId(request.params.id, M.activityNotFound)),
    }),
  );

  app.put(
    '/api/v1/specialists/activities/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Save the specialist note on an activity (empty clears it)',
        description: 'Only `specialist_notes`; any other field answers 422 and nothing changes.',
        params: idParams,
        body: activityNoteUpdateSchema,
        response: { 200: specialistActivityResponseSchema },
      },
    },
    async (request) => ({
      activity: await service.updateActivityNote(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, M.activityNotFound),
        request.body.activity.specialist_notes ?? null,
      ),
    }),
  );

  app.get(
    '/api/v1/specialists/activity_providers/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One program with its note and a page of its activities (10 a page)',
        description:
          'Activities by start date. A page below 1 or not a number is page 1, past the last page the last page.',
        params: idParams,
        querystring: providerQuery,
        response: { 200: specialistProviderResponseSchema },
      },
    },
    async (request) =>
      service.getProvider(app.ctx, recordId(request.params.id, M.providerNotFound), {
        // Read from the raw query: `?page-2` has no value to parse into a field.
        page: pageFromSearch(request.url.split('?')[1] ?? ''),
        itineraryId: request.query.itinerary_id,
      }),
  );

  app.put(
    '/api/v1/specialists/activity_providers/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Save the specialist note on a program (empty clears it)',
        description: 'Only `specialist_notes`; any other field answers 422 and nothing changes.',
        params: idParams,
        body: providerNoteUpdateSchema,
        response: { 200: specialistProviderUpdateResponseSchema },
      },
    },
    async (request) => ({
      activity_provider: await service.updateProviderNote(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, M.providerNotFound),
        request.body.activity_provider.specialist_notes ?? null,
      ),
    }),
  );
}
