import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import { REGISTRATION_STATUSES } from '@camp/shared/enums';
import {
  PROVIDER_EXPORT_MAX_ROWS,
  adminProviderSchema,
  providerValidationSchema,
} from '@camp/shared/provider-profile';
import { flatOrWrapped } from '@camp/shared/request-wrapper';
import { providerProfileSchema } from '@camp/shared/provider-profile';
import {
  activityIdsSchema,
  adminProgramActivityListSchema,
  adminProviderDetailSchema,
  adminProviderImportListSchema,
  adminProviderProgramListSchema,
  adminProviderProgramSchema,
  PROVIDER_LIST_EXPORT_MAX_ROWS,
  providerStandingSchema,
  publicationResultSchema,
  suspendProviderSchema,
} from '@camp/shared/provider-standing';
import { currentUser } from '../../../plugins/auth.js';
import * as service from './service.js';
import { editProviderProfile } from './use-cases/profile.js';
import { exportProviders } from './use-cases/export.js';
import {
  exportProgramActivities,
  exportProviderImports,
  exportProviderPrograms,
} from './use-cases/export-lists.js';
import { sendCsv } from '../../../lib/csv.js';
import {
  adminSetActivitiesPublished,
  programActivities,
  providerImports,
  providerPrograms,
  setProgramPublished,
} from './use-cases/programs.js';
import {
  cancelTermination,
  noticeTermination,
  ownStanding,
  providerDetail,
  reinstateProvider,
  suspendProvider,
} from './use-cases/standing.js';

