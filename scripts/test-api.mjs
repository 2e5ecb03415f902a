// The API suite (`npm run test:api`). Runs Vitest's api project; when files failed only because
// the embedded PGlite backend crashed ("PGlite backend failed", see scripts/patch-pglite.mjs:
// a WASM fault inside PGlite, not an assertion), those files run once more, and the run says so.
// Any other failure fails the run as it is. Extra arguments go to Vitest.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const vitest = (extra) =>
  spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extra], { stdio: 'inherit' }).status ??
  1;

const dir = mkdtempSync(path.join(tmpdir(), 'camp-api-tests-'));
const report = path.join(dir, 'report.json');
process.env.PGLITE_CRASH_REPORT = report;
let status = vitest([
  ...args,
  '--reporter=default',
  `--reporter=${path.resolve(import.meta.dirname, 'pglite-crash-reporter.mjs')}`,
]);

if (status !== 0 && !process.env.DATABASE_URL) {
  let crashed = [];
  try {
    /** @type {{ file: string, crashed: boolean }[]} */
    const failed = JSON.parse(readFileSync(report, 'utf8'));
    // Only when every failed file shows the crash: a real failure beside it fails the run.
    if (failed.length > 0 && failed.every((f) => f.crashed)) {
      crashed = failed.map((f) => path.relative(process.cwd(), f.file));
    }
  } catch {
    // No report (Vitest itself failed): nothing to retry.
  }
  if (crashed.length > 0) {
    console.error(
      `\ntest-api: PGlite crashed in ${crashed.join(', ')}; running those files again\n`,
    );
    status = vitest(crashed);
  }
}
rmSync(dir, { recursive: true, force: true });
process.exit(status);
