import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ONBOARDING_STEPS,
  PAYMENT_ACCOUNT_STATUSES,
  REGISTRATION_STATUSES,
} from '@camp/shared/enums';
import { providerValidationSchema } from '@camp/shared/provider-profile';
import { currentUser } from '../../plugins/auth.js';
import * as service from './service.js';

const nullableText = z.string().nullable();
const providerSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  onboarding_step: z.enum(ONBOARDING_STEPS),
  stripe_account_status: z.enum(PAYMENT_ACCOUNT_STATUSES),
  rejection_reason: nullableText,
  organisation_name: nullableText,
  contact_name: nullableText,
  address: nullableText,
  city: nullableText,
  state: nullableText,
  zip_code: nullableText,
  phone_number: nullableText,
  website: nullableText,
  description: nullableText,
  tax_id: nullableText,
  years_in_operation: z.number().int().nullable(),
  insurance_info: nullableText,
  licensing_info: nullableText,
  submitted_at: nullableText,
  validated_at: nullableText,
});

const listQuerySchema = z.object({
  status: z.enum(REGISTRATION_STATUSES).default('awaiting_validation'),
  page: z.coerce.number().int().min(1).default(1),
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
            providers: z.array(providerSchema),
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
        summary: 'Accept or reject a provider awaiting validation',
        description:
          'Body { decision: "accept" | "reject", reason } (reason required to reject). The director is e-mailed either way. 404 for an unknown provider, 409 when already decided.',
        params: z.object({ userId: z.coerce.number().int().min(1) }),
        body: providerValidationSchema,
        response: { 200: providerSchema },
      },
    },
    async (request) =>
      service.decideProvider(app.ctx, currentUser(request), request.params.userId, request.body),
  );
}
