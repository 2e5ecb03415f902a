// The OpenAPI document names every operation, says who may call it and documents its refusals
// in the error shape the API really answers (Redocly's rules hold it as a whole: lint:openapi).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/plugins/errors.js';
import { operationIdFor } from '../../src/plugins/openapi-document.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { freshIp } from '../auth/helpers.js';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  'x-roles'?: unknown;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
  };
}

let t: TestApp;
let doc: Document;
const operations: { where: string; op: Operation }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as unknown as Document;
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      operations.push({ where: `${method.toUpperCase()} ${path}`, op });
    }
  }
});
afterAll(async () => {
  await t?.close();
});

/** The schema a response reference answers with, through the components. */
function errorSchemaOf(response: { $ref?: string }): string | undefined {
  const name = response.$ref?.replace('#/components/responses/', '');
  return name
    ? doc.components.responses[name]?.content['application/json']?.schema.$ref
    : undefined;
}

describe('operationIdFor', () => {
  it.each([
    ['get', '/api/v1/parents/questionnaires/{id}', 'getParentsQuestionnairesById'],
    ['post', '/api/v1/camp_directors/activity_providers', 'postCampDirectorsActivityProviders'],
    ['delete', '/api/dev/mailbox/{id}', 'deleteApiDevMailboxById'],
    ['get', '/calendar/{token}.ics', 'getCalendarByTokenIcs'],
    ['get', '/api/v1', 'get'],
  ])('%s %s is %s', (method, path, id) => {
    expect(operationIdFor(method, path)).toBe(id);
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 served from its own origin, without wildcard routes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(operations.length).toBeGreaterThan(84);
    expect(Object.keys(doc.paths).filter((p) => p.includes('*'))).toEqual([]);
  });

  it('gives every operation its own operationId', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/v1/parents/itineraries/{id}']?.put?.operationId).toBe(
      'putParentsItinerariesById',
    );
  });

  it('declares security on every operation: a bearer token where a guard is, none elsewhere', () => {
    for (const { where, op } of operations) {
      expect(op.security, where).toBeDefined();
      if (op.security!.length) {
        expect(op.security, where).toEqual([{ bearer: [] }]);
        expect(op['x-roles'], where).toBeDefined();
      } else {
        expect(op['x-roles'], where).toBeUndefined();
      }
    }
    expect(doc.paths['/api/v1/config']?.get?.security).toEqual([]);
    expect(doc.paths['/api/v1/parents/itineraries/{id}']?.put?.security).toEqual([{ bearer: [] }]);
  });

  it('documents every 4xx in the error shape: 401 and 403 where guarded, 422 where validated', () => {
    for (const { where, op } of operations) {
      const refusals = Object.entries(op.responses).filter(([status]) => /^4/.test(status));
      expect(
        refusals.map(([status]) => status),
        where,
      ).toEqual(expect.arrayContaining(['400', '4XX']));
      for (const [status, response] of refusals) {
        expect(errorSchemaOf(response), `${where} ${status}`).toBe(
          '#/components/schemas/ErrorResponse',
        );
      }
      const guarded = op.security!.length > 0;
      expect('401' in op.responses && '403' in op.responses, where).toBe(guarded);
      if (op.parameters?.length || op.requestBody)
        expect(op.responses, where).toHaveProperty('422');
    }
    expect(doc.paths['/api/v1/parents/sessions']?.post?.responses).toHaveProperty('429');
  });

  it('describes the error bodies the API sends', async () => {
    expect(doc.components.schemas.ErrorResponse).toMatchObject({
      type: 'object',
      required: ['errors'],
    });
    const refusals = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/v1/parents/itineraries/1' }),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/parents/sessions',
        payload: { parent: { email: 'not an e-mail' } },
        remoteAddress: freshIp(),
      }),
      t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' }),
      t.app.inject({ method: 'GET', url: '/api/v1/config?x=%zz' }),
    ]);
    expect(refusals.map((res) => res.statusCode)).toEqual([401, 422, 404, 400]);
    for (const res of refusals) {
      expect(errorBodySchema.strict().safeParse(res.json()).error, res.body).toBeUndefined();
    }
  });
});
