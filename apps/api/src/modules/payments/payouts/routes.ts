import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import {
  PAYOUT_EXPORT_MAX_ROWS,
  adminPayoutsQuerySchema,
  payoutsResponseSchema,
} from '@camp/shared/payouts';
import { currentUser } from '../../../plugins/auth.js';
import * as service from './service.js';
import { exportLedger } from './export.js';
import { sendCsv } from '../../../lib/csv.js';

const description =
  'Ledger entries newest first (20 a page), totals over the whole ledger, and the latest 20 payouts. Amounts in integer cents; platform fee 10% rounded half up (decision 0060). Built-in provider sales are pending until the daily rolling payout (payout_delay_days); Stripe sales are transferred to the connected account, which Stripe pays out on its own schedule (decision 0061).';

/** The payouts ledger: the director's own, and every provider's for admins. */
export async function payoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/camp_directors/payouts',
    {
      preHandler: app.requireActiveDirector(),
      schema: {
        tags: ['camp directors'],
        summary: 'The director’s payouts ledger (their sales, totals and payouts), paged',
        description,
        querystring: z.object({ page: urlIntField('Page is invalid').default(1) }),
        response: { 200: payoutsResponseSchema },
      },
    },
    async (request) => service.directorLedger(app.ctx, currentUser(request), request.query.page),
  );

  app.get(
    '/api/v1/admins/payouts',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'Every provider’s payouts ledger (or one provider’s), paged and ordered',
        description: `${description} per_page 20, 50 or 100 (default 20); sort created_at (default), gross_cents or net_cents; order desc (default) or asc.`,
        querystring: adminPayoutsQuerySchema,
        response: { 200: payoutsResponseSchema },
      },
    },
    async (request) => service.adminLedger(app.ctx, request.query),
  );

  app.get(
    '/api/v1/admins/payouts/export',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'Every provider’s ledger entries (or one provider’s) as CSV',
        description: `The same filter as the ledger; newest first, at most ${PAYOUT_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows. Amounts in integer cents.`,
        querystring: z.object({
          provider_user_id: urlIntField('Provider is invalid').optional(),
        }),
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'payouts-ledger.csv', await exportLedger(app.ctx, request.query)),
  );
}
