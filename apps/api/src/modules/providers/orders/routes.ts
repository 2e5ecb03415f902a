import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import {
  ORDER_MESSAGES,
  ordersResponseSchema,
  processedOrderResponseSchema,
  processedOrderSchema,
} from '@camp/shared/order';
import { currentUser } from '../../../plugins/auth.js';
import * as service from './service.js';

const pageQuerySchema = z.object({
  page: urlIntField('Page is invalid').default(1),
});

/** The camp director's orders: paid enrollments in their programs' activities. */
export async function directorOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/camp_directors/orders',
    {
      preHandler: app.requireActiveDirector(),
      schema: {
        tags: ['camp directors'],
        summary: 'The director’s orders (paid enrollments), newest payment first, paged',
        description: `Each order carries the parent's contact data, the child's name and the activity (name, SKU, program, dates); missing values are null (the web shows '${ORDER_MESSAGES.notSpecified}'). pagy gives count, pages and page.`,
        querystring: pageQuerySchema,
        response: { 200: ordersResponseSchema },
      },
    },
    async (request) => service.listOrders(app.ctx, currentUser(request), request.query.page),
  );

  app.post(
    '/api/v1/camp_directors/processed_itinerary_activities',
    {
      preHandler: app.requireActiveDirector(),
      schema: {
        tags: ['camp directors'],
        summary: 'Mark an order processed or not processed',
        description:
          'Another director’s order, an unpaid itinerary activity or an unknown id answers 404. Each change is written to the audit log.',
        body: processedOrderSchema,
        response: { 200: processedOrderResponseSchema },
      },
    },
    async (request) => service.setProcessed(app.ctx, currentUser(request), request.body),
  );
}
