import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/plugins/security.js';
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

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
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
      for (const [name, value] of expected) expect(res.headers[name], name).toBe(String(value));
    }
  });
});
