// Unknown paths the server owns (the API, operations, calendar feeds, uploads, the websocket and
// the built assets) answer 404 in the error shape; only browser routes fall back to the web app.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'camp-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'export {};\n');
  t = await createTestApp({}, (ctx) => ({ ...ctx, config: { ...ctx.config, webDistDir: dist } }));
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('unknown paths', () => {
  it.each([
    '/calendar/%0A.ics',
    '/calendar',
    '/calendar/',
    '/calendar/a/b',
    '/api',
    '/api/',
    '/api/v1/nothing-here',
    '/%61pi/v1/nothing-here',
    '/rails',
    '/rails/active_storage/nothing',
    '/cable/x',
    '/cable/',
    '/API/v1/nothing-here',
    '/api/docs/nothing-here',
    '/api/v1/nothing-here?x=1',
    '/Metrics/x',
    '/health/x',
    '/health/',
    '/metrics',
    '/metrics/x',
    '/readyz',
    '/livez',
    '/healthz',
    '/healthz/x',
    '/assets/missing-123.js',
    '/assets/',
    '//api/v1/x',
  ])('%s answers 404 in the error shape, not the web app', async (url) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ errors: { _base: ['Not found'] }, _base: ['Not found'] });
  });

  it('a feed token that decodes to a line break is a 404 like an unknown token', async () => {
    const known = await get('/calendar/x.ics');
    const odd = await get('/calendar/%0A.ics');
    expect([known.statusCode, odd.statusCode]).toEqual([404, 404]);
    for (const res of [known, odd])
      expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each(['/', '/parents/dashboard', '/calendars', '/apiary', '/health-tips', '/sign-in?x=1'])(
    'the browser route %s gets the web app',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it('a HEAD of a browser route answers as its GET does, without the page; of a server path, 404', async () => {
    for (const url of ['/', '/pricing', '/parents/dashboard']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe('');
    }
    for (const url of ['/api/v1/nothing-here', '/assets/missing-123.js']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'a %s to a browser route or a server path nobody serves is a 404 in the error shape',
    async (method) => {
      for (const url of ['/parents/dashboard', '/api/v1/nothing-here', '/calendar/x']) {
        const res = await t.app.inject({ method, url, payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ errors: { _base: ['Not found'] }, _base: ['Not found'] });
      }
    },
  );

  it('serves an asset that exists', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export {};\n');
  });
});
