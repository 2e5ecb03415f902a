import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from '../../src/db/embedded.js';
import { JOB_TRACER } from '../../src/lib/jobs.js';
import {
  freePort,
  healthy,
  postmasterPid,
  runningProducts,
  startProduct,
  until,
  type Product,
} from './product-process.js';

// The built product (`node apps/api/dist/server.js`) with and without an OTLP endpoint. With one,
// it exports the spans of a request to it (here a small OTLP/HTTP receiver taking JSON) and its
// log lines carry the trace id; without one, it loads none of tracing's packages.

const REPO = path.resolve(import.meta.dirname, '../../../..');
const SERVER = path.join(REPO, 'apps/api/dist/server.js');
/** The test's waits: generous, since a passing poll ends at once. */
const WITHIN_MS = 60_000;

/**
 * Loaded into the product with --import: says it runs, then names each package of tracing the
 * product resolves (an import or a require): OpenTelemetry's SDK, exporters and
 * instrumentations, and the module hooks. OpenTelemetry's API is not one: prom-client and
 * drizzle load it anyway, and without an SDK its calls do nothing.
 */
const PROBE = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
const TRACING = /^(@opentelemetry\\/(?!api$)|@fastify\\/otel$|import-in-the-middle)/;
process.stderr.write('otel-probe: on\\n');
registerHooks({
  resolve(specifier, context, next) {
    if (TRACING.test(specifier)) process.stderr.write('otel-probe: resolved ' + specifier + '\\n');
    return next(specifier, context);
  },
});
`)}`;

interface ReceivedSpan {
  scope: string;
  service: string | undefined;
  name: string;
  kind: number;
  traceId: string;
  parentSpanId: string | undefined;
  attributes: Map<string, unknown>;
}

type KeyValue = { key: string; value: Record<string, unknown> };
interface TracesRequest {
  resourceSpans: {
    resource: { attributes: KeyValue[] };
    scopeSpans: {
      scope: { name: string };
      spans: {
        name: string;
        kind: number;
        traceId: string;
        parentSpanId?: string;
        attributes?: KeyValue[];
      }[];
    }[];
  }[];
}

const attributeMap = (list: KeyValue[] = []) =>
  new Map(list.map((a) => [a.key, Object.values(a.value)[0]]));

const received: ReceivedSpan[] = [];
let otlp: Server;
let otlpUrl: string;
let dir: string;

beforeAll(async () => {
  // The product as `npm start` runs it: built (a no-op when the build is up to date).
  execFileSync(process.execPath, [path.join(REPO, 'scripts/build.mjs'), 'api'], {
    stdio: 'ignore',
  });
  otlp = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        for (const rs of (JSON.parse(body) as TracesRequest).resourceSpans) {
          const service = attributeMap(rs.resource.attributes).get('service.name');
          for (const ss of rs.scopeSpans) {
            for (const s of ss.spans) {
              received.push({
                scope: ss.scope.name,
                service: typeof service === 'string' ? service : undefined,
                name: s.name,
                kind: s.kind,
                traceId: s.traceId,
                parentSpanId: s.parentSpanId || undefined,
                attributes: attributeMap(s.attributes),
              });
            }
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => otlp.listen(0, '127.0.0.1', resolve));
  otlpUrl = `http://127.0.0.1:${(otlp.address() as { port: number }).port}`;
  dir = mkdtempSync(path.join(tmpdir(), 'camp-trace-'));
}, 120_000);

afterAll(async () => {
  for (const child of runningProducts) child.kill('SIGKILL');
  const pid = postmasterPid(dir);
  if (pid && isAlive(pid)) process.kill(pid, 'SIGINT');
  await until(() => !pid || !isAlive(pid));
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => otlp.close(resolve));
});

async function start(env: Record<string, string>): Promise<Product> {
  const product = startProduct({
    dir,
    port: await freePort(),
    args: ['--import', PROBE, SERVER],
    env: { LOG_LEVEL: 'info', ...env },
  });
  await healthy(product);
  return product;
}

async function stop(product: Product): Promise<void> {
  product.child.kill('SIGTERM');
  await product.exited;
}

