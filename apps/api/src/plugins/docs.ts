import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  completeDocument,
  isWildcardRoute,
  noteRoute,
  OPENAPI_VERSION,
  type RateLimited,
} from './openapi-document.js';

/**
 * OpenAPI generated from the route schemas, served at /api/docs (JSON at /api/docs/json) when
 * API_DOCS is on (by default outside production: a production server does not hand out the map
 * of its API unless asked to; decision 0031). The document itself is always built (app.swagger()).
 * `npm run lint:openapi` holds it to Redocly's recommended rules (redocly.yaml).
 */
export default fp(
  async (app: FastifyInstance) => {
    const rateLimited: RateLimited = new Set();
    await app.register(swagger, {
      openapi: {
        openapi: OPENAPI_VERSION,
        info: { title: 'Camp Concierge API', version: '1.0.0' },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (input) => {
        noteRoute(rateLimited, input.route);
        if (isWildcardRoute(input.url)) return { schema: { hide: true }, url: input.url };
        return jsonSchemaTransform(input);
      },
      transformObject: (input) =>
        'openapiObject' in input
          ? completeDocument(input.openapiObject, rateLimited)
          : input.swaggerObject,
    });
    if (app.ctx.config.API_DOCS) {
      await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    }
  },
  { name: 'docs', dependencies: ['context'] },
);
