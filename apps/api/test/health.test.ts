import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspForHost, securityHeaders } from '../src/plugins/security.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /health when the database does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers /health/live while the process serves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready with the database migrated and the file storage usable (no Redis configured)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', redis: 'not_configured', storage: 'ok' },
    });
  });

  it('is not ready (503) while a migration of this build is not applied, and says which check failed', async () => {
    const { rows } = (await t.db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const last = rows[0];
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unavailable',
        checks: { migrations: 'pending' },
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('is not ready when the file storage or Redis cannot be used', async () => {
    const broken = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }, (ctx) => {
      ctx.storage.check = () => Promise.reject(new Error('disk full'));
      return ctx;
    });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'ok', redis: 'unavailable', storage: 'unavailable' },
      });
      // Liveness does not depend on them: the process itself is fine.
      expect((await broken.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(
        200,
      );
    } finally {
      await broken.close();
    }
  });

  it.skipIf(!process.env.REDIS_URL)('is ready with a reachable Redis', async () => {
    const withRedis = await createTestApp({ REDIS_URL: process.env.REDIS_URL! });
    try {
      const res = await withRedis.app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().checks.redis).toBe('ok');
    } finally {
      await withRedis.close();
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it('does not serve the API reference when API_DOCS is off (the production default)', async () => {
    const off = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'false' });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const res = await off.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ errors: { _base: ['Not found'] }, _base: ['Not found'] });
      }
    } finally {
      await off.close();
    }
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: { _base: ['Not found'] } });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends every header helmet sets, on answers and on errors alike', async () => {
    // helmet run on a real response, as it would be per request; the app computes them once.
    const socket = new Socket();
    const real = new ServerResponse(new IncomingMessage(socket));
    securityHeaders(real.req, real, (err?: unknown) => expect(err).toBeUndefined());
    socket.destroy();
    const expected = Object.entries(real.getHeaders());
    expect(expected.length).toBeGreaterThan(8);
    for (const url of ['/health', '/api/v1/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of expected) {
        // The CSP gains the request host's WebSocket origins (the next test).
        const want =
          name === 'content-security-policy'
            ? cspForHost(String(value), 'localhost:80')
            : String(value);
        expect(res.headers[name], name).toBe(want);
      }
    }
  });

  it('allows WebSockets to the product’s own host only', async () => {
    const connectSrc = async (host: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/health', headers: { host } });
      return /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    };
    expect(await connectSrc('camp.example.com')).toBe(
      "'self' ws://camp.example.com wss://camp.example.com https://accounts.google.com/gsi/",
    );
    expect(await connectSrc('localhost:3202')).toBe(
      "'self' ws://localhost:3202 wss://localhost:3202 https://accounts.google.com/gsi/",
    );
    // A Host that is not a plain host name adds nothing (and never a bare `ws:`).
    expect(await connectSrc('evil.com; script-src *')).toBe(
      "'self' https://accounts.google.com/gsi/",
    );
  });
});
