import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OVERDUE_EXPORT_MAX_ROWS,
  adminDashboardQuerySchema,
  adminDashboardSchema,
} from '@camp/shared/admin-dashboard';
import * as service from './service.js';
import { sendCsv } from '../../lib/csv.js';

/** The back office's dashboard: the marketplace week by week. Admins only. */
export async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/admins/dashboard',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'The marketplace week by week (weeks=4, 12, 26 or 52; the current week last)',
        description:
          'Weeks start on Monday, UTC. Money in cents. Bookings count the activity places paid in the week; platform fees are net of refunds. The first-itinerary target counts each itinerary in the week its wait started, once it is known to have met or missed the target.',
        querystring: adminDashboardQuerySchema,
        response: { 200: adminDashboardSchema },
      },
    },
    async (request) => service.dashboard(app.ctx, request.query.weeks),
  );

  app.get(
    '/api/v1/admins/dashboard/overdue/export',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'Every itinerary past a service target now, longest wait first, as CSV',
        description: `The dashboard’s overdue list without its cap, at most ${OVERDUE_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
      },
    },
    async (_request, reply) => sendCsv(reply, 'overdue.csv', await service.exportOverdue(app.ctx)),
  );
}
