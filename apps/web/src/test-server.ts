import { setupServer } from 'msw/node';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { CAMP_TYPES } from '@camp/shared/enums';
import type { PublicConfig } from './lib/public-config';

/**
 * The one HTTP mock layer of the web tests: every `fetch` the app makes is a real Request
 * answered by a real Response from these handlers. The server is started once in
 * test-setup.ts; a test adds its feature's handlers with `server.use(...)`, which are reset
 * after each test. A request no handler answers is an error (onUnhandledRequest: 'error'): MSW
 * logs it and the app's fetch rejects, as without a network.
 */

/** The public config the shell reads (GET /api/v1/config), as a server without keys answers it. */
const PUBLIC_CONFIG: PublicConfig = {
  google_client_id: null,
  stripe_publishable_key: null,
  tile_url: '',
  mailbox_enabled: false,
  app_url: 'http://localhost',
};

/** A director in good standing (the director area's banner asks on every page). */
const GOOD_STANDING = {
  standing: 'active',
  suspended_at: null,
  suspension_reason: null,
  termination_notice_at: null,
  terminates_at: null,
  terminated_at: null,
};

/** The camp types an installation starts with, as GET /api/v1/camp_types answers them. */
export const SEEDED_CAMP_TYPES = [...CAMP_TYPES];

/**
 * Answers every test needs unless it says otherwise: the public config the shell reads, the
 * director's standing the director area reads, and the offered camp types the forms read.
 */
export const defaultHandlers = [
  http.get('*/api/v1/config', () => HttpResponse.json(PUBLIC_CONFIG)),
  http.get('*/api/v1/camp_types', () => HttpResponse.json({ camp_types: SEEDED_CAMP_TYPES })),
  http.get('*/api/v1/camp_directors/standing', () => HttpResponse.json(GOOD_STANDING)),
];

export const server = setupServer(...defaultHandlers);

/** A request as the server saw it: method, path (with query string) and parsed body. */
export interface SeenRequest {
  method: string;
  /** Path and query string, e.g. `/api/v1/activities?page=2`. */
  path: string;
  url: URL;
  headers: Headers;
  /** The JSON body parsed, the FormData, or null without a body. */
  body: unknown;
}

/**
 * Records every request the app sends (answered or not), in order, for assertions on what was
 * sent. The body is read from a clone before the entry is added, so an entry is complete.
 */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    void readBody(request.clone()).then((body) => {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname + url.search,
        url,
        headers: request.headers,
        body,
      });
    });
  });
  return seen;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return null;
  return type.includes('json') ? JSON.parse(text) : text;
}

/**
 * The API's error answer in its documented shape (the API's `errorBody`): `{ errors }`, with
 * `_base` also at the top level when there is one.
 */
export const apiError = (status: number, errors: Record<string, string[]>) =>
  HttpResponse.json(errors._base ? { errors, _base: errors._base } : { errors }, { status });

/**
 * What a handler answers: the response body (typed by the feature's handlers with the shared
 * schema's type), a Response (an error, or anything but JSON), or a function of the request's
 * body (parsed as in `recordRequests`) and the request, returning either.
 */
export type Answer<Body, Reply> =
  | Reply
  | Response
  | ((body: Body, request: Request) => Reply | Response | Promise<Reply | Response>);

/**
 * One endpoint of the API, for a feature's test handlers (`features/<name>/test-handlers.ts`):
 * `method` and `path` as the route declares them (MSW matches the path without its query
 * string), answered with `answer`. A Response given as the answer is cloned for each request.
 */
export function apiRoute<Body = null, Reply = unknown>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  answer: Answer<Body, Reply>,
) {
  return http[method](`*${path}`, async ({ request }) => {
    const result =
      typeof answer === 'function'
        ? await (
            answer as (body: Body, request: Request) => Reply | Response | Promise<Reply | Response>
          )((await readBody(request.clone())) as Body, request)
        : answer;
    return result instanceof Response ? result.clone() : HttpResponse.json(result as JsonBodyType);
  });
}