const userParams = z.object({ userId: urlIntField() });
const programParams = z.object({ id: urlIntField() });
const pageQuery = z.object({ page: urlIntField().default(1) });

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

  app.get(
    '/api/v1/admins/providers/export',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'The providers of one registration status (default awaiting_validation) as CSV',
        description: `In the queue’s order (oldest submission first), at most ${PROVIDER_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
        querystring: listQuerySchema.pick({ status: true }),
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'providers.csv', await exportProviders(app.ctx, request.query.status)),
  );

  app.post(
    '/api/v1/admins/providers/:userId/validation',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'Accept or reject a provider awaiting validation; accept a rejected one',
        description:
          'Body { decision: "accept" | "reject", reason, expected_status } (reason required to reject). accept applies to a provider awaiting validation or rejected before (reconsidered); reject to one awaiting validation. expected_status is the registration status the admin saw: when the provider’s status has changed since, the answer is 409 naming the new status and nothing changes (the web app always sends it; without it any status the decision applies to is taken, for older callers). The director is e-mailed either way. 404 for an unknown provider, 409 for any other status (a validated provider is final).',
        params: z.object({ userId: urlIntField() }),
        body: providerValidationSchema,
        response: { 200: adminProviderSchema },
      },
    },
    async (request) =>
      service.decideProvider(app.ctx, currentUser(request), request.params.userId, request.body),
  );

  const tags = ['admins'];
  const preHandler = app.requireRole('Admin');
  const detail = { 200: adminProviderDetailSchema };

  app.get(
    '/api/v1/admins/providers/:userId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One provider: account, profile and standing',
        params: userParams,
        response: detail,
      },
    },
    async (request) => providerDetail(app.ctx, request.params.userId),
  );

  app.post(
    '/api/v1/admins/providers/:userId/suspension',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Suspend a validated provider at once (breach or abuse), with the reason',
        description:
          'Its programs and activities leave the catalog and the open checkouts for them end (places released); the director sees the reason and is e-mailed it. 409 when already suspended, terminated or not validated. Audited.',
        params: userParams,
        body: suspendProviderSchema,
        response: detail,
      },
    },
    async (request) =>
      suspendProvider(app.ctx, currentUser(request).id, request.params.userId, request.body.reason),
  );

  app.post(
    '/api/v1/admins/providers/:userId/reinstatement',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Reinstate a suspended provider (409 when not suspended or terminated)',
        description: 'The director is e-mailed. Audited.',
        params: userParams,
        response: detail,
      },
    },
    async (request) => reinstateProvider(app.ctx, currentUser(request).id, request.params.userId),
  );

  app.post(
    '/api/v1/admins/providers/:userId/termination',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Give a validated provider 30 days’ notice of termination',
        description:
          'terminates_at is 30 days from now; a scheduled task terminates the provider then (as a suspension, for good). The director is e-mailed the date. 409 when a notice is already given, terminated or not validated. Audited.',
        params: userParams,
        response: detail,
      },
    },
    async (request) => noticeTermination(app.ctx, currentUser(request).id, request.params.userId),
  );

  app.delete(
    '/api/v1/admins/providers/:userId/termination',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Withdraw a notice of termination before its date (409 without one)',
        description: 'The director is e-mailed. Audited.',
        params: userParams,
        response: detail,
      },
    },
    async (request) => cancelTermination(app.ctx, currentUser(request).id, request.params.userId),
  );

  app.put(
    '/api/v1/admins/providers/:userId/profile',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Edit the provider profile (the director’s form’s fields and rules)',
        description: 'The registration status does not change. Audited with the changed fields.',
        params: userParams,
        body: flatOrWrapped('provider_profile', providerProfileSchema),
        response: detail,
      },
    },
    async (request) =>
      editProviderProfile(app.ctx, currentUser(request).id, request.params.userId, request.body),
  );

  app.get(
    '/api/v1/admins/providers/:userId/programs',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The provider’s programs with their activities counted',
        params: userParams,
        response: { 200: adminProviderProgramListSchema },
      },
    },
    async (request) => providerPrograms(app.ctx, request.params.userId),
  );

  app.get(
    '/api/v1/admins/providers/:userId/imports',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The bulk imports into the provider’s programs, newest first',
        params: userParams,
        response: { 200: adminProviderImportListSchema },
      },
    },
    async (request) => providerImports(app.ctx, request.params.userId),
  );

  /** The page's lists as CSV; `key` names the path's id. */
  const exports = [
    {
      url: '/api/v1/admins/providers/:userId/programs/export',
      summary: 'The provider’s programs with their activities counted, as CSV',
      params: userParams,
      key: 'userId',
      filename: 'programs.csv',
      run: exportProviderPrograms,
    },
    {
      url: '/api/v1/admins/providers/:userId/imports/export',
      summary: 'The bulk imports into the provider’s programs, newest first, as CSV',
      params: userParams,
      key: 'userId',
      filename: 'imports.csv',
      run: exportProviderImports,
    },
    {
      url: '/api/v1/admins/programs/:id/activities/export',
      summary: 'A program’s activities, by start date, with their publication, as CSV',
      params: programParams,
      key: 'id',
      filename: 'activities.csv',
      run: exportProgramActivities,
    },
  ] as const;
  for (const e of exports) {
    app.get(
      e.url,
      {
        preHandler,
        schema: {
          tags,
          summary: e.summary,
          description: `At most ${PROVIDER_LIST_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows; 404 for an unknown provider or program.`,
          params: e.params,
        },
      },
      async (request, reply) =>
        sendCsv(
          reply,
          e.filename,
          await e.run(app.ctx, (request.params as Record<'userId' | 'id', number>)[e.key]),
        ),
    );
  }

  app.get(
    '/api/v1/admins/programs/:id/activities',
    {
      preHandler,
      schema: {
        tags,
        summary: 'A page of a program’s activities (25), by start date, with their publication',
        params: programParams,
        querystring: pageQuery,
        response: { 200: adminProgramActivityListSchema },
      },
    },
    async (request) => programActivities(app.ctx, request.params.id, request.query.page),
  );

  for (const [path, published] of [
    ['unpublish', false],
    ['publish', true],
  ] as const) {
    app.post(
      `/api/v1/admins/programs/:id/${path}`,
      {
        preHandler,
        schema: {
          tags,
          summary: published
            ? 'Publish a program again'
            : 'Unpublish a program: it and all its activities leave the catalog',
          params: programParams,
          response: { 200: adminProviderProgramSchema },
        },
      },
      async (request) =>
        setProgramPublished(app.ctx, currentUser(request).id, request.params.id, published),
    );

    app.post(
      `/api/v1/admins/programs/:id/activities/${path}`,
      {
        preHandler,
        schema: {
          tags,
          summary: published
            ? 'Publish selected activities of a program again'
            : 'Unpublish selected activities of a program',
          description:
            'All in one transaction: 422 when an id is not of this program. Those already so are left (not counted). Audited.',
          params: programParams,
          body: activityIdsSchema,
          response: { 200: publicationResultSchema },
        },
      },
      async (request) =>
        adminSetActivitiesPublished(
          app.ctx,
          currentUser(request).id,
          request.params.id,
          request.body.ids,
          published,
        ),
    );
  }
}

/** The signed-in director's standing: a suspension's reason, a notice's date. */
export async function providerStandingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/camp_directors/standing',
    {
      preHandler: app.requireRole('CampDirector'),
      schema: {
        tags: ['camp directors'],
        summary: 'The director’s standing with the operator (suspension, notice of termination)',
        response: { 200: providerStandingSchema },
      },
    },
    async (request) => ownStanding(app.ctx, currentUser(request).id),
  );
}
