// OpenTelemetry tracing of the product's process, exported over OTLP. server.ts imports this
// module only when an OTLP endpoint is configured (`tracingWanted`), and before it imports
// anything that loads Fastify, pg, ioredis or pino: the instrumentations patch those packages as
// they load, so a package loaded before this module ran is not traced. Without an endpoint
// nothing of OpenTelemetry is loaded at all.
//
// Everything else is the SDK's standard environment: OTEL_EXPORTER_OTLP_PROTOCOL (http/protobuf
// by default, http/json, grpc), OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER,
// OTEL_BSP_SCHEDULE_DELAY, OTEL_RESOURCE_ATTRIBUTES. Only traces are exported: metrics are
// Prometheus' (/metrics) and logs stay on standard output, each line carrying the trace id.
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { requestContext } from '@fastify/request-context';
import { trace, type Span } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { register as registerImportHooks } from 'import-in-the-middle/register-hooks.mjs';
import { REQUEST_ID_ATTRIBUTE } from './lib/request-id.js';

export const DEFAULT_SERVICE_NAME = 'camp-concierge-api';

/**
 * Gives a span made while a request is served (a query, a Redis command, a call to another
 * server) that request's id, read from the request's async context as the log lines' is. A span
 * outside any request (a job's) gets none.
 */
function tagWithRequestId(span: Span): void {
  const id = requestContext.get('reqId');
  if (id !== undefined) span.setAttribute(REQUEST_ID_ATTRIBUTE, id);
}

/**
 * The packages imported as ES modules (by the bundle, drizzle and graphile-worker) whose exports
 * an instrumentation wraps. What they require() in turn (pg-pool, pino, node:http) is patched
 * through require. Fastify needs neither: @fastify/otel joins each instance as it is created.
 */
const IMPORTED_AND_PATCHED = ['pg', 'pg-pool', 'ioredis'];

/** Starts tracing; the returned function exports the spans still buffered and stops. */
export function startTracing(): () => Promise<void> {
  // In-thread module hooks (module.registerHooks) for the ES module imports, limited to the
  // packages traced: every other import loads as it would without tracing.
  registerImportHooks({ include: IMPORTED_AND_PATCHED });
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || DEFAULT_SERVICE_NAME,
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      // Calls to other servers (Stripe, a language model) within a request, as its queries.
      // The server span gets the request's id from Fastify's hook below (the request's context
      // does not exist yet when it starts).
      new HttpInstrumentation({
        requireParentforOutgoingSpans: true,
        requestHook: (span) => tagWithRequestId(span),
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span for the request and one for its handler, none for each plugin's hooks (a dozen
        // a request): what a hook waits on (a query, a Redis command) has its own span anyway.
        instrumentHooks: false,
        requestHook: (span, request) => {
          span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
          // The request's span is not active yet: the active one is the HTTP server span.
          trace.getActiveSpan()?.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
        },
        // The handler's span (and a hook's, were they traced).
        lifecycleHook: (span, { request }) => span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id),
      }),
      // Queries and commands of a request or of a job's run (each its own span, lib/jobs.ts),
      // not the job queue's polling, which would start a trace of its own every few seconds.
      new PgInstrumentation({
        requireParentSpan: true,
        requestHook: (span) => tagWithRequestId(span),
        connectionHook: (span) => tagWithRequestId(span),
      }),
      new IORedisInstrumentation({
        requireParentSpan: true,
        requestHook: (span) => tagWithRequestId(span),
      }),
      // Each log line written during a span gets its trace_id and span_id; the lines themselves
      // stay on standard output.
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
