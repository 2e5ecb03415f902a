import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHILD_PROFILE_MESSAGES as M,
  childProfileInputSchema,
  childProfileListSchema,
  childProfileSchema,
} from '@camp/shared/child-profile';
import { idParams, recordId } from '../../../lib/record-id.js';
import { currentUser } from '../../../plugins/auth.js';
import * as service from './service.js';

const childId = (raw: string) => recordId(raw, M.notFound);

const HEALTH_NOTE =
  'The health answers are kept encrypted; a read by anyone but the family is recorded in the audit trail (action child_profile_read).';

/** The family's children's profiles: list, add, read, replace. Another family's child is 404. */
export async function parentChildrenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireConfirmed('Parent');

  app.get(
    '/api/v1/parents/children',
    {
      preHandler: guard,
      schema: {
        tags: ['parents'],
        summary: 'The parent’s children’s profiles, the first added first',
        response: { 200: childProfileListSchema },
      },
    },
    async (request) => service.listChildren(app.ctx, currentUser(request)),
  );

  app.post(
    '/api/v1/parents/children',
    {
      preHandler: guard,
      schema: {
        tags: ['parents'],
        summary: 'Add a child’s profile',
        description: HEALTH_NOTE,
        body: childProfileInputSchema,
        response: { 201: childProfileSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createChild(app.ctx, currentUser(request), request.body)),
  );

  app.get(
    '/api/v1/parents/children/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['parents'],
        summary: 'One of the parent’s children’s profiles',
        params: idParams,
        response: { 200: childProfileSchema },
      },
    },
    async (request) => service.getChild(app.ctx, currentUser(request), childId(request.params.id)),
  );

  app.put(
    '/api/v1/parents/children/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['parents'],
        summary: 'Replace a child’s profile',
        description: `Open whatever the child’s itineraries’ status: a questionnaire keeps its own copy of the name, age and grade, frozen once its itinerary is approved. ${HEALTH_NOTE}`,
        params: idParams,
        body: childProfileInputSchema,
        response: { 200: childProfileSchema },
      },
    },
    async (request) =>
      service.updateChild(app.ctx, currentUser(request), childId(request.params.id), request.body),
  );
}

/** A child's profile for the assigned specialist and for a provider the child is booked with. */
export async function staffChildrenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/specialists/children/:id',
    {
      preHandler: app.requireRole('Specialist'),
      schema: {
        tags: ['specialists'],
        summary: 'A child’s profile, with health answers, for the family’s assigned specialist',
        description: `Only for a specialist assigned to one of the family’s itineraries; any other child answers 404. Every read is audited.`,
        params: idParams,
        response: { 200: childProfileSchema },
      },
    },
    async (request) =>
      service.readChildAsSpecialist(app.ctx, currentUser(request), childId(request.params.id)),
  );

  app.get(
    '/api/v1/camp_directors/children/:id',
    {
      preHandler: app.requireActiveDirector(),
      schema: {
        tags: ['camp directors'],
        summary: 'A booked child’s profile, with health answers, for the director',
        description:
          'Only for a child with a paid place in an activity of one of the director’s programs; any other child answers 404. Every read is audited.',
        params: idParams,
        response: { 200: childProfileSchema },
      },
    },
    async (request) =>
      service.readChildAsDirector(app.ctx, currentUser(request), childId(request.params.id)),
  );
}
