// The product's process: `node dist/server.js` (or `tsx src/server.ts`). Its stop signals are
// taken from its first instant, and a database server that a killed run of the product left
// running on this DATA_DIR is stopped first thing, before the rest of the product loads: loading
// main.ts's modules takes seconds on a busy machine, during which the process cannot act on a
// signal. So a SIGINT or SIGTERM at any moment of a restart after a crash leaves no server of
// this DATA_DIR running: none is running while the modules load, and from then on main() stops
// the one it starts. This file loads only Node's built-ins before main.ts (and tracing.ts, which
// loads OpenTelemetry's packages).
import { stopOrphanedServer } from './db/embedded.js';
import { resolveDataDir } from './lib/paths.js';

/** OpenTelemetry's standard switches: an OTLP endpoint for traces, and OTEL_SDK_DISABLED unset. */
function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return Boolean(endpoint) && env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true';
}

const stop = new AbortController();
const onSignal = (signal: NodeJS.Signals) => {
  // A second signal while stopping changes nothing: the stop is already under way, and bounded.
  if (!stop.signal.aborted) stop.abort(signal);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

const stoppedEarly = () => {
  console.error(`${String(stop.signal.reason)} while starting: stopping`);
  process.exit(1);
};

if (!process.env.DATABASE_URL) {
  try {
    await stopOrphanedServer(resolveDataDir(process.env.DATA_DIR, process.env));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
if (stop.signal.aborted) stoppedEarly();
// Tracing, when an OTLP endpoint is configured, starts before the product's packages load (it
// patches them as they load); otherwise none of its modules is loaded.
const stopTracing = tracingWanted(process.env)
  ? (await import('./tracing.js')).startTracing()
  : undefined;
const { main } = await import('./main.js');
if (stop.signal.aborted) stoppedEarly();
await main(stop.signal, { beforeExit: stopTracing });
