import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DASHBOARD_MESSAGES,
  dashboardItineraryResponseSchema,
  dashboardListSchema,
  dashboardQuerySchema,
  dashboardUpdateBodySchema,
} from '@camp/shared/specialist-dashboard';
import { currentUser } from '../../../plugins/auth.js';
import { idParams, recordId } from '../../../lib/record-id.js';
import * as service from './service.js';

const itineraryId = (raw: string) => recordId(raw, DASHBOARD_MESSAGES.notFound);

/** The specialist's dashboard: itineraries by status, 'Assign to me', cancel and approve. */
export async function specialistDashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // On request, before validation: other roles learn nothing (401 anonymous, 403 other roles).
  const guard = app.requireRole('Specialist');

  app.get(
    '/api/v1/specialists/itineraries',
    {
      onRequest: guard,
      schema: {
        tags: ['specialists'],
        summary: 'One page of a status tab (10 a page) with every status’s count',
        description:
          '`by_status` (default draft, the New tab); `sort=overdue` puts itineraries past a service target first (longest wait first), otherwise newest first. A page below 1 or not a number reads as 1, past the last as the last; `pagy.vars.statuses` counts every status.',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardListSchema },
      },
    },
    async (request) => service.listItineraries(app.ctx, request.query),
  );

  app.get(
    '/api/v1/specialists/itineraries/:id/apply',
    {
      onRequest: guard,
      schema: {
        tags: ['specialists'],
        summary: 'Assign to me: draft → in_progress',
        description:
          'Needs a child name (422) and a paid latest order of the parent (422); an itinerary that is not new answers 409. Nothing changes on a refusal.',
        params: idParams,
        response: { 200: dashboardItineraryResponseSchema },
      },
    },
    async (request) => ({
      itinerary: await service.assignToMe(
        app.ctx,
        currentUser(request),
        itineraryId(request.params.id),
      ),
    }),
  );

  app.put(
    '/api/v1/specialists/itineraries/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['specialists'],
        summary: 'Dashboard actions: cancel (any open status) or approve (accepted only)',
        description:
          '`itinerary_action` cancel moves draft, in_progress, review, alternate_request or accepted to canceled; approve moves accepted to approved, once every clash of the schedule checks (overlap, impossible journey) is named in `acknowledged_clashes` (its two activity ids), else 409 naming the clashing activities. Other statuses answer 409 and change nothing.',
        params: idParams,
        body: dashboardUpdateBodySchema,
        response: { 200: dashboardItineraryResponseSchema },
      },
    },
    async (request) => ({
      itinerary: await service.updateFromDashboard(
        app.ctx,
        currentUser(request),
        itineraryId(request.params.id),
        request.body.itinerary_action,
        request.body.acknowledged_clashes,
      ),
    }),
  );
}
