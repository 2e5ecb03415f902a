/** Latency measurement shared by the benchmarks: N requests at a fixed concurrency. */
export interface LatencyResult {
  name: string;
  requests: number;
  concurrency: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const idx = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, idx)]!;
}

export async function measure(
  name: string,
  opts: { requests: number; concurrency: number; warmup?: number },
  run: (i: number) => Promise<boolean>,
): Promise<LatencyResult> {
  for (let i = 0; i < (opts.warmup ?? 10); i++) await run(i);
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < opts.requests) {
      const i = next++;
      const t0 = performance.now();
      const ok = await run(i);
      times.push(performance.now() - t0);
      if (!ok) errors++;
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    name,
    requests: opts.requests,
    concurrency: opts.concurrency,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    rps: opts.requests / elapsed,
    errors,
  };
}

export function printTable(results: LatencyResult[]): void {
  const f = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    'benchmark'.padEnd(34) + '   reqs conc      p50      p95      p99      max    req/s errors',
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(34)} ${String(r.requests).padStart(6)} ${String(r.concurrency).padStart(4)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${f(r.max)} ${f(r.rps)} ${String(r.errors).padStart(6)}`,
    );
  }
}
