import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reminderPreferencesResponseSchema,
  reminderPreferencesSchema,
} from '@camp/shared/reminders';
import { currentUser } from '../../plugins/auth.js';
import { getPreferences, setPreferences } from './service.js';

/** The parent's reminder e-mails: which kinds are on. */
export async function reminderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const parent = app.requireRole('Parent');

  app.get(
    '/api/v1/parents/reminders',
    {
      preHandler: parent,
      schema: {
        tags: ['parents'],
        summary: 'The reminder e-mails the parent gets',
        description:
          'activity_week (7 days before a paid activity starts), activity_day (the day before) and instalment (3 days before each instalment of a payment plan); all on by default.',
        response: { 200: reminderPreferencesResponseSchema },
      },
    },
    async (request) => getPreferences(app.ctx, currentUser(request)),
  );

  app.put(
    '/api/v1/parents/reminders',
    {
      preHandler: parent,
      schema: {
        tags: ['parents'],
        summary: 'Turn each kind of reminder e-mail on or off',
        description: 'All three kinds are given; the answer is what is now kept.',
        body: reminderPreferencesSchema,
        response: { 200: reminderPreferencesResponseSchema },
      },
    },
    async (request) => setPreferences(app.ctx, currentUser(request), request.body),
  );
}
