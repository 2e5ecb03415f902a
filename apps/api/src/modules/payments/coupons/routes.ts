import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COUPON_EXPORT_MAX_ROWS,
  adminCouponSchema,
  couponCreateSchema,
  couponFilterSchema,
  couponListQuerySchema,
  couponListResponseSchema,
} from '@camp/shared/admin-coupons';
import { urlIntField } from '@camp/shared/number';
import { currentUser } from '../../../plugins/auth.js';
import { createCoupon } from './use-cases/create-coupon.js';
import { deactivateCoupon } from './use-cases/deactivate-coupon.js';
import { exportCoupons } from './use-cases/export-coupons.js';
import { listCoupons } from './use-cases/list-coupons.js';
import { sendCsv } from '../../../lib/csv.js';

const COUPONS = '/api/v1/admins/coupons';

/** The back office's coupons: list with their usage, export, create, deactivate. Admins only. */
export async function adminCouponRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    COUPONS,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'Coupons with their usage, filtered and paged (newest first by default)',
        description:
          'Filters (optional): code (part of it, any case), status (active, used_up, expired, deactivated). sort created_at, code, times_used or expires_at; order asc or desc; per_page 25, 50 or 100.',
        querystring: couponListQuerySchema,
        response: { 200: couponListResponseSchema },
      },
    },
    async (request) => listCoupons(app.ctx, request.query),
  );

  app.get(
    `${COUPONS}/export`,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'The filtered coupons as CSV',
        description: `The same filters as the list; newest first, at most ${COUPON_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
        querystring: couponFilterSchema,
      },
    },
    async (request, reply) => {
      const csv = await exportCoupons(app.ctx, request.query);
      return sendCsv(reply, 'coupons.csv', csv);
    },
  );

  app.post(
    COUPONS,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'Create a coupon',
        description:
          'kind percent_off (percent_off 1-100), amount_off (amount_off in dollars) or first_month_free (the first payment of the monthly or annual plan is free, like MYTRIAL). applies_to: plan names, empty for every plan. max_uses: null for no limit. per_family_limit: uses by one parent account. expires_on: the last day it works (UTC), null for never. The code is stored uppercased; a taken code is a 422 on code.',
        body: couponCreateSchema,
        response: { 201: adminCouponSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCoupon(app.ctx, currentUser(request), request.body)),
  );

  app.post(
    `${COUPONS}/:id/deactivation`,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'Deactivate a coupon: no further use; what was bought with it is kept',
        description: '404 for an unknown coupon, 409 when it is already deactivated.',
        params: z.object({ id: urlIntField() }),
        response: { 200: adminCouponSchema },
      },
    },
    async (request) => deactivateCoupon(app.ctx, currentUser(request), request.params.id),
  );
}
