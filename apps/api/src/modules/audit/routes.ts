import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditFacetsSchema,
  auditFilterSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  AUDIT_EXPORT_MAX_ROWS,
} from '@camp/shared/audit';
import * as service from './service.js';
import { sendCsv } from '../../lib/csv.js';

/** The back office's audit trail: who changed what, when and from where. Admins only. */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/admins/audit-events',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'The audit trail, filtered, newest first unless order=asc',
        description:
          'Filters (all optional, combined): actor (part of the e-mail or name), action, entity_type, entity_id, from and to (UTC days, both included). per_page 25, 50 or 100.',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema },
      },
    },
    async (request) => service.listEvents(app.ctx, request.query),
  );

  app.get(
    '/api/v1/admins/audit-events/facets',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'The actions and record types the audit trail holds (the filter lists)',
        response: { 200: auditFacetsSchema },
      },
    },
    async () => service.facets(app.ctx),
  );

  app.get(
    '/api/v1/admins/audit-events/export',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'The filtered audit trail as CSV',
        description: `The same filters as the list; newest first, at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
        querystring: auditFilterSchema,
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(app.ctx, request.query);
      return sendCsv(reply, 'audit-trail.csv', csv);
    },
  );
}
