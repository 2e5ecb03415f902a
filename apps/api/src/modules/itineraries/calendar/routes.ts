import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedResponseSchema, calendarResponseSchema } from '@camp/shared/calendar';
import { currentUser } from '../../../plugins/auth.js';
import * as service from './service.js';

/** The parent's calendar and its iCal feed (decision 0049). */
export async function parentCalendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireConfirmed('Parent');
  const tags = ['parents'];
  const forbidden =
    '403 for a parent without Premium, without a package and without friend access (the upgrade dialog; decision 0049).';

  app.get(
    '/api/v1/parents/calendar',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The family calendar: approved itineraries and the friends’ ones accepted',
        description: `One event per activity (friends’ itineraries: the shared activities only); \`end\` is the day after the last day; colours are success.main, success.dark, then a stable hex per itinerary. ${forbidden}`,
        response: { 200: calendarResponseSchema },
      },
    },
    async (request) => service.getCalendar(app.ctx, currentUser(request)),
  );

  app.get(
    '/api/v1/parents/calendar_feed',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The secret URL of the family calendar’s iCal feed (created on the first call)',
        description: forbidden,
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) => service.feedUrl(app.ctx, currentUser(request), false),
  );

  app.post(
    '/api/v1/parents/calendar_feed',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reset the iCal feed’s URL: the old one answers 404 at once',
        description: forbidden,
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) => service.feedUrl(app.ctx, currentUser(request), true),
  );

  app.get(
    '/calendar/:token.ics',
    {
      schema: {
        tags: ['calendar'],
        summary: 'The family calendar as an RFC 5545 feed, for calendar apps to subscribe to',
        description:
          'No session: the token in the path is the secret. An unknown or reset token answers 404.',
        params: z.object({ token: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const body = await service.feedByToken(app.ctx, request.params.token);
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="camp-concierge.ics"')
          // Calendar apps poll; no shared cache may keep a feed whose URL was just reset.
          .header('cache-control', 'private, no-cache')
          .send(body)
      );
    },
  );
}
