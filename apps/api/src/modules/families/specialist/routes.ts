import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SPECIALIST_PARENT_MESSAGES as M,
  specialistParentResponseSchema,
} from '@camp/shared/specialist-parent';
import { recordId } from '../../../lib/record-id.js';
import * as service from './service.js';

/** GET /api/v1/specialists/parents/{id}: the family a specialist plans for. */
export async function specialistParentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/specialists/parents/:id',
    {
      preHandler: app.requireRole('Specialist'),
      schema: {
        tags: ['specialists'],
        summary: 'A parent with children, questionnaires and itineraries (specialists only)',
        description: 'Another role answers 403; an id that is not a parent’s 404.',
        params: z.object({ id: z.string() }),
        response: { 200: specialistParentResponseSchema },
      },
    },
    async (request) => ({
      parent: await service.getParent(app.ctx, recordId(request.params.id, M.notFound)),
    }),
  );
}
