import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfig } from './service.js';

export const publicConfigSchema = z.object({
  google_client_id: z.string().nullable(),
  stripe_publishable_key: z.string().nullable(),
  tile_url: z.string(),
  mailbox_enabled: z.boolean(),
  app_url: z.string(),
});

/** The runtime settings the web app needs, so one build works with any environment. */
export async function appConfigRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public runtime configuration for the web app',
        response: { 200: publicConfigSchema },
      },
    },
    async () => publicConfig(app.ctx),
  );
}
