// Start-up benchmark: `node bench/start.mjs [--runs=3] [--port=3361] [--data=DIR]`.
// Runs `npm start` as the README writes it, `runs` times one after the other on the same data
// folder (DATA_DIR; a new temporary one unless given), and times each from the command to the
// first 200 of `/health`, then stops it with SIGTERM and times the stop. The first run on an
// empty data folder includes initdb and the demo seed; whether it also builds depends on what
// the checkout's last build left (`npm start` rebuilds only what changed). Prints the load
// average (1 minute) before and after each run. Figures go to docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const runs = Number(args.runs ?? 3);
const port = Number(args.port ?? 3361);
const dataDir = args.data ?? mkdtempSync(path.join(tmpdir(), 'camp-start-'));
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = () => loadavg()[0].toFixed(1);

async function healthy(deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

console.log(`data folder ${dataDir}, port ${port}`);
for (let run = 1; run <= runs; run += 1) {
  const before = load();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((r) => child.once('exit', r));
  const ok = await healthy(Date.now() + 600_000);
  const up = (performance.now() - started) / 1000;
  const stopping = performance.now();
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  const down = (performance.now() - stopping) / 1000;
  console.log(
    `run ${run}: ${ok ? `/health after ${up.toFixed(1)} s` : 'never healthy'}, ` +
      `stopped in ${down.toFixed(2)} s, load ${before} → ${load()}`,
  );
  if (!ok) process.exitCode = 1;
}
