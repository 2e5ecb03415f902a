import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import { REGISTRATION_STATUSES } from '@camp/shared/enums';
import { adminProviderSchema, providerValidationSchema } from '@camp/shared/provider-profile';
import { currentUser } from '../../plugins/auth.js';
import * as service from './service.js';

const listQuerySchema = z.object({
  status: z.enum(REGISTRATION_STATUSES).default('awaiting_validation'),
  page: urlIntField().default(1),
});

/** Admin back office: validating camp directors (providers). */
export async function adminProviderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/admins/providers',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'Providers by registration status (default awaiting_validation), 10 a page',
        querystring: listQuerySchema,
        response: {
          200: z.object({
            providers: z.array(adminProviderSchema),
            pagy: z.object({ count: z.number(), pages: z.number(), page: z.number() }),
          }),
        },
      },
    },
    async (request) => service.listProviders(app.ctx, request.query),
  );

  app.post(
    '/api/v1/admins/providers/:userId/validation',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'Accept or reject a provider awaiting validation; accept a rejected one',
        description:
          'Body { decision: "accept" | "reject", reason } (reason required to reject). accept applies to a provider awaiting validation or rejected before (reconsidered); reject to one awaiting validation. The director is e-mailed either way. 404 for an unknown provider, 409 for any other status (a validated provider is final).',
        params: z.object({ userId: urlIntField() }),
        body: providerValidationSchema,
        response: { 200: adminProviderSchema },
      },
    },
    async (request) =>
      service.decideProvider(app.ctx, currentUser(request), request.params.userId, request.body),
  );
}
