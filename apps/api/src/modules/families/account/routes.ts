import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import { sessionSchema } from '@camp/shared/auth';
import { parentProfileSchema } from '@camp/shared/profile';
import { wrapped } from '@camp/shared/request-wrapper';
import { currentToken, currentUser } from '../../../plugins/auth.js';
import * as service from './service.js';

const deleteQuery = z.object({
  id: urlIntField('Id is invalid', 'Id is required'),
});

/** The parent's own account as a whole and its profile (sign-up, sign-in and password calls are in auth). */
export async function parentAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.delete(
    '/api/v1/parents',
    {
      preHandler: app.requireRole('Parent'),
      schema: {
        tags: ['parents'],
        summary: 'Delete the signed-in parent’s own account',
        description:
          '`id` must be the signed-in parent’s id (otherwise 403). Personal data is removed; paid orders and enrollments stay, anonymised; every token stops working.',
        querystring: deleteQuery,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => service.deleteAccount(app.ctx, currentUser(request), request.query.id),
  );

  app.put(
    '/api/v1/parents',
    {
      preHandler: app.requireConfirmed('Parent'),
      schema: {
        tags: ['parents'],
        summary: 'Update the signed-in parent’s profile; answers the refreshed session',
        description:
          'The phone number is stored in E.164 (+1XXXXXXXXXX). `email` is read-only: when sent it must be the current address, otherwise 422 with errors.email. The session keeps the same token.',
        body: wrapped('parent', parentProfileSchema),
        response: { 200: sessionSchema },
      },
    },
    async (request) =>
      service.updateParentProfile(
        app.ctx,
        currentUser(request),
        currentToken(request),
        request.body.parent,
      ),
  );
}
