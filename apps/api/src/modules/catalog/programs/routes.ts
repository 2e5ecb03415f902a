import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { programSchema } from '@camp/shared/program';
import { wrapped } from '@camp/shared/request-wrapper';
import {
  directorProgramListSchema,
  directorProgramResponseSchema,
  interestOptionsSchema,
} from '@camp/shared/director-program';
import { currentUser } from '../../../plugins/auth.js';
import { idParams, recordId } from '../../../lib/record-id.js';
import * as service from './service.js';

const pageQuery = z.object({ page: z.string().optional() });
const programBody = wrapped('activity_provider', programSchema);

const programId = (raw: string) => recordId(raw, service.PROGRAM_NOT_FOUND);

/** The camp director's programs (activity providers) and the interest options. */
export async function directorProgramRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Only a validated director with a ready payment account (docs/decisions/0013).
  const guard = app.requireActiveDirector();

  app.get(
    '/api/v1/camp_directors/activity_providers',
    {
      preHandler: guard,
      schema: {
        tags: ['camp directors'],
        summary: 'The director’s programs, newest first, 10 a page',
        description:
          'A page below 1 or not a number reads as 1; past the last page as the last page. `pagy.page` is the page answered.',
        querystring: pageQuery,
        response: { 200: directorProgramListSchema },
      },
    },
    async (request) =>
      service.listPrograms(app.ctx, currentUser(request), Number(request.query.page ?? 1)),
  );

  app.post(
    '/api/v1/camp_directors/activity_providers',
    {
      preHandler: guard,
      schema: {
        tags: ['camp directors'],
        summary: 'Create a program (label Registered); location from its ZIP code',
        body: programBody,
        response: { 201: directorProgramResponseSchema },
      },
    },
    async (request, reply) => {
      const program = await service.createProgram(
        app.ctx,
        currentUser(request),
        request.body.activity_provider,
      );
      return reply.status(201).send({ activity_provider: program });
    },
  );

  app.get(
    '/api/v1/camp_directors/activity_providers/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['camp directors'],
        summary: 'One of the director’s programs (another director’s answers 404)',
        params: idParams,
        response: { 200: directorProgramResponseSchema },
      },
    },
    async (request) => ({
      activity_provider: await service.getProgram(
        app.ctx,
        currentUser(request),
        programId(request.params.id),
      ),
    }),
  );

  app.put(
    '/api/v1/camp_directors/activity_providers/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['camp directors'],
        summary: 'Update a program; its activities follow a change of address',
        params: idParams,
        body: programBody,
        response: { 200: directorProgramResponseSchema },
      },
    },
    async (request) => ({
      activity_provider: await service.updateProgram(
        app.ctx,
        currentUser(request),
        programId(request.params.id),
        request.body.activity_provider,
      ),
    }),
  );

  app.delete(
    '/api/v1/camp_directors/activity_providers/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['camp directors'],
        summary: 'Delete a program; refused (409) while it has activities',
        params: idParams,
      },
    },
    async (request, reply) => {
      await service.deleteProgram(app.ctx, currentUser(request), programId(request.params.id));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/camp_directors/interests',
    {
      preHandler: guard,
      schema: {
        tags: ['camp directors'],
        summary: 'Interest options: program interests, and activity interests with their skills',
        response: { 200: interestOptionsSchema },
      },
    },
    async () => service.listInterestOptions(app.ctx),
  );
}
