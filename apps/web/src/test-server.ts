import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';

/**
 * The one HTTP mock layer of the web tests: every `fetch` the app makes is a real Request
 * answered by a real Response from these handlers. The server is started once in
 * test-setup.ts; a test adds its feature's handlers with `server.use(...)`, which are reset
 * after each test. A request no handler answers fails the test (onUnhandledRequest: 'error').
 */

/** Answers every test needs unless it says otherwise: the public config the shell reads. */
export const defaultHandlers = [
  http.get('*/api/v1/config', () =>
    HttpResponse.json({ google_client_id: null, mailbox_enabled: false }),
  ),
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
