import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import {
  FAMILY_EXPORT_MAX_ROWS,
  familyDetailsSchema,
  familyEraseSchema,
  familyExportSchema,
  familyFilterSchema,
  familyListQuerySchema,
  familyListResponseSchema,
  familyPackageSchema,
} from '@camp/shared/admin-families';
import { currentUser } from '../../../plugins/auth.js';
import * as service from './service.js';
import { sendCsv } from '../../../lib/csv.js';

const BASE = '/api/v1/admins/families';
const params = z.object({ id: urlIntField() });

/** The back office's families: parent accounts, their data, erasure and plan. Admins only. */
export async function adminFamilyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admins'];

  app.get(
    BASE,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'Families (parent accounts), filtered and paged',
        description:
          'Filters (optional, combined): q (part of the parent’s name or e-mail or of a child’s first name), package (one_time, monthly, annually, none). per_page 25, 50 or 100; sort name, email, created_at or last_sign_in_at; order asc or desc.',
        querystring: familyListQuerySchema,
        response: { 200: familyListResponseSchema },
      },
    },
    async (request) => service.listFamilies(app.ctx, request.query),
  );

  app.get(
    `${BASE}/export`,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'The filtered families as CSV',
        description: `The same filters as the list; newest first, at most ${FAMILY_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
        querystring: familyFilterSchema,
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(app.ctx, request.query);
      return sendCsv(reply, 'families.csv', csv);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary:
          'One family: parent, children, questionnaires, itineraries, plan, orders, payments, refunds, messages',
        params,
        response: { 200: familyDetailsSchema },
      },
    },
    async (request) => service.familyDetails(app.ctx, request.params.id),
  );

  app.get(
    `${BASE}/:id/export`,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'One family’s data as a JSON download (audited)',
        description:
          'What the family’s page shows plus the account’s own fields; never a password hash or a token.',
        params,
        response: { 200: familyExportSchema },
      },
    },
    async (request, reply) => {
      const data = await service.exportFamily(app.ctx, currentUser(request).id, request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="family-${request.params.id}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.post(
    `${BASE}/:id/erasure`,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'Erase a family on its request (audited)',
        description:
          'The parent’s e-mail must be sent again to confirm (422 otherwise). Personal data goes; orders, payments, refunds and ledger rows stay, anonymised. 404 when the family is unknown or already erased.',
        params,
        body: familyEraseSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) =>
      service.eraseFamily(app.ctx, currentUser(request).id, request.params.id, request.body),
  );

  app.put(
    `${BASE}/:id/package`,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'Change the family’s plan, or end it with none (audited)',
        description:
          'A renewing subscription moves to the new renewing plan from its next renewal (at Stripe when configured); the one-time plan or none cancels it. 409 when the family already has that plan.',
        params,
        body: familyPackageSchema,
        response: { 200: familyDetailsSchema },
      },
    },
    async (request) =>
      service.changeFamilyPackage(
        app.ctx,
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
  );
}
