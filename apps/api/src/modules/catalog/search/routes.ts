import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogSearchQuerySchema, catalogSearchResponseSchema } from '@camp/shared/catalog-search';
import { fastSerializerCompiler } from '../../../lib/fast-serializer.js';
import { askingUser, sessionFirst } from '../../../plugins/auth.js';
import * as service from './service.js';

/** The specialist's catalog search: the filters, one page of results and the filters' options. */
export async function specialistCatalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/specialists/activities',
    {
      // On request, before the query is validated: a caller who may not search learns nothing
      // about the filters (401 anonymous, 403 another role). The session is read alongside the
      // search (one round trip fewer in a row); every answer waits for it, and its refusal is
      // answered first (docs/decisions/0123-search-session-alongside.md).
      onRequest: app.requireRoleAlongside('Specialist'),
      errorHandler: sessionFirst(app),
      schema: {
        tags: ['specialists'],
        summary: 'Search the catalog: one page of activities, the count and the filters’ options',
        description:
          'Filters combine (AND). `by_search` matches name, texts, program, skills and interests, tolerating typos; dates keep activities inside the range; `by_age_level`/`by_grade_level` take a value or `min,max` and keep overlapping ranges; `by_distance=lat,lng,radius` (miles; 500 means no filter) measures from the program’s address; lists are comma-separated. Activities that have ended are not searchable. Ordered by start date, 10 a page; an invalid page reads as 1, a page past the last as the last. Our addition: with `itinerary_id` (an itinerary the specialist may read, else 404) every activity carries `match` (`score` 0-100 and `reasons`) against the child’s questionnaire, and `sort=match` orders the whole result set by that score (then start date, id).',
        querystring: catalogSearchQuerySchema,
        response: { 200: catalogSearchResponseSchema },
      },
      // The answer is large (a page of activities and the filters' options, ~20 KB) and this
      // is the specialist's hottest path: written by fast-json-stringify from the schema rather
      // than re-parsed by zod (docs/decisions/0040-catalog-search-serializer.md).
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      const [, answer] = await Promise.all([
        askingUser(request),
        service.searchActivities(app.ctx, request.query),
      ]);
      return answer;
    },
  );
}
