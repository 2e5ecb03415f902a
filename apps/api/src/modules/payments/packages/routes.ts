import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { packagesResponseSchema } from '@camp/shared/payment';
import * as service from './service.js';

/** The parent plans and their prices (public: the pricing and packages pages show them). */
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
}
