import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import { wrapped } from '@camp/shared/request-wrapper';
import {
  ACTIVITY_MESSAGES,
  activitySchema,
  duplicateActivitySchema,
  isIsoDate,
} from '@camp/shared/activity';
import {
  directorActivityListSchema,
  directorActivityResponseSchema,
} from '@camp/shared/director-activity';
import {
  bulkDeleteActivitiesSchema,
  deletedActivitiesResultSchema,
} from '@camp/shared/activity-import';
import { activityIdsSchema, publicationResultSchema } from '@camp/shared/provider-standing';
import { currentUser } from '../../../plugins/auth.js';
import * as service from './service.js';

const idParam = urlIntField();

/** A blank filter means no filter (the web sends what the fields hold). */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const isoDateFilter = z.preprocess(
  blankToUndefined,
  z.string().refine(isIsoDate, ACTIVITY_MESSAGES.dateInvalid).optional(),
);

const listQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, urlIntField().optional()),
  by_sku_search: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  by_start_date: isoDateFilter,
  by_end_date: isoDateFilter,
});

const tags = ['camp directors: activities'];

/** A camp director's activities of their own programs: list, create, edit, duplicate, delete. */
export async function directorActivityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Only a validated director with a ready payment account (docs/decisions/0013).
  const preHandler = app.requireActiveDirector();

  app.get(
    '/api/v1/camp_directors/activity_providers/:id/activities',
    {
      preHandler,
      schema: {
        tags,
        summary: 'A program’s activities, searched by SKU and date range, paged',
        description:
          'Dates are YYYY-MM-DD; an activity is listed when it overlaps the range. Another director’s program answers 404.',
        params: z.object({ id: idParam }),
        querystring: listQuerySchema,
        response: { 200: directorActivityListSchema },
      },
    },
    async (request) =>
      service.listProgramActivities(
        app.ctx,
        currentUser(request),
        request.params.id,
        request.query,
      ),
  );

  app.post(
    '/api/v1/camp_directors/activity_providers/:id/activities/bulk_delete',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete selected activities of a program',
        description:
          'All in one transaction or none: 422 naming the activities families have booked (on an itinerary or in a friend invitation) or that have duplicates, or when an id is not of this program. Another director’s program answers 404. Audited.',
        params: z.object({ id: idParam }),
        body: bulkDeleteActivitiesSchema,
        response: { 200: deletedActivitiesResultSchema },
      },
    },
    async (request) =>
      service.bulkDeleteActivities(
        app.ctx,
        currentUser(request),
        request.params.id,
        request.body.ids,
      ),
  );

  for (const [path, published] of [
    ['bulk_unpublish', false],
    ['bulk_publish', true],
  ] as const) {
    app.post(
      `/api/v1/camp_directors/activity_providers/:id/activities/${path}`,
      {
        preHandler,
        schema: {
          tags,
          summary: published
            ? 'Publish selected activities of a program again'
            : 'Unpublish selected activities of a program (they leave the catalog)',
          description:
            'All in one transaction: 422 when an id is not of this program. Those already so are left as they are (not counted). Another director’s program answers 404. Audited.',
          params: z.object({ id: idParam }),
          body: activityIdsSchema,
          response: { 200: publicationResultSchema },
        },
      },
      async (request) =>
        service.bulkSetActivitiesPublished(
          app.ctx,
          currentUser(request),
          request.params.id,
          request.body.ids,
          published,
        ),
    );
  }

  app.post(
    '/api/v1/camp_directors/activity_providers/:id/activities',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Create an activity in a program (location comes from the program)',
        params: z.object({ id: idParam }),
        body: wrapped('activity', activitySchema),
        response: { 201: directorActivityResponseSchema },
      },
    },
    async (request, reply) => {
      const activity = await service.createActivity(
        app.ctx,
        currentUser(request),
        request.params.id,
        request.body.activity,
      );
      return reply.status(201).send({ activity });
    },
  );

  app.get(
    '/api/v1/camp_directors/activities/:activityId/edit',
    {
      preHandler,
      schema: {
        tags,
        summary: 'An activity with its form values',
        params: z.object({ activityId: idParam }),
        response: { 200: directorActivityResponseSchema },
      },
    },
    async (request) => ({
      activity: await service.getActivity(app.ctx, currentUser(request), request.params.activityId),
    }),
  );

  app.put(
    '/api/v1/camp_directors/activities/:activityId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Edit an activity',
        description:
          'An original takes the whole form and passes its inherited fields on to its duplicates; a duplicate takes only the fields it does not inherit (others are ignored).',
        params: z.object({ activityId: idParam }),
        // Which schema applies depends on the activity (original or duplicate): the service
        // validates the values once it has loaded it.
        body: wrapped('activity', z.record(z.string(), z.unknown())),
        response: { 200: directorActivityResponseSchema },
      },
    },
    async (request) => ({
      activity: await service.updateActivity(
        app.ctx,
        currentUser(request),
        request.params.activityId,
        request.body.activity,
      ),
    }),
  );

  app.delete(
    '/api/v1/camp_directors/activities/:activityId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete an activity',
        description:
          '409 while it has duplicates, and once it has been shared with parents (on an itinerary or in a friend invitation).',
        params: z.object({ activityId: idParam }),
      },
    },
    async (request, reply) => {
      await service.deleteActivity(app.ctx, currentUser(request), request.params.activityId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/v1/camp_directors/duplicate_activities',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Duplicate an activity (inherited fields are copied from the original)',
        body: wrapped('activity', duplicateActivitySchema),
        response: { 201: directorActivityResponseSchema },
      },
    },
    async (request, reply) => {
      const activity = await service.duplicateActivity(
        app.ctx,
        currentUser(request),
        request.body.activity,
      );
      return reply.status(201).send({ activity });
    },
  );
}
