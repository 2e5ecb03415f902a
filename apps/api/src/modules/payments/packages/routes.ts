import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { packagePriceSchema } from '@camp/shared/admin-packages';
import { urlIntField } from '@camp/shared/number';
import { packageSchema, packagesResponseSchema } from '@camp/shared/payment';
import { currentUser } from '../../../plugins/auth.js';
import * as service from './service.js';
import { changePackagePrice } from './use-cases/change-price.js';

/**
 * The parent plans and their prices (public: the pricing and packages pages show them), and the
 * admin's change of a price.
 */
export async function packageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/packages',
    {
      schema: {
        tags: ['payments'],
        summary:
          'The plans on sale: one_time (Basic), monthly and annually (Premium), in that order',
        description: '`price` is in dollars, `price_cents` the exact amount charged.',
        response: { 200: packagesResponseSchema },
      },
    },
    async () => service.listPackages(app.ctx),
  );

  app.put(
    '/api/v1/admins/packages/:id/price',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'Change a plan’s price (dollars) for purchases from now on',
        description:
          'Subscriptions already bought renew at the price they were sold at. 404 for an unknown package.',
        params: z.object({ id: urlIntField() }),
        body: packagePriceSchema,
        response: { 200: packageSchema },
      },
    },
    async (request) =>
      changePackagePrice(app.ctx, currentUser(request), request.params.id, request.body.price),
  );
}
