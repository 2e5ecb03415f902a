// Holds the API's OpenAPI document to Redocly's recommended rules (redocly.yaml): builds the
// app, writes its document to a temporary file and lints it. Any problem fails, a warning or a
// problem an ignore file would hide included: a rule the document does not meet is switched off
// in redocly.yaml, with the reason.
//   node scripts/lint-openapi.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'camp-openapi-lint-'));
const file = path.join(dir, 'openapi.json');
// No usage report sent nor update check made from a lint run.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const run = (args) =>
  execFileSync(process.execPath, args, {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });

/** Redocly's JSON report; it exits 1 when there are errors, and the report is still printed. */
function lint() {
  const args = ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--config', 'redocly.yaml'];
  let out;
  try {
    out = run([...args, '--format', 'json', '--max-problems', '100000']);
  } catch (err) {
    if (!err.stdout) throw err;
    out = err.stdout;
  }
  return JSON.parse(out);
}

let status = 0;
try {
  run(['node_modules/tsx/dist/cli.mjs', 'apps/api/src/cli/openapi.ts', file]);
  const { totals, problems } = lint();
  for (const p of problems.slice(0, 50)) {
    console.log(`${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
  }
  if (problems.length > 50) console.log(`… and ${problems.length - 50} more`);
  const count = totals.errors + totals.warnings + totals.ignored;
  console.log(
    `OpenAPI document: ${totals.errors} errors, ${totals.warnings} warnings, ${totals.ignored} ignored`,
  );
  if (count > 0) status = 1;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  status = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
