import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import requestContextPlugin from '../../src/plugins/request-context.js';
import { requestIdMixin } from '../../src/lib/request-log.js';
import { requestIdOf } from '../../src/lib/request-id.js';

// Every log line written while a request is served carries its id, whichever logger writes it:
// the request's own, or the app's logger that services hold (written to here as `app.log`).

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream, mixin: requestIdMixin },
    genReqId: requestIdOf,
    requestIdHeader: false,
  });
  apps.push(app);
  await app.register(requestContextPlugin);
  app.get('/work', async (request) => {
    app.log.info('from a service');
    await new Promise((resolve) => setImmediate(resolve));
    request.log.info('from the route');
    app.log.child({ part: 'mail' }).warn('from a service, later');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

const count = (line: string, text: string) => line.split(text).length - 1;

describe('request ids in log lines', () => {
  it("puts the request's id once on every line its serving writes", async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({ url: '/work', headers: { 'x-request-id': 'req-abc-1' } });
    expect(res.statusCode).toBe(200);
    app.log.info('outside any request');

    const byMessage = new Map(lines.map((l) => [(JSON.parse(l) as { msg: string }).msg, l]));
    for (const msg of [
      'incoming request',
      'from a service',
      'from the route',
      'from a service, later',
      'request completed',
    ]) {
      const line = byMessage.get(msg)!;
      expect(JSON.parse(line)).toMatchObject({ reqId: 'req-abc-1' });
      // Bound by the request's logger or added for the app's, never both.
      expect(count(line, '"reqId"')).toBe(1);
    }
    expect(JSON.parse(byMessage.get('outside any request')!)).not.toHaveProperty('reqId');
  });

  it('gives each of two requests served at once its own id', async () => {
    const { app, lines } = await appWithLog();
    await Promise.all([
      app.inject({ url: '/work', headers: { 'x-request-id': 'first' } }),
      app.inject({ url: '/work', headers: { 'x-request-id': 'second' } }),
    ]);
    const services = lines
      .map((l) => JSON.parse(l) as { msg: string; reqId?: string })
      .filter((l) => l.msg.startsWith('from a service'))
      .map((l) => l.reqId)
      .sort();
    expect(services).toEqual(['first', 'first', 'second', 'second']);
  });
});