/** The JSON log lines of the product's output. */
const logLines = (product: Product) =>
  product
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('tracing', () => {
  it('exports the spans of a request, each carrying its request id, and logs the trace id', async () => {
    const product = await start({
      OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '50',
    });
    const requestId = `trace-${randomUUID()}`;
    // The readiness probe: the route queries the database.
    const res = await fetch(`${product.base}/health/ready`, {
      headers: { 'x-request-id': requestId },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(requestId);

    const serverSpan = () =>
      received.find((s) => s.kind === 2 && s.attributes.get('request.id') === requestId);
    await expect.poll(serverSpan, { timeout: WITHIN_MS }).toBeDefined();
    const server = serverSpan()!;
    expect(server).toMatchObject({
      scope: '@opentelemetry/instrumentation-http',
      service: 'camp-concierge-api',
      name: 'GET /health/ready',
    });
    expect(server.attributes.get('http.route')).toBe('/health/ready');
    const inTrace = () => received.filter((s) => s.traceId === server.traceId);
    // The Fastify request span and the route's queries, in the same trace.
    await expect
      .poll(() => inTrace().some((s) => s.scope === '@opentelemetry/instrumentation-pg'), {
        timeout: WITHIN_MS,
      })
      .toBe(true);
    const fastifyRequest = inTrace().find(
      (s) => s.scope === '@fastify/otel' && s.name === 'request',
    );
    expect(fastifyRequest?.attributes.get('request.id')).toBe(requestId);
    expect(
      inTrace()
        .filter((s) => s.scope === '@opentelemetry/instrumentation-pg')
        .map((s) => s.name),
    ).toContainEqual(expect.stringMatching(/^pg\.query/));
    // Every span of the request carries its id: the handler's and the queries' too.
    expect(inTrace().some((s) => s.scope === '@fastify/otel' && s.name.startsWith('handler'))).toBe(
      true,
    );
    for (const span of inTrace()) {
      expect(span.attributes.get('request.id'), `${span.scope} ${span.name}`).toBe(requestId);
    }

    // Every log line of the request: its id, and the trace's.
    const lines = () => logLines(product).filter((l) => l.reqId === requestId);
    await expect
      .poll(() => lines().map((l) => l.msg), { timeout: WITHIN_MS })
      .toEqual(['incoming request', 'request completed']);
    for (const line of lines()) expect(line.trace_id).toBe(server.traceId);
    expect(product.output()).toContain('otel-probe: resolved @opentelemetry/sdk-node');
    await stop(product);
  }, 180_000);

  it('traces each run of a background job as a trace of its own, with its queries', async () => {
    // This product's spans only: the earlier ones ran the same jobs.
    const before = received.length;
    const spans = () => received.slice(before);
    const product = await start({
      OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '50',
    });
    // A worker starting runs each periodic task once: the re-sealing of children's data keys
    // queries the children.
    const jobSpan = () =>
      spans().find(
        (s) =>
          s.scope === JOB_TRACER &&
          s.name === 'job data_key_rotation' &&
          s.service === 'camp-concierge-api',
      );
    await expect.poll(jobSpan, { timeout: WITHIN_MS }).toBeDefined();
    const job = jobSpan()!;
    // A consumer span at the root of its trace.
    expect(job.kind).toBe(5);
    expect(job.parentSpanId).toBeUndefined();
    expect(job.attributes.get('job.task')).toBe('data_key_rotation');
    expect(job.attributes.get('job.id')).toMatch(/^\d+$/);
    expect(Number(job.attributes.get('job.attempt'))).toBeGreaterThanOrEqual(1);
    await expect
      .poll(
        () =>
          spans().some(
            (s) =>
              s.traceId === job.traceId &&
              s.scope === '@opentelemetry/instrumentation-pg' &&
              /^pg\.query/.test(s.name),
          ),
        { timeout: WITHIN_MS },
      )
      .toBe(true);
    // Only the runs are traced: every span of a job's trace is its own or under it.
    const roots = spans().filter((s) => s.traceId === job.traceId && !s.parentSpanId);
    expect(roots).toEqual([job]);
    // No request: no request id.
    expect(
      spans().filter((s) => s.traceId === job.traceId && s.attributes.has('request.id')),
    ).toEqual([]);
    await stop(product);
  }, 180_000);

  it('loads nothing of tracing without an OTLP endpoint', async () => {
    const product = await start({});
    const res = await fetch(`${product.base}/health/ready`);
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    await expect
      .poll(() => logLines(product).filter((l) => l.reqId === requestId).length, {
        timeout: WITHIN_MS,
      })
      .toBe(2);
    expect(logLines(product).some((l) => 'trace_id' in l)).toBe(false);
    expect(product.output()).toContain('otel-probe: on');
    expect(product.output()).not.toContain('otel-probe: resolved');
    await stop(product);
  }, 180_000);
});
